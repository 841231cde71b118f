import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../exports/xlsx-sheet';

// Reads an uploaded keyword file into records of cells: xlsx (the first sheet) or CSV / TSV in UTF-8 (with or
// without a BOM), UTF-16 with a BOM (Excel's 「Unicode テキスト」) or Shift_JIS (Excel's CSV on Japanese Windows).
// The format comes from the bytes, never from the name. Cells stay as read (an xlsx time is a Date, a radius a
// number) so each column can interpret its own.

export type Cell = string | number | Date | null;

export interface FileRecord {
  /** 1-based, as a spreadsheet shows it: 1 is the header. */
  row: number;
  cells: Cell[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Buffer, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/** The text of a CSV file: a BOM decides, else strict UTF-8, else Shift_JIS. null when it is not text at all. */
export function decodeText(bytes: Buffer): string | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // NUL never appears in a text file of these encodings: this is some other binary (an old .xls, an image…).
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Shift_JIS bytes are almost never valid UTF-8; the WHATWG decoder reads Microsoft's variant (CP932).
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks; CRLF, LF or CR end a record. */
export function parseDelimited(text: string): FileRecord[] {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const delimiter = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const records: FileRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let row = 1;
  const endField = () => {
    cells.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push({ row, cells });
    cells = [];
    row += 1;
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) endField();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else field += c;
  }
  if (field !== '' || cells.length > 0) endRecord();
  return records;
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
  }
  return null;
}

async function readXlsx(bytes: Buffer): Promise<FileRecord[] | null> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: FileRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    const values = excelRow.values as ExcelJS.CellValue[];
    // exceljs rows are sparse 1-based arrays: values[0] is always empty, blank cells are holes.
    records.push({ row: rowNumber, cells: Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellValue(values[i + 1])) });
  });
  return records;
}

/** The file's records, or null when it is neither an xlsx workbook nor text. */
export async function readMeasureFile(bytes: Buffer): Promise<FileRecord[] | null> {
  if (startsWith(bytes, ZIP)) return readXlsx(bytes);
  const text = decodeText(bytes);
  return text === null ? null : parseDelimited(text);
}
