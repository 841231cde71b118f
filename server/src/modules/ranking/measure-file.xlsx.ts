import { addDataSheet, loadExcelJS } from '../exports/xlsx-sheet';
import type { MeasureFileRow } from './measures.repository';
import { measuresMessagesJa } from './measures.messages.ja';

const h = measuresMessagesJa.file.headers;

/** How the file names each provider; the import reads these back (and a few other spellings). */
export const PROVIDER_CELL = { google: 'Google', yahoo: 'Yahoo' } as const;

/**
 * The measures in the import layout (店舗コード, 媒体, キーワード, 計測時刻, 半径 (m)), so a customer can edit the file
 * and import it again; the store name follows as a reference column the import ignores. Times and codes are text so
 * Excel neither turns 09:00 into a fraction of a day nor drops a code's leading zeros.
 */
export async function writeMeasuresXlsx(rows: readonly MeasureFileRow[], createdAt: Date): Promise<Buffer> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.created = createdAt;
  const sheet = addDataSheet(workbook, measuresMessagesJa.file.sheetName, [
    { header: h.storeCode, key: 'storeCode', width: 14, style: { numFmt: '@' } },
    { header: h.provider, key: 'provider', width: 10 },
    { header: h.keyword, key: 'keyword', width: 32 },
    { header: h.time, key: 'time', width: 10, style: { numFmt: '@' } },
    { header: h.radius, key: 'radius', width: 10 },
    { header: h.storeName, key: 'storeName', width: 32 },
  ]);
  for (const row of rows) {
    sheet.addRow({ storeCode: row.storeCode ?? '', provider: PROVIDER_CELL[row.provider], keyword: row.keyword, time: row.measureTime, radius: row.radiusM, storeName: row.storeName });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
