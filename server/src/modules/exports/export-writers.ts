import type { Db } from '../../db/client';
import type { ExportFormat, ExportKind } from './exports.table';
import { writeCouponReviewsExport } from '../coupon-reviews/coupon-reviews.export';
import { writeReviewsExport } from '../reviews/reviews.export';
import { loadStoreList } from './store-list.data';
import { writeStoreListPdf } from './store-list.pdf';
import { writeStoreListXlsx } from './store-list.xlsx';

export const contentTypes: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export interface ExportRequest {
  companyId: number;
  format: ExportFormat;
  generatedAt: Date;
  /** The filters the request gave (ExportOrder.params); each kind's writer validates what it reads. */
  params: Record<string, unknown>;
}

export type ExportWriter = (db: Db, request: ExportRequest) => Promise<Buffer>;

// One writer per kind of data file; a new export (reviews, ranks, reports) adds its kind here.
export const exportWriters: Record<ExportKind, ExportWriter> = {
  store_list: async (db, request) => {
    const data = await loadStoreList(db, request.companyId, request.generatedAt);
    return request.format === 'xlsx' ? writeStoreListXlsx(data) : writeStoreListPdf(data);
  },
  reviews: writeReviewsExport,
  coupon_reviews: writeCouponReviewsExport,
};
