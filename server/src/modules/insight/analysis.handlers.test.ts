import type { components } from '../../generated/openapi';
import { loginAs, type Signed } from '../../testing/http';
import { createAnalysisFixture, setAnalyticsFlags, type AnalysisFixture } from './analysis.testing';

type Body = components['schemas']['AnalysisBody'];

let t: AnalysisFixture;
let owner: Signed;
let partner: Signed;
let g: (n: 1 | 2 | 3) => string;

beforeAll(async () => {
  t = await createAnalysisFixture();
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  g = (n) => `g_${[t.g1, t.g2, t.g3][n - 1]}`;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who = owner) => t.inject({ url: `/api${url}`, headers: who.headers });
const analysis = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json<Body>();
};
const seriesOf = (body: Body, metric: string) => body.series.find((s) => s.metric_id === metric)!;
const ranking = (body: Body, metric: string) => body.rankings.find((r) => r.metric_id === metric)!.rows;
/** Per bucket: total, and each store's value / rank in the order of the accounts. */
const points = (body: Body, metric: string) =>
  seriesOf(body, metric).data.map((p) => ({ date: p.date, total: p.total, values: p.count.map((c) => c.value), ranks: p.count.map((c) => c.rank) }));

const JAN_FEB = 'start=2026/01/01&end=2026/02/28';

it('sums impressions per store and month in SQL, ranks ties 1, 1, 3 and compares with the period before', async () => {
  const body = await analysis(`/performance-analysis/impressions?${JAN_FEB}`);
  expect(body.range).toEqual({ start: '2026/01/01', end: '2026/02/28' });
  expect(body.unit).toBe('month');
  expect(body.accounts).toEqual([
    { id: g(1), name: '分析 渋谷店', store_code: 'AN-001' },
    { id: g(2), name: '分析 新宿店', store_code: 'AN-002' },
    { id: g(3), name: '分析 池袋店', store_code: 'AN-003' },
  ]);
  expect(body.series.map((s) => [s.metric_id, s.metric_name])).toEqual([
    ['impressions_desktop_maps', expect.any(String)],
    ['impressions_mobile_maps', expect.any(String)],
    ['impressions_desktop_search', expect.any(String)],
    ['impressions_mobile_search', expect.any(String)],
  ]);
  expect(seriesOf(body, 'impressions_desktop_maps').metric_name).not.toBe('impressions_desktop_maps');
  expect(points(body, 'impressions_desktop_maps')).toEqual([
    { date: '2026/01', total: 34, values: [15, 15, 4], ranks: [1, 1, 3] },
    { date: '2026/02', total: 17, values: [7, 7, 3], ranks: [1, 1, 3] },
  ]);
  expect(seriesOf(body, 'impressions_desktop_maps').data[0].count[0].account).toBe(g(1));
  // 2025/11/03–2025/12/31 is the same 59 days just before: only the first store had figures (10).
  expect(ranking(body, 'impressions_desktop_maps')).toEqual([
    { rank: 1, account: g(1), value: 22, previous: 10, change_rate: 120 },
    { rank: 1, account: g(2), value: 22, previous: null, change_rate: null },
    { rank: 3, account: g(3), value: 7, previous: null, change_rate: null },
  ]);
  expect(body.keywords).toEqual([]);
  expect(body.latest_date).toBe('2026/02/10');

  const actions = await analysis(`/performance-analysis/actions?${JAN_FEB}&local_account_ids=${g(3)},${g(1)}`);
  expect(actions.accounts.map((a) => a.id)).toEqual([g(1), g(3)]);
  expect(points(actions, 'call_clicks')).toEqual([
    { date: '2026/01', total: 38, values: [30, 8], ranks: [1, 2] },
    { date: '2026/02', total: 20, values: [14, 6], ranks: [1, 2] },
  ]);
});

