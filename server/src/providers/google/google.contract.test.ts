import { systemProviderClock } from '../shared/provider-clock';
import { isProviderError, type ProviderError } from '../shared/provider-errors';
import { linkThroughConsent, runtimeFor, startEmulatorRig, type EmulatorRig } from './google-contract.testing';
import { createGoogleProvider } from './google.adapter';
import type { GoogleProvider } from './google.port';
import type { GoogleCredentials, GoogleLocationRef } from './google.types';

const real = {
  GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: process.env.GOOGLE_CLIENT_SECRET,
  refreshToken: process.env.GOOGLE_TEST_REFRESH_TOKEN,
};
const hasReal = Boolean(real.GOOGLE_CLIENT_ID && real.GOOGLE_CLIENT_SECRET && real.refreshToken);

interface Session {
  provider: GoogleProvider;
  credentials: GoogleCredentials;
  ref: GoogleLocationRef;
  rig?: EmulatorRig;
}

async function firstLocation(provider: GoogleProvider, credentials: GoogleCredentials): Promise<GoogleLocationRef> {
  const accounts = await provider.listAccounts(credentials);
  const account = accounts.items[0].name;
  const locations = await provider.listAccountLocations(credentials, account, ['name'], { pageSize: 1 });
  return { account, location: locations.items[0].name ?? '' };
}

const emulatorTarget = {
  name: 'emulator',
  async open(): Promise<Session> {
    const rig = await startEmulatorRig();
    const credentials = await linkThroughConsent(rig);
    return { provider: rig.provider, credentials, ref: await firstLocation(rig.provider, credentials), rig };
  },
};

const realTarget = {
  name: 'real Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_TEST_REFRESH_TOKEN)',
  async open(): Promise<Session> {
    const runtime = runtimeFor({ GOOGLE_CLIENT_ID: real.GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: real.GOOGLE_CLIENT_SECRET }, globalThis.fetch, systemProviderClock);
    const provider = createGoogleProvider(runtime);
    const tokens = await provider.refresh(real.refreshToken ?? '');
    const credentials = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    return { provider, credentials, ref: await firstLocation(provider, credentials) };
  },
};

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (isProviderError(error)) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

if (!hasReal) {
  describe.skip('GoogleBusinessPort read contract against real Google: skipped, GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET / GOOGLE_TEST_REFRESH_TOKEN are not set', () => {
    it('runs the read contract against Google', () => undefined);
  });
}

