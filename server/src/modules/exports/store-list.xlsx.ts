import ExcelJS from 'exceljs';
import { toJstDateTime } from '../../formats';
import { exportsMessagesJa } from './exports.messages.ja';
import type { StoreListData } from './store-list.data';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

// exceljs stores a Date as its UTC wall time and Excel has no time zones, so a UTC instant would show 9 hours early
// to a Japanese reader: shift it to the Tokyo wall time first.
export const toJstWallClock = (date: Date): Date => new Date(date.getTime() + JST_OFFSET_MS);

export async function writeStoreListXlsx(data: StoreListData): Promise<Buffer> {
  const m = exportsMessagesJa.storeList;
  const workbook = new ExcelJS.Workbook();
  workbook.created = data.generatedAt;
  const sheet = workbook.addWorksheet(m.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = data.columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
  for (const row of data.rows) sheet.addRow({ ...row, createdAt: toJstWallClock(row.createdAt) });
  sheet.getColumn('createdAt').numFmt = 'yyyy/mm/dd hh:mm';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: data.columns.length } };
  // Who and when, for a file that travels without its e-mail: a second sheet keeps the table itself clean.
  const about = workbook.addWorksheet(m.infoSheetName);
  about.addRows([
    [m.companyLabel, data.companyName],
    [m.generatedAtLabel, toJstDateTime(data.generatedAt)],
  ]);
  about.getColumn(1).width = 12;
  about.getColumn(2).width = 40;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
