import { and, eq } from 'drizzle-orm';
import { FakeClock } from '../../testing/fake-clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { linkDemo } from '../reviews/reviews.testing';
import { insightSearchKeywords } from './insight.table';
import { monthToIso } from './insight-scope';

// Test support for the search keywords and the dashboard: the demo companies linked to the emulators, at a fixed
// instant, with their accounts named by store.

/** 2026/11/20 12:00 in Tokyo. */
export const INSIGHT_NOW = new Date('2026-11-20T03:00:00Z');

export interface Listing {
  id: number;
  key: string;
}

export interface InsightTestApp extends TestApp {
  ownerCompanyId: number;
  partnerCompanyId: number;
  /** The owner's linked Google listings DF-001, DF-002 and DF-005 (id order). */
  google: [Listing, Listing, Listing];
  /** The owner's linked Yahoo listing of DF-002. */
  yahoo: Listing;
  /** A linked Google listing of the partner company. */
  partnerGoogle: Listing;
}

export async function createInsightTestApp(now = INSIGHT_NOW): Promise<InsightTestApp> {
  const t = await createTestApp({ clock: new FakeClock(now) });
  const linked = await linkDemo(t);
  const [partner] = await t.db
    .select({ id: localAccounts.id })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, linked.partnerCompanyId), eq(localAccounts.status, 'linked'), eq(localAccounts.provider, 'google')))
    .limit(1);
  const byCode = (provider: 'google' | 'yahoo', code: string): Listing => {
    const row = linked.owner[provider].find((a) => a.storeCode === code);
    if (!row) throw new Error(`no linked ${provider} listing ${code}`);
    return { id: row.id, key: `${provider === 'google' ? 'g' : 'y'}_${row.id}` };
  };
  return {
    ...t,
    ownerCompanyId: linked.ownerCompanyId,
    partnerCompanyId: linked.partnerCompanyId,
    google: [byCode('google', 'DF-001'), byCode('google', 'DF-002'), byCode('google', 'DF-005')],
    yahoo: byCode('yahoo', 'DF-002'),
    partnerGoogle: { id: partner.id, key: `g_${partner.id}` },
  };
}

/** [YYYY/MM, keyword, value, threshold] */
export type KeywordSeed = [string, string, number | null, number | null];

export async function insertKeywords(t: TestApp, companyId: number, localAccountId: number, seeds: readonly KeywordSeed[]): Promise<void> {
  await t.db.insert(insightSearchKeywords).values(seeds.map(([month, keyword, value, threshold]) => ({ companyId, localAccountId, month: monthToIso(month), keyword, value, threshold })));
}
