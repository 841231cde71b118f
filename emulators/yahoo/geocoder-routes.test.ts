import { buildYahooEmulator, YAHOO_EMULATOR_CREDENTIALS } from './yahoo-emulator';

type GeoAnswer = { ResultInfo: { Count: number }; Feature?: { Name: string; Geometry: { Coordinates: string } }[] };

describe('Yahoo emulator geocoder', () => {
  const app = buildYahooEmulator({ publicBaseUrl: 'http://emulator.test' });
  afterAll(() => app.close());

  const ask = async (path: string, query: string, extra = '') => {
    const res = await app.inject({ method: 'GET', url: `${path}?appid=${YAHOO_EMULATOR_CREDENTIALS.appId}&query=${encodeURIComponent(query)}&output=json${extra}` });
    return { status: res.statusCode, body: res.json<GeoAnswer>() };
  };
  const address = (query: string) => ask('/geocode/V1/geoCoder', query);
  const station = (query: string) => ask('/geocode/cont/V1/contentsGeoCoder', query, '&category=landmark');

  it('finds a demo store’s address however it is written, as YOLP’s "lon,lat"', async () => {
    for (const query of ['東京都渋谷区道玄坂1-2-3', '〒150-0043 東京都渋谷区道玄坂１－２－３', '渋谷区道玄坂1丁目2番3号']) {
      const { body } = await address(query);
      expect([query, body.Feature?.[0]]).toEqual([query, expect.objectContaining({ Name: '東京都渋谷区道玄坂1-2-3', Geometry: expect.objectContaining({ Coordinates: '139.6975,35.6581' }) })]);
    }
  });

  it('falls back to the city or prefecture a query names', async () => {
    expect((await address('大阪府大阪市北区梅田9-9-9')).body.Feature?.[0].Name).toBe('大阪府大阪市北区');
    expect((await address('北海道')).body.Feature?.[0].Name).toBe('北海道');
  });

  it('finds the demo areas’ stations with or without 駅', async () => {
    for (const name of ['渋谷駅', '梅田', '栄駅', '天神', '札幌駅']) {
      const { body } = await station(name);
      expect(body.Feature?.[0].Name).toBe(name.endsWith('駅') ? name : `${name}駅`);
    }
  });

  it('answers no Feature for an unknown place, and refuses an unknown application id', async () => {
    expect((await address('架空県架空市1-1')).body).toMatchObject({ ResultInfo: { Count: 0 } });
    expect((await address('架空県架空市1-1')).body.Feature).toBeUndefined();
    const res = await app.inject({ method: 'GET', url: `/geocode/V1/geoCoder?appid=someone&query=x&output=json` });
    expect(res.statusCode).toBe(403);
  });
});
