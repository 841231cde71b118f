import type ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { bucketLabel, bucketsBetween } from '../../../../src/shared/dates/period';
import type { DateRange } from '../../../../src/shared/dates/periods';
import { AVERAGED_METRICS, metricName } from '../../../../src/shared/insight/insight-metrics';
import { toJstDateTime } from '../../formats';
import { addDataSheet } from '../exports/xlsx-sheet';
import { isoToMonth } from './insight-scope';
import type { ReportStore } from './report-data';
import type { ReportUnit } from './report-range';
import { reportsMessagesJa } from './reports.messages.ja';

// Layout shared by the two Excel reports: a row per store (and bucket), a column per metric, Japanese headers.

const h = reportsMessagesJa.headers;
/** Keywords listed per store on the keyword sheets. */
export const TOP_KEYWORDS = 10;

type Workbook = Parameters<typeof addDataSheet>[0];

/** Every bucket label of the range, so a month without rows still shows as zeros. */
export const bucketLabelsOf = (range: DateRange, unit: ReportUnit): string[] => bucketsBetween(range.start, range.end, unit).map((b) => bucketLabel(b, unit));

/** The first day (ISO) of the range's last month: the month the keyword sheets show. */
export const lastMonthOf = (range: DateRange): string => DateTime.fromFormat(range.end, 'yyyy/MM/dd').startOf('month').toISODate() ?? '';

const storeColumns = (): Partial<ExcelJS.Column>[] => [
  { header: h.storeCode, key: 'storeCode', width: 12 },
  { header: h.storeName, key: 'storeName', width: 28 },
];

const metricColumns = (ids: readonly string[]): Partial<ExcelJS.Column>[] => ids.map((id) => ({ header: metricName(id), key: id, width: 16 }));

const numberOr = (value: unknown, fallback: number | null): number | null => (typeof value === 'number' ? value : fallback);

const storeCells = (store: ReportStore) => ({ storeCode: store.storeCode, storeName: store.name });

/** One row per store: the range's totals. */
export function addTotalsSheet(workbook: Workbook, name: string, stores: readonly ReportStore[], ids: readonly string[], totals: (store: ReportStore) => Record<string, number | null>) {
  const sheet = addDataSheet(workbook, name, [...storeColumns(), ...metricColumns(ids)]);
  for (const store of stores) {
    const figures = totals(store);
    sheet.addRow({ ...storeCells(store), ...Object.fromEntries(ids.map((id) => [id, figures[id] ?? 0])) });
  }
  return sheet;
}

/** One row per store and bucket, every bucket of the range included, with a total column when asked. */
export function addBucketSheet(
  workbook: Workbook,
  name: string,
  input: { stores: readonly ReportStore[]; labels: readonly string[]; ids: readonly string[]; withTotal: boolean },
  figuresOf: (store: ReportStore, label: string) => object | undefined,
) {
  const columns = [...storeColumns(), { header: h.period, key: 'period', width: 12 }, ...metricColumns(input.ids)];
  const sheet = addDataSheet(workbook, name, input.withTotal ? [...columns, { header: h.total, key: 'total', width: 14 }] : columns);
  for (const store of input.stores) {
    for (const label of input.labels) {
      const figures = figuresOf(store, label) as Record<string, unknown> | undefined;
      // An average of nothing is blank, not zero.
      const values = Object.fromEntries(input.ids.map((id) => [id, numberOr(figures?.[id], AVERAGED_METRICS.has(id) ? null : 0)]));
      const total = input.ids.reduce((sum, id) => sum + (values[id] ?? 0), 0);
      sheet.addRow({ ...storeCells(store), period: label, ...values, ...(input.withTotal ? { total } : {}) });
    }
  }
  return sheet;
}

export interface KeywordLine {
  keyword: string;
  /** A count, or the provider's bound for low counts shown as 「N未満」. */
  value: number | string;
}

export function addKeywordSheet(workbook: Workbook, name: string, month: string, stores: readonly ReportStore[], keywordsOf: (store: ReportStore) => KeywordLine[]) {
  const sheet = addDataSheet(workbook, name, [
    ...storeColumns(),
    { header: h.month, key: 'month', width: 10 },
    { header: h.rank, key: 'rank', width: 6 },
    { header: h.keyword, key: 'keyword', width: 32 },
    { header: h.searches, key: 'value', width: 12 },
  ]);
  const monthLabel = isoToMonth(month);
  for (const store of stores) {
    keywordsOf(store)
      .slice(0, TOP_KEYWORDS)
      .forEach((line, i) => sheet.addRow({ ...storeCells(store), month: monthLabel, rank: i + 1, keyword: line.keyword, value: line.value }));
  }
  return sheet;
}

export function addInfoSheet(workbook: Workbook, input: { companyName: string; range: DateRange; generatedAt: Date }) {
  const about = workbook.addWorksheet(reportsMessagesJa.sheets.info);
  about.addRows([
    [h.companyLabel, input.companyName],
    [h.periodLabel, `${input.range.start}〜${input.range.end}`],
    [h.generatedAtLabel, toJstDateTime(input.generatedAt)],
  ]);
  about.getColumn(1).width = 12;
  about.getColumn(2).width = 36;
}

/** Groups rows by account and bucket for the bucket sheets. */
export function indexBuckets<T extends { accountId: number; bucket: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [`${row.accountId}|${row.bucket}`, row]));
}

export const bucketKey = (store: ReportStore, label: string): string => `${store.accountId}|${label}`;
