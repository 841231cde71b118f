import { DateTime } from 'luxon';
import { todayInTokyo } from '../../../../src/shared/dates/calendar-date';
import { summaryWindow } from '../../../../src/shared/dates/periods';
import { TOKYO } from '../../../../src/shared/dates/zone';
import type { Deps } from '../../deps';
import { jstDayStart } from '../../formats';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import {
  checkedMonth,
  monthDays,
  monthLabelOf,
  requireAccounts,
  requireGoogleAccounts,
  shiftMonth,
  slashToIso,
  toAnalysisAccount,
  type AnalysisAccountRow,
} from '../insight/insight-scope';
import { addTallies, averageOf, EMPTY_TALLY, runningAverages, toDailySeries, toFigure, type FigureId, type RatingTally } from './dashboard.mapper';
import { dashboardMessagesJa as m } from './dashboard.messages.ja';
import { googleDays, googleMonthTotals, measurementDays, postDays, ratingsBefore, reviewDays, type CountDayRow, type GoogleFigures } from './dashboard.repository';

type Schemas = components['schemas'];
type Month = ReturnType<typeof monthDays>;

/** 00:00 Tokyo on a day of monthDays (always a real one). */
const startOf = (day: string): Date => jstDayStart(day)!;
const cell = (accountId: number, isoDay: string) => `${accountId}|${isoDay}`;

/** rows as values[account][day] over the month's days: the count, 0 on a day without any, null on days still to come. */
function countMatrix(accounts: readonly AnalysisAccountRow[], month: Month, today: string, rows: readonly CountDayRow[]): (number | null)[][] {
  const byCell = new Map(rows.map((r) => [cell(r.localAccountId, r.day), r.count]));
  return accounts.map((a) => month.days.map((day) => (day > today ? null : (byCell.get(cell(a.id, slashToIso(day))) ?? 0))));
}

const inMonth = (month: Month) => (row: { day: string }) => row.day >= month.isoStart && row.day <= month.isoEnd;
const total = (rows: readonly { count: number }[]) => rows.reduce((sum, r) => sum + r.count, 0);
const tallyOfRow = (row: { ratingSum: number; rated: number }): RatingTally => ({ sum: row.ratingSum, count: row.rated });

const GOOGLE_FIGURES: readonly [FigureId, keyof GoogleFigures][] = [
  ['impressions', 'impressions'],
  ['call_clicks', 'callClicks'],
  ['direction_requests', 'directionRequests'],
  ['website_clicks', 'websiteClicks'],
];

/**
 * The headline figures of a month against the previous calendar month, and their daily series.
 *
 * average_rating is the average of every review the stores have received up to the end of the month, not only of the
 * month's reviews: it is the figure a customer sees on the listing, and a month with two reviews would otherwise swing
 * the headline by whole stars. Its change is the difference in points against the same figure a month earlier.
 */
