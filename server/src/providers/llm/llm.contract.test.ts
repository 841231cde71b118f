import type { FastifyInstance } from 'fastify';
import { buildLlmEmulator } from '../../../../emulators/llm/llm-emulator';
import { loadConfig, type Config } from '../../config';
import { injectFetch } from '../../testing/inject-fetch';
import { FakeClock } from '../shared/provider-clock';
import { isProviderError } from '../shared/provider-errors';
import { createLlmProvider } from './llm.adapter';
import type { LlmPort } from './llm.port';

const PREFIX = '/emulators/llm';
const realKey = process.env.LLM_API_KEY;

const SYSTEM = '店舗名: デモ食堂 渋谷店\nあなたは店舗の担当者としてクチコミに返信します。丁寧な口調で、事実を作らず、補償を約束しないでください。';
const ENGLISH_REVIEW = [
  'Reviewer: John Smith',
  'Rating: 2',
  'Review: The food was cold and we waited 40 minutes. Call me at 090-1234-5678 or mail john.smith@example.com to explain.',
].join('\n');

let emulator: FastifyInstance;
const emulatorConfig = (): Config => loadConfig({});
const emulatorPort = (clock = new FakeClock()): LlmPort => createLlmProvider({ config: emulatorConfig(), fetch: injectFetch(emulator, { stripPrefix: PREFIX }), clock });

beforeAll(async () => {
  emulator = buildLlmEmulator();
  await emulator.ready();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.inject({ method: 'POST', url: '/__admin/seed' }));

const calls = async () => (await emulator.inject({ method: 'GET', url: '/__admin/calls' })).json<Array<{ status: number; idempotencyKey?: string }>>();

if (!realKey) it.skip('real LLM contract: skipped because LLM_API_KEY is not set', () => undefined);

const targets: Array<{ name: string; port: () => LlmPort }> = [{ name: 'emulator', port: () => emulatorPort() }];
if (realKey) targets.push({ name: 'OpenAI-compatible service (LLM_API_KEY)', port: () => createLlmProvider({ config: loadConfig(process.env), fetch: globalThis.fetch, clock: new FakeClock() }) });

describe.each(targets)('LlmPort contract: $name', ({ port }) => {
  it('answers an English review in English without its phone number or e-mail address', async () => {
    const completion = await port().complete({ system: SYSTEM, user: ENGLISH_REVIEW, temperature: 0.2, maxTokens: 400 });
    expect(completion.text).toMatch(/thank/i);
    // The store's own name may stay in Japanese; every other word must be English.
    expect(completion.text.replace('デモ食堂 渋谷店', '')).not.toMatch(/[\u3040-\u30ff]/u);
    expect(completion.text).not.toContain('090-1234-5678');
    expect(completion.text).not.toContain('john.smith@example.com');
    expect(completion.model).not.toBe('');
    expect(completion.usage.totalTokens).toBeGreaterThan(0);
  });
});

describe('LlmPort against the emulator', () => {
  it('writes a Japanese reply that names only the store from the system prompt and apologises without compensation', async () => {
    const completion = await emulatorPort().complete({
      system: SYSTEM,
      user: '投稿者: 山田太郎\n評価: ★☆☆☆☆ 1\nクチコミ: 待ち時間が長く、店員さんの態度も悪かったです。03-1111-2222 yamada@example.jp',
    });
    expect(completion.text).toContain('デモ食堂 渋谷店');
    expect(completion.text).toContain('お詫び');
    expect(completion.text).not.toMatch(/山田|03-1111-2222|yamada@|返金|割引|クーポン|無料|補償/u);
    expect(completion).toMatchObject({ model: 'gpt-4o-mini', finishReason: 'stop' });
  });

  it('thanks a five-star reviewer in the review language (Chinese and Korean)', async () => {
    const chinese = await emulatorPort().complete({ system: SYSTEM, user: '评分: 5\n评论: 菜很好吃，服务也很好。' });
    expect(chinese.text).toMatch(/^感谢您光临デモ食堂 渋谷店/u);
    const korean = await emulatorPort().complete({ system: '', user: 'Rating: 5\nReview: 음식이 정말 맛있었어요!' });
    expect(korean.text).toContain('감사');
    expect(korean.text).toContain('저희 매장');
  });

  it('is deterministic and stops at maxTokens with finish reason length', async () => {
    const first = await emulatorPort().complete({ system: SYSTEM, user: 'Rating: 4\nReview: Lovely atmosphere.' });
    const second = await emulatorPort().complete({ system: SYSTEM, user: 'Rating: 4\nReview: Lovely atmosphere.' });
    expect(second.text).toBe(first.text);
    const short = await emulatorPort().complete({ system: SYSTEM, user: 'Rating: 4\nReview: Lovely atmosphere.', maxTokens: 5 });
    expect(short).toMatchObject({ text: first.text.slice(0, 5), finishReason: 'length' });
  });

  it('retries a 429 after Retry-After with the same idempotency key', async () => {
    await emulator.inject({ method: 'POST', url: '/__admin/failures', payload: { match: { pathPrefix: '/v1/chat' }, status: 429, retryAfterSeconds: 3 } });
    const clock = new FakeClock();
    const started = clock.now();
    const completion = await emulatorPort(clock).complete({ system: SYSTEM, user: 'Rating: 5\nReview: Great!' });
    expect(completion.text).toMatch(/thank/i);
    expect(clock.now() - started).toBeGreaterThanOrEqual(3_000);
    const log = await calls();
    expect(log.map((call) => call.status)).toEqual([429, 200]);
    expect(log[0].idempotencyKey).toBeDefined();
    expect(log[1].idempotencyKey).toBe(log[0].idempotencyKey);
  });

  it('does not retry a 400 and reports it as invalid_request', async () => {
    const failure = await emulatorPort().complete({ system: SYSTEM, user: 'x', temperature: 5 }).catch((error: unknown) => error);
    expect(isProviderError(failure) && failure.code).toBe('invalid_request');
    expect((await calls()).map((call) => call.status)).toEqual([400]);
  });

  it('answers 401 without a valid key and lists models with one', async () => {
    const missing = await emulator.inject({ method: 'POST', url: '/v1/chat/completions', payload: { model: 'm', messages: [{ role: 'user', content: 'hi' }] } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const models = await emulator.inject({ method: 'GET', url: '/v1/models', headers: { authorization: 'Bearer sk-emulator-meo' } });
    expect(models.json()).toMatchObject({ object: 'list', data: expect.arrayContaining([expect.objectContaining({ id: 'gpt-4o-mini' })]) });
  });
});
