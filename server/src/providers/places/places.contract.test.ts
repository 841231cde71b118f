import pino from 'pino';
import { buildPlacesEmulator } from '../../../../emulators/places/places-emulator';
import { demoPlaceIds } from '../../../../emulators/places/places-rankings';
import { loadConfig } from '../../config';
import { injectFetch } from '../../testing/inject-fetch';
import { createGoogleLimiter, type ProviderRuntime } from '../registry';
import { FakeClock } from '../shared/provider-clock';
import { createTokenCipher } from '../shared/token-cipher';
import { createPlacesProvider, PLACES_EMULATOR_API_KEY } from './places.adapter';

function runtimeFor(env: Record<string, string | undefined>, fetchImpl: typeof fetch): ProviderRuntime {
  const clock = new FakeClock({ start: Date.now() });
  return { config: loadConfig(env), fetch: fetchImpl, clock, tokenCipher: createTokenCipher({ key: 'a'.repeat(64) }), logger: pino({ level: 'silent' }), googleLimiter: createGoogleLimiter(clock) };
}

// Ranks move by up to two places with the emulator's Tokyo date (emulators/shared/rank-variation.ts): a fixed day.
const DAY = new Date('2026-04-03T01:00:00Z');

describe('Places rank measurement against the emulator', () => {
  let now = DAY;
  const emulator = buildPlacesEmulator({ now: () => now });
  const provider = createPlacesProvider(runtimeFor({}, injectFetch(emulator, { stripPrefix: '/emulators/places' })));
  const ids = demoPlaceIds();
  const shibuya = { latitude: 35.6581, longitude: 139.6975 };
  afterAll(() => emulator.close());
  afterEach(() => {
    now = DAY;
  });

  it('uses the Google emulator seed place ids', () => {
    expect([...ids.keys()].slice(0, 5)).toEqual(['DF-001', 'DF-002', 'DF-003', 'DF-004', 'DF-005']);
    expect(ids.get('DF-001')).toMatch(/^ChIJ[\w-]{23}$/);
  });

  it('finds stable ranks on the first, second and third page, with the first 20 ids and the results read', async () => {
    const first = await provider.findRank({ textQuery: '渋谷 ランチ', placeId: ids.get('DF-001') ?? '' });
    expect(first).toMatchObject({ rank: 2, pagesWalked: 1, resultCount: 20 });
    expect(first.resultIds).toHaveLength(20);
    expect(first.resultIds[1]).toBe(ids.get('DF-001'));
    expect(await provider.findRank({ textQuery: '渋谷 ランチ', placeId: ids.get('DF-001') ?? '' })).toEqual(first);
    expect(await provider.findRank({ textQuery: '栄　カフェ', placeId: ids.get('DF-003') ?? '', location: { latitude: 35.1681, longitude: 136.9087 }, radiusMeters: 3000 })).toMatchObject({ rank: 19, pagesWalked: 1, resultCount: 20 });
    expect(await provider.findRank({ textQuery: '天神 ランチ', placeId: ids.get('DF-004') ?? '' })).toMatchObject({ rank: 47, pagesWalked: 3, resultCount: 60 });
  });

  it('answers null (圏外) beyond 60 or beyond the requested depth', async () => {
    expect(await provider.findRank({ textQuery: '札幌 カフェ', placeId: ids.get('DF-005') ?? '' })).toMatchObject({ rank: null, pagesWalked: 3, resultCount: 60 });
    expect(await provider.findRank({ textQuery: '天神 ランチ', placeId: ids.get('DF-004') ?? '', depth: 40 })).toMatchObject({ rank: null, resultCount: 40 });
  });

  it('moves a rank by up to two places from day to day, the same all day', async () => {
    const rankOn = async (day: string) => {
      now = new Date(day);
      return (await provider.findRank({ textQuery: '梅田 定食', placeId: ids.get('DF-002') ?? '' })).rank;
    };
    const ranks = [await rankOn('2026-04-02T00:00:00Z'), await rankOn('2026-04-03T00:00:00Z'), await rankOn('2026-04-04T00:00:00Z'), await rankOn('2026-04-04T14:59:00Z')];
    expect(ranks).toEqual([7, 11, 8, 8]);
    // 15:00 UTC is the next day in Tokyo.
    expect(await rankOn('2026-04-04T15:00:00Z')).toBe(7);
  });

  it('lists a store lower the farther the point, and not at all beyond one and a half radii', async () => {
    const placeId = ids.get('DF-001') ?? '';
    const at = async (north: number, radiusMeters: number) =>
      (await provider.findRank({ textQuery: '渋谷 カフェ ランチ', placeId, location: { latitude: shibuya.latitude + north / 111_320, longitude: shibuya.longitude }, radiusMeters })).rank;
    const near = await at(0, 3000);
    const farther = await at(2000, 3000);
    expect(near).not.toBeNull();
    expect(farther).not.toBeNull();
    expect(farther ?? 0).toBeGreaterThan(near ?? 0);
    expect(await at(4600, 3000)).toBeNull();
    // Another area's keyword never lists the store.
    expect((await provider.findRank({ textQuery: '梅田 ランチ', placeId, location: shibuya, radiusMeters: 3000 })).rank).toBeNull();
  });

  it('reads page 1 with names for a snapshot, and names of listed ids through Place Details', async () => {
    const page = await provider.firstPageNames({ textQuery: '渋谷 ランチ', location: shibuya, radiusMeters: 3000 });
    expect(page).toHaveLength(20);
    expect(page.find((row) => row.id === ids.get('DF-001'))?.name).toBe('デモ食堂 渋谷店');
    const names = await provider.placeNames([page[5].id, ids.get('DF-004') ?? '', 'ChIJunknownunknownunknown1']);
    expect(names.get(page[5].id)).toBe(page[5].name);
    expect(names.get(ids.get('DF-004') ?? '')).toBe('デモ食堂 天神店');
    expect(names.has('ChIJunknownunknownunknown1')).toBe(false);
    const details = await emulator.inject({ method: 'GET', url: `/v1/places/${page[5].id}`, headers: { 'x-goog-api-key': PLACES_EMULATOR_API_KEY } });
    expect(details.statusCode).toBe(400);
  });

  it('asks for place ids only and retries a 429 after Retry-After', async () => {
    await emulator.inject({ method: 'DELETE', url: '/__admin/calls' });
    await emulator.inject({ method: 'POST', url: '/__admin/failures', payload: { match: { pathPrefix: '/v1/places' }, status: 429, retryAfterSeconds: 1 } });
    expect((await provider.findRank({ textQuery: '梅田 定食', placeId: ids.get('DF-002') ?? '' })).rank).toBe(11);
    const calls = (await emulator.inject({ method: 'GET', url: '/__admin/calls' })).json<{ status: number }[]>();
    expect(calls.map((c) => c.status)).toEqual([429, 200]);
    const raw = await emulator.inject({
      method: 'POST',
      url: '/v1/places:searchText',
      headers: { 'x-goog-api-key': PLACES_EMULATOR_API_KEY, 'x-goog-fieldmask': 'places.id' },
      payload: { textQuery: '梅田 定食' },
    });
    expect(Object.keys(raw.json<{ places: object[] }>().places[0])).toEqual(['id']);
  });

  it('rejects a search without a field mask, with a bad key or an oversized radius', async () => {
    const search = (headers: Record<string, string>, body: object) => emulator.inject({ method: 'POST', url: '/v1/places:searchText', headers, payload: body });
    expect((await search({ 'x-goog-api-key': PLACES_EMULATOR_API_KEY }, { textQuery: 'x' })).statusCode).toBe(400);
    expect((await search({ 'x-goog-api-key': 'nope', 'x-goog-fieldmask': 'places.id' }, { textQuery: 'x' })).statusCode).toBe(400);
    expect((await search({ 'x-goog-fieldmask': 'places.id' }, { textQuery: 'x' })).statusCode).toBe(403);
    const wide = await search({ 'x-goog-api-key': PLACES_EMULATOR_API_KEY, 'x-goog-fieldmask': 'places.id' }, { textQuery: 'x', locationBias: { circle: { center: { latitude: 35, longitude: 139 }, radius: 50_001 } } });
    expect(wide.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });
});

const realPlaces = process.env.PLACES_API_KEY ? describe : describe.skip;
realPlaces('Places rank measurement against the real service (skipped unless PLACES_API_KEY and PLACES_TEST_PLACE_ID are set)', () => {
  it('walks at most 3 pages', async () => {
    const provider = createPlacesProvider(runtimeFor(process.env, fetch));
    const result = await provider.findRank({ textQuery: process.env.PLACES_TEST_QUERY ?? '渋谷 ランチ', placeId: process.env.PLACES_TEST_PLACE_ID ?? '' });
    expect(result.pagesWalked).toBeLessThanOrEqual(3);
  });
});
