import { loginAs, type Signed } from '../../testing/http';
import { createInsightTestApp, type InsightTestApp } from '../insight/search-query.testing';
import { insertReviews } from '../reviews/reviews.testing';
import { insertGoogleDay, insertMeasurements, insertPostHistory } from './dashboard.testing';

interface Count {
  account: string;
  value: number | null;
  rank: number | null;
}
interface MetricBody {
  month: string;
  range: { start: string; end: string };
  previous_range: { start: string; end: string };
  accounts: { id: string }[];
  figures: { metric_id: string; metric_name: string; value: number | null; previous: number | null; change_rate: number | null }[];
  series: { metric_id: string; metric_name: string; data: { date: string; total: number | null; count: Count[] }[] }[];
}
interface StoreDay {
  account: string;
  posts: number;
  reviews: number;
  measurements: number;
}
interface CalendarBody {
  month: string;
  accounts: { id: string }[];
  days: { date: string; posts: number; reviews: number; measurements: number; stores: StoreDay[] }[];
}

let t: InsightTestApp;
let owner: Signed;
let A: string;
let B: string;
let C: string;

// Now is 2026/11/20 in Tokyo: the summary window ends with 2026/10, compared with 2026/09.
beforeAll(async () => {
  t = await createInsightTestApp();
  owner = await loginAs(t, 'owner');
  const [a, b, c] = t.google;
  [A, B, C] = [a.key, b.key, c.key];
  const own = t.ownerCompanyId;
  await insertGoogleDay(t, own, a.id, '2026-10-01', { impressionsDesktopMaps: 10, impressionsMobileMaps: 20, impressionsDesktopSearch: 30, impressionsMobileSearch: 40, callClicks: 3, directionRequests: 2, websiteClicks: 1 });
  await insertGoogleDay(t, own, a.id, '2026-10-31', { impressionsDesktopMaps: 50, callClicks: 1 });
  await insertGoogleDay(t, own, a.id, '2026-09-15', { impressionsMobileSearch: 100, callClicks: 2, directionRequests: 1, websiteClicks: 4 });
  await insertGoogleDay(t, own, b.id, '2026-10-01', { impressionsMobileMaps: 100, callClicks: 3 });
  await insertGoogleDay(t, t.partnerCompanyId, t.partnerGoogle.id, '2026-10-01', { impressionsMobileMaps: 9999, callClicks: 99 });

  await insertReviews(t, own, [
    { localAccountId: a.id, postedAt: new Date('2026-08-01T03:00:00Z'), rating: 3 },
    { localAccountId: a.id, postedAt: new Date('2026-09-10T03:00:00Z'), rating: 5 },
    { localAccountId: a.id, postedAt: new Date('2026-10-05T03:00:00Z'), rating: 4 },
    // 23:00 on 10/31 in Tokyo: still October.
    { localAccountId: a.id, postedAt: new Date('2026-10-31T14:00:00Z'), rating: 2 },
    // 01:00 on 11/01 in Tokyo: November.
    { localAccountId: a.id, postedAt: new Date('2026-10-31T16:00:00Z'), rating: 1 },
    // 00:30 on 10/01 in Tokyo: October.
    { localAccountId: b.id, postedAt: new Date('2026-09-30T15:30:00Z'), rating: 5 },
    { localAccountId: b.id, postedAt: new Date('2026-10-10T03:00:00Z'), rating: null },
    // Coupon feedback is not a review the listing received.
    { localAccountId: b.id, postedAt: new Date('2026-10-05T03:00:00Z'), rating: 1, provider: 'form', kind: 2 },
  ]);
  await insertReviews(t, t.partnerCompanyId, [{ localAccountId: t.partnerGoogle.id, postedAt: new Date('2026-10-05T03:00:00Z'), rating: 1 }]);

  await insertPostHistory(t, own, a.id, new Date('2026-09-03T03:00:00Z'));
  await insertPostHistory(t, own, a.id, new Date('2026-09-30T16:00:00Z'));
  await insertPostHistory(t, own, a.id, new Date('2026-10-15T01:00:00Z'));
  await insertPostHistory(t, own, b.id, new Date('2026-10-20T01:00:00Z'), 1);

  await insertMeasurements(t, own, a.id, [['2026-10-01', 'done'], ['2026-10-02', 'done'], ['2026-10-03', 'failed']]);
  await insertMeasurements(t, own, t.yahoo.id, [['2026-10-02', 'done'], ['2026-10-04', 'pending']]);
  await insertMeasurements(t, t.partnerCompanyId, t.partnerGoogle.id, [['2026-10-02', 'done']]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.inject({ url: `/api${url}`, headers: owner.headers });
const metric = async (query = '') => {
  const res = await get(`/dashboard/metric?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<MetricBody>();
};
const calendar = async (query = '') => {
  const res = await get(`/dashboard/calendar?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<CalendarBody>();
};

describe('getDashboardMetric', () => {
  it('sums the summary window’s last month against the previous month', async () => {
    const body = await metric();
    expect(body.month).toBe('2026/10');
    expect(body.range).toEqual({ start: '2026/10/01', end: '2026/10/31' });
    expect(body.previous_range).toEqual({ start: '2026/09/01', end: '2026/09/30' });
    expect(body.accounts.map((a) => a.id)).toEqual([A, B, C]);
    expect(body.figures).toEqual([
      { metric_id: 'impressions', metric_name: '表示回数', value: 250, previous: 100, change_rate: 150 },
      { metric_id: 'call_clicks', metric_name: '通話', value: 7, previous: 2, change_rate: 250 },
      { metric_id: 'direction_requests', metric_name: 'ルート検索', value: 2, previous: 1, change_rate: 100 },
      { metric_id: 'website_clicks', metric_name: 'ウェブサイトのクリック', value: 1, previous: 4, change_rate: -75 },
      { metric_id: 'new_reviews', metric_name: '新着口コミ', value: 4, previous: 1, change_rate: 300 },
      // Every rated review up to the month's end: (3+5+4+2+5)/5 against (3+5)/2; the change in points.
      { metric_id: 'average_rating', metric_name: '平均評価', value: 3.8, previous: 4, change_rate: -0.2 },
      { metric_id: 'posts_published', metric_name: '投稿数', value: 2, previous: 1, change_rate: 100 },
    ]);
  });

  it('gives a daily series per figure with each store’s value and rank', async () => {
    const body = await metric('month=2026/10');
    expect(body.series.map((s) => s.metric_id)).toEqual(['impressions', 'call_clicks', 'direction_requests', 'website_clicks', 'new_reviews', 'average_rating', 'posts_published']);
    for (const s of body.series) expect(s.data.map((p) => p.date)).toHaveLength(31);
    const day = (id: string, date: string) => body.series.find((s) => s.metric_id === id)!.data.find((p) => p.date === date)!;
    expect(day('impressions', '2026/10/01')).toEqual({
      date: '2026/10/01',
      total: 200,
      count: [
        { account: A, value: 100, rank: 1 },
        { account: B, value: 100, rank: 1 },
        { account: C, value: null, rank: null },
      ],
    });
    expect(day('impressions', '2026/10/02')).toMatchObject({ total: null });
    expect(day('new_reviews', '2026/10/01')).toEqual({
      date: '2026/10/01',
      total: 1,
      count: [
        { account: A, value: 0, rank: 2 },
        { account: B, value: 1, rank: 1 },
        { account: C, value: 0, rank: 2 },
      ],
    });
    // A running average: A starts from (3+5)/2, B from nothing; the total over every rated review so far.
    expect(day('average_rating', '2026/10/01')).toEqual({
      date: '2026/10/01',
      total: 4.3,
      count: [
        { account: A, value: 4, rank: 2 },
        { account: B, value: 5, rank: 1 },
        { account: C, value: null, rank: null },
      ],
    });
    expect(day('average_rating', '2026/10/05').count[0].value).toBe(4);
    expect(day('average_rating', '2026/10/31')).toMatchObject({ total: 3.8, count: [{ account: A, value: 3.5 }, { account: B, value: 5 }, { account: C, value: null }] });
    expect(day('posts_published', '2026/10/01').total).toBe(1);
    expect(day('posts_published', '2026/10/20').total).toBe(0);
  });

  it('counts the current month’s days up to today only, and follows the chosen stores', async () => {
    const november = await metric(`month=2026/11&local_account_ids=${A}`);
    expect(november.accounts.map((a) => a.id)).toEqual([A]);
    const reviews = november.series.find((s) => s.metric_id === 'new_reviews')!.data;
    expect(reviews[0]).toEqual({ date: '2026/11/01', total: 1, count: [{ account: A, value: 1, rank: 1 }] });
    expect(reviews[19].total).toBe(0);
    expect(reviews[20]).toEqual({ date: '2026/11/21', total: null, count: [{ account: A, value: null, rank: null }] });
    expect(november.figures.find((f) => f.metric_id === 'new_reviews')).toMatchObject({ value: 1, previous: 2 });
    // A's own ratings: 3, 5, 4, 2 to the end of October, then 1.
    expect(november.figures.find((f) => f.metric_id === 'average_rating')).toMatchObject({ value: 3, previous: 3.5, change_rate: -0.5 });
    expect(november.figures.find((f) => f.metric_id === 'impressions')).toMatchObject({ value: null, previous: 150, change_rate: null });
  });

  it('answers 404 for another company’s or a Yahoo listing and 422 for a malformed month', async () => {
    for (const keys of [t.partnerGoogle.key, `${A},${t.partnerGoogle.key}`, t.yahoo.key, 'g_999999']) {
      expect((await get(`/dashboard/metric?local_account_ids=${keys}`)).statusCode).toBe(404);
    }
    const bad = await get('/dashboard/metric?month=10/2026');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ code: string; errors: Record<string, string[]> }>()).toMatchObject({ code: 'validation_failed', errors: { month: ['YYYY/MM形式で正しい年月を入力してください'] } });
  });
});

describe('getDashboardCalendar', () => {
  it('lists every day of the month with posts, reviews and measurements on their Tokyo day, by store', async () => {
    const body = await calendar('month=2026/10');
    expect(body.days).toHaveLength(31);
    // Every linked listing, Google then Yahoo (DF-002 and DF-005).
    expect(body.accounts.map((a) => a.id)).toEqual([A, B, C, t.yahoo.key, expect.stringMatching(/^y_/)]);
    const day = (date: string) => body.days.find((d) => d.date === date)!;
    expect(day('2026/10/01')).toEqual({
      date: '2026/10/01',
      posts: 1,
      reviews: 1,
      measurements: 1,
      stores: [
        { account: A, posts: 1, reviews: 0, measurements: 1 },
        { account: B, posts: 0, reviews: 1, measurements: 0 },
      ],
    });
    expect(day('2026/10/02')).toMatchObject({ measurements: 2, stores: [{ account: A, measurements: 1 }, { account: t.yahoo.key, measurements: 1 }] });
    // A failed or pending measurement, a failed post and coupon feedback count for nothing.
    expect(day('2026/10/03')).toEqual({ date: '2026/10/03', posts: 0, reviews: 0, measurements: 0, stores: [] });
    expect(day('2026/10/04').measurements).toBe(0);
    expect(day('2026/10/05')).toMatchObject({ reviews: 1, stores: [{ account: A, reviews: 1 }] });
    expect(day('2026/10/20').posts).toBe(0);
    expect(day('2026/10/31')).toMatchObject({ reviews: 1 });
  });

  it('defaults to the current Tokyo month, where 2026-10-31T16:00Z is 11/01', async () => {
    const body = await calendar();
    expect(body.month).toBe('2026/11');
    expect(body.days).toHaveLength(30);
    expect(body.days[0]).toEqual({ date: '2026/11/01', posts: 0, reviews: 1, measurements: 0, stores: [{ account: A, posts: 0, reviews: 1, measurements: 0 }] });
  });

  it('narrows to one store with local_account_id', async () => {
    const body = await calendar(`month=2026/10&local_account_id=${B}`);
    expect(body.accounts.map((a) => a.id)).toEqual([B]);
    expect(body.days[0]).toEqual({ date: '2026/10/01', posts: 0, reviews: 1, measurements: 0, stores: [{ account: B, posts: 0, reviews: 1, measurements: 0 }] });
    expect(body.days[1].measurements).toBe(0);
  });

  it('answers 404 for another company’s listing and 422 for a malformed month', async () => {
    expect((await get(`/dashboard/calendar?local_account_id=${t.partnerGoogle.key}`)).statusCode).toBe(404);
    expect((await get(`/dashboard/calendar?local_account_ids=${A},${t.partnerGoogle.key}`)).statusCode).toBe(404);
    expect((await get('/dashboard/calendar?month=2026/00')).statusCode).toBe(422);
  });
});
