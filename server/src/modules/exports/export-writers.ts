import type { Db } from '../../db/client';
import { scopeParamOf } from '../../tenancy/account-scope';
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
  /** The filters the request gave (ExportOrder.params); each kind's writer validates what it reads. */
  params: Record<string, unknown>;
}

export type ExportWriter = (db: Db, request: ExportRequest) => Promise<Buffer>;

const notInstalled =
  (kind: ExportKind): ExportWriter =>
  async () => {
    throw new Error(`No ${kind} export writer installed (composition/export-writers.ts installs them)`);
  };

// One writer per kind of data file. The store list is this module's own; the other kinds belong to the modules whose
// data they write, which import this one, so composition/export-writers.ts installs them instead of this file
// importing them back.
export const exportWriters: Record<ExportKind, ExportWriter> = {
  store_list: async (db, request) => {
    const data = await loadStoreList(db, request.companyId, request.generatedAt, scopeParamOf(request.params));
    return request.format === 'xlsx' ? writeStoreListXlsx(data) : writeStoreListPdf(data);
  },
  reviews: notInstalled('reviews'),
  coupon_reviews: notInstalled('coupon_reviews'),
  ranking: notInstalled('ranking'),
  insight_report: notInstalled('insight_report'),
  yahoo_report: notInstalled('yahoo_report'),
  client_report: notInstalled('client_report'),
  search_queries: notInstalled('search_queries'),
};

export type ModuleExportKind = Exclude<ExportKind, 'store_list'>;

export function installExportWriters(writers: Record<ModuleExportKind, ExportWriter>): void {
  Object.assign(exportWriters, writers);
}
