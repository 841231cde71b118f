import { buildYahooEmulator, YAHOO_EMULATOR_CREDENTIALS } from './yahoo-emulator';

const BASE = 'http://emulator.test';

describe('Yahoo emulator', () => {
  // Search ranks move with the emulator's Tokyo date (emulators/shared/rank-variation.ts): a fixed day.
  const app = buildYahooEmulator({ publicBaseUrl: BASE, now: () => new Date('2026-04-04T01:00:00Z') });
  afterAll(() => app.close());

  it('renders an escaped Japanese consent page and rejects an unknown client', async () => {
    const query = new URLSearchParams({ response_type: 'code', client_id: YAHOO_EMULATOR_CREDENTIALS.clientId, redirect_uri: 'http://console.test/cb', scope: 'openid profile', state: '<script>' });
    const page = await app.inject({ method: 'GET', url: `/yconnect/v2/authorization?${query.toString()}` });
    expect(page.body).toContain('同意する');
    expect(page.body).not.toContain('<script>');
    query.set('client_id', 'someone-else');
    expect((await app.inject({ method: 'GET', url: `/yconnect/v2/authorization?${query.toString()}` })).statusCode).toBe(400);
  });

  it('answers the place API only with a bearer token', async () => {
    const response = await app.inject({ method: 'GET', url: '/place/v1/places' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { status: 'UNAUTHORIZED' } });
  });

  it('answers YOLP local search in the Feature/ResultInfo shape, deterministically', async () => {
    const url = `/OpenLocalPlatform/V1/localSearch?appid=${YAHOO_EMULATOR_CREDENTIALS.appId}&query=${encodeURIComponent('梅田 定食')}&results=5&output=json`;
    const first = await app.inject({ method: 'GET', url });
    const body = first.json<{ ResultInfo: { Count: number; Total: number; Start: number }; Feature: { Name: string; Geometry: { Coordinates: string } }[] }>();
    expect(body.ResultInfo).toMatchObject({ Count: 5, Total: 120, Start: 1 });
    expect(body.Feature[3].Name).toBe('デモ食堂 梅田店');
    expect(body.Feature[0].Geometry.Coordinates).toMatch(/^135\.\d+,34\.\d+$/);
    expect((await app.inject({ method: 'GET', url })).body).toBe(first.body);
    expect((await app.inject({ method: 'GET', url: url.replace(YAHOO_EMULATOR_CREDENTIALS.appId, 'bad') })).statusCode).toBe(403);
  });

  it('reseeds and lists its places for tests', async () => {
    expect((await app.inject({ method: 'POST', url: '/__admin/seed' })).json()).toMatchObject({ places: 5 });
    const places = (await app.inject({ method: 'GET', url: '/__admin/places' })).json<{ storeCode: string; reviewCount: number }[]>();
    expect(places.map((p) => p.storeCode)).toEqual(['DF-001', 'DF-002', 'DF-003', 'DF-004', 'DF-005']);
    expect(places.every((p) => p.reviewCount >= 15)).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/__admin/failures', payload: { status: 418 } })).statusCode).toBe(400);
  });
});
