import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { FakeClock } from '../../testing/fake-clock';
import { companies } from '../../tenancy/tenancy.table';
import { createExportsTestApp, type ExportsTestApp } from '../exports/exports.testing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { reviews } from '../reviews/reviews.table';
import { stores } from '../stores/stores.table';
import { insightGoogleDaily, insightSearchKeywords, insightYahooDaily, insightYahooKeywords } from './insight.table';

// Test support for the reports: the demo tenant with two Google and one Yahoo listing linked by hand and known daily
// figures, at a fixed instant so the summary window is 2025/12/01–2026/02/28.

/** 2026/03/15 12:00 in Tokyo. */
export const REPORTS_NOW = new Date('2026-03-15T03:00:00Z');

export interface ReportsTestApp extends ExportsTestApp {
  ownerCompanyId: number;
  partnerCompanyId: number;
  google: { key: string; id: number; storeCode: string; name: string }[];
  yahoo: { key: string; id: number };
  partnerGoogle: { key: string; id: number };
}

async function linkAccount(t: ExportsTestApp, companyId: number, provider: 'google' | 'yahoo', store: { id: number; name: string }, n: number) {
  const [row] = await t.db
    .insert(localAccounts)
    .values({ companyId, provider, providerLocationId: `loc-${companyId}-${provider}-${n}`, title: store.name, address: '東京都渋谷区1-1', status: 'linked', storeId: store.id, linkedAt: REPORTS_NOW })
    .returning({ id: localAccounts.id });
  return { key: `${provider === 'google' ? 'g' : 'y'}_${row.id}`, id: row.id };
}

const isoDays = (from: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

export async function createReportsTestApp(): Promise<ReportsTestApp> {
  const t = await createExportsTestApp({ clock: new FakeClock(REPORTS_NOW) });
  const all = await t.db.select({ id: companies.id, name: companies.corporateName }).from(companies);
  const idOf = (name: string) => all.find((r) => r.name === name)?.id ?? 0;
  const ownerCompanyId = idOf('株式会社デモフーズ');
  const partnerCompanyId = idOf('パートナー商事株式会社');
  const storeRows = await t.db.select().from(stores).where(eq(stores.companyId, ownerCompanyId)).orderBy(asc(stores.storeCode)).limit(2);
  const google = [];
  for (const [i, store] of storeRows.entries()) google.push({ ...(await linkAccount(t, ownerCompanyId, 'google', store, i)), storeCode: store.storeCode, name: store.name });
  const yahoo = await linkAccount(t, ownerCompanyId, 'yahoo', storeRows[0], 9);
  const [partnerStore] = await t.db.select().from(stores).where(eq(stores.companyId, partnerCompanyId)).limit(1);
  const partnerGoogle = await linkAccount(t, partnerCompanyId, 'google', partnerStore, 0);
  await seedFigures(t, ownerCompanyId, google, yahoo);
  return { ...t, ownerCompanyId, partnerCompanyId, google, yahoo, partnerGoogle };
}

/**
 * Daily rows from 2025/09/01 to 2026/02/28: store i has call_clicks = i + 1 and impressions_mobile_maps = 10 × (i + 1)
 * every day, so a month's figure is a day count times that.
 */
async function seedFigures(t: ExportsTestApp, companyId: number, google: { id: number }[], yahoo: { id: number }) {
  const days = isoDays('2025-09-01', 181);
  for (const [i, account] of google.entries()) {
    await t.db.insert(insightGoogleDaily).values(
      days.map((date) => ({ companyId, localAccountId: account.id, date, callClicks: i + 1, impressionsMobileMaps: 10 * (i + 1), websiteClicks: 2 })),
    );
    await t.db.insert(insightSearchKeywords).values([
      { companyId, localAccountId: account.id, month: '2026-02-01', keyword: '渋谷 ランチ', value: 120 },
      { companyId, localAccountId: account.id, month: '2026-02-01', keyword: '渋谷 定食', value: null, threshold: 15 },
    ]);
  }
  await t.db.insert(insightYahooDaily).values(days.map((date) => ({ companyId, localAccountId: yahoo.id, date, pageViews: 5, actionCall: 1, ageGroups: [0, 1, 2, 3, 0, 0, 0, 0] })));
  await t.db.insert(insightYahooKeywords).values({ companyId, localAccountId: yahoo.id, month: '2026-02-01', keyword: '梅田 カフェ', count: 33 });
  const review = (n: number, rating: number, postedAt: string) => ({
    companyId,
    localAccountId: google[0].id,
    provider: 'google' as const,
    providerReviewId: `r-${n}`,
    reviewerName: 'テスト',
    rating,
    postedAt: new Date(postedAt),
    providerUpdatedAt: new Date(postedAt),
  });
  // 2026/01/31 23:30 Tokyo is January; 2026/01/31 15:30Z is 2026/02/01 00:30 Tokyo, February.
  await t.db.insert(reviews).values([review(1, 5, '2026-01-10T03:00:00Z'), review(2, 4, '2026-01-31T14:30:00Z'), review(3, 3, '2026-01-31T15:30:00Z')]);
}

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook;
}

/** A sheet as rows of cell values (1-based columns dropped). */
export function sheetRows(workbook: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.isArray(row.values) ? row.values.slice(1) : []));
  return rows;
}
