import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, tokyoDate } from '../insight/insight-scope';
import { insightGoogleDaily as g } from '../insight/insight.table';
import { postHistories } from '../posts/posts.table';
import { measures, rankResults } from '../ranking/ranking.table';
import { reviews } from '../reviews/reviews.table';

// The dashboard's counts, grouped in SQL by listing and Tokyo day (or month). Every statement names the company.
// Reviews are the providers' own (kind 1): coupon feedback is not something the store "received" on its listing.

/** A timestamp's Tokyo day as YYYY-MM-DD text (text rather than date: drivers differ in how they return dates). */
const tokyoDay = (column: SQLWrapper) => sql<string>`to_char(${tokyoDate(column)}, 'YYYY-MM-DD')`;
const int = (expression: SQLWrapper) => sql<number>`${expression}`.mapWith(Number);

/** Instants [from, to) and the listings asked about. */
export interface InstantScope {
  companyId: number;
  accountIds: readonly number[];
  from: Date;
  to: Date;
}

/** Tokyo days (YYYY-MM-DD, inclusive) and the listings asked about. */
export interface DayScope {
  companyId: number;
  accountIds: readonly number[];
  start: string;
  end: string;
}

export interface GoogleFigures {
  impressions: number;
  callClicks: number;
  directionRequests: number;
  websiteClicks: number;
}

const impressions = sql`${g.impressionsDesktopMaps} + ${g.impressionsMobileMaps} + ${g.impressionsDesktopSearch} + ${g.impressionsMobileSearch}`;

/** The Google figures summed per month (key YYYY-MM) over the listings; a month without any row is absent. */
export async function googleMonthTotals(db: Db, scope: DayScope): Promise<Map<string, GoogleFigures>> {
  if (scope.accountIds.length === 0) return new Map();
  const month = sql<string>`to_char(${g.date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      impressions: int(sql`sum(${impressions})`),
      callClicks: int(sql`sum(${g.callClicks})`),
      directionRequests: int(sql`sum(${g.directionRequests})`),
      websiteClicks: int(sql`sum(${g.websiteClicks})`),
    })
    .from(g)
    .where(and(eq(g.companyId, scope.companyId), sql`${g.localAccountId} = any(${intArray(scope.accountIds)})`, sql`${g.date} between ${scope.start} and ${scope.end}`))
    .groupBy(month);
  return new Map(rows.map(({ month: key, ...figures }) => [key, figures]));
}

export interface GoogleDayRow extends GoogleFigures {
  localAccountId: number;
  day: string;
}

/** Each listing's Google figures per day (the table's own grain: one row per listing and day). */
export async function googleDays(db: Db, scope: DayScope): Promise<GoogleDayRow[]> {
  if (scope.accountIds.length === 0) return [];
  return db
    .select({
      localAccountId: g.localAccountId,
      day: sql<string>`to_char(${g.date}, 'YYYY-MM-DD')`,
      impressions: int(impressions),
      callClicks: g.callClicks,
      directionRequests: g.directionRequests,
      websiteClicks: g.websiteClicks,
    })
    .from(g)
    .where(and(eq(g.companyId, scope.companyId), sql`${g.localAccountId} = any(${intArray(scope.accountIds)})`, sql`${g.date} between ${scope.start} and ${scope.end}`));
}

export interface ReviewDayRow {
  localAccountId: number;
  day: string;
  reviews: number;
  ratingSum: number;
  rated: number;
}

const providerReviews = (scope: { companyId: number; accountIds: readonly number[] }) =>
  and(eq(reviews.companyId, scope.companyId), eq(reviews.kind, 1), sql`${reviews.localAccountId} = any(${intArray(scope.accountIds)})`);

/** Reviews received per listing and Tokyo day, with the sum and count of their ratings. */
export async function reviewDays(db: Db, scope: InstantScope): Promise<ReviewDayRow[]> {
  if (scope.accountIds.length === 0) return [];
  const day = tokyoDay(reviews.postedAt);
  return db
    .select({
      localAccountId: reviews.localAccountId,
      day,
      reviews: int(sql`count(*)`),
      ratingSum: int(sql`coalesce(sum(${reviews.rating}), 0)`),
      rated: int(sql`count(${reviews.rating})`),
    })
    .from(reviews)
    .where(and(providerReviews(scope), sql`${reviews.postedAt} >= ${scope.from.toISOString()} and ${reviews.postedAt} < ${scope.to.toISOString()}`))
    .groupBy(reviews.localAccountId, day);
}

/** Each listing's ratings before an instant: the base the month's running average starts from. */
export async function ratingsBefore(db: Db, scope: { companyId: number; accountIds: readonly number[]; before: Date }): Promise<{ localAccountId: number; ratingSum: number; rated: number }[]> {
  if (scope.accountIds.length === 0) return [];
  return db
    .select({ localAccountId: reviews.localAccountId, ratingSum: int(sql`coalesce(sum(${reviews.rating}), 0)`), rated: int(sql`count(${reviews.rating})`) })
    .from(reviews)
    .where(and(providerReviews(scope), sql`${reviews.postedAt} < ${scope.before.toISOString()}`))
    .groupBy(reviews.localAccountId);
}

export interface CountDayRow {
  localAccountId: number;
  day: string;
  count: number;
}

/** Posts published (history status 0 成功) per listing and Tokyo day of publication. */
export async function postDays(db: Db, scope: InstantScope): Promise<CountDayRow[]> {
  if (scope.accountIds.length === 0) return [];
  const day = tokyoDay(postHistories.postedAt);
  return db
    .select({ localAccountId: postHistories.localAccountId, day, count: int(sql`count(*)`) })
    .from(postHistories)
    .where(
      and(
        eq(postHistories.companyId, scope.companyId),
        eq(postHistories.status, 0),
        sql`${postHistories.localAccountId} = any(${intArray(scope.accountIds)})`,
        sql`${postHistories.postedAt} >= ${scope.from.toISOString()} and ${postHistories.postedAt} < ${scope.to.toISOString()}`,
      ),
    )
    .groupBy(postHistories.localAccountId, day);
}

/** Rank measurements done per listing and day (measured_on is already a Tokyo day). */
export async function measurementDays(db: Db, scope: DayScope): Promise<CountDayRow[]> {
  if (scope.accountIds.length === 0) return [];
  const day = sql<string>`to_char(${rankResults.measuredOn}, 'YYYY-MM-DD')`;
  return db
    .select({ localAccountId: measures.localAccountId, day, count: int(sql`count(*)`) })
    .from(rankResults)
    .innerJoin(measures, and(eq(measures.id, rankResults.measureId), eq(measures.companyId, scope.companyId)))
    .where(
      and(
        eq(rankResults.companyId, scope.companyId),
        eq(rankResults.status, 'done'),
        sql`${measures.localAccountId} = any(${intArray(scope.accountIds)})`,
        sql`${rankResults.measuredOn} between ${scope.start} and ${scope.end}`,
      ),
    )
    .groupBy(measures.localAccountId, rankResults.measuredOn);
}
