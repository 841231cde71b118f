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

describe('Places rank measurement against the emulator', () => {
  const emulator = buildPlacesEmulator();
  const provider = createPlacesProvider(runtimeFor({}, injectFetch(emulator, { stripPrefix: '/emulators/places' })));
  const ids = demoPlaceIds();
  afterAll(() => emulator.close());

  it('uses the Google emulator seed place ids', () => {
    expect([...ids.keys()].slice(0, 5)).toEqual(['DF-001', 'DF-002', 'DF-003', 'DF-004', 'DF-005']);
    expect(ids.get('DF-001')).toMatch(/^ChIJ[\w-]{23}$/);
  });

  it('finds stable ranks on the first, second and third page', async () => {
    expect(await provider.findRank({ textQuery: '渋谷 ランチ', placeId: ids.get('DF-001') ?? '' })).toEqual({ rank: 4, pagesWalked: 1 });
    expect(await provider.findRank({ textQuery: '栄　カフェ', placeId: ids.get('DF-003') ?? '', location: { latitude: 35.1681, longitude: 136.9087 }, radiusMeters: 3000 })).toEqual({ rank: 23, pagesWalked: 2 });
    expect(await provider.findRank({ textQuery: '天神 ランチ', placeId: ids.get('DF-004') ?? '' })).toEqual({ rank: 47, pagesWalked: 3 });
  });

  it('answers null (圏外) beyond 60 or beyond the requested depth', async () => {
    expect(await provider.findRank({ textQuery: '札幌 カフェ', placeId: ids.get('DF-005') ?? '' })).toEqual({ rank: null, pagesWalked: 3 });
    expect((await provider.findRank({ textQuery: '天神 ランチ', placeId: ids.get('DF-004') ?? '', depth: 40 })).rank).toBeNull();
  });

  it('asks for place ids only and retries a 429 after Retry-After', async () => {
    await emulator.inject({ method: 'DELETE', url: '/__admin/calls' });
    await emulator.inject({ method: 'POST', url: '/__admin/failures', payload: { match: { pathPrefix: '/v1/places' }, status: 429, retryAfterSeconds: 1 } });
    expect((await provider.findRank({ textQuery: '梅田 定食', placeId: ids.get('DF-002') ?? '' })).rank).toBe(9);
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
