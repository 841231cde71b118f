import { emulatedYahoo, linkAccount, sessionFor, type EmulatedYahoo } from '../../server/src/providers/yahoo/yahoo-contract.testing';
import type { YahooPlacePort } from '../../server/src/providers/yahoo/yahoo.port';

// The access analytics through the server's adapter, at a fixed Tokyo day so the 548-day window is known.
const NOW = new Date('2026-04-04T01:00:00Z');

describe('Yahoo emulator access analytics', () => {
  let yahoo: EmulatedYahoo;
  let api: YahooPlacePort;
  let placeId: string;

  beforeAll(async () => {
    yahoo = emulatedYahoo({ now: () => NOW });
    api = yahoo.provider.placeApi(sessionFor(yahoo.provider, await linkAccount(yahoo)));
    placeId = (await api.listPlaces({ results: 1 })).items[0].placeId;
  });
  afterAll(() => yahoo.emulator.close());

  it('breaks users down by the eight age groups, the shares adding up to the day', async () => {
    const age = await api.analytics(placeId, { metric: 'age', from: '2026-03-01', to: '2026-03-31' });
    expect(age.series).toHaveLength(31);
    for (const point of age.series) {
      expect(Object.keys(point.breakdown ?? {})).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
      expect(Object.values(point.breakdown ?? {}).reduce((sum, n) => sum + n, 0)).toBe(point.value);
    }
    // The 20s to 40s are most of the visitors, the under-10s and the 70s+ the fewest.
    const share = (key: string) => age.series.reduce((sum, p) => sum + (p.breakdown?.[key] ?? 0), 0) / age.total;
    expect(share('3')).toBeGreaterThan(share('0'));
    expect(share('2') + share('3') + share('4')).toBeGreaterThan(0.5);
    expect(share('7')).toBeLessThan(0.1);
  });

  it('answers the same figures every time and clamps to yesterday', async () => {
    const first = await api.analytics(placeId, { metric: 'age', from: '2026-03-30', to: '2026-04-10' });
    const again = await api.analytics(placeId, { metric: 'age', from: '2026-03-30', to: '2026-04-10' });
    expect(again).toEqual(first);
    expect(first.to).toBe('2026-04-03');
  });

  it('keeps 548 days of history', async () => {
    await expect(api.analytics(placeId, { metric: 'age', from: '2024-10-01', to: '2024-10-02' })).rejects.toMatchObject({ code: 'invalid_request' });
    expect((await api.analytics(placeId, { metric: 'age', from: '2024-10-05', to: '2024-10-05' })).series).toHaveLength(1);
  });
});
