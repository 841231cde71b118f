import type { FastifyInstance } from 'fastify';
import { buildTranslationEmulator } from '../../../../emulators/translation/translation-emulator';
import { loadConfig, type Config } from '../../config';
import { injectFetch } from '../../testing/inject-fetch';
import { FakeClock } from '../shared/provider-clock';
import { isProviderError } from '../shared/provider-errors';
import { createTranslationProvider, MAX_SEGMENTS_PER_REQUEST } from './translation.adapter';
import type { TranslationPort } from './translation.port';

const PREFIX = '/emulators/translation';
const realKey = process.env.TRANSLATE_API_KEY;

interface Target {
  name: string;
  port: () => TranslationPort;
}

let emulator: FastifyInstance;
const emulatorConfig = (): Config => loadConfig({});

const emulatorTarget: Target = {
  name: 'emulator',
  port: () => createTranslationProvider({ config: emulatorConfig(), fetch: injectFetch(emulator, { stripPrefix: PREFIX }), clock: new FakeClock() }),
};

const realTarget: Target = {
  name: 'Cloud Translation (TRANSLATE_API_KEY)',
  port: () => createTranslationProvider({ config: loadConfig({ TRANSLATE_API_KEY: realKey }), fetch: globalThis.fetch, clock: new FakeClock() }),
};

beforeAll(async () => {
  emulator = buildTranslationEmulator();
  await emulator.ready();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.inject({ method: 'POST', url: '/__admin/seed' }));

if (!realKey) it.skip('real Cloud Translation contract: skipped because TRANSLATE_API_KEY is not set', () => undefined);

describe.each(realKey ? [emulatorTarget, realTarget] : [emulatorTarget])('TranslationPort contract: $name', ({ port }) => {
  it('translates three texts in one call and keeps their order', async () => {
    const { translations } = await port().translate({ texts: ['ありがとうございます', 'こんにちは', '美味しかったです'], target: 'en' });
    expect(translations).toHaveLength(3);
    expect(translations[0].text).toMatch(/thank/i);
    expect(translations[1].text).toMatch(/hello/i);
    expect(translations[2].text).toMatch(/delicious/i);
    expect(translations.map((t) => t.detectedSourceLanguage)).toEqual(['ja', 'ja', 'ja']);
  });

  it('leaves detectedSourceLanguage out when the source is given', async () => {
    const { translations } = await port().translate({ texts: ['Thank you'], target: 'ja', source: 'en' });
    expect(translations[0].detectedSourceLanguage).toBeUndefined();
    expect(translations[0].text).not.toBe('');
  });

  it('lists the target languages with Japanese names', async () => {
    const languages = await port().languages();
    expect(languages.length).toBeGreaterThanOrEqual(73);
    expect(languages).toEqual(expect.arrayContaining([expect.objectContaining({ language: 'en', name: '英語' })]));
  });
});

describe('TranslationPort against the emulator', () => {
  const calls = async () => (await emulator.inject({ method: 'GET', url: '/__admin/calls' })).json<Array<{ path: string; status: number }>>();

  it('translates known review phrases between Japanese, English and Chinese, and marks unknown text', async () => {
    const port = emulatorTarget.port();
    expect((await port.translate({ texts: ['The staff were friendly. I will come again.'], target: 'ja' })).translations[0]).toEqual({
      text: '店員さんの対応が良かったです。また来ます。',
      detectedSourceLanguage: 'en',
    });
    expect((await port.translate({ texts: ['很好吃'], target: 'ja' })).translations[0].text).toBe('美味しかったです。');
    expect((await port.translate({ texts: ['駐車場が狭い'], target: 'en' })).translations[0].text).toBe('[en] 駐車場が狭い');
  });

  it('sends at most 128 texts per request and keeps order across batches', async () => {
    const texts = Array.from({ length: MAX_SEGMENTS_PER_REQUEST * 2 + 4 }, (_, i) => `レビュー${i}`);
    const { translations } = await emulatorTarget.port().translate({ texts, target: 'en' });
    expect(translations.map((t) => t.text)).toEqual(texts.map((text) => `[en] ${text}`));
    expect((await calls()).filter((call) => call.path === '/language/translate/v2')).toHaveLength(3);
  });

  it('retries a 429 after its Retry-After and then succeeds', async () => {
    await emulator.inject({ method: 'POST', url: '/__admin/failures', payload: { match: { pathPrefix: '/language' }, status: 429, retryAfterSeconds: 2 } });
    const clock = new FakeClock();
    const started = clock.now();
    const port = createTranslationProvider({ config: emulatorConfig(), fetch: injectFetch(emulator, { stripPrefix: PREFIX }), clock });
    const { translations } = await port.translate({ texts: ['こんにちは'], target: 'en' });
    expect(translations[0].text).toBe('Hello.');
    expect(clock.now() - started).toBeGreaterThanOrEqual(2_000);
    expect((await calls()).map((call) => call.status)).toEqual([429, 200]);
  });

  it("answers bad keys in Google's error shape and maps a rejected request to invalid_request without retrying", async () => {
    const config = emulatorConfig();
    const port = createTranslationProvider({ config: { ...config, providers: { ...config.providers, translation: null } }, fetch: injectFetch(emulator, { stripPrefix: PREFIX }), clock: new FakeClock() });
    const response = await emulator.inject({ method: 'POST', url: '/language/translate/v2?key=wrong', payload: { q: 'a', target: 'ja' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT', message: 'API key not valid. Please pass a valid API key.' } });
    const missing = await emulator.inject({ method: 'GET', url: '/language/translate/v2/languages' });
    expect(missing.statusCode).toBe(403);
    const failure = await port.translate({ texts: ['a'], target: 'xx' }).catch((error: unknown) => error);
    expect(isProviderError(failure) && failure.code).toBe('invalid_request');
    expect((await calls()).filter((call) => call.status === 400)).toHaveLength(2);
  });
});
