import { accessMetrics } from '../../../../src/shared/insight/insight-metrics';
import type { ExportWriter } from '../exports/export-writers';
import { loadExcelJS } from '../exports/xlsx-sheet';
import { loadReportBrand, loadReportStores, type ReportStore } from './report-data';
import { readReportParams } from './report-range';
import { addBucketSheet, addInfoSheet, addKeywordSheet, addTotalsSheet, bucketKey, bucketLabelsOf, indexBuckets, lastMonthOf } from './report-xlsx';
import { loadYahooBuckets, loadYahooKeywords, loadYahooTotals } from './report-yahoo-data';
import { reportsMessagesJa } from './reports.messages.ja';

const s = reportsMessagesJa.sheets;
const SUMMARY_IDS = ['page_views', 'user_views', 'searches', 'actions', ...accessMetrics.actions];

/** The Yahoo!プレイス access report (アクセス解析レポート): a sheet per section, a row per store (and bucket). */
export const writeYahooReportXlsx: ExportWriter = async (db, request) => {
  const params = readReportParams(request.params);
  const range = { start: params.start, end: params.end };
  const { companyId } = request;
  const stores = (await loadReportStores(db, companyId, params.local_account_ids)).filter((st) => st.key.startsWith('y_'));
  const ids = stores.map((st) => st.accountId);
  const month = lastMonthOf(range);
  const [brand, totals, buckets, keywords] = await Promise.all([
    loadReportBrand(db, companyId),
    loadYahooTotals(db, companyId, ids, range),
    loadYahooBuckets(db, companyId, ids, range, params.unit),
    loadYahooKeywords(db, companyId, ids, month),
  ]);

  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.created = request.generatedAt;
  addTotalsSheet(workbook, s.summary, stores, SUMMARY_IDS, (store) => totals.get(store.accountId) ?? {});
  const labels = bucketLabelsOf(range, params.unit);
  const byBucket = indexBuckets(buckets);
  const figuresAt = (store: ReportStore, label: string) => byBucket.get(bucketKey(store, label))?.figures;
  addBucketSheet(workbook, s.pageViews, { stores, labels, ids: [...accessMetrics.page_views, ...accessMetrics.user_views, ...accessMetrics.searches], withTotal: false }, figuresAt);
  addBucketSheet(workbook, s.yahooActions, { stores, labels, ids: accessMetrics.actions, withTotal: true }, figuresAt);
  addKeywordSheet(workbook, s.keywords, month, stores, (store) => keywords.filter((k) => k.accountId === store.accountId).map((k) => ({ keyword: k.keyword, value: k.count })));
  // The breakdowns are shares of a whole, so they read best as the range's totals per store.
  addTotalsSheet(workbook, s.devices, stores, accessMetrics.devices, (store) => totals.get(store.accountId) ?? {});
  addTotalsSheet(workbook, s.genders, stores, accessMetrics.genders, (store) => totals.get(store.accountId) ?? {});
  addTotalsSheet(workbook, s.ages, stores, accessMetrics.ages, (store) => totals.get(store.accountId) ?? {});
  addInfoSheet(workbook, { companyName: brand.name, range, generatedAt: request.generatedAt });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