it('buckets by ISO week (Monday) and by day, keeping gaps as null', async () => {
  const weeks = await analysis('/performance-analysis/impressions?start=2026/01/05&end=2026/01/25&unit=week');
  expect(points(weeks, 'impressions_desktop_maps')).toEqual([
    { date: '2026/01/05', total: 29, values: [10, 15, 4], ranks: [2, 1, 3] },
    { date: '2026/01/12', total: null, values: [null, null, null], ranks: [null, null, null] },
    { date: '2026/01/19', total: 5, values: [5, null, null], ranks: [1, null, null] },
  ]);
  const days = await analysis('/performance-analysis/impressions?start=2026/01/04&end=2026/01/06&unit=day');
  expect(points(days, 'impressions_desktop_maps').map((p) => [p.date, p.total])).toEqual([
    ['2026/01/04', null],
    ['2026/01/05', 10],
    ['2026/01/06', 15],
  ]);
  expect(points(days, 'impressions_mobile_maps')[1]).toEqual({ date: '2026/01/05', total: 0, values: [0, null, null], ranks: [1, null, null] });
});

it('counts reviews by their Tokyo day and averages the rating over the reviews, not the stores', async () => {
  const body = await analysis(`/performance-analysis/reviews?${JAN_FEB}`);
  expect(body.series.map((s) => s.metric_id)).toEqual(['review_count', 'average_rating']);
  expect(points(body, 'review_count')).toEqual([
    { date: '2026/01', total: 4, values: [2, 2, 0], ranks: [1, 1, 3] },
    { date: '2026/02', total: 1, values: [1, 0, 0], ranks: [1, 2, 2] },
  ]);
  // January: 5, 4 (store 1) and 2 (store 2; its unrated review does not count): (5 + 4 + 2) / 3 = 3.7.
  expect(points(body, 'average_rating')).toEqual([
    { date: '2026/01', total: 3.7, values: [4.5, 2, null], ranks: [1, 2, null] },
    { date: '2026/02', total: 3, values: [3, null, null], ranks: [1, null, null] },
  ]);
  expect(ranking(body, 'review_count')).toEqual([
    { rank: 1, account: g(1), value: 3, previous: 1, change_rate: 200 },
    { rank: 2, account: g(2), value: 2, previous: 0, change_rate: null },
    { rank: 3, account: g(3), value: 0, previous: 0, change_rate: null },
  ]);
  // A rating's change is in points: 4.0 against December's 3.0.
  expect(ranking(body, 'average_rating')).toEqual([
    { rank: 1, account: g(1), value: 4, previous: 3, change_rate: 1 },
    { rank: 2, account: g(2), value: 2, previous: null, change_rate: null },
    { rank: 3, account: g(3), value: null, previous: null, change_rate: null },
  ]);
});

it('counts successful posts and photos only', async () => {
  const posts = await analysis(`/performance-analysis/posts?${JAN_FEB}`);
  expect(points(posts, 'post_count')).toEqual([
    { date: '2026/01', total: 1, values: [1, 0, 0], ranks: [1, 2, 2] },
    { date: '2026/02', total: 0, values: [0, 0, 0], ranks: [1, 1, 1] },
  ]);
  const photos = await analysis(`/performance-analysis/photos?${JAN_FEB}`);
  expect(points(photos, 'photo_count').map((p) => p.values)).toEqual([
    [0, 0, 0],
    [0, 1, 0],
  ]);
});

it('defaults to the full window by month, and follows the period options', async () => {
  const body = await analysis('/performance-analysis/impressions');
  expect(body.range).toEqual({ start: '2024/09/01', end: '2026/02/28' });
  const data = seriesOf(body, 'impressions_desktop_maps').data;
  expect(data).toHaveLength(18);
  expect([data[0].date, data[17].date]).toEqual(['2024/09', '2026/02']);
  expect(data.find((p) => p.date === '2025/12')?.total).toBe(10);

  // 3ヶ月 on 2026/03/15 starts 2025/12/16: the row of 12/15 belongs to the previous period.
  const quarter = await analysis('/performance-analysis/impressions?period=quarter');
  expect(quarter.range).toEqual({ start: '2025/12/16', end: '2026/03/15' });
  expect(points(quarter, 'impressions_desktop_maps').map((p) => [p.date, p.total])).toEqual([
    ['2025/12', null],
    ['2026/01', 34],
    ['2026/02', 17],
    ['2026/03', null],
  ]);
  expect(ranking(quarter, 'impressions_desktop_maps')[0]).toMatchObject({ account: g(1), value: 22, previous: 10 });

  const all = await analysis(`/performance-analysis/impressions?period=all&local_account_ids=${g(2)}`);
  expect(all.range).toEqual({ start: '2026/01/06', end: '2026/03/15' });
});

