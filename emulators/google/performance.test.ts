import { authorize, bearer, buildTestEmulator, createClock, firstAccount } from './google-emulator.testing';

interface DatedValue { date: { year: number; month: number; day: number }; value?: string }
interface MetricsResponse {
  multiDailyMetricTimeSeries: { dailyMetricTimeSeries: { dailyMetric: string; timeSeries: { datedValues: DatedValue[] } }[] }[];
}
interface KeywordsResponse {
  searchKeywordsCounts: { searchKeyword: string; insightsValue: { value?: string; threshold?: string } }[];
  nextPageToken?: string;
}

const range = (start: string, end: string): string => {
  const [sy, sm, sd] = start.split('-');
  const [ey, em, ed] = end.split('-');
  return `dailyRange.start_date.year=${sy}&dailyRange.start_date.month=${Number(sm)}&dailyRange.start_date.day=${Number(sd)}&dailyRange.end_date.year=${ey}&dailyRange.end_date.month=${Number(em)}&dailyRange.end_date.day=${Number(ed)}`;
};

describe('Google emulator performance', () => {
  it('returns a daily series per metric with string values and no values for the last days', async () => {
    const app = buildTestEmulator(createClock('2026-11-21T03:00:00.000Z'));
    const tokens = await authorize(app);
    const { locationIds } = await firstAccount(app, tokens);
    const url = `/v1/locations/${locationIds[0]}:fetchMultiDailyMetricsTimeSeries?dailyMetrics=CALL_CLICKS&dailyMetrics=BUSINESS_IMPRESSIONS_MOBILE_MAPS&${range('2026-11-01', '2026-11-20')}`;
    const response = await app.inject({ method: 'GET', url, headers: bearer(tokens) });
    expect(response.statusCode).toBe(200);
    const series = response.json<MetricsResponse>().multiDailyMetricTimeSeries[0].dailyMetricTimeSeries;
    expect(series.map((s) => s.dailyMetric)).toEqual(['CALL_CLICKS', 'BUSINESS_IMPRESSIONS_MOBILE_MAPS']);
    const maps = series[1].timeSeries.datedValues;
    expect(maps).toHaveLength(20);
    expect(maps[0]).toEqual({ date: { year: 2026, month: 11, day: 1 }, value: expect.stringMatching(/^\d+$/) });
    expect(maps.slice(-2).every((d) => d.value === undefined)).toBe(true);
    const again = await app.inject({ method: 'GET', url, headers: bearer(tokens) });
    expect(again.json()).toEqual(response.json());
  });

  it('rejects unknown metrics and missing ranges', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { locationIds } = await firstAccount(app, tokens);
    const base = `/v1/locations/${locationIds[0]}:fetchMultiDailyMetricsTimeSeries`;
    expect((await app.inject({ method: 'GET', url: `${base}?dailyMetrics=NOPE&${range('2026-11-01', '2026-11-02')}`, headers: bearer(tokens) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${base}?dailyMetrics=CALL_CLICKS`, headers: bearer(tokens) })).statusCode).toBe(400);
  });

  it('lists monthly search keywords with values or thresholds, paged', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { locationIds } = await firstAccount(app, tokens);
    const months = 'monthlyRange.start_month.year=2026&monthlyRange.start_month.month=6&monthlyRange.end_month.year=2026&monthlyRange.end_month.month=10';
    const url = `/v1/locations/${locationIds[0]}/searchkeywords/impressions/monthly?${months}`;
    const firstPage = (await app.inject({ method: 'GET', url: `${url}&pageSize=10`, headers: bearer(tokens) })).json<KeywordsResponse>();
    expect(firstPage.searchKeywordsCounts).toHaveLength(10);
    expect(firstPage.nextPageToken).toBeDefined();
    const all = (await app.inject({ method: 'GET', url, headers: bearer(tokens) })).json<KeywordsResponse>().searchKeywordsCounts;
    expect(all.slice(0, 10)).toEqual(firstPage.searchKeywordsCounts);
    for (const item of all) expect(Object.keys(item.insightsValue)).toHaveLength(1);
    expect(all.some((item) => item.searchKeyword.includes('渋谷区'))).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/v1/locations/${locationIds[0]}/searchkeywords/impressions/monthly`, headers: bearer(tokens) })).statusCode).toBe(400);
  });
});
