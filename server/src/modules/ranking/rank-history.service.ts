import { isoToSlashDate } from '../../../../src/shared/dates/calendar-date';
import type { TimeUnit } from '../../../../src/shared/dates/period';
import type { DateRange, PeriodKey } from '../../../../src/shared/dates/periods';
import type { MeasureKind } from '../../../../src/shared/ranking/measure-rules';
import type { MeasureProvider } from '../../../../src/shared/ranking/rank';
import { rankPeriodRange, rankStats, type DailyRank, type RankStats } from '../../../../src/shared/ranking/rank-history';
import type { Deps } from '../../deps';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import type { AccountScope } from '../../tenancy/account-scope';
import { notFound, validationError } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { queueExport } from '../exports/exports.service';
import { visibleKinds } from './measure-access';
import { findMeasure, loadMeasureViews } from './measure-views.repository';
import { toMeasure, toResultSummary } from './measures.mapper';
import { filterAccountIds } from './measures.service';
import { rankBucketer } from '../../../../src/shared/ranking/rank-buckets';
import { rankHistoryMessagesJa as m } from './rank-history.messages.ja';
import { pageMeasureIds, type MeasureFilter } from './measure-filter.repository';
import { dailyRanks, firstMeasuredDay, resultsInRange } from './rank-history.repository';

type Schemas = components['schemas'];

/** Rows per page of the history list: each row carries up to a year and a half of daily points. */
export const HISTORY_PAGE_MAX = 50;
/** getRankHistory lists at most this many days (a year and a half and a little). */
export const HISTORY_RESULTS_MAX = 550;

export interface HistoryFilterInput {
  free_word?: string;
  provider?: MeasureProvider;
  kind?: MeasureKind;
  local_account_ids?: string[];
}

export interface PeriodInput {
  period?: PeriodKey;
  unit?: TimeUnit;
}

export const toRankStats = (stats: RankStats): Schemas['RankStats'] => ({
  best: stats.best,
  worst: stats.worst,
  average: stats.average,
  top3_days: stats.top3Days,
  measured_days: stats.measuredDays,
  out_of_range_days: stats.outOfRangeDays,
  no_result_days: stats.noResultDays,
});

/**
 * The filters as SQL conditions, narrowed to the kinds and (a store user's) stores the session may see. A chosen store
 * that is not one of the company's local accounts (or outside a store user's) answers 404, as another tenant's id must.
 */
export async function historyFilterOf(deps: Pick<Deps, 'db'>, companyId: number, kinds: readonly MeasureKind[], input: HistoryFilterInput, accountScope: AccountScope = null): Promise<MeasureFilter> {
  const localAccountIds = await filterAccountIds(deps, companyId, input.local_account_ids, accountScope);
  return {
    companyId,
    accountScope,
    kinds: input.kind ? kinds.filter((k) => k === input.kind) : kinds,
    provider: input.provider,
    freeWord: input.free_word,
    localAccountIds,
  };
}

/** The days a period covers for these measures (全期間: from the earliest day any of them was measured). */
export async function historyRange(deps: Pick<Deps, 'db' | 'clock'>, period: PeriodKey, measureIds: readonly number[]): Promise<DateRange> {
  const first = period === 'all' ? await firstMeasuredDay(deps.db, measureIds) : null;
  return rankPeriodRange(period, deps.clock.now(), first);
}

export async function listRankHistories(
  deps: Pick<Deps, 'db' | 'clock'>,
  auth: AuthContext,
  query: HistoryFilterInput & PeriodInput & { local_accounts?: string[]; page?: number; page_size?: number },
): Promise<Schemas['RankHistoryList']> {
  if ((query.page_size ?? 10) > HISTORY_PAGE_MAX) throw validationError({ page_size: [m.pageSizeMax(HISTORY_PAGE_MAX)] });
  const { page, pageSize, limit, offset } = pageWindow(query);
  const companyId = auth.company.id;
  const filter = await historyFilterOf(deps, companyId, visibleKinds(auth.actor), { ...query, local_account_ids: query.local_accounts }, auth.accountScope);
  const { ids, total } = await pageMeasureIds(deps.db, filter, { limit, offset });
  const range = await historyRange(deps, query.period ?? 'month', ids);
  const [views, byMeasure] = await Promise.all([loadMeasureViews(deps.db, companyId, ids), dailyRanks(deps.db, ids, range)]);
  const bucketer = rankBucketer(query.unit ?? 'day', range);
  const data = views.map((view) => {
    const own = byMeasure.get(view.row.id) ?? [];
    return { measure: toMeasure(view), stats: toRankStats(rankStats(own)), points: bucketer.bucket(own) };
  });
  return { data, range, pagination: toPagination(page, pageSize, total) };
}

export async function getRankHistory(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, id: number, query: PeriodInput): Promise<Schemas['RankHistoryBody']> {
  const companyId = auth.company.id;
  const measure = await findMeasure(deps.db, companyId, id, visibleKinds(auth.actor), auth.accountScope);
  if (!measure) throw notFound();
  const range = await historyRange(deps, query.period ?? 'month', [id]);
  const [[view], rows] = await Promise.all([loadMeasureViews(deps.db, companyId, [id]), resultsInRange(deps.db, id, range)]);
  if (!view) throw notFound();
  const days: DailyRank[] = rows
    .flatMap((r) => (r.status === 'done' && r.outcome ? [{ date: isoToSlashDate(r.measuredOn), outcome: r.outcome, rank: r.rank }] : []))
    .reverse();
  return {
    data: { measure: toMeasure(view), stats: toRankStats(rankStats(days)), points: rankBucketer(query.unit ?? 'day', range).bucket(days) },
    range,
    results: rows.slice(0, HISTORY_RESULTS_MAX).map(toResultSummary),
  };
}

export type RankExportInput = Schemas['RankExportRequest'];

/**
 * The filters are checked now (404 for a foreign store); the kinds this session may see travel with them (and a store
 * user's stores: queueExport records them), since the writer runs later without a session.
 */
export async function requestRankExport(deps: Deps, auth: AuthContext, input: RankExportInput) {
  const kinds = visibleKinds(auth.actor);
  await historyFilterOf(deps, auth.company.id, kinds, input, auth.accountScope);
  return queueExport(deps, auth, { kind: 'ranking', format: 'xlsx', title: m.export.title, params: { ...input, kinds } });
}
