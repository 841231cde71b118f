import ExcelJS from 'exceljs';
import { parseLines, readHeader, readProvider, readRadius, readTime } from './measure-file.lines';
import { decodeText, parseDelimited, readMeasureFile } from './measure-file.read';
import { writeMeasuresXlsx } from './measure-file.xlsx';
import { encodeShiftJis } from './measures.testing';

const HEADER = '店舗コード,媒体,キーワード,計測時刻,半径 (m)';

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM, UTF-16 with one, and Shift_JIS', () => {
    const text = `${HEADER}\r\nDF-001,Google,渋谷 ランチ,09:00,3000`;
    expect(decodeText(Buffer.from(text))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toBe(text);
    expect(decodeText(encodeShiftJis(text))).toBe(text);
  });

  it('refuses binary that is not text', () => {
    expect(decodeText(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0x00, 0x00]))).toBeNull();
  });
});

describe('parseDelimited', () => {
  it('keeps quoted commas, quotes and line breaks, numbering records as a spreadsheet does', () => {
    const records = parseDelimited('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\nlast,row');
    expect(records).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['x, y', 'say "hi"'] },
      { row: 3, cells: ['two\nlines', 'z'] },
      { row: 4, cells: [''] },
      { row: 5, cells: ['last', 'row'] },
    ]);
  });

  it('reads tab-separated text (Excel’s Unicode text)', () => {
    expect(parseDelimited('店舗コード\t媒体\nDF-001\tYahoo')[1].cells).toEqual(['DF-001', 'Yahoo']);
  });
});

describe('columns', () => {
  it('finds the columns by name in any order and names the missing required ones', () => {
    expect(readHeader(['キーワード', '半径（ｍ）', ' 店舗コード ']).columns).toEqual({ keyword: 0, radius: 1, storeCode: 2 });
    expect(readHeader(['店舗コード', '計測時刻']).missing).toEqual(['媒体', 'キーワード']);
  });

  it('reads providers, times and radii in their usual spellings', () => {
    expect(['Google', 'ＧＯＯＧＬＥ', 'yahoo!', 'Yahoo', 'ヤフー', 'Bing'].map(readProvider)).toEqual(['google', 'google', 'yahoo', 'yahoo', 'yahoo', null]);
    expect(['9:00', '09:30:00', '', '24:00', 'あさ'].map(readTime)).toEqual(['09:00', '09:30', '09:00', null, null]);
    expect(readTime(new Date(Date.UTC(1899, 11, 30, 7, 45)))).toBe('07:45');
    expect(readTime(0.5)).toBe('12:00');
    expect(['3,000', '500m', '', 'abc'].map(readRadius)).toEqual([3000, 500, 3000, null]);
    expect(readRadius(1200)).toBe(1200);
  });

  it('keeps every problem of a line and skips blank lines', () => {
    const { columns } = readHeader(HEADER.split(','));
    const lines = parseLines(
      [
        { row: 2, cells: ['', 'Bing', '', '25:00', '50'] },
        { row: 3, cells: ['', '', '', '', ''] },
        { row: 4, cells: ['DF-001', 'Google', '渋谷　ランチ', '', ''] },
      ],
      columns,
    );
    expect(lines.map((l) => [l.row, l.errors.length])).toEqual([
      [2, 5],
      [4, 0],
    ]);
    expect(lines[1]).toMatchObject({ keyword: { keyword: '渋谷 ランチ', key: '渋谷 ランチ' }, measureTime: '09:00', radiusM: 3000, provider: 'google' });
  });
});

describe('xlsx', () => {
  it('writes the import layout and reads it back, times as text', async () => {
    const bytes = await writeMeasuresXlsx([{ storeCode: '0012', storeName: 'デモ食堂 渋谷店', provider: 'yahoo', keyword: '渋谷 ランチ', measureTime: '09:00', radiusM: 3000 }], new Date());
    const records = await readMeasureFile(bytes);
    expect(records).toEqual([
      { row: 1, cells: ['店舗コード', '媒体', 'キーワード', '計測時刻', '半径 (m)', '店舗名（参考）'] },
      { row: 2, cells: ['0012', 'Yahoo', '渋谷 ランチ', '09:00', 3000, 'デモ食堂 渋谷店'] },
    ]);
  });

  it('reads a workbook typed by hand: a time cell, a gap, rich text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['店舗コード', '媒体', 'キーワード', '計測時刻']);
    sheet.addRow(['DF-002', 'Google', { richText: [{ text: '梅田 ' }, { text: '定食' }] }, new Date(Date.UTC(1899, 11, 30, 8, 15))]);
    sheet.getCell('A4').value = 'DF-005';
    const records = await readMeasureFile(Buffer.from(await workbook.xlsx.writeBuffer()));
    const { columns } = readHeader(records?.[0].cells ?? []);
    const lines = parseLines(records?.slice(1) ?? [], columns);
    expect(lines[0]).toMatchObject({ row: 2, storeCode: 'DF-002', keyword: { keyword: '梅田 定食' }, measureTime: '08:15', errors: [] });
    expect(lines[1].row).toBe(4);
    expect(await readMeasureFile(Buffer.from('PK\u0003\u0004not really a zip'))).toBeNull();
  });
});
