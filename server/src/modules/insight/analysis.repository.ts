import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import type { TimeUnit } from '../../../../src/shared/dates/period';
import { TOKYO } from '../../../../src/shared/dates/zone';
import type { Db } from '../../db/client';
import type { ListingProviderName } from '../../providers/listing-provider';
import { mediaPostHistories } from '../media-posting/media-posting.table';
import { postHistories } from '../posts/posts.table';
import { reviews } from '../reviews/reviews.table';
import type { AnalysisPlan } from './analysis-sources';
import { intArray, tokyoDate } from './insight-scope';
import { GOOGLE_COLUMNS, insightGoogleDaily, insightYahooDaily, insightYahooKeywords } from './insight.table';

// The analysis reads: one grouped query per request over the indexed daily rows (or the event tables), summing each
// field per account and bucket, plus the small look-ups around it. Every query is scoped to the company.

/** Inclusive ISO days (YYYY-MM-DD). */
export interface IsoRange {
  start: string;
  end: string;
}

export interface SumsQuery {
  companyId: number;
  accountIds: readonly number[];
  /** The days shown; rows of `previousStart` up to the day before `range.start` sum into the bucket 'previous'. */
  range: IsoRange;
  previousStart: string;
  unit: TimeUnit;
}

/** One account's summed fields in one bucket ('YYYY-MM-DD' of the bucket's first day, or 'previous'). */
export interface BucketSum {
  accountId: number;
  bucket: string;
  fields: number[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const UNITS: Record<TimeUnit, string> = { day: 'day', week: 'week', month: 'month' };

// date_trunc('week') starts weeks on Monday (ISO), as the shared bucketing does.
const bucketOf = (day: SQL | PgColumn, q: SumsQuery): SQL<string> =>
  sql<string>`case when ${day} < ${q.range.start}::date then 'previous' else to_char(date_trunc('${sql.raw(UNITS[q.unit])}', ${day}::timestamp), 'YYYY-MM-DD') end`;

const googleColumns: Record<string, PgColumn> = GOOGLE_COLUMNS;

const yahooColumns: Record<string, PgColumn> = {
  page_views: insightYahooDaily.pageViews,
  user_views: insightYahooDaily.userViews,
  searches: insightYahooDaily.searches,
  action_call: insightYahooDaily.actionCall,
  action_route: insightYahooDaily.actionRoute,
  action_website: insightYahooDaily.actionWebsite,
  action_reservation: insightYahooDaily.actionReservation,
  device_smartphone: insightYahooDaily.deviceSmartphone,
  device_pc: insightYahooDaily.devicePc,
  device_tablet: insightYahooDaily.deviceTablet,
  gender_female: insightYahooDaily.genderFemale,
  gender_male: insightYahooDaily.genderMale,
  gender_unknown: insightYahooDaily.genderUnknown,
};

function yahooField(id: string): SQL | PgColumn {
  const age = /^age_(\d+)$/.exec(id);
  // PostgreSQL arrays are 1-based: age group 0 is element 1.
  if (age) return sql`${insightYahooDaily.ageGroups}[${sql.raw(String(Number(age[1]) + 1))}]`;
  const column = yahooColumns[id];
  if (!column) throw new Error(`No Yahoo daily column for metric ${id}`);
  return column;
}

function googleField(id: string): PgColumn {
  const column = googleColumns[id];
  if (!column) throw new Error(`No Google daily column for metric ${id}`);
  return column;
}

const dailyOf = (plan: AnalysisPlan) =>
  plan.source === 'google_daily' ? { table: insightGoogleDaily, field: googleField } : { table: insightYahooDaily, field: yahooField };

/**
 * The query over a daily table (exported so the bench can EXPLAIN exactly what the endpoint runs). By week or month
 * the rows fold into one row per account and bucket. By day every row is its own bucket, so each account comes back as
 * one row of arrays (day offsets from the start, and one array per field): hundreds of stores × 18 months of single
 * rows cost far more to hand over than to read. The period before the range folds into one row per account (null
 * bucket, null offsets). PostgreSQL arrays carry no dimension in their type, so both shapes share the fields column.
 */
export function dailySumsSql(plan: AnalysisPlan, q: SumsQuery): SQL {
  const { table, field } = dailyOf(plan);
  const of = (from: SQL) => and(eq(table.companyId, q.companyId), inArray(table.localAccountId, [...q.accountIds]), from);
  const sums = sql.join(plan.fields.map((id) => sql`coalesce(sum(${field(id)}), 0)::float8`), sql`, `);
  const shown = of(sql`${table.date} between ${q.range.start}::date and ${q.range.end}::date`);
  const range =
    q.unit === 'day'
      ? sql`select ${table.localAccountId} as account, null::date as bucket, array_agg(${table.date} - ${q.range.start}::date) as offsets,
               array[${sql.join(plan.fields.map((id) => sql`array_agg(coalesce(${field(id)}, 0)::float8)`), sql`, `)}] as fields
             from ${table} where ${shown} group by 1`
      : sql`select ${table.localAccountId} as account, date_trunc('${sql.raw(UNITS[q.unit])}', ${table.date}::timestamp)::date as bucket,
               null::int[] as offsets, array[${sums}] as fields
             from ${table} where ${shown} group by 1, 2`;
  const previous = of(sql`${table.date} >= ${q.previousStart}::date and ${table.date} < ${q.range.start}::date`);
  return sql`select account, to_char(bucket, 'YYYY-MM-DD') as bucket, offsets, fields from (
    ${range}
    union all
    select ${table.localAccountId}, null::date, null::int[], array[${sums}] from ${table} where ${previous} group by 1) s`;
}

interface DailyRow {
  account: number;
  bucket: string | null;
  offsets: number[] | null;
  fields: number[] | number[][];
}

async function dailySums(db: Db, plan: AnalysisPlan, q: SumsQuery): Promise<BucketSum[]> {
  const rows = rowsOf<DailyRow>(await db.execute(dailySumsSql(plan, q)));
  const start = DateTime.fromISO(q.range.start, { zone: 'utc' });
  const dayKeys: string[] = [];
  const dayKey = (offset: number) => (dayKeys[offset] ??= start.plus({ days: offset }).toISODate() ?? '');
  const sums: BucketSum[] = [];
  for (const row of rows) {
    const accountId = Number(row.account);
    if (row.offsets === null) {
      sums.push({ accountId, bucket: row.bucket ?? 'previous', fields: (row.fields as number[]).map(Number) });
      continue;
    }
    const columns = row.fields as number[][];
    row.offsets.forEach((offset, j) => sums.push({ accountId, bucket: dayKey(Number(offset)), fields: columns.map((c) => Number(c[j])) }));
  }
  return sums;
}

const tokyoMidnight = (isoDay: string, plusDays = 0): Date => DateTime.fromISO(isoDay, { zone: TOKYO }).plus({ days: plusDays }).toJSDate();

interface EventSource {
  table: typeof mediaPostHistories | typeof postHistories | typeof reviews;
  companyId: PgColumn;
  accountId: PgColumn;
  at: PgColumn;
  done: SQL;
  fields: SQL[];
}

function eventSource(plan: AnalysisPlan): EventSource {
  switch (plan.source) {
    case 'media_posts':
      return {
        table: mediaPostHistories,
        companyId: mediaPostHistories.companyId,
        accountId: mediaPostHistories.localAccountId,
        at: mediaPostHistories.postedAt,
        done: eq(mediaPostHistories.status, 'posted'),
        fields: [sql`count(*)::float8`],
      };
    case 'post_histories':
      // The spec's 0 成功; a post deleted later (-1) no longer counts as published.
      return { table: postHistories, companyId: postHistories.companyId, accountId: postHistories.localAccountId, at: postHistories.postedAt, done: eq(postHistories.status, 0), fields: [sql`count(*)::float8`] };
    case 'reviews':
      // Provider reviews only: the coupon feedback form (kind 2) is not a review on the listing.
      return {
        table: reviews,
        companyId: reviews.companyId,
        accountId: reviews.localAccountId,
        at: reviews.postedAt,
        done: eq(reviews.kind, 1),
        fields: [sql`count(*)::float8`, sql`coalesce(sum(${reviews.rating}), 0)::float8`, sql`count(${reviews.rating})::float8`],
      };
    default:
      throw new Error(`${plan.source} is not an event source`);
  }
}

async function eventSums(db: Db, plan: AnalysisPlan, q: SumsQuery): Promise<BucketSum[]> {
  const s = eventSource(plan);
  const day = tokyoDate(s.at);
  const rows = await db
    .select({ accountId: sql<number>`${s.accountId}`.mapWith(Number), bucket: bucketOf(day, q), fields: sql<number[]>`array[${sql.join(s.fields, sql`, `)}]::float8[]` })
    .from(s.table)
    .where(
      and(
        eq(s.companyId, q.companyId),
        inArray(s.accountId, [...q.accountIds]),
        s.done,
        gte(s.at, tokyoMidnight(q.previousStart)),
        lt(s.at, tokyoMidnight(q.range.end, 1)),
      ),
    )
    .groupBy(sql`1, 2`);
  return rows.map((r) => ({ ...r, fields: r.fields.map(Number) }));
}

/** Per account and bucket, the plan's fields summed over the range and (bucket 'previous') the period before it. */
export async function bucketSums(db: Db, plan: AnalysisPlan, q: SumsQuery): Promise<BucketSum[]> {
  if (q.accountIds.length === 0) return [];
  return plan.source === 'google_daily' || plan.source === 'yahoo_daily' ? dailySums(db, plan, q) : eventSums(db, plan, q);
}

const dailyTable = (provider: ListingProviderName) => (provider === 'google' ? insightGoogleDaily : insightYahooDaily);

// Per account, one step along the (local_account_id, date) primary key, so the edge day of hundreds of stores costs
// as many index probes instead of a scan of their 18 months of rows.
async function edgeDataDay(db: Db, companyId: number, provider: ListingProviderName, accountIds: readonly number[], edge: 'first' | 'last'): Promise<string | null> {
  if (accountIds.length === 0) return null;
  const table = dailyTable(provider);
  const order = sql.raw(edge === 'first' ? 'asc' : 'desc');
  const pick = sql.raw(edge === 'first' ? 'min' : 'max');
  const result = await db.execute(sql`
    select to_char(${pick}(d.date), 'YYYY-MM-DD') as day from unnest(${intArray(accountIds)}) as a(id)
      cross join lateral (select ${table.date} as date from ${table}
                          where ${table.localAccountId} = a.id and ${table.companyId} = ${companyId} order by ${table.date} ${order} limit 1) d`);
  return rowsOf<{ day: string | null }>(result)[0]?.day ?? null;
}

/** The first day with provider figures among the accounts (ISO), or null. */
export const firstDataDay = (db: Db, companyId: number, provider: ListingProviderName, accountIds: readonly number[]) => edgeDataDay(db, companyId, provider, accountIds, 'first');

/** The last day with provider figures among the accounts (ISO), or null: providers lag a few days. */
export const lastDataDay = (db: Db, companyId: number, provider: ListingProviderName, accountIds: readonly number[]) => edgeDataDay(db, companyId, provider, accountIds, 'last');

/** The Yahoo search keywords of the months overlapping the range, summed over the accounts, most first. */
export async function yahooKeywords(db: Db, companyId: number, accountIds: readonly number[], range: IsoRange, limit: number): Promise<{ keyword: string; count: number }[]> {
  if (accountIds.length === 0) return [];
  const k = insightYahooKeywords;
  const total = sql<number>`sum(${k.count})::float8`.mapWith(Number);
  return db
    .select({ keyword: k.keyword, count: total })
    .from(k)
    .where(
      and(
        eq(k.companyId, companyId),
        inArray(k.localAccountId, [...accountIds]),
        gte(k.month, sql`date_trunc('month', ${range.start}::date)::date`),
        lte(k.month, range.end),
      ),
    )
    .groupBy(k.keyword)
    .orderBy(desc(total), asc(k.keyword))
    .limit(limit);
}
