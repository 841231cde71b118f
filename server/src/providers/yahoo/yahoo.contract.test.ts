import { isProviderError, type ProviderError } from '../shared/provider-errors';
import { createYahooProvider } from './yahoo.adapter';
import { consent, emulatedYahoo, linkAccount, pkcePair, REDIRECT_URI, runtimeFor, sessionFor, type EmulatedYahoo } from './yahoo-contract.testing';

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!isProviderError(error)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

const jstDay = (offsetDays: number): string => new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('Yahoo adapters against the emulator', () => {
  let yahoo: EmulatedYahoo;
  beforeEach(() => {
    yahoo = emulatedYahoo({ pageSize: 2 });
  });
  afterEach(() => yahoo.emulator.close());

  it('links through the consent page with PKCE and lists every place across pages', async () => {
    const tokens = await linkAccount(yahoo);
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const locations = await yahoo.provider.listLocations(tokens.accessToken);
    expect(locations.map((l) => l.storeCode)).toEqual(['DF-001', 'DF-002', 'DF-003', 'DF-004', 'DF-005']);
    expect(locations[0]).toMatchObject({ title: 'デモ食堂 渋谷店', address: '東京都渋谷区道玄坂1-2-3', phone: '03-5555-0101' });
  });

  it('echoes the state and rejects a code redeemed with the wrong PKCE verifier', async () => {
    const { challenge } = pkcePair();
    const redirect = await consent(yahoo.fetch, yahoo.provider.authorizationUrl({ state: 'st-<x>&"', redirectUri: REDIRECT_URI, codeChallenge: challenge }));
    expect(redirect.searchParams.get('state')).toBe('st-<x>&"');
    const error = await caught(yahoo.provider.exchangeCode({ code: redirect.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI, codeVerifier: pkcePair().verifier }));
    expect(error).toMatchObject({ code: 'invalid_request', detail: expect.objectContaining({ providerStatus: 'invalid_grant' }) });
  });

  it('reads capabilities, places, reviews and analytics', async () => {
    const api = yahoo.provider.placeApi(sessionFor(yahoo.provider, await linkAccount(yahoo)));
    expect(await api.capabilities()).toEqual({ reviews: true, notices: true, analytics: true, reply: false, photos: false });
    const [first] = (await api.listPlaces({ results: 1 })).items;
    const place = await api.getPlace(first.placeId);
    expect(place).toMatchObject({ storeCode: 'DF-001', nameKana: 'デモショクドウ シブヤテン', address: { prefecture: '東京都', city: '渋谷区' } });
    expect(place.businessHours.find((h) => h.day === 'FRI')).toEqual({ day: 'FRI', open: '11:00', close: '25:00' });
    const reviews = await api.listReviews(place.placeId, { results: 5, sort: '-rating' });
    expect(reviews.items).toHaveLength(5);
    expect(reviews.total).toBeGreaterThanOrEqual(15);
    expect(reviews.items[0].rating).toBe(5);
    expect(reviews.items[0].authorNickname).toEqual(expect.any(String));
    const views = await api.analytics(place.placeId, { metric: 'page_view', from: jstDay(-30), to: jstDay(-1) });
    expect(views.series).toHaveLength(30);
    expect(views.total).toBe(views.series.reduce((sum, p) => sum + p.value, 0));
    const search = await api.analytics(place.placeId, { metric: 'search', from: jstDay(-7), to: jstDay(-1) });
    expect(search.ranks[0]).toMatchObject({ rank: 1 });
    const device = await api.analytics(place.placeId, { metric: 'device', from: jstDay(-540), to: jstDay(-540) });
    expect(Object.keys(device.series[0].breakdown ?? {})).toEqual(['smartphone', 'pc', 'tablet']);
  });

  it('updates a place and rejects hours outside 0:00–翌6:00 as invalid_request', async () => {
    const api = yahoo.provider.placeApi(sessionFor(yahoo.provider, await linkAccount(yahoo)));
    const [place] = (await api.listPlaces()).items;
    const hours = [{ day: 'SAT' as const, open: '17:00', close: '29:30' }];
    const updated = await api.updatePlace(place.placeId, { description: '深夜まで営業しています。', businessHours: hours });
    expect(updated).toMatchObject({ description: '深夜まで営業しています。', businessHours: hours, name: place.name });
    expect((await api.getPlace(place.placeId)).businessHours).toEqual(hours);
    const error = await caught(api.updatePlace(place.placeId, { businessHours: [{ day: 'SAT', open: '17:00', close: '30:30' }] }));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain('入力内容をご確認ください');
    expect(error.detail.providerMessage).toContain('翌6:00');
  });

  it('creates, reads, updates and deletes notices of every kind', async () => {
    const api = yahoo.provider.placeApi(sessionFor(yahoo.provider, await linkAccount(yahoo)));
    const [place] = (await api.listPlaces()).items;
    const before = (await api.listNotices(place.placeId, { results: 100 })).total;
    const created = await Promise.all(
      (['NOTICE', 'DAYOFF', 'CAMPAIGN', 'ETC'] as const).map((kind) =>
        api.createNotice(place.placeId, { kind, title: `${kind} のお知らせ`, body: '本文です。', startAt: new Date('2026-12-01T00:00:00Z'), endAt: new Date('2026-12-02T00:00:00Z') }, { idempotencyKey: `k-${kind}` }),
      ),
    );
    expect((await api.listNotices(place.placeId, { results: 100 })).total).toBe(before + 4);
    const replay = await api.createNotice(place.placeId, { kind: 'NOTICE', title: 'NOTICE のお知らせ', body: '本文です。' }, { idempotencyKey: 'k-NOTICE' });
    expect(replay.noticeId).toBe(created[0].noticeId);
    const updated = await api.updateNotice(place.placeId, created[2].noticeId, { kind: 'CAMPAIGN', title: '変更後', body: '変更しました。', pinned: true });
    expect(updated).toMatchObject({ title: '変更後', pinned: true, startAt: null });
    expect((await api.getNotice(place.placeId, created[2].noticeId)).title).toBe('変更後');
    await api.deleteNotice(place.placeId, created[3].noticeId);
    expect((await caught(api.getNotice(place.placeId, created[3].noticeId))).code).toBe('not_found');
  });

  it('retries a 429 after its Retry-After and refreshes an expired token once', async () => {
    const session = sessionFor(yahoo.provider, await linkAccount(yahoo));
    const api = yahoo.provider.placeApi(session);
    await yahoo.emulator.inject({ method: 'POST', url: '/__admin/failures', payload: { match: { pathPrefix: '/place/v1/places' }, status: 429, retryAfterSeconds: 2, times: 2 } });
    expect((await api.listPlaces()).total).toBe(5);
    await yahoo.emulator.inject({ method: 'POST', url: '/__admin/expire-tokens' });
    expect((await api.capabilities()).notices).toBe(true);
    expect(session.refreshes).toBe(1);
    const calls = (await yahoo.emulator.inject({ method: 'GET', url: '/__admin/calls' })).json<{ path: string; status: number }[]>();
    expect(calls.filter((c) => c.path === '/place/v1/places').map((c) => c.status)).toEqual([429, 429, 200]);
  });

  it('reports a revoked linkage as token_expired when the refresh token is refused', async () => {
    const tokens = await linkAccount(yahoo);
    const api = yahoo.provider.placeApi(sessionFor(yahoo.provider, { ...tokens, refreshToken: 'revoked' }));
    await yahoo.emulator.inject({ method: 'POST', url: '/__admin/expire-tokens' });
    expect((await caught(api.capabilities())).code).toBe('token_expired');
  });

});

