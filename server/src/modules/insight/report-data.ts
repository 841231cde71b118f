import { and, asc, between, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DateRange } from '../../../../src/shared/dates/periods';
import type { Db } from '../../db/client';
import { jstDayEnd, jstDayStart } from '../../formats';
import { companies } from '../../tenancy/tenancy.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { parseAccountKeys, toAccountKey } from '../local-accounts/local-account-keys';
import { reviews } from '../reviews/reviews.table';
import { stores } from '../stores/stores.table';
import { slashToIso, tokyoDate } from './insight-scope';
import { GOOGLE_COLUMNS, insightGoogleDaily, insightSearchKeywords, reportComments } from './insight.table';
import type { ReportUnit } from './report-range';

// The reports' queries: every figure is summed in SQL, grouped by account (and bucket), over the indexed daily rows
// of the company; the writers only lay the rows out.

export interface ReportStore {
  accountId: number;
  key: string;
  storeCode: string;
  name: string;
}

export interface ReportBrand {
  name: string;
  ownership: 'allgrow' | 'partner';
  logoUrl: string | null;
}

/** The linked stores the keys name, in store-code order; keys not linked to the company are left out. */
export async function loadReportStores(db: Db, companyId: number, keys: readonly string[]): Promise<ReportStore[]> {
  const refs = parseAccountKeys(keys);
  if (refs.length === 0) return [];
  const rows = await db
    .select({ id: localAccounts.id, provider: localAccounts.provider, title: localAccounts.title, storeCode: stores.storeCode, name: stores.name })
    .from(localAccounts)
    .leftJoin(stores, and(eq(stores.id, localAccounts.storeId), eq(stores.companyId, companyId)))
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), inArray(localAccounts.id, refs.map((r) => r.id))))
    .orderBy(asc(stores.storeCode), asc(localAccounts.id));
  return rows
    .filter((r) => refs.some((ref) => ref.id === r.id && ref.provider === r.provider))
    .map((r) => ({ accountId: r.id, key: toAccountKey(r.provider, r.id), storeCode: r.storeCode ?? '', name: r.name ?? r.title }));
}

export async function loadReportBrand(db: Db, companyId: number): Promise<ReportBrand> {
  const [row] = await db
    .select({ name: companies.corporateName, ownership: companies.ownership, logoUrl: companies.logoUrl })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw new Error(`report: company ${companyId} not found`);
  return row;
}

/** The SQL label of a day's bucket, as the API labels it (week = its Monday, as date_trunc and the shared model do). */
export const bucketSql = (day: AnyPgColumn | SQL, unit: ReportUnit): SQL<string> =>
  unit === 'month'
    ? sql<string>`to_char(${day}::timestamp, 'YYYY/MM')`
    : unit === 'week'
      ? sql<string>`to_char(date_trunc('week', ${day}::timestamp), 'YYYY/MM/DD')`
      : sql<string>`to_char(${day}::timestamp, 'YYYY/MM/DD')`;

export const sumOf = (column: AnyPgColumn | SQL): SQL<number> => sql<number>`coalesce(sum(${column}), 0)::int`;

export type GoogleMetric = keyof typeof GOOGLE_COLUMNS;
export type GoogleFigures = Record<GoogleMetric, number>;

const googleSums = () => Object.fromEntries(Object.entries(GOOGLE_COLUMNS).map(([id, column]) => [id, sumOf(column)])) as Record<GoogleMetric, SQL<number>>;

const googleScope = (companyId: number, accountIds: readonly number[], range: DateRange) =>
  and(
    eq(insightGoogleDaily.companyId, companyId),
    inArray(insightGoogleDaily.localAccountId, [...accountIds]),
    between(insightGoogleDaily.date, slashToIso(range.start), slashToIso(range.end)),
  );

export interface GoogleBucketRow extends GoogleFigures {
  accountId: number;
  bucket: string;
}

