import { eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { exportFiles } from '../exports/exports.table';
import { createInsightTestApp, insertKeywords, type InsightTestApp } from './search-query.testing';

interface MonthValue {
  month: string;
  value: number | null;
  threshold: number | null;
}
interface ListBody {
  account: { id: string; name: string; store_code: string | null };
  months: string[];
  available_months: string[];
  data: { keyword: string; months: MonthValue[] }[];
  pagination: { total: number; last_page: number; page: number };
}
interface BulkBody {
  month: string | null;
  available_months: string[];
  accounts: { id: string }[];
  data: { keyword: string; total: number; threshold_stores: number; stores: number; accounts: { account: string; value: number | null; threshold: number | null }[] }[];
  pagination: { total: number };
}

let t: InsightTestApp;
let owner: Signed;
let partner: Signed;

beforeAll(async () => {
  t = await createInsightTestApp();
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  const [a, b, c] = t.google;
  // DF-001: months with data 2025/12, 2026/01, 03, 05, 08, 09, 10 (seven; the default window takes the last six).
  await insertKeywords(t, t.ownerCompanyId, a.id, [
    ['2025/12', 'ランチ', 80, null],
    ['2026/01', 'ランチ', 70, null],
    ['2026/03', 'ランチ', 60, null],
    ['2026/05', 'ランチ', 50, null],
    ['2026/08', 'ランチ', 30, null],
    ['2026/08', 'カフェ', 20, null],
    ['2026/08', 'ディナー', null, 15],
    ['2026/09', 'ランチ', 40, null],
    ['2026/09', 'カフェ', null, 10],
    ['2026/09', 'pasta', 12, null],
    ['2026/09', 'burger', 90, null],
    ['2026/10', 'ランチ', 35, null],
    ['2026/10', '定食', 25, null],
    // A threshold counts as its bound: 「10未満」 ties with 10 and the keyword decides.
    ['2026/10', 'カフェ', null, 10],
    ['2026/10', 'ディナー', 10, null],
    ['2026/10', '100%オフ', 5, null],
  ]);
  await insertKeywords(t, t.ownerCompanyId, b.id, [
    ['2026/10', 'ランチ', 15, null],
    ['2026/10', 'カフェ', 10, null],
    ['2026/10', '定食', null, 5],
    ['2026/10', 'sushi', 5, null],
  ]);
  await insertKeywords(t, t.ownerCompanyId, c.id, [
    ['2026/09', 'ランチ', 9, null],
    ['2026/10', 'ランチ', 5, null],
  ]);
  await insertKeywords(t, t.partnerCompanyId, t.partnerGoogle.id, [['2026/10', 'ランチ', 1000, null]]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who = owner) => t.inject({ url: `/api${url}`, headers: who.headers });
const list = async (query: string) => {
  const res = await get(`/search-query?local_account_id=${t.google[0].key}&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<ListBody>();
};
const bulk = async (query: string) => {
  const res = await get(`/search-query/bulk?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<BulkBody>();
};
const errorsOf = (res: { json<T>(): T }) => res.json<{ errors: Record<string, string[]> }>().errors;

describe('listSearchQueries', () => {
  it('defaults to the last six months with data and orders by the last month, thresholds at their bound, absent last', async () => {
    const body = await list('page_size=50');
    expect(body.account).toEqual({ id: t.google[0].key, name: expect.any(String), store_code: 'DF-001' });
    expect(body.available_months).toEqual(['2026/10', '2026/09', '2026/08', '2026/05', '2026/03', '2026/01', '2025/12']);
    expect(body.months).toEqual(['2026/01', '2026/02', '2026/03', '2026/04', '2026/05', '2026/06', '2026/07', '2026/08', '2026/09', '2026/10']);
    expect(body.data.map((r) => r.keyword)).toEqual(['ランチ', '定食', 'カフェ', 'ディナー', '100%オフ', 'burger', 'pasta']);
    expect(body.pagination).toMatchObject({ total: 7, last_page: 1 });
    const lunch = body.data[0].months;
    expect(lunch).toHaveLength(10);
    expect(lunch[0]).toEqual({ month: '2026/01', value: 70, threshold: null });
    expect(lunch[1]).toEqual({ month: '2026/02', value: null, threshold: null });
    const cafe = body.data.find((r) => r.keyword === 'カフェ')!.months.slice(-3);
    expect(cafe).toEqual([
      { month: '2026/08', value: 20, threshold: null },
      { month: '2026/09', value: null, threshold: 10 },
      { month: '2026/10', value: null, threshold: 10 },
    ]);
  });

  it('takes an explicit window, filters by word with LIKE characters escaped and pages', async () => {
    const window = await list('start_month=2026/09&end_month=2026/10&page_size=50');
    expect(window.months).toEqual(['2026/09', '2026/10']);
    expect(window.data.map((r) => r.keyword)).toEqual(['ランチ', '定食', 'カフェ', 'ディナー', '100%オフ', 'burger', 'pasta']);
    // 2026/08 only: ディナー's threshold 15 leads.
    const august = await list('start_month=2026/08&end_month=2026/08');
    expect(august.data.map((r) => r.keyword)).toEqual(['ランチ', 'カフェ', 'ディナー']);
    // One end only: six months from (or to) it.
    expect((await list('start_month=2026/05')).months).toEqual(['2026/05', '2026/06', '2026/07', '2026/08', '2026/09', '2026/10']);
    expect((await list('end_month=2026/03')).months[0]).toBe('2025/10');

    expect((await list('free_word=100%25')).data.map((r) => r.keyword)).toEqual(['100%オフ']);
    expect((await list('free_word=_')).data).toEqual([]);
    expect((await list('free_word=ー')).data.map((r) => r.keyword)).toEqual(['ディナー']);

    const paged = await list('page_size=2&page=2');
    expect(paged.data.map((r) => r.keyword)).toEqual(['カフェ', 'ディナー']);
    expect(paged.pagination).toMatchObject({ total: 7, last_page: 4, page: 2 });
  });

  it('answers an empty window for a listing without keywords', async () => {
    const res = await get(`/search-query?local_account_id=${t.google[1].key}&start_month=2026/01&end_month=2026/02`);
    expect(res.json<ListBody>()).toMatchObject({ months: ['2026/01', '2026/02'], available_months: ['2026/10'], data: [] });
  });

  it('refuses malformed, inverted and too long windows with 422 on the field', async () => {
    const bad = async (query: string) => {
      const res = await get(`/search-query?local_account_id=${t.google[0].key}&${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
      return errorsOf(res);
    };
    expect(await bad('start_month=2026/13')).toEqual({ start_month: ['YYYY/MM形式で正しい年月を入力してください'] });
    expect(await bad('end_month=2026-10')).toEqual({ end_month: ['YYYY/MM形式で正しい年月を入力してください'] });
    expect(await bad('start_month=2026/10&end_month=2026/09')).toEqual({ end_month: ['終了月は開始月以降の月を指定してください'] });
    expect(await bad('start_month=2024/09&end_month=2026/10')).toEqual({ end_month: ['終了月は開始月から24ヶ月以内で指定してください'] });
    expect((await list('start_month=2024/10&end_month=2026/10')).months).toHaveLength(25);
  });

  it('answers 404 for another company’s listing, a Yahoo listing and an unknown one', async () => {
    for (const key of [t.partnerGoogle.key, t.yahoo.key, 'g_999999']) expect((await get(`/search-query?local_account_id=${key}`)).statusCode).toBe(404);
    expect((await get(`/search-query?local_account_id=${t.google[0].key}`, partner)).statusCode).toBe(404);
  });
});

describe('listSearchQueriesBulk', () => {
  it('sums one month across every linked Google listing: total desc, then stores desc, then keyword', async () => {
    const body = await bulk('page_size=50');
    expect(body.month).toBe('2026/10');
    expect(body.available_months).toEqual(['2026/10', '2026/09', '2026/08', '2026/05', '2026/03', '2026/01', '2025/12']);
    expect(body.accounts.map((a) => a.id)).toEqual(t.google.map((g) => g.key));
    const [a, b, c] = t.google.map((g) => g.key);
    expect(body.data.map((r) => [r.keyword, r.total, r.stores, r.threshold_stores])).toEqual([
      ['ランチ', 55, 3, 0],
      ['定食', 25, 2, 1],
      ['カフェ', 10, 2, 1],
      ['ディナー', 10, 1, 0],
      ['100%オフ', 5, 1, 0],
      ['sushi', 5, 1, 0],
    ]);
    expect(body.data[0].accounts).toEqual([
      { account: a, value: 35, threshold: null },
      { account: b, value: 15, threshold: null },
      { account: c, value: 5, threshold: null },
    ]);
    expect(body.data[1].accounts).toEqual([
      { account: a, value: 25, threshold: null },
      { account: b, value: null, threshold: 5 },
    ]);
    expect(body.pagination.total).toBe(6);
  });

  it('follows the chosen listings, month, word and page', async () => {
    const [, b, c] = t.google.map((g) => g.key);
    const september = await bulk(`local_account_ids=${b},${c}&month=2026/09`);
    expect(september.data.map((r) => [r.keyword, r.total, r.stores])).toEqual([['ランチ', 9, 1]]);
    expect(september.available_months).toEqual(['2026/10', '2026/09']);
    expect((await bulk('free_word=%25')).data.map((r) => r.keyword)).toEqual(['100%オフ']);
    const paged = await bulk('page_size=2&page=2');
    expect(paged.data.map((r) => r.keyword)).toEqual(['カフェ', 'ディナー']);
    expect(paged.pagination.total).toBe(6);
    const empty = await bulk('month=2026/02');
    expect(empty).toMatchObject({ month: '2026/02', data: [], pagination: { total: 0 } });
  });

  it('answers 422 for a malformed month and 404 for a listing not the company’s linked Google one', async () => {
    const bad = await get('/search-query/bulk?month=2026/1');
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ month: ['YYYY/MM形式で正しい年月を入力してください'] });
    for (const keys of [t.partnerGoogle.key, `${t.google[0].key},${t.partnerGoogle.key}`, t.yahoo.key]) {
      expect((await get(`/search-query/bulk?local_account_ids=${keys}`)).statusCode).toBe(404);
    }
    // The partner's own view never includes the owner's figures.
    const theirs = await get('/search-query/bulk', partner);
    expect(theirs.json<BulkBody>().data.map((r) => [r.keyword, r.total])).toEqual([['ランチ', 1000]]);
  });
});

describe('requestSearchQueryExport', () => {
  const post = (payload: object, who = owner) => t.inject({ method: 'POST', url: '/api/search-query/file', headers: who.headers, payload });

  it('queues an Excel file with the request as its parameters', async () => {
    const res = await post({ local_account_ids: [t.google[0].key, t.google[1].key], start_month: '2026/09', end_month: '2026/10' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { id: number; status: string } }>();
    const [row] = await t.db.select().from(exportFiles).where(eq(exportFiles.id, data.id));
    expect(row).toMatchObject({ kind: 'search_queries', format: 'xlsx', fileName: '検索キーワード_20261120.xlsx' });
    expect(row.params).toEqual({ local_account_ids: [t.google[0].key, t.google[1].key], start_month: '2026/09', end_month: '2026/10' });
  });

  it('answers 404 for a foreign or Yahoo listing and 422 for bad months', async () => {
    expect((await post({ local_account_ids: [t.google[0].key, t.partnerGoogle.key] })).statusCode).toBe(404);
    expect((await post({ local_account_ids: [t.yahoo.key] })).statusCode).toBe(404);
    const bad = await post({ local_account_ids: [t.google[0].key], start_month: '2026/10', end_month: '2026/01' });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ end_month: ['終了月は開始月以降の月を指定してください'] });
  });
});
