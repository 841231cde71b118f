import type { Deps } from '../../deps';
import type { DailyMetric, DailyMetricSeries } from '../../providers/google/google.types';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import type { InsightSyncTarget } from './insight-sync.repository';
import { replaceGoogleKeywordMonth, upsertGoogleDaily, type GoogleDailyRow, type KeywordRow } from './insight-sync-rows.repository';
import { addMonths, backfillStart, chunkDays, dailyRange, earlierOf, KEYWORD_REFRESH_MONTHS, laterOf, monthStart, monthsBetween, todayOf } from './insight-sync-window';

// Google Business Profile Performance → insight_google_daily and insight_search_keywords, through the Google
// adapter (every call passes the shared limiter's project quota).

type SyncDeps = Pick<Deps, 'db' | 'clock' | 'tokenCipher' | 'providers'>;
type CountColumn = Exclude<keyof GoogleDailyRow, 'companyId' | 'localAccountId' | 'date' | 'syncedAt'>;

const COLUMN_OF: Record<DailyMetric, CountColumn> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 'impressionsDesktopMaps',
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 'impressionsMobileMaps',
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 'impressionsDesktopSearch',
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 'impressionsMobileSearch',
  CALL_CLICKS: 'callClicks',
  BUSINESS_DIRECTION_REQUESTS: 'directionRequests',
  WEBSITE_CLICKS: 'websiteClicks',
  BUSINESS_BOOKINGS: 'bookings',
  BUSINESS_FOOD_ORDERS: 'foodOrders',
  BUSINESS_FOOD_MENU_CLICKS: 'foodMenuClicks',
  BUSINESS_CONVERSATIONS: 'conversations',
};
const DAILY_METRICS = Object.keys(COLUMN_OF) as DailyMetric[];
/** Days per performance request: Google refuses ranges much longer than 18 months, and smaller answers retry cheaper. */
const DAYS_PER_REQUEST = 186;
const KEYWORD_PAGE_SIZE = 100;

/**
 * One row per day that has at least one value. A day where every metric is null is not available yet (Google's
 * lag) and is left out, so the next run's overlap fills it; a null beside values is a zero (Google omits zeros).
 */
export function toGoogleDailyRows(target: InsightSyncTarget, series: readonly DailyMetricSeries[], now: Date): GoogleDailyRow[] {
  const byDate = new Map<string, GoogleDailyRow>();
  for (const { metric, values } of series) {
    const column = COLUMN_OF[metric];
    for (const { date, value } of values) {
      if (value === null) continue;
      const row = byDate.get(date) ?? { companyId: target.companyId, localAccountId: target.localAccountId, date, syncedAt: now };
      row[column] = value;
      byDate.set(date, row);
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Daily performance from the backfill start (first run) or a few days before the last copied day, to yesterday. */
export async function syncGoogleMetrics(deps: SyncDeps, target: InsightSyncTarget, syncedThrough: string | null): Promise<string> {
  const now = deps.clock.now();
  const google = await providerAccessFor(deps, target.companyId, 'google');
  const range = dailyRange(now, syncedThrough);
  for (const chunk of chunkDays(range.from, range.to, DAYS_PER_REQUEST)) {
    const series = await google.adapter.fetchMultiDailyMetricsTimeSeries(google.credentials, target.providerLocationId, DAILY_METRICS, { start: chunk.from, end: chunk.to });
    await upsertGoogleDaily(deps.db, toGoogleDailyRows(target, series, now));
  }
  return range.to;
}

/**
 * Monthly keywords: every complete month of the backfill on the first run, then the last two again every day. Each
 * month is read page by page and replaces that month's stored keywords. Answers the last month copied.
 */
export async function syncGoogleKeywords(deps: SyncDeps, target: InsightSyncTarget, syncedThrough: string | null): Promise<string> {
  const now = deps.clock.now();
  const google = await providerAccessFor(deps, target.companyId, 'google');
  const lastMonth = addMonths(monthStart(todayOf(now)), -1);
  // After a pause (a long outage) the months since the last copied one are read too, never before the backfill.
  const refreshFrom = addMonths(lastMonth, 1 - KEYWORD_REFRESH_MONTHS);
  const firstMonth = syncedThrough === null ? backfillStart(now) : laterOf(backfillStart(now), earlierOf(monthStart(syncedThrough), refreshFrom));
  for (const month of monthsBetween(firstMonth, lastMonth)) {
    const keywords: KeywordRow[] = [];
    let pageToken: string | undefined;
    do {
      const page = await google.adapter.listMonthlySearchKeywords(google.credentials, target.providerLocationId, { start: month, end: month }, { pageSize: KEYWORD_PAGE_SIZE, pageToken });
      keywords.push(...page.items);
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    await replaceGoogleKeywordMonth(deps.db, { companyId: target.companyId, localAccountId: target.localAccountId, month }, keywords, now);
  }
  return lastMonth;
}