/** Sums per account per bucket (only buckets with rows). */
export async function loadGoogleBuckets(db: Db, companyId: number, accountIds: readonly number[], range: DateRange, unit: ReportUnit): Promise<GoogleBucketRow[]> {
  if (accountIds.length === 0) return [];
  const bucket = bucketSql(insightGoogleDaily.date, unit);
  return db
    .select({ accountId: insightGoogleDaily.localAccountId, bucket, ...googleSums() })
    .from(insightGoogleDaily)
    .where(googleScope(companyId, accountIds, range))
    .groupBy(insightGoogleDaily.localAccountId, bucket)
    .orderBy(insightGoogleDaily.localAccountId, bucket);
}

/** Sums per account over the whole range. */
export async function loadGoogleTotals(db: Db, companyId: number, accountIds: readonly number[], range: DateRange): Promise<Map<number, GoogleFigures>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: insightGoogleDaily.localAccountId, ...googleSums() })
    .from(insightGoogleDaily)
    .where(googleScope(companyId, accountIds, range))
    .groupBy(insightGoogleDaily.localAccountId);
  return new Map(rows.map(({ accountId, ...figures }) => [accountId, figures]));
}

export interface KeywordRow {
  accountId: number;
  keyword: string;
  value: number | null;
  threshold: number | null;
}

/** The month's keywords per account, most searched first (a threshold counts as its bound). */
export async function loadSearchKeywords(db: Db, companyId: number, accountIds: readonly number[], month: string): Promise<KeywordRow[]> {
  if (accountIds.length === 0) return [];
  const t = insightSearchKeywords;
  return db
    .select({ accountId: t.localAccountId, keyword: t.keyword, value: t.value, threshold: t.threshold })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.localAccountId, [...accountIds]), eq(t.month, month)))
    .orderBy(t.localAccountId, desc(sql`coalesce(${t.value}, ${t.threshold})`), asc(t.keyword));
}

export interface ReviewBucketRow {
  accountId: number;
  bucket: string;
  count: number;
  average: number | null;
}

/** Provider reviews (not the coupon form's) received per account per Tokyo month, with their average rating. */
export async function loadReviewMonths(db: Db, companyId: number, accountIds: readonly number[], range: DateRange): Promise<ReviewBucketRow[]> {
  const from = jstDayStart(range.start);
  const to = jstDayEnd(range.end);
  if (accountIds.length === 0 || !from || !to) return [];
  const bucket = sql<string>`to_char(${tokyoDate(reviews.postedAt)}, 'YYYY/MM')`;
  const rows = await db
    .select({
      accountId: reviews.localAccountId,
      bucket,
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${reviews.rating}), 2)`,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.companyId, companyId),
        inArray(reviews.localAccountId, [...accountIds]),
        eq(reviews.kind, 1),
        sql`${reviews.postedAt} >= ${from.toISOString()}::timestamptz and ${reviews.postedAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(reviews.localAccountId, bucket)
    .orderBy(reviews.localAccountId, bucket);
  return rows.map((r) => ({ ...r, average: r.average === null ? null : Number(r.average) }));
}

/** The range's review count and average per store, weighting each month's average by its count. */
export function summariseReviews(rows: readonly ReviewBucketRow[]): Map<number, { count: number; average: number | null }> {
  const sums = new Map<number, { count: number; rated: number; weighted: number }>();
  for (const row of rows) {
    const acc = sums.get(row.accountId) ?? { count: 0, rated: 0, weighted: 0 };
    acc.count += row.count;
    if (row.average !== null) {
      acc.rated += row.count;
      acc.weighted += row.average * row.count;
    }
    sums.set(row.accountId, acc);
  }
  return new Map([...sums].map(([id, acc]) => [id, { count: acc.count, average: acc.rated > 0 ? Math.round((acc.weighted / acc.rated) * 100) / 100 : null }]));
}

export async function loadCommentsByAccount(db: Db, companyId: number, accountIds: readonly number[]): Promise<Map<number, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: reportComments.localAccountId, comment: reportComments.comment })
    .from(reportComments)
    .where(and(eq(reportComments.companyId, companyId), inArray(reportComments.localAccountId, [...accountIds])));
  return new Map(rows.map((r) => [r.accountId, r.comment]));
}
