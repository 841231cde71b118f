import { and, asc, eq } from 'drizzle-orm';
import type { DailyRank } from '../../../../src/shared/ranking/rank-history';
import { linkDemoProviders } from '../../db/seed-demo-links';
import { seedDemoRanking } from '../../db/seed-demo-ranking';
import { FakeClock } from '../../testing/fake-clock';
import { injectFetch } from '../../testing/inject-fetch';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { companies } from '../../tenancy/tenancy.table';
import { measures, rankResults } from './ranking.table';

// Test support for the rank history: the demo tenant linked to the emulators with its seeded rank history, at a fixed
// instant so periods and buckets are known.

/** 2026/03/15 12:00 in Tokyo. */
export const HISTORY_NOW = new Date('2026-03-15T03:00:00Z');

export interface HistoryTestApp extends TestApp {
  ownerCompanyId: number;
  partnerCompanyId: number;
}

export async function createHistoryTestApp(): Promise<HistoryTestApp> {
  const t = await createTestApp({ clock: new FakeClock(HISTORY_NOW) });
  await linkDemoProviders(t.deps, { fetch: injectFetch(t.app) });
  await seedDemoRanking(t.db, t.clock);
  const rows = await t.db.select({ id: companies.id, name: companies.corporateName }).from(companies);
  const idOf = (name: string) => rows.find((r) => r.name === name)?.id ?? 0;
  return { ...t, ownerCompanyId: idOf('株式会社デモフーズ'), partnerCompanyId: idOf('パートナー商事株式会社') };
}

export async function measureIdOf(t: TestApp, companyId: number, keyword: string): Promise<number> {
  const [row] = await t.db.select({ id: measures.id }).from(measures).where(and(eq(measures.companyId, companyId), eq(measures.keyword, keyword)));
  return row.id;
}

/** The done days of a measure within [from, to], oldest first, as the shared model takes them. */
export async function doneDays(t: TestApp, measureId: number, from: string, to: string): Promise<(DailyRank & { resultIds: string[] })[]> {
  const rows = await t.db.select().from(rankResults).where(and(eq(rankResults.measureId, measureId), eq(rankResults.status, 'done'))).orderBy(asc(rankResults.measuredOn));
  return rows
    .flatMap((r) => (r.outcome ? [{ date: r.measuredOn.replaceAll('-', '/'), outcome: r.outcome, rank: r.rank, resultIds: r.resultIds }] : []))
    .filter((d) => d.date >= from && d.date <= to);
}
