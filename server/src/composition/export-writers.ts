// The data-file writers of other modules, wired into the exports module (which they import for queueExport and the
// sheet helpers, so it cannot import them). The record type makes a new export kind fail tsc until it is wired here.
import { writeCouponReviewsExport } from '../modules/coupon-reviews/coupon-reviews.export';
import { installExportWriters, type ExportWriter, type ModuleExportKind } from '../modules/exports/export-writers';
import { writeClientReport, writeInsightReport, writeSearchQueryExport, writeYahooReport } from '../modules/insight/insight.export';
import { writeRankingExport } from '../modules/ranking/ranking.export';
import { writeReviewsExport } from '../modules/reviews/reviews.export';

const moduleExportWriters: Record<ModuleExportKind, ExportWriter> = {
  reviews: writeReviewsExport,
  coupon_reviews: writeCouponReviewsExport,
  ranking: writeRankingExport,
  insight_report: writeInsightReport,
  yahoo_report: writeYahooReport,
  client_report: writeClientReport,
  search_queries: writeSearchQueryExport,
};

installExportWriters(moduleExportWriters);
