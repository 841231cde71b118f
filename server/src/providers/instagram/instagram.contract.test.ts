import type { FastifyInstance } from 'fastify';
import { buildInstagramEmulator } from '../../../../emulators/instagram/instagram-emulator';
import { loadConfig, type Config } from '../../config';
import { injectFetch } from '../../testing/inject-fetch';
import { emulatorBaseUrl } from '../registry';
import { FakeClock } from '../shared/provider-clock';
import { isProviderError, type ProviderError } from '../shared/provider-errors';
import { createInstagramProvider } from './instagram.adapter';
import type { InstagramPort } from './instagram.port';

const PREFIX = '/emulators/instagram';
const REDIRECT_URI = 'http://localhost:3000/api/oauth/instagram/callback';
const real = {
  INSTAGRAM_APP_ID: process.env.INSTAGRAM_APP_ID,
  INSTAGRAM_APP_SECRET: process.env.INSTAGRAM_APP_SECRET,
  token: process.env.INSTAGRAM_TEST_TOKEN,
};
const hasReal = Boolean(real.INSTAGRAM_APP_ID && real.INSTAGRAM_APP_SECRET && real.token);

const config: Config = loadConfig({});
let emulator: FastifyInstance;
const emulatorPort = (clock = new FakeClock()): InstagramPort => createInstagramProvider({ config, fetch: injectFetch(emulator, { stripPrefix: PREFIX }), clock });
const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => emulator.inject({ method, url, payload });

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (isProviderError(outcome)) return outcome;
  throw new Error(`expected a ProviderError, got ${String(outcome)}`);
}

