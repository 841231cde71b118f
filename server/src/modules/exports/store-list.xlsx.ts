import { toJstDateTime } from '../../formats';
import { exportsMessagesJa } from './exports.messages.ja';
import type { StoreListData } from './store-list.data';
import { addDataSheet, loadExcelJS, toJstWallClock } from './xlsx-sheet';

export async function writeStoreListXlsx(data: StoreListData): Promise<Buffer> {
  const m = exportsMessagesJa.storeList;
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.created = data.generatedAt;
  const sheet = addDataSheet(
    workbook,
    m.sheetName,
    data.columns.map((c) => ({ header: c.header, key: c.key, width: c.width })),
  );
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
