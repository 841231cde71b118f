import { eq } from 'drizzle-orm';
import type { TimeUnit } from '../../../../src/shared/dates/period';
import { isPeriodKey } from '../../../../src/shared/dates/periods';
import { MEASURE_KINDS, type MeasureKind } from '../../../../src/shared/ranking/measure-rules';
import { rankLabel } from '../../../../src/shared/ranking/rank';
import { rankPeriodRange, rankStats } from '../../../../src/shared/ranking/rank-history';
import type { Db } from '../../db/client';
import { toJstDateTime } from '../../formats';
import { scopeParamOf } from '../../tenancy/account-scope';
import { companies } from '../../tenancy/tenancy.table';
import type { ExportWriter } from '../exports/export-writers';
import { addDataSheet, loadExcelJS } from '../exports/xlsx-sheet';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { loadMeasureViews, type MeasureView } from './measure-views.repository';
import { rankBucketer, type RankBucketer } from '../../../../src/shared/ranking/rank-buckets';
import { pageMeasureIds, type MeasureFilter } from './measure-filter.repository';
import { dailyRanks, firstMeasuredDay } from './rank-history.repository';
import { rankHistoryMessagesJa } from './rank-history.messages.ja';

const m = rankHistoryMessagesJa.export;
const BATCH = 200;
const FIXED = ['storeCode', 'storeName', 'provider', 'keyword'] as const;
const STATS = ['best', 'worst', 'average', 'top3Days', 'outOfRangeDays'] as const;

const text = (params: Record<string, unknown>, key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);

// The request was validated by the contract when it was queued; the writer still only reads what has the right shape.
// The kinds were fixed by the session that asked (a writer has no session); without them only contracted keywords show.
export function rankExportParams(companyId: number, params: Record<string, unknown>): { filter: MeasureFilter; period: string; unit: TimeUnit } {
  const kinds = Array.isArray(params.kinds) ? params.kinds.filter((k): k is MeasureKind => MEASURE_KINDS.some((known) => known === k)) : ['contract' as const];
  const kind = MEASURE_KINDS.find((k) => k === params.kind);
  const provider = (['google', 'yahoo'] as const).find((p) => p === params.provider);
  const keys = Array.isArray(params.local_account_ids) ? params.local_account_ids.filter((k): k is string => typeof k === 'string' && /^[gy]_[1-9][0-9]{0,9}$/.test(k)) : [];
  const unit = (['day', 'week', 'month'] as const).find((u) => u === params.unit) ?? 'day';
  const period = isPeriodKey(params.period) ? params.period : 'month';
  return {
    filter: {
      companyId,
      kinds: kind ? kinds.filter((k) => k === kind) : kinds,
      provider,
      freeWord: text(params, 'free_word'),
      localAccountIds: keys.length ? parseAccountKeys(keys).map((r) => r.id) : undefined,
      accountScope: scopeParamOf(params),
    },
    period,
    unit,
  };
}

async function allMeasureIds(db: Db, filter: MeasureFilter): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const page = await pageMeasureIds(db, filter, { limit: BATCH * 5, offset: ids.length });
    ids.push(...page.ids);
    if (page.ids.length < BATCH * 5) return ids;
  }
}

function rowOf(view: MeasureView, days: Parameters<RankBucketer['bucket']>[0], bucketer: RankBucketer): (string | number | null)[] {
  const stats = rankStats(days);
  const label = (rank: number | null) => (rank === null ? null : rankLabel(rankHistoryMessagesJa.rank, 'ranked', rank));
  return [
    view.storeCode,
    view.storeName,
    m.providers[view.row.provider],
    view.row.keyword,
    // A bucket without a measurement is an empty cell, not an empty string.
    ...bucketer.bucket(days).map((point) => rankLabel(rankHistoryMessagesJa.rank, point.outcome, point.rank) || null),
    label(stats.best),
    label(stats.worst),
    label(stats.average),
    stats.top3Days,
    stats.outOfRangeDays,
  ];
}

/** 順位履歴: one row per measure with a column per bucket of the period (N位 / 圏外 / 表示なし / blank), then its stats. */
export const writeRankingExport: ExportWriter = async (db, request) => {
  const [company] = await db.select({ name: companies.corporateName }).from(companies).where(eq(companies.id, request.companyId)).limit(1);
  if (!company) throw new Error(`company ${request.companyId} not found`);
  const { filter, period, unit } = rankExportParams(request.companyId, request.params);
  const ids = await allMeasureIds(db, filter);
  const range = rankPeriodRange(isPeriodKey(period) ? period : 'month', request.generatedAt, period === 'all' ? await firstMeasuredDay(db, ids) : null);
  const bucketer = rankBucketer(unit, range);

  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.created = request.generatedAt;
  const headers = [...FIXED.map((key) => m.columns[key]), ...bucketer.labels.map((label) => (unit === 'week' ? m.weekOf(label) : label)), ...STATS.map((key) => m.columns[key])];
  const widths = [12, 26, 10, 24, ...bucketer.labels.map(() => (unit === 'month' ? 9 : 11)), ...STATS.map(() => 10)];
  const sheet = addDataSheet(
    workbook,
    m.sheetName,
    headers.map((header, i) => ({ header, key: `c${i}`, width: widths[i] })),
  );
  // The store and keyword stay in view while the days scroll by.
  sheet.views = [{ state: 'frozen', xSplit: FIXED.length, ySplit: 1 }];
  for (let at = 0; at < ids.length; at += BATCH) {
    const batch = ids.slice(at, at + BATCH);
    const [views, byMeasure] = await Promise.all([loadMeasureViews(db, request.companyId, batch), dailyRanks(db, batch, range)]);
    for (const view of views) sheet.addRow(rowOf(view, byMeasure.get(view.row.id) ?? [], bucketer));
  }

  const about = workbook.addWorksheet(m.infoSheetName);
  about.getColumn(1).width = 12;
  about.getColumn(2).width = 40;
  about.addRow([m.companyLabel, company.name]);
  about.addRow([m.periodLabel, m.period(range.start, range.end)]);
  about.addRow([m.unitLabel, m.units[unit]]);
  about.addRow([m.generatedAtLabel, toJstDateTime(request.generatedAt)]);
  about.addRow([m.rowsLabel, ids.length]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
