import { and, eq } from 'drizzle-orm';
import { rankStats } from '../../../../src/shared/ranking/rank-history';
import { DEMO_HISTORY_DAYS } from '../../db/seed-demo-ranking';
import { loginAs, type Signed } from '../../testing/http';
import { companies } from '../../tenancy/tenancy.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { measures } from './ranking.table';
import { createHistoryTestApp, doneDays, type HistoryTestApp } from './rank-history.testing';

interface Point {
  date: string;
  rank: number | null;
  outcome: string | null;
  days: number;
}
interface Row {
  measure: { id: number; keyword: string; store_code: string; provider: string; kind: string; local_account_id: string };
  stats: { best: number | null; worst: number | null; average: number | null; top3_days: number; measured_days: number; out_of_range_days: number; no_result_days: number };
  points: Point[];
}
interface ListBody {
  data: Row[];
  range: { start: string; end: string };
  pagination: { total: number; last_page: number };
}

let t: HistoryTestApp;
let owner: Signed;
let partner: Signed;
let ownerCompanyId: number;
let partnerCompanyId: number;

beforeAll(async () => {
  t = await createHistoryTestApp();
  ({ ownerCompanyId, partnerCompanyId } = t);
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
});
afterAll(async () => {
  await t.close();
});

const get = (who: Signed, url: string) => t.inject({ url, headers: who.headers });
const list = async (query: string, who = owner) => {
  const res = await get(who, `/api/map-rank-measurement/histories?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<ListBody>();
};

const daysOf = (measureId: number, from: string, to: string) => doneDays(t, measureId, from, to);

it('lists the measures a month back by day, with the shared model’s stats and one point per day', async () => {
  const body = await list('page_size=50');
  expect(body.range).toEqual({ start: '2026/02/16', end: '2026/03/15' });
  expect(body.data.map((r) => `${r.measure.store_code} ${r.measure.provider} ${r.measure.keyword}`)).toEqual([
    'DF-001 google 渋谷 ランチ',
    'DF-001 google 渋谷 定食',
    'DF-002 yahoo 梅田 ランチ',
    'DF-002 google 梅田 定食',
    'DF-005 google 札幌 カフェ',
    'DF-005 yahoo 札幌駅 カフェ',
  ]);
  for (const row of body.data) {
    expect(row.points).toHaveLength(28);
    // Today is measured at the measure's time by the schedule: no row yet, a gap rather than a rank.
    expect(row.points.at(-1)).toEqual({ date: '2026/03/15', rank: null, outcome: null, days: 0 });
    const days = await daysOf(row.measure.id, body.range.start, body.range.end);
    const stats = rankStats(days);
    expect(row.stats).toEqual({
      best: stats.best,
      worst: stats.worst,
      average: stats.average,
      top3_days: stats.top3Days,
      measured_days: 27,
      out_of_range_days: stats.outOfRangeDays,
      no_result_days: stats.noResultDays,
    });
    for (const day of days) expect(row.points.find((p) => p.date === day.date)).toEqual({ date: day.date, rank: day.rank, outcome: day.outcome, days: 1 });
  }
});

it('pages at most 50 rows and filters by word, provider, kind and store', async () => {
  const tooMany = await get(owner, '/api/map-rank-measurement/histories?page_size=51');
  expect(tooMany.statusCode).toBe(422);
  expect(tooMany.json<{ errors: Record<string, string[]> }>().errors.page_size).toEqual(['50件以下で指定してください']);
  const paged = await list('page_size=4&page=2');
  expect(paged.data).toHaveLength(2);
  expect(paged.pagination).toMatchObject({ total: 6, last_page: 2 });

  const keywords = async (query: string) => (await list(query)).data.map((r) => r.measure.keyword);
  expect(await keywords('free_word=梅田')).toEqual(['梅田 ランチ', '梅田 定食']);
  expect(await keywords('free_word=DF-005')).toEqual(['札幌 カフェ', '札幌駅 カフェ']);
  expect(await keywords('free_word=ランチ')).toEqual(['渋谷 ランチ', '梅田 ランチ']);
  expect(await keywords('free_word=100%25')).toEqual([]);
  expect(await keywords('provider=yahoo')).toEqual(['梅田 ランチ', '札幌駅 カフェ']);
  expect(await keywords('kind=contract')).toEqual(['渋谷 定食', '札幌 カフェ']);
  const [df001] = await t.db
    .select({ id: localAccounts.id })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, ownerCompanyId), eq(localAccounts.storeCode, 'DF-001'), eq(localAccounts.provider, 'google')));
  expect(await keywords(`local_accounts=g_${df001.id}`)).toEqual(['渋谷 ランチ', '渋谷 定食']);
  // Another company's store, or a Google account named as Yahoo, is not found.
  const [foreign] = await t.db.select({ id: localAccounts.id }).from(localAccounts).where(eq(localAccounts.companyId, partnerCompanyId)).limit(1);
  expect((await get(owner, `/api/map-rank-measurement/histories?local_accounts=g_${foreign.id}`)).statusCode).toBe(404);
  expect((await get(owner, `/api/map-rank-measurement/histories?local_accounts=y_${df001.id}`)).statusCode).toBe(404);
});

it('buckets by week and month, and 全期間 starts at the first measured day', async () => {
  const weeks = await list('period=quarter&unit=week&page_size=1');
  expect(weeks.range).toEqual({ start: '2025/12/16', end: '2026/03/15' });
  // 2025/12/16 is a Tuesday: its week starts on Monday 12/15; 2026/03/15 is a Sunday, in the week of 03/09.
  expect(weeks.data[0].points[0].date).toBe('2025/12/15');
  expect(weeks.data[0].points.at(-1)?.date).toBe('2026/03/09');
  expect(weeks.data[0].points.reduce((sum, p) => sum + p.days, 0)).toBe(weeks.data[0].stats.measured_days);

  const months = await list('period=year&unit=month&page_size=1');
  expect(months.data[0].points.map((p) => p.date)).toEqual([
    '2025/03', '2025/04', '2025/05', '2025/06', '2025/07', '2025/08', '2025/09', '2025/10', '2025/11', '2025/12', '2026/01', '2026/02', '2026/03',
  ]);
  const ranked = months.data[0].points.filter((p) => p.outcome === 'ranked');
  expect(ranked.every((p) => p.rank !== null && Math.round(p.rank * 10) === p.rank * 10)).toBe(true);

  const all = await list('period=all&page_size=1');
  expect(all.range).toEqual({ start: '2025/02/08', end: '2026/03/15' });
  expect(all.data[0].stats.measured_days).toBe(DEMO_HISTORY_DAYS);
});

it('shows each company its own measures, and a session without the measure flags only the contracted keywords', async () => {
  expect((await list('', partner)).data.map((r) => r.measure.keyword)).toEqual(['横浜 ヘアサロン']);
  await t.db.update(companies).set({ meoAnalyticsWithMeasureFlag: false, yMeoAnalyticsWithMeasureFlag: false }).where(eq(companies.id, ownerCompanyId));
  await t.deps.sessionCache.invalidate({ companyIds: [ownerCompanyId] });
  try {
    expect((await list('')).data.map((r) => r.measure.kind)).toEqual(['contract', 'contract']);
    expect((await list('kind=menu')).data).toEqual([]);
    const [menu] = await t.db.select({ id: measures.id }).from(measures).where(and(eq(measures.companyId, ownerCompanyId), eq(measures.kind, 'menu'))).limit(1);
    expect((await get(owner, `/api/map-rank-measurement/histories/${menu.id}`)).statusCode).toBe(404);
  } finally {
    await t.db.update(companies).set({ meoAnalyticsWithMeasureFlag: true, yMeoAnalyticsWithMeasureFlag: true }).where(eq(companies.id, ownerCompanyId));
    await t.deps.sessionCache.invalidate({ companyIds: [ownerCompanyId] });
  }
});
