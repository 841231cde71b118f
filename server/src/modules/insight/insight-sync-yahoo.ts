import { AGE_GROUP_COUNT } from '../../../../src/shared/insight/insight-metrics';
import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import type { YahooAnalytics, YahooAnalyticsMetric } from '../../providers/yahoo/yahoo.types';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { insightSyncMessagesJa as m } from './insight-sync.messages.ja';
import type { InsightSyncTarget } from './insight-sync.repository';
import { replaceYahooKeywordMonth, upsertYahooDaily, type YahooDailyRow } from './insight-sync-rows.repository';
import { addDays, chunkDays, dailyRange, earlierOf, laterOf, monthEnd, monthsBetween, todayOf, YAHOO_HISTORY_DAYS } from './insight-sync-window';

// Yahoo!プレイス access analytics → insight_yahoo_daily (one wide row per day) and insight_yahoo_keywords (the
// search ranks of each calendar month).

type SyncDeps = Pick<Deps, 'db' | 'clock' | 'tokenCipher' | 'providers'>;
type Column = Exclude<keyof YahooDailyRow, 'companyId' | 'localAccountId' | 'date' | 'syncedAt' | 'ageGroups'>;
type Point = YahooAnalytics['series'][number];

/** Metrics read over the whole range; `search` is read per calendar month, for its monthly keyword ranks. */
const RANGE_METRICS = ['page_view', 'user_view', 'action', 'device', 'gender', 'age'] as const satisfies readonly YahooAnalyticsMetric[];
const DAYS_PER_REQUEST = 186;

const VALUE_COLUMN: Partial<Record<YahooAnalyticsMetric, Column>> = { page_view: 'pageViews', user_view: 'userViews', action: 'actions', search: 'searches' };
const BREAKDOWN_COLUMNS: Partial<Record<YahooAnalyticsMetric, Record<string, Column>>> = {
  action: { call: 'actionCall', route: 'actionRoute', website: 'actionWebsite', reservation: 'actionReservation' },
  device: { smartphone: 'deviceSmartphone', pc: 'devicePc', tablet: 'deviceTablet' },
  gender: { female: 'genderFemale', male: 'genderMale', unknown: 'genderUnknown' },
};

/** Keys '0'…'7' of the age breakdown, as the array the table keeps (index 0: under 10, n: the n×10s). */
export const ageGroupsOf = (breakdown: Record<string, number> | undefined): number[] =>
  Array.from({ length: AGE_GROUP_COUNT }, (_, index) => breakdown?.[String(index)] ?? 0);

/** Folds one metric's points into the day rows of [from, to]; days outside belong to another run's range. */
export function foldMetric(rows: Map<string, YahooDailyRow>, base: Omit<YahooDailyRow, 'date'>, metric: YahooAnalyticsMetric, series: readonly Point[], range: { from: string; to: string }): void {
  for (const point of series) {
    if (point.date < range.from || point.date > range.to) continue;
    const row = rows.get(point.date) ?? { ...base, date: point.date };
    const valueColumn = VALUE_COLUMN[metric];
    if (valueColumn) row[valueColumn] = point.value;
    for (const [key, column] of Object.entries(BREAKDOWN_COLUMNS[metric] ?? {})) row[column] = point.breakdown?.[key] ?? 0;
    if (metric === 'age') row.ageGroups = ageGroupsOf(point.breakdown);
    rows.set(point.date, row);
  }
}

/**
 * Reads every metric from the backfill start (clamped to the 548 days Yahoo keeps) or a few days before the last
 * copied day, to yesterday, and replaces the keywords of every month the range touches. Answers the last day.
 */
export async function syncYahooAccess(deps: SyncDeps, target: InsightSyncTarget, syncedThrough: string | null): Promise<string> {
  const now = deps.clock.now();
  const { adapter: api } = await providerAccessFor(deps, target.companyId, 'yahoo');
  if (!(await api.capabilities()).analytics) throw new DomainError('yahoo_analytics_unavailable', 409, m.yahooAnalyticsUnavailable);
  const earliest = addDays(todayOf(now), -YAHOO_HISTORY_DAYS);
  const range = dailyRange(now, syncedThrough, earliest);
  const place = target.providerLocationId;
  const base = { companyId: target.companyId, localAccountId: target.localAccountId, syncedAt: now };
  const rows = new Map<string, YahooDailyRow>();
  for (const chunk of chunkDays(range.from, range.to, DAYS_PER_REQUEST)) {
    for (const metric of RANGE_METRICS) foldMetric(rows, base, metric, (await api.analytics(place, { metric, ...chunk })).series, range);
  }
  // Whole months, so a month's ranks are never those of a few days; the month's first days are outside the range
  // on a daily run and only their ranks are used.
  for (const month of monthsBetween(range.from, range.to)) {
    const search = await api.analytics(place, { metric: 'search', from: laterOf(month, earliest), to: earlierOf(monthEnd(month), range.to) });
    foldMetric(rows, base, 'search', search.series, range);
    await replaceYahooKeywordMonth(deps.db, { companyId: target.companyId, localAccountId: target.localAccountId, month }, search.ranks);
  }
  await upsertYahooDaily(deps.db, [...rows.values()].sort((a, b) => a.date.localeCompare(b.date)));
  return range.to;
}
