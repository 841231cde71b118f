import { count, eq } from 'drizzle-orm';
import { measures, rankResults } from '../modules/ranking/ranking.table';
import { createHistoryTestApp, type HistoryTestApp } from '../modules/ranking/rank-history.testing';
import { companies } from '../tenancy/tenancy.table';
import { DEMO_HISTORY_DAYS, seedDemoRanking } from './seed-demo-ranking';

let t: HistoryTestApp;
beforeAll(async () => {
  t = await createHistoryTestApp();
});
afterAll(async () => {
  await t.close();
});

it('gives the demo companies a measure contract and measures on their linked listings with a long done history', async () => {
  const [owner] = await t.db.select().from(companies).where(eq(companies.id, t.ownerCompanyId));
  expect(owner).toMatchObject({ measureContractCount: 100, measureContractScope: 3 });
  const rows = await t.db.select().from(measures).where(eq(measures.companyId, t.ownerCompanyId));
  expect(rows).toHaveLength(6);
  expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['menu', 'contract']));
  expect(rows.every((r) => r.status === 'measuring' && r.pointKind === 'store' && r.targetPlaceId === null)).toBe(true);
  const results = await t.db.select().from(rankResults).where(eq(rankResults.measureId, rows[0].id));
  expect(results).toHaveLength(DEMO_HISTORY_DAYS);
  expect(results.every((r) => r.status === 'done' && r.snapshotStatus === 'missing' && r.outcome !== null)).toBe(true);
  const outcomes = new Set(results.map((r) => r.outcome));
  expect(outcomes).toEqual(new Set(['ranked', 'out_of_range', 'no_result']));
  // Yesterday (Tokyo) is the last seeded day: today's measurement is the schedule's.
  expect(results.map((r) => r.measuredOn).sort().at(-1)).toBe('2026-03-14');
});

it('seeds only once per company, so a restart never doubles the history', async () => {
  const [before] = await t.db.select({ n: count() }).from(rankResults);
  expect(await seedDemoRanking(t.db, t.clock)).toBe(0);
  const [after] = await t.db.select({ n: count() }).from(rankResults);
  expect(after.n).toBe(before.n);
});
