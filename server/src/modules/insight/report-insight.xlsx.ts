import type ExcelJS from 'exceljs';
import { performanceMetrics } from '../../../../src/shared/insight/insight-metrics';
import type { ExportWriter } from '../exports/export-writers';
import { loadExcelJS } from '../exports/xlsx-sheet';
import {
  loadGoogleBuckets,
  loadGoogleTotals,
  loadReportBrand,
  loadReportStores,
  loadReviewMonths,
  loadSearchKeywords,
  summariseReviews,
  type GoogleFigures,
  type ReportStore,
} from './report-data';
import { readReportParams } from './report-range';
import { addBucketSheet, addInfoSheet, addKeywordSheet, addTotalsSheet, bucketKey, bucketLabelsOf, indexBuckets, lastMonthOf, type KeywordLine } from './report-xlsx';
import { reportsMessagesJa } from './reports.messages.ja';

const s = reportsMessagesJa.sheets;
const IMPRESSIONS = performanceMetrics.impressions;
const ACTIONS = performanceMetrics.actions;
/** The summary's headline columns: all impressions together, then each action, then the reviews. */
const SUMMARY_IDS = ['impressions', ...ACTIONS, 'review_count', 'average_rating'];

const impressionsOf = (f: GoogleFigures | undefined): number => (f ? IMPRESSIONS.reduce((sum, id) => sum + f[id as keyof GoogleFigures], 0) : 0);

/** The performance report (パフォーマンスレポート): a sheet per section of the analysis, a row per store. */
export const writeInsightReportXlsx: ExportWriter = async (db, request) => {
  const params = readReportParams(request.params);
  const range = { start: params.start, end: params.end };
  const { companyId } = request;
  const stores = (await loadReportStores(db, companyId, params.local_account_ids)).filter((st) => st.key.startsWith('g_'));
  const ids = stores.map((st) => st.accountId);
  const month = lastMonthOf(range);
  const [brand, totals, buckets, keywords, reviewMonths] = await Promise.all([
    loadReportBrand(db, companyId),
    loadGoogleTotals(db, companyId, ids, range),
    loadGoogleBuckets(db, companyId, ids, range, params.unit),
    loadSearchKeywords(db, companyId, ids, month),
    loadReviewMonths(db, companyId, ids, range),
  ]);
  const reviewTotals = summariseReviews(reviewMonths);

  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.created = request.generatedAt;
  addTotalsSheet(workbook, s.summary, stores, SUMMARY_IDS, (store) => {
    const figures = totals.get(store.accountId);
    const reviews = reviewTotals.get(store.accountId);
    return { impressions: impressionsOf(figures), ...figures, review_count: reviews?.count ?? 0, average_rating: reviews?.average ?? null };
  });
  const labels = bucketLabelsOf(range, params.unit);
  const byBucket = indexBuckets(buckets);
  const figuresAt = (store: ReportStore, label: string) => byBucket.get(bucketKey(store, label));
  addBucketSheet(workbook, s.impressions, { stores, labels, ids: IMPRESSIONS, withTotal: true }, figuresAt);
  addBucketSheet(workbook, s.actions, { stores, labels, ids: ACTIONS, withTotal: false }, figuresAt);
  addKeywordSheet(workbook, s.keywords, month, stores, (store) => keywordLines(keywords.filter((k) => k.accountId === store.accountId)));
  addReviewSheet(workbook, stores, reviewMonths, bucketLabelsOf(range, 'month'));
  addInfoSheet(workbook, { companyName: brand.name, range, generatedAt: request.generatedAt });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const keywordLines = (rows: { keyword: string; value: number | null; threshold: number | null }[]): KeywordLine[] =>
  rows.map((r) => ({ keyword: r.keyword, value: r.value ?? reportsMessagesJa.headers.thresholdBelow(r.threshold ?? 0) }));

type ReviewMonths = Awaited<ReturnType<typeof loadReviewMonths>>;

function addReviewSheet(workbook: ExcelJS.Workbook, stores: readonly ReportStore[], rows: ReviewMonths, months: readonly string[]) {
  const byMonth = indexBuckets(rows);
  addBucketSheet(workbook, s.reviews, { stores, labels: months, ids: ['review_count', 'average_rating'], withTotal: false }, (store, label) => {
    const row = byMonth.get(bucketKey(store, label));
    return row ? { review_count: row.count, average_rating: row.average } : undefined;
  });
}
