import type ExcelJS from 'exceljs';
import { TOKYO_OFFSET_MINUTES } from '../../../../src/shared/dates/zone';

const JST_OFFSET_MS = TOKYO_OFFSET_MINUTES * 60_000;

let excelModule: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs takes about half a second and tens of MB to load, and only file exports, reports and measure-file imports
 * use it: it loads with the first of them, not at server start.
 */
export const loadExcelJS = (): Promise<typeof ExcelJS> => (excelModule ??= import('exceljs').then((module) => module.default));

// exceljs stores a Date as its UTC wall time and Excel has no time zones, so a UTC instant would show 9 hours early
// to a Japanese reader: shift it to the Tokyo wall time first.
export const toJstWallClock = (date: Date): Date => new Date(date.getTime() + JST_OFFSET_MS);

/** Both exceljs workbooks (in memory, and the streaming writer for large files) add sheets the same way. */
interface SheetHost {
  addWorksheet(name?: string, options?: Partial<ExcelJS.AddWorksheetOptions>): ExcelJS.Worksheet;
}

/** The table sheet of every data file: the header row bold on a pale band and frozen while scrolling. */
export function addDataSheet(workbook: SheetHost, name: string, columns: Partial<ExcelJS.Column>[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
  return sheet;
}