/** Plays the user at the consent page: follows the authorization URL and presses 許可. */
async function consent(port: InstagramPort, state = 'state-abc'): Promise<URL> {
  const url = new URL(port.authorizationUrl({ state, redirectUri: REDIRECT_URI }));
  const page = await emulator.inject({ method: 'GET', url: `${url.pathname.slice(PREFIX.length)}${url.search}` });
  expect(page.body).toContain('許可');
  expect(page.body).toContain('デモフーズ公式');
  const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision: 'allow' });
  const answer = await emulator.inject({ method: 'POST', url: '/oauth/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
  expect(answer.statusCode).toBe(302);
  return new URL(String(answer.headers.location));
}

async function linkedToken(port: InstagramPort): Promise<string> {
  const redirect = await consent(port);
  const short = await port.exchangeCode({ code: redirect.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
  return (await port.exchangeForLongLivedToken(short.accessToken)).accessToken;
}

beforeAll(async () => {
  emulator = buildInstagramEmulator({ publicBaseUrl: emulatorBaseUrl(config, 'instagram') });
  await emulator.ready();
});
afterAll(() => emulator.close());
beforeEach(() => admin('POST', '/__admin/seed'));

if (!hasReal) it.skip('real Instagram Graph contract: skipped because INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET and INSTAGRAM_TEST_TOKEN are not all set', () => undefined);

const targets: Array<{ name: string; port: () => InstagramPort; token: () => Promise<string> }> = [
  { name: 'emulator', port: () => emulatorPort(), token: () => linkedToken(emulatorPort()) },
];
if (hasReal) {
  const realConfig = loadConfig({ INSTAGRAM_APP_ID: real.INSTAGRAM_APP_ID, INSTAGRAM_APP_SECRET: real.INSTAGRAM_APP_SECRET });
  const port = () => createInstagramProvider({ config: realConfig, fetch: globalThis.fetch, clock: new FakeClock() });
  targets.push({ name: 'Instagram Graph (INSTAGRAM_TEST_TOKEN)', port, token: async () => real.token ?? '' });
}

describe.each(targets)('InstagramPort contract: $name', ({ port, token }) => {
  it('builds an authorization URL carrying the app, redirect, scopes and state', () => {
    const url = new URL(port().authorizationUrl({ state: 's-1', redirectUri: REDIRECT_URI }));
    expect(url.pathname).toMatch(/\/oauth\/authorize$/u);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ redirect_uri: REDIRECT_URI, response_type: 'code', state: 's-1', scope: 'instagram_business_basic,instagram_business_content_publish' });
  });

  it('reads the profile and the newest media with typed children', async () => {
    const accessToken = await token();
    const me = await port().getMe(accessToken);
    expect(me.id).toMatch(/^\d+$/u);
    const media = await port().listMedia(accessToken, { userId: me.id, limit: 3 });
    expect(media.length).toBeLessThanOrEqual(3);
    for (const item of media) {
      expect(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']).toContain(item.mediaType);
      expect(Number.isNaN(Date.parse(item.timestamp))).toBe(false);
      if (item.mediaType !== 'CAROUSEL_ALBUM') expect(item.children).toEqual([]);
    }
  });
});

describe('InstagramPort against the emulator', () => {
  it('links through consent, code exchange and long-lived exchange, keeping the state', async () => {
    const clock = new FakeClock();
    const port = emulatorPort(clock);
    const redirect = await consent(port, 'state-xyz');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get('state')).toBe('state-xyz');
    const short = await port.exchangeCode({ code: redirect.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
    expect(short).toMatchObject({ userId: '17841400000000001', permissions: ['instagram_business_basic', 'instagram_business_content_publish'] });
    const long = await port.exchangeForLongLivedToken(short.accessToken);
    expect(long.expiresAt.getTime() - clock.now()).toBeGreaterThan(59 * 24 * 3600_000);
    expect((await port.refreshLongLivedToken(long.accessToken)).accessToken).not.toBe(long.accessToken);
    expect(await port.getMe(long.accessToken)).toEqual({ id: '17841400000000001', username: 'demofoods_official' });
  });

  it('rejects a reused code as invalid_request', async () => {
    const port = emulatorPort();
    const code = (await consent(port)).searchParams.get('code') ?? '';
    await port.exchangeCode({ code, redirectUri: REDIRECT_URI });
    expect((await failureOf(port.exchangeCode({ code, redirectUri: REDIRECT_URI }))).code).toBe('invalid_request');
  });

  it('walks every page of the 30 seeded posts, newest first, with carousel children', async () => {
    const port = emulatorPort();
    const accessToken = await linkedToken(port);
    await admin('DELETE', '/__admin/calls');
    const media = await port.listMedia(accessToken, { userId: '17841400000000001' });
    expect(media).toHaveLength(30);
    expect(new Set(media.map((m) => m.id)).size).toBe(30);
    expect([...media].sort((a, b) => b.timestamp.localeCompare(a.timestamp))).toEqual(media);
    const carousel = media.find((m) => m.mediaType === 'CAROUSEL_ALBUM');
    expect(carousel?.children.length).toBeGreaterThanOrEqual(2);
    expect(media.some((m) => m.mediaType === 'VIDEO' && m.thumbnailUrl)).toBe(true);
    expect(media.filter((m) => m.caption?.includes('#デモフーズ')).length).toBeGreaterThanOrEqual(25);
    const calls = (await admin('GET', '/__admin/calls')).json<Array<{ path: string }>>();
    expect(calls.filter((call) => call.path.endsWith('/media'))).toHaveLength(2);
  });

  it('serves the media images itself as PNG', async () => {
    const port = emulatorPort();
    const [first] = await port.listMedia(await linkedToken(port), { userId: '17841400000000001', limit: 1 });
    const image = await emulator.inject({ method: 'GET', url: new URL(first.mediaUrl ?? first.thumbnailUrl ?? '').pathname.slice(PREFIX.length) });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(image.rawPayload.length).toBeGreaterThan(10_240);
  });

  it('reports an expired token as token_expired', async () => {
    const port = emulatorPort();
    const accessToken = await linkedToken(port);
    await admin('POST', '/__admin/expire-tokens');
    const failure = await failureOf(port.getMe(accessToken));
    expect(failure.code).toBe('token_expired');
    expect(failure.message).toBe('Instagramとの連携の有効期限が切れました。連携管理から再度連携してください。');
  });

  it('retries a 429 after its Retry-After', async () => {
    const clock = new FakeClock();
    const port = emulatorPort(clock);
    const accessToken = await linkedToken(port);
    await admin('POST', '/__admin/failures', { match: { pathPrefix: '/v21.0/me' }, status: 429, retryAfterSeconds: 4 });
    const started = clock.now();
    expect((await port.getMe(accessToken)).username).toBe('demofoods_official');
    expect(clock.now() - started).toBeGreaterThanOrEqual(4_000);
  });

  it('reports an unknown user id as not_found', async () => {
    const port = emulatorPort();
    expect((await failureOf(port.listMedia(await linkedToken(port), { userId: '999' }))).code).toBe('not_found');
  });
});