describe.each(hasReal ? [emulatorTarget, realTarget] : [emulatorTarget])('GoogleBusinessPort read contract: $name', (target) => {
  let session: Session;
  beforeEach(async () => {
    session = await target.open();
  });
  afterEach(() => session.rig?.app.close());

  it('lists every linkable location across accounts and pages', async () => {
    const linkable = await session.provider.listLocations(session.credentials.accessToken);
    expect(linkable.length).toBeGreaterThan(0);
    for (const location of linkable) {
      expect(location.providerLocationId).toMatch(/^locations\/\S+$/);
      expect(location.providerAccountId).toMatch(/^accounts\/\S+$/);
    }
  });

  it('pages locations with a readMask and reads one location', async () => {
    const { provider, credentials, ref } = session;
    const page = await provider.listAccountLocations(credentials, ref.account, ['name', 'title'], { pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(Object.keys(page.items[0]).sort()).toEqual(['name', 'title']);
    const location = await provider.getLocation(credentials, ref.location, ['name', 'title', 'metadata']);
    expect(location.name).toBe(ref.location);
    const updated = await provider.getGoogleUpdated(credentials, ref.location, ['name']);
    expect(Array.isArray(updated.diffMask)).toBe(true);
  });

  it('lists reviews with mapped stars and reads one', async () => {
    const { provider, credentials, ref } = session;
    const page = await provider.listReviews(credentials, ref, { pageSize: 50, orderBy: 'rating desc' });
    expect(page.totalReviewCount).toBeGreaterThanOrEqual(page.items.length);
    const ratings = page.items.map((review) => review.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    if (page.items.length > 0) {
      const review = await provider.getReview(credentials, ref, page.items[0].reviewId);
      expect(review.createdAt).toBeInstanceOf(Date);
      expect(review.reviewId).toBe(page.items[0].reviewId);
    }
  });

  it('reads posts, media, the service list and performance', async () => {
    const { provider, credentials, ref } = session;
    expect((await provider.listLocalPosts(credentials, ref, { pageSize: 100 })).items).toEqual(expect.any(Array));
    expect((await provider.listMedia(credentials, ref)).totalMediaItemCount).toBeGreaterThanOrEqual(0);
    expect((await provider.getServiceList(credentials, ref.location)).serviceItems ?? []).toEqual(expect.any(Array));
    const series = await provider.fetchMultiDailyMetricsTimeSeries(credentials, ref.location, ['CALL_CLICKS', 'WEBSITE_CLICKS'], { start: '2025-10-01', end: '2025-10-07' });
    expect(series.map((s) => s.metric)).toEqual(['CALL_CLICKS', 'WEBSITE_CLICKS']);
    expect(series[0].values.map((v) => v.date)).toEqual(['2025-10-01', '2025-10-02', '2025-10-03', '2025-10-04', '2025-10-05', '2025-10-06', '2025-10-07']);
    const keywords = await provider.listMonthlySearchKeywords(credentials, ref.location, { start: '2025-08', end: '2025-10' }, { pageSize: 100 });
    for (const keyword of keywords.items) expect(keyword.value !== null || keyword.threshold !== null).toBe(true);
  });
});

// Writes change a live profile, so they run against the emulator only.
describe('GoogleBusinessPort write contract: emulator (never against real Google)', () => {
  let session: Session;
  beforeEach(async () => {
    session = await emulatorTarget.open();
  });
  afterEach(() => session.rig?.app.close());

  it('builds the consent URL Google documents', () => {
    const url = new URL(session.provider.authorizationUrl({ state: 's-1', redirectUri: 'https://console.example/cb', codeChallenge: 'abc' }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'emulator-google-client', access_type: 'offline', prompt: 'consent', response_type: 'code', state: 's-1',
      scope: 'https://www.googleapis.com/auth/business.manage', code_challenge: 'abc', code_challenge_method: 'S256',
    });
    expect(session.credentials.refreshToken).toEqual(expect.any(String));
  });

  it('patches a location by updateMask and sees Google-updated fields', async () => {
    const { provider, credentials, ref } = session;
    const patched = await provider.patchLocation(credentials, ref.location, { title: 'デモ食堂 渋谷本店', websiteUri: 'https://ignored.example' }, ['title']);
    expect(patched.title).toBe('デモ食堂 渋谷本店');
    expect(patched.websiteUri).not.toBe('https://ignored.example');
    const second = (await provider.listAccountLocations(credentials, ref.account, ['name'], { pageSize: 2 })).items[1].name ?? '';
    const updated = await provider.getGoogleUpdated(credentials, second, ['phoneNumbers']);
    expect(updated.diffMask).toEqual(['phoneNumbers.primaryPhone']);
  });

  it('replies to a review and deletes the reply', async () => {
    const { provider, credentials, ref } = session;
    const unanswered = (await provider.listReviews(credentials, ref)).items.find((review) => review.reply === null);
    const reviewId = unanswered?.reviewId ?? '';
    const reply = await provider.replyToReview(credentials, ref, reviewId, 'ご来店ありがとうございました。');
    expect(reply.comment).toBe('ご来店ありがとうございました。');
    expect((await provider.getReview(credentials, ref, reviewId)).reply?.comment).toBe('ご来店ありがとうございました。');
    await provider.deleteReply(credentials, ref, reviewId);
    expect((await provider.getReview(credentials, ref, reviewId)).reply).toBeNull();
  });

  it('creates, reads, patches, lists and deletes a local post', async () => {
    const { provider, credentials, ref, rig } = session;
    const post = await provider.createLocalPost(credentials, ref, { topicType: 'STANDARD', languageCode: 'ja', summary: '冬季限定メニュー', callToAction: { actionType: 'LEARN_MORE', url: 'https://example.com' } });
    expect(post.state).toBe('PROCESSING');
    await rig?.clock.advance(30_000);
    expect((await provider.getLocalPost(credentials, post.name)).state).toBe('LIVE');
    const patched = await provider.patchLocalPost(credentials, post.name, { summary: '春のメニュー' }, ['summary']);
    expect(patched.summary).toBe('春のメニュー');
    expect((await provider.listLocalPosts(credentials, ref)).items.map((p) => p.name)).toEqual([post.name]);
    await provider.deleteLocalPost(credentials, post.name);
    expect((await failure(provider.getLocalPost(credentials, post.name))).code).toBe('not_found');
  });

  it('uploads a photo in three steps, lists and deletes it, and surfaces a too-small photo as invalid_request', async () => {
    const { provider, credentials, ref } = session;
    const bytes = Buffer.alloc(20 * 1024, 0x20);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    const dataRef = await provider.startMediaUpload(credentials, ref);
    await provider.uploadMediaBytes(credentials, dataRef, bytes, 'image/jpeg');
    const item = await provider.createMedia(credentials, ref, { mediaFormat: 'PHOTO', category: 'EXTERIOR', dataRef });
    expect(item).toMatchObject({ mediaFormat: 'PHOTO', category: 'EXTERIOR' });
    const fromUrl = await provider.createMedia(credentials, ref, { mediaFormat: 'PHOTO', category: 'FOOD_AND_DRINK', sourceUrl: 'https://cdn.example.com/a.jpg' });
    expect((await provider.listMedia(credentials, ref)).items.map((m) => m.name)).toEqual([item.name, fromUrl.name]);
    await provider.deleteMedia(credentials, item.name);
    expect((await provider.listMedia(credentials, ref)).totalMediaItemCount).toBe(1);
    const small = await provider.startMediaUpload(credentials, ref);
    await provider.uploadMediaBytes(credentials, small, bytes.subarray(0, 5 * 1024), 'image/jpeg');
    const error = await failure(provider.createMedia(credentials, ref, { mediaFormat: 'PHOTO', category: 'COVER', dataRef: small }));
    expect(error).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(error.detail.providerMessage).toContain('10 KB');
  });

  it('updates food menus and the service list', async () => {
    const { provider, credentials, ref } = session;
    // The first location, DF-001, is seeded with a food menu (emulators/google/seed-food-menus.ts); the update replaces it.
    expect((await provider.getFoodMenus(credentials, ref)).menus).toHaveLength(2);
    const label = (displayName: string) => [{ displayName, languageCode: 'ja' }];
    const menus = { menus: [{ labels: label('ランチ'), sections: [{ labels: label('定食'), items: [{ labels: label('日替わり定食'), attributes: { price: { currencyCode: 'JPY', units: '980' } } }] }] }] };
    expect((await provider.updateFoodMenus(credentials, ref, menus)).menus).toEqual(menus.menus);
    const emptySection = { menus: [{ labels: label('ランチ'), sections: [{ labels: label('定食'), items: [] }] }] };
    expect((await failure(provider.updateFoodMenus(credentials, ref, emptySection))).code).toBe('invalid_request');
    const serviceItems = [{ structuredServiceItem: { serviceTypeId: 'job_type_id:lunch', description: 'ランチ営業' } }, { freeFormServiceItem: { category: 'categories/gcid:restaurant', label: { displayName: '貸切', languageCode: 'ja' } } }];
    expect((await provider.updateServiceList(credentials, ref.location, { serviceItems })).serviceItems).toEqual(serviceItems);
    expect((await provider.getServiceList(credentials, ref.location)).serviceItems).toEqual(serviceItems);
    const tooLong = [{ structuredServiceItem: { serviceTypeId: 'job_type_id:lunch', description: 'あ'.repeat(301) } }];
    expect((await failure(provider.updateServiceList(credentials, ref.location, { serviceItems: tooLong }))).code).toBe('invalid_request');
  });

  it('refuses resource names that are not Google names before any call', async () => {
    const { provider, credentials } = session;
    await expect(provider.getLocation(credentials, 'locations/../accounts', ['name'])).rejects.toThrow('Not a Google location name');
    await expect(provider.getLocalPost(credentials, 'accounts/1/locations/2/localPosts/3/../../x')).rejects.toThrow('Not a Google localPost name');
  });
});