// Ranks move by up to two places with the emulator's Tokyo date (emulators/shared/rank-variation.ts): a fixed day.
const DAY = new Date('2026-04-03T01:00:00Z');

describe('YOLP rank measurement against the emulator', () => {
  let now = DAY;
  let yahoo: EmulatedYahoo;
  beforeAll(() => {
    yahoo = emulatedYahoo({ now: () => now });
  });
  afterAll(() => yahoo.emulator.close());

  it('measures YOLP local search ranks with the first 20 gids, the first page and the results read', async () => {
    const search = yahoo.provider.localSearch;
    const page = await search.localSearch({ query: '渋谷　ランチ', results: 5 });
    expect(page.results.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(page.results[0]).toMatchObject({ name: 'デモ食堂 渋谷店', address: '東京都渋谷区道玄坂1-2-3', phone: '03-5555-0101' });
    const gid = page.results[0].gid;
    const near = await search.findRank({ query: '渋谷 ランチ', gid, lat: 35.658, lon: 139.7016, distKm: 3 });
    expect(near).toMatchObject({ rank: 1, pagesWalked: 1 });
    expect(near.resultIds).toHaveLength(20);
    expect(near.firstPage[0]).toEqual({ id: gid, name: 'デモ食堂 渋谷店' });
    expect(near.resultIds).toEqual(near.firstPage.map((row) => row.id));
    expect(await search.findRank({ query: '渋谷 定食', gid, depth: 50 })).toMatchObject({ rank: null, pagesWalked: 1, resultCount: 50 });
    expect(await search.findRank({ query: '渋谷 定食', gid })).toMatchObject({ rank: 66, resultCount: 100 });
    // Beyond YOLP's dist the store is not listed.
    expect((await search.findRank({ query: '渋谷 ランチ', gid, lat: 35.658 + 0.05, lon: 139.7016, distKm: 3 })).rank).toBeNull();
  });

  it('moves a rank by up to two places from day to day', async () => {
    const gid = (await yahoo.provider.localSearch.localSearch({ query: '梅田 定食', results: 10 })).results.find((r) => r.name === 'デモ食堂 梅田店')?.gid ?? '';
    const ranks: (number | null)[] = [];
    for (const day of ['2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']) {
      now = new Date(`${day}T01:00:00Z`);
      ranks.push((await yahoo.provider.localSearch.findRank({ query: '梅田 定食', gid })).rank);
    }
    now = DAY;
    expect(ranks).toEqual([3, 7, 4, 3]);
  });

  it('looks names up by gid; unknown gids are absent', async () => {
    const found = await yahoo.provider.localSearch.findRank({ query: '栄 カフェ', gid: 'none', depth: 20 });
    const names = await yahoo.provider.localSearch.placeNames([...found.resultIds.slice(0, 12), 'unknowngid']);
    expect(names.size).toBe(12);
    expect(names.get(found.firstPage[3].id)).toBe(found.firstPage[3].name);
    expect(names.has('unknowngid')).toBe(false);
  });
});

const realYahoo = process.env.YAHOO_CLIENT_ID && process.env.YAHOO_TEST_REFRESH_TOKEN ? describe : describe.skip;
realYahoo('Yahoo adapters against the real service (skipped unless YAHOO_CLIENT_ID, YAHOO_CLIENT_SECRET, YAHOO_PLACE_API_BASE_URL and YAHOO_TEST_REFRESH_TOKEN are set)', () => {
  it('refreshes, lists places and reads capabilities', async () => {
    const provider = createYahooProvider(runtimeFor(process.env, fetch));
    const tokens = await provider.refresh(process.env.YAHOO_TEST_REFRESH_TOKEN ?? '');
    const locations = await provider.listLocations(tokens.accessToken);
    expect(Array.isArray(locations)).toBe(true);
    const api = provider.placeApi(sessionFor(provider, tokens));
    expect(typeof (await api.capabilities()).reviews).toBe('boolean');
  });
});

const realYolp = process.env.YAHOO_APP_ID ? describe : describe.skip;
realYolp('YOLP local search against the real service (skipped unless YAHOO_APP_ID is set)', () => {
  it('answers ranked features', async () => {
    const provider = createYahooProvider(runtimeFor(process.env, fetch));
    const page = await provider.localSearch.localSearch({ query: '渋谷 ランチ', results: 10 });
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results[0].rank).toBe(1);
  });
});
