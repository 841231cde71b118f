import type { Db } from '../../db/client';
import type { ExportFormat, ExportKind } from './exports.table';
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
}

type Writer = (db: Db, request: ExportRequest) => Promise<Buffer>;

// One writer per kind of data file; a new export (reviews, ranks, reports) adds its kind here.
export const exportWriters: Record<ExportKind, Writer> = {
  store_list: async (db, request) => {
    const data = await loadStoreList(db, request.companyId, request.generatedAt);
    return request.format === 'xlsx' ? writeStoreListXlsx(data) : writeStoreListPdf(data);
  },
};
