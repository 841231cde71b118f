import { and, asc, countDistinct, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { intArray } from './insight-scope';
import { insightSearchKeywords as k } from './insight.table';

// The SQL of the search keyword answers. Every statement names the company, so a key from another tenant finds
// nothing even before the service's 404.

/** Every month (first day, YYYY-MM-DD) with keywords for any of the accounts, newest first. */
export async function availableMonths(db: Db, companyId: number, accountIds: readonly number[]): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ month: k.month })
    .from(k)
    .where(and(eq(k.companyId, companyId), sql`${k.localAccountId} = any(${intArray(accountIds)})`))
    .orderBy(desc(k.month));
  return rows.map((r) => r.month);
}

/** One listing's keywords over months start..end (first days, YYYY-MM-DD), optionally narrowed by a word. */
export interface KeywordScope {
  companyId: number;
  localAccountId: number;
  start: string;
  end: string;
  freeWord?: string;
}

const scopeOf = (s: KeywordScope): SQL =>
  and(
    eq(k.companyId, s.companyId),
    eq(k.localAccountId, s.localAccountId),
    sql`${k.month} between ${s.start} and ${s.end}`,
    s.freeWord ? ilike(k.keyword, likePattern(s.freeWord)) : undefined,
  )!;

export async function countKeywords(db: Db, scope: KeywordScope): Promise<number> {
  const [row] = await db.select({ n: countDistinct(k.keyword) }).from(k).where(scopeOf(scope));
  return Number(row?.n ?? 0);
}

/**
 * The keywords in list order: by the last month's figure, a threshold counting as its bound, keywords missing from
 * the last month after every figure; then by keyword. null page: all of them (the data file).
 */
export async function orderedKeywords(db: Db, scope: KeywordScope, page: { limit: number; offset: number } | null): Promise<string[]> {
  const lastMonth = sql`max(coalesce(${k.value}, ${k.threshold})) filter (where ${k.month} = ${scope.end})`;
  const query = db
    .select({ keyword: k.keyword })
    .from(k)
    .where(scopeOf(scope))
    .groupBy(k.keyword)
    .orderBy(sql`${lastMonth} desc nulls last`, asc(k.keyword));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => r.keyword);
}

export interface KeywordMonthRow {
  keyword: string;
  month: string;
  value: number | null;
  threshold: number | null;
}

/** The figures of the given keywords in the scope's months. */
export async function keywordMonths(db: Db, scope: KeywordScope, keywords: readonly string[]): Promise<KeywordMonthRow[]> {
  if (keywords.length === 0) return [];
  return db
    .select({ keyword: k.keyword, month: k.month, value: k.value, threshold: k.threshold })
    .from(k)
    .where(and(scopeOf({ ...scope, freeWord: undefined }), inArray(k.keyword, [...keywords])));
}

/** Many listings' keywords of one month (first day, YYYY-MM-DD). */
export interface BulkScope {
  companyId: number;
  accountIds: readonly number[];
  month: string;
  freeWord?: string;
}

const bulkScopeOf = (s: BulkScope): SQL =>
  and(
    eq(k.companyId, s.companyId),
    eq(k.month, s.month),
    sql`${k.localAccountId} = any(${intArray(s.accountIds)})`,
    s.freeWord ? ilike(k.keyword, likePattern(s.freeWord)) : undefined,
  )!;

export async function countBulkKeywords(db: Db, scope: BulkScope): Promise<number> {
  if (scope.accountIds.length === 0) return 0;
  const [row] = await db.select({ n: countDistinct(k.keyword) }).from(k).where(bulkScopeOf(scope));
  return Number(row?.n ?? 0);
}

export interface BulkKeywordRow {
  keyword: string;
  total: number;
  thresholdStores: number;
  stores: number;
}

/** Keywords summed across the listings, most searched first, then by how many stores saw them, then by keyword. */
export async function pageBulkKeywords(db: Db, scope: BulkScope, page: { limit: number; offset: number }): Promise<BulkKeywordRow[]> {
  if (scope.accountIds.length === 0) return [];
  const total = sql<number>`coalesce(sum(${k.value}), 0)`.mapWith(Number);
  const storeCount = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({ keyword: k.keyword, total, thresholdStores: sql<number>`count(*) filter (where ${k.value} is null)`.mapWith(Number), stores: storeCount })
    .from(k)
    .where(bulkScopeOf(scope))
    .groupBy(k.keyword)
    .orderBy(desc(total), desc(storeCount), asc(k.keyword))
    .limit(page.limit)
    .offset(page.offset);
}

/** Each listing's figure for the given keywords in the month, by listing id. */
export async function bulkAccountValues(db: Db, scope: BulkScope, keywords: readonly string[]): Promise<(KeywordMonthRow & { localAccountId: number })[]> {
  if (keywords.length === 0 || scope.accountIds.length === 0) return [];
  return db
    .select({ keyword: k.keyword, month: k.month, value: k.value, threshold: k.threshold, localAccountId: k.localAccountId })
    .from(k)
    .where(and(bulkScopeOf({ ...scope, freeWord: undefined }), inArray(k.keyword, [...keywords])))
    .orderBy(asc(k.localAccountId));
}