it('answers the Yahoo access analysis with age groups and the searches’ keywords', async () => {
  const y = `y_${t.y1}`;
  const ages = (await get(`/access-analysis/ages?${JAN_FEB}`)).json<Body>();
  expect(ages.accounts.map((a) => a.id)).toEqual([y]);
  expect(ages.series.map((s) => s.metric_id)).toEqual(['age_0', 'age_1', 'age_2', 'age_3', 'age_4', 'age_5', 'age_6', 'age_7']);
  expect(ranking(ages, 'age_2')).toEqual([{ rank: 1, account: y, value: 8, previous: null, change_rate: null }]);
  expect(points(ages, 'age_3').map((p) => p.total)).toEqual([2, 0]);

  const searches = await analysis(`/access-analysis/searches?${JAN_FEB}&local_account_ids=${y}`);
  expect(points(searches, 'searches').map((p) => p.total)).toEqual([12, 8]);
  expect(searches.keywords).toEqual([
    { rank: 1, keyword: '渋谷 カフェ', count: 12 },
    { rank: 1, keyword: '渋谷 ランチ', count: 12 },
    { rank: 3, keyword: '渋谷 定食', count: 5 },
  ]);
  expect(searches.latest_date).toBe('2026/02/04');
  expect((await analysis(`/access-analysis/page_views?${JAN_FEB}`)).keywords).toEqual([]);
});

it('refuses bad ranges on their field', async () => {
  const errorsOf = async (query: string) => {
    const res = await get(`/performance-analysis/impressions?${query}`);
    expect(res.statusCode).toBe(422);
    return res.json<{ code: string; errors: Record<string, string[]> }>();
  };
  const inverted = await errorsOf('start=2026/02/01&end=2026/01/31');
  expect(inverted.code).toBe('validation_failed');
  expect(Object.keys(inverted.errors)).toEqual(['end']);
  expect(Object.keys((await errorsOf('start=2024/01/01&end=2025/08/02')).errors)).toEqual(['end']);
  expect((await get('/performance-analysis/impressions?start=2024/01/01&end=2025/08/01')).statusCode).toBe(200);
  expect(Object.keys((await errorsOf('start=2026/01/01')).errors)).toEqual(['end']);
  expect(Object.keys((await errorsOf('end=2026/01/01')).errors)).toEqual(['start']);
  expect(Object.keys((await errorsOf('start=2026/02/30&end=2026/03/01')).errors)).toEqual(['start']);
});

it('answers 404 for a store that is not one of the company’s linked stores of the provider', async () => {
  const notFound = async (query: string, path = '/performance-analysis/impressions') => expect((await get(`${path}?local_account_ids=${query}`)).statusCode).toBe(404);
  await notFound(`${g(1)},g_${t.foreign}`);
  await notFound(`y_${t.y1}`);
  await notFound(`g_${t.unlinked}`);
  await notFound(g(1), '/access-analysis/page_views');
  await notFound(`y_${t.g1}`, '/access-analysis/page_views');
  // The partner company sees its own store only, not the demo company's rows.
  const own = (await get('/performance-analysis/impressions?start=2026/01/01&end=2026/01/31', partner)).json<Body>();
  expect(own.accounts.map((a) => a.id)).toEqual([`g_${t.foreign}`]);
  expect(seriesOf(own, 'impressions_desktop_maps').data[0].total).toBe(1000);
});

it('needs the analytics contracts: 403 without them, and the access analysis needs Yahoo’s', async () => {
  expect((await get('/access-analysis/page_views', partner)).statusCode).toBe(403);
  await setAnalyticsFlags(t, t.ownerCompanyId, false);
  try {
    expect((await get('/performance-analysis/impressions')).statusCode).toBe(403);
    expect((await get('/access-analysis/page_views')).statusCode).toBe(403);
  } finally {
    await setAnalyticsFlags(t, t.ownerCompanyId, true);
  }
  expect((await t.inject({ url: '/api/performance-analysis/impressions' })).statusCode).toBe(401);
});