export async function getDashboardMetric(
  deps: Pick<Deps, 'db' | 'clock'>,
  auth: AuthContext,
  query: { local_account_ids?: string[]; month?: string },
): Promise<Schemas['DashboardMetricBody']> {
  const now = deps.clock.now();
  const label = checkedMonth(query.month, 'month', m.monthFormat) ?? summaryWindow(now).endMonth;
  const companyId = auth.company.id;
  const accounts = await requireGoogleAccounts(deps.db, companyId, query.local_account_ids, auth.accountScope);
  const accountIds = accounts.map((a) => a.id);
  const current = monthDays(label);
  const previous = monthDays(shiftMonth(label, -1));
  const [from, middle, to] = [startOf(previous.start), startOf(current.start), startOf(monthDays(shiftMonth(label, 1)).start)];
  const [googleTotals, googleRows, reviews, base, posts] = await Promise.all([
    googleMonthTotals(deps.db, { companyId, accountIds, start: previous.isoStart, end: current.isoEnd }),
    googleDays(deps.db, { companyId, accountIds, start: current.isoStart, end: current.isoEnd }),
    reviewDays(deps.db, { companyId, accountIds, from, to }),
    ratingsBefore(deps.db, { companyId, accountIds, before: middle }),
    postDays(deps.db, { companyId, accountIds, from, to }),
  ]);

  const today = todayInTokyo(now);
  const keys = accounts.map((a) => toAnalysisAccount(a).id);
  const [thisMonth, lastMonth] = [current.isoStart.slice(0, 7), previous.isoStart.slice(0, 7)];
  const figures: Schemas['DashboardFigure'][] = [];
  const series: Schemas['MetricSeries'][] = [];

  const googleByCell = new Map(googleRows.map((r) => [cell(r.localAccountId, r.day), r]));
  for (const [id, field] of GOOGLE_FIGURES) {
    figures.push(toFigure(id, googleTotals.get(thisMonth)?.[field] ?? null, googleTotals.get(lastMonth)?.[field] ?? null));
    const values = accounts.map((a) => current.days.map((day) => googleByCell.get(cell(a.id, slashToIso(day)))?.[field] ?? null));
    series.push(toDailySeries(id, current.days, keys, values));
  }

  const reviewCounts = reviews.map((r) => ({ ...r, count: r.reviews }));
  figures.push(toFigure('new_reviews', total(reviewCounts.filter(inMonth(current))), total(reviewCounts.filter(inMonth(previous)))));
  series.push(toDailySeries('new_reviews', current.days, keys, countMatrix(accounts, current, today, reviewCounts)));

  const baseOf = new Map(base.map((b): [number, RatingTally] => [b.localAccountId, { sum: b.ratingSum, count: b.rated }]));
  const allBase = addTallies([...baseOf.values()]);
  const monthReviews = reviews.filter(inMonth(current));
  figures.push(toFigure('average_rating', averageOf(addTallies([allBase, ...monthReviews.map(tallyOfRow)])), averageOf(allBase)));
  const byCell = new Map(monthReviews.map((r) => [cell(r.localAccountId, r.day), tallyOfRow(r)]));
  const byDay = new Map<string, RatingTally>();
  for (const r of monthReviews) byDay.set(r.day, addTallies([byDay.get(r.day) ?? EMPTY_TALLY, tallyOfRow(r)]));
  const upToToday = <T>(values: T[]): (T | null)[] => values.map((v, d) => (current.days[d] > today ? null : v));
  const ratingValues = accounts.map((a) =>
    upToToday(runningAverages(baseOf.get(a.id) ?? EMPTY_TALLY, current.days.map((day) => byCell.get(cell(a.id, slashToIso(day)))))),
  );
  const ratingTotals = upToToday(runningAverages(allBase, current.days.map((day) => byDay.get(slashToIso(day)))));
  series.push(toDailySeries('average_rating', current.days, keys, ratingValues, ratingTotals));

  figures.push(toFigure('posts_published', total(posts.filter(inMonth(current))), total(posts.filter(inMonth(previous)))));
  series.push(toDailySeries('posts_published', current.days, keys, countMatrix(accounts, current, today, posts)));

  return {
    month: label,
    range: { start: current.start, end: current.end },
    previous_range: { start: previous.start, end: previous.end },
    accounts: accounts.map(toAnalysisAccount),
    figures,
    series,
  };
}

/**
 * The month as a calendar: every day, with the posts published, reviews received and rank measurements done, and
 * the stores that had any. Any linked listing (Google or Yahoo) may be shown; local_account_id narrows to one.
 */
export async function getDashboardCalendar(
  deps: Pick<Deps, 'db' | 'clock'>,
  auth: AuthContext,
  query: { local_account_ids?: string[]; month?: string; local_account_id?: string },
): Promise<Schemas['DashboardCalendarBody']> {
  const label = checkedMonth(query.month, 'month', m.monthFormat) ?? monthLabelOf(DateTime.fromJSDate(deps.clock.now(), { zone: TOKYO }).startOf('month'));
  const companyId = auth.company.id;
  const requested = query.local_account_id ? [query.local_account_id] : query.local_account_ids;
  const accounts = await requireAccounts(deps.db, companyId, requested, ['google', 'yahoo'], auth.accountScope);
  const accountIds = accounts.map((a) => a.id);
  const month = monthDays(label);
  const instants = { companyId, accountIds, from: startOf(month.start), to: startOf(monthDays(shiftMonth(label, 1)).start) };
  const [posts, reviews, measurements] = await Promise.all([
    postDays(deps.db, instants),
    reviewDays(deps.db, instants),
    measurementDays(deps.db, { companyId, accountIds, start: month.isoStart, end: month.isoEnd }),
  ]);
  const countsOf = (rows: readonly CountDayRow[]) => new Map(rows.map((r) => [cell(r.localAccountId, r.day), r.count]));
  const [postsAt, reviewsAt, measurementsAt] = [countsOf(posts), countsOf(reviews.map((r) => ({ ...r, count: r.reviews }))), countsOf(measurements)];
  const shown = accounts.map(toAnalysisAccount);
  const keys = shown.map((a) => a.id);
  const days = month.days.map((day) => {
    const stores = accounts
      .map((a, i) => {
        const at = cell(a.id, slashToIso(day));
        return { account: keys[i], posts: postsAt.get(at) ?? 0, reviews: reviewsAt.get(at) ?? 0, measurements: measurementsAt.get(at) ?? 0 };
      })
      .filter((s) => s.posts + s.reviews + s.measurements > 0);
    const sum = (field: 'posts' | 'reviews' | 'measurements') => stores.reduce((n, s) => n + s[field], 0);
    return { date: day, posts: sum('posts'), reviews: sum('reviews'), measurements: sum('measurements'), stores };
  });
  return { month: label, accounts: shown, days };
}
