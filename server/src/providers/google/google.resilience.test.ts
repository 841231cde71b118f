import type { OAuthTokens } from '../listing-provider';
import { isProviderError, type ProviderError } from '../shared/provider-errors';
import { admin, linkThroughConsent, startEmulatorRig, type EmulatorRig } from './google-contract.testing';
import type { GoogleCredentials, GoogleLocationRef } from './google.types';

interface Call { method: string; path: string; status: number; idempotencyKey?: string; time: string }

let rig: EmulatorRig;
let credentials: GoogleCredentials;
let ref: GoogleLocationRef;

beforeEach(async () => {
  rig = await startEmulatorRig();
  credentials = await linkThroughConsent(rig);
  const account = (await rig.provider.listAccounts(credentials)).items[0].name;
  ref = { account, location: (await rig.provider.listAccountLocations(credentials, account, ['name'], { pageSize: 1 })).items[0].name ?? '' };
  await admin(rig, 'DELETE', '/calls');
});
afterEach(() => rig.app.close());

const settleFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 500 && !condition(); tries += 1) await settleFor(10);
}

const calls = async (): Promise<Call[]> => (await admin(rig, 'GET', '/calls')) as Call[];

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (isProviderError(error)) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('Google adapter against injected failures', () => {
  it('waits out a 429 Retry-After and then succeeds', async () => {
    await admin(rig, 'POST', '/failures', { match: { method: 'GET', pathPrefix: '/v1/accounts' }, status: 429, retryAfterSeconds: 7 });
    const start = rig.clock.now();
    const accounts = await rig.provider.listAccounts(credentials);
    expect(accounts.items).toHaveLength(2);
    expect(rig.clock.now() - start).toBeGreaterThanOrEqual(7_000);
    expect((await calls()).map((call) => call.status)).toEqual([429, 200]);
  });

  it('retries 5xx with backoff', async () => {
    await admin(rig, 'POST', '/failures', { match: { pathPrefix: '/v4/' }, status: 503, times: 2 });
    const page = await rig.provider.listReviews(credentials, ref);
    expect(page.items.length).toBeGreaterThan(0);
    expect((await calls()).map((call) => call.status)).toEqual([503, 503, 200]);
  });

  it('does not resend a write that has no idempotency key', async () => {
    await admin(rig, 'POST', '/failures', { match: { method: 'POST' }, status: 503 });
    const error = await failure(rig.provider.createLocalPost(credentials, ref, { topicType: 'STANDARD', summary: '本日営業' }));
    expect(error.code).toBe('provider_unavailable');
    expect(await calls()).toHaveLength(1);
  });
});

describe('Google adapter tokens', () => {
  it('refreshes an expired access token once, reports the new tokens and replays the call', async () => {
    const seen: OAuthTokens[] = [];
    const linked: GoogleCredentials = { ...credentials, onTokens: (tokens) => void seen.push(tokens) };
    await admin(rig, 'POST', '/expire-tokens');
    const accounts = await rig.provider.listAccounts(linked);
    expect(accounts.items).toHaveLength(2);
    expect(seen).toHaveLength(1);
    expect(seen[0].accessToken).not.toBe(credentials.accessToken);
    expect(seen[0].refreshToken).toBe(credentials.refreshToken);
    await rig.provider.listReviews(linked, ref);
    expect((await calls()).map((call) => `${call.path} ${call.status}`)).toEqual(['/v1/accounts 401', '/token 200', '/v1/accounts 200', `/v4/${ref.account}/${ref.location}/reviews 200`]);
  });

  it('fails with token_expired and tells the linkage once the refresh token is revoked', async () => {
    const expired: ProviderError[] = [];
    const linked: GoogleCredentials = { ...credentials, onTokenExpired: (error) => void expired.push(error) };
    await rig.app.inject({ method: 'POST', url: '/emulators/google/revoke', payload: { token: credentials.refreshToken } });
    await admin(rig, 'POST', '/expire-tokens');
    const error = await failure(rig.provider.listAccounts(linked));
    expect(error.code).toBe('token_expired');
    expect(error.message).toBe('Googleとの連携の有効期限が切れました。連携管理から再度連携してください。');
    expect(expired).toHaveLength(1);
  });

  it('refreshes on the media upload path too', async () => {
    const dataRef = await rig.provider.startMediaUpload(credentials, ref);
    await admin(rig, 'POST', '/expire-tokens');
    const bytes = Buffer.alloc(12 * 1024, 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await rig.provider.uploadMediaBytes(credentials, dataRef, bytes, 'image/png');
    const item = await rig.provider.createMedia(credentials, ref, { mediaFormat: 'PHOTO', category: 'LOGO', dataRef });
    expect(item.category).toBe('LOGO');
  });
});

describe('Google adapter quotas and idempotency', () => {
  it('holds the 11th rapid reply on one location until the 10 edits/min window frees, so none is refused', async () => {
    const manual = await startEmulatorRig({ autoAdvance: false });
    try {
      const linked = await linkThroughConsent(manual);
      const account = (await manual.provider.listAccounts(linked)).items[0].name;
      const location = (await manual.provider.listAccountLocations(linked, account, ['name'], { pageSize: 1 })).items[0].name ?? '';
      const reviews = (await manual.provider.listReviews(linked, { account, location }, { pageSize: 11 })).items;
      await admin(manual, 'DELETE', '/calls');
      const start = manual.clock.now();
      let done = 0;
      const replies = reviews.map((review) => manual.provider.replyToReview(linked, { account, location }, review.reviewId, 'ありがとうございました。').then(() => (done += 1)));
      await until(() => done === 10);
      await settleFor(50);
      expect(done).toBe(10);
      await manual.clock.advance(60_000);
      await settleFor(50);
      expect(done).toBe(10);
      // The limiter frees the slot 1 ms after the first edit leaves the closed one-minute window.
      await manual.clock.advance(1);
      await Promise.all(replies);
      const log = (await admin(manual, 'GET', '/calls')) as Call[];
      expect(log.map((call) => call.status)).toEqual(Array.from({ length: 11 }, () => 200));
      expect(Date.parse(log[10].time) - start).toBe(60_001);
    } finally {
      await manual.app.close();
    }
  });

  it('applies a write repeated with the same idempotency key once', async () => {
    const post = { topicType: 'STANDARD' as const, summary: '年末年始の営業時間のお知らせ' };
    const first = await rig.provider.createLocalPost(credentials, ref, post, { idempotencyKey: 'intent-42' });
    const again = await rig.provider.createLocalPost(credentials, ref, post, { idempotencyKey: 'intent-42' });
    expect(again.name).toBe(first.name);
    expect((await rig.provider.listLocalPosts(credentials, ref)).items).toHaveLength(1);
    expect((await calls()).filter((call) => call.method === 'POST').map((call) => call.idempotencyKey)).toEqual(['intent-42', 'intent-42']);
  });

  it('retries a keyed write after a 503 and the emulator records one post', async () => {
    await admin(rig, 'POST', '/failures', { match: { method: 'POST' }, status: 503 });
    await rig.provider.createLocalPost(credentials, ref, { topicType: 'STANDARD', summary: '臨時休業のお知らせ' }, { idempotencyKey: 'intent-43' });
    expect((await rig.provider.listLocalPosts(credentials, ref)).items).toHaveLength(1);
  });
});
