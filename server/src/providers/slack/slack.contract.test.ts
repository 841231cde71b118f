import type { FastifyInstance } from 'fastify';
import { buildSlackEmulator, type SlackPostedMessage } from '../../../../emulators/slack/slack-emulator';
import { loadConfig } from '../../config';
import { injectFetch } from '../../testing/inject-fetch';
import { FakeClock } from '../shared/provider-clock';
import { isProviderError } from '../shared/provider-errors';
import type { HostResolver } from '../shared/ssrf-guard';
import { createSlackProvider } from './slack.adapter';

// The Slack incoming-webhook adapter against its emulator: while emulated, hooks.slack.com URLs land on the emulator
// under the same path; live, every post is checked against the SSRF guard first and never follows a redirect.

const PREFIX = '/emulators/slack';
const PATH = '/services/T0001/B0001/secret';
const URL_ = `https://hooks.slack.com${PATH}`;
let emulator: FastifyInstance;
let seen: RequestInit[];

const fetchVia = (stripPrefix: string): typeof fetch => {
  const inner = injectFetch(emulator, { stripPrefix });
  return (input, init) => {
    seen.push(init ?? {});
    return inner(input, init);
  };
};
const emulated = () => createSlackProvider({ config: loadConfig({}), fetch: fetchVia(PREFIX), clock: new FakeClock() });
const live = (resolve: HostResolver) => createSlackProvider({ config: loadConfig({ SLACK_LIVE: 'true' }), fetch: fetchVia(''), clock: new FakeClock(), resolve });
const messages = async () => (await emulator.inject({ url: '/__admin/messages' })).json<SlackPostedMessage[]>();

beforeAll(async () => {
  emulator = buildSlackEmulator();
  await emulator.ready();
});
afterAll(() => emulator.close());
beforeEach(async () => {
  seen = [];
  await emulator.inject({ method: 'POST', url: '/__admin/seed' });
});

it('posts to the webhook path with an idempotency key the emulator records, refusing redirects', async () => {
  await emulated().post(URL_, { text: '順位の下落' }, { idempotencyKey: 'key-1' });
  expect((await messages()).map((m) => [m.path, m.text, m.idempotencyKey])).toEqual([[PATH, '順位の下落', 'key-1']]);
  expect(seen.map((init) => init.redirect)).toEqual(['error']);
});

it('reports a webhook Slack does not know as invalid_request and a 5xx as transient, one call each', async () => {
  const unknown = await emulated().post('https://hooks.slack.com/services/nope', { text: 'x' }, { idempotencyKey: 'k' }).catch((e: unknown) => e);
  expect(isProviderError(unknown) && [unknown.provider, unknown.code, unknown.status]).toEqual(['slack', 'invalid_request', 404]);
  await emulator.inject({ method: 'POST', url: '/__admin/failures', payload: { status: 503 } });
  const busy = await emulated().post(URL_, { text: 'x' }, { idempotencyKey: 'k' }).catch((e: unknown) => e);
  expect(isProviderError(busy) && busy.code).toBe('provider_unavailable');
  expect(seen).toHaveLength(2);
});

it('live: checks the URL before every post, so a host re-pointed into the private network is refused unsent', async () => {
  await live(async () => ['52.0.0.10']).post(URL_, { text: 'ok' }, { idempotencyKey: 'k' });
  const repointed = await live(async () => ['127.0.0.1']).post(URL_, { text: 'x' }, { idempotencyKey: 'k' }).catch((e: unknown) => e);
  expect(isProviderError(repointed) && repointed.code).toBe('unsafe_url');
  const plain = await live(async () => ['52.0.0.10']).post('http://hooks.slack.com/services/T/B/x', { text: 'x' }, { idempotencyKey: 'k' }).catch((e: unknown) => e);
  expect(isProviderError(plain) && plain.code).toBe('unsafe_url');
  expect((await messages()).map((m) => m.text)).toEqual(['ok']);
  expect(seen).toHaveLength(1);
});
