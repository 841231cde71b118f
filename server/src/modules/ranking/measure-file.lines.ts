import { DEFAULT_MEASURE_TIME, MEASURE_LIMITS, MEASURE_TIME_PATTERN } from '../../../../src/shared/ranking/measure-rules';
import type { MeasureProvider } from '../../../../src/shared/ranking/rank';
import { checkKeyword, type KeywordValue } from './measure-input';
import type { Cell, FileRecord } from './measure-file.read';
import { measuresMessagesJa } from './measures.messages.ja';

// A keyword file's records as checked lines: each column read in its own way, every problem of a line kept as its
// message. Pure, so the dry run and the real import judge a file identically.

const f = measuresMessagesJa.file;
const v = measuresMessagesJa.validation;

export type Column = 'storeCode' | 'provider' | 'keyword' | 'time' | 'radius';

export interface ParsedLine {
  row: number;
  storeCode: string;
  /** The 媒体 cell as written (echoed back in the answer). */
  providerText: string;
  provider: MeasureProvider | null;
  keywordText: string;
  keyword: KeywordValue | null;
  measureTime: string;
  radiusM: number;
  errors: string[];
}

const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

// Header names after squashing; the radius column may carry its unit in any brackets (半径 (m), 半径（ｍ）).
const HEADERS: [Column, (name: string) => boolean][] = [
  ['storeCode', (name) => name === '店舗コード'],
  ['provider', (name) => name === '媒体'],
  ['keyword', (name) => name === 'キーワード'],
  ['time', (name) => name === '計測時刻'],
  ['radius', (name) => name.startsWith('半径')],
];
const REQUIRED: Column[] = ['storeCode', 'provider', 'keyword'];

export const textOf = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).normalize('NFKC').trim();
};

/** Where each column is; the names of the required ones the header lacks. */
export function readHeader(cells: readonly Cell[]): { columns: Partial<Record<Column, number>>; missing: string[] } {
  const columns: Partial<Record<Column, number>> = {};
  cells.forEach((cell, index) => {
    const name = squash(textOf(cell));
    const found = HEADERS.find(([column, matches]) => columns[column] === undefined && matches(name));
    if (found) columns[found[0]] = index;
  });
  const names: Record<Column, string> = { storeCode: f.headers.storeCode, provider: f.headers.provider, keyword: f.headers.keyword, time: f.headers.time, radius: f.headers.radius };
  return { columns, missing: REQUIRED.filter((column) => columns[column] === undefined).map((column) => names[column]) };
}

export function readProvider(text: string): MeasureProvider | null {
  const name = squash(text).replace(/!$/, '');
  if (name === 'google' || name === 'グーグル') return 'google';
  if (name === 'yahoo' || name === 'ヤフー') return 'yahoo';
  return null;
}

/** HH:mm from a text (9:00 and 09:00:00 too), an Excel time (a Date on 1899-12-30 or a fraction of a day). */
export function readTime(cell: Cell | undefined): string | null {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (cell instanceof Date) return `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
  if (typeof cell === 'number') {
    if (!(cell >= 0 && cell < 1)) return null;
    const minutes = Math.round(cell * 1440) % 1440;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  const text = textOf(cell);
  if (text === '') return DEFAULT_MEASURE_TIME;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  const time = match ? `${match[1].padStart(2, '0')}:${match[2]}` : text;
  return MEASURE_TIME_PATTERN.test(time) ? time : null;
}

/** Metres from a number or a text (3000, 3,000, 3000m); blank is the default radius. */
export function readRadius(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : null;
  const text = textOf(cell).replace(/,/g, '').replace(/m$/i, '');
  if (text === '') return MEASURE_LIMITS.radius.default;
  return /^\d+$/.test(text) ? Number(text) : null;
}

const isBlank = (cells: readonly Cell[]) => cells.every((cell) => textOf(cell) === '');

/** The data lines (blank ones skipped) with their own problems; store and contract checks come later. */
export function parseLines(records: readonly FileRecord[], columns: Partial<Record<Column, number>>): ParsedLine[] {
  const at = (cells: readonly Cell[], column: Column) => (columns[column] === undefined ? undefined : cells[columns[column]]);
  return records
    .filter((record) => !isBlank(record.cells))
    .map((record) => {
      const errors: string[] = [];
      const storeCode = textOf(at(record.cells, 'storeCode'));
      if (storeCode === '') errors.push(f.storeRequired);
      const providerText = textOf(at(record.cells, 'provider'));
      const provider = readProvider(providerText);
      if (!provider) errors.push(f.providerUnknown);
      const keywordText = textOf(at(record.cells, 'keyword'));
      const checked = checkKeyword(keywordText);
      if ('error' in checked) errors.push(checked.error);
      const measureTime = readTime(at(record.cells, 'time'));
      if (measureTime === null) errors.push(v.time);
      const radiusM = readRadius(at(record.cells, 'radius'));
      const { min, max } = MEASURE_LIMITS.radius;
      if (radiusM === null || radiusM < min || radiusM > max) errors.push(v.radius(min, max));
      return {
        row: record.row,
        storeCode,
        providerText,
        provider,
        keywordText,
        keyword: 'value' in checked ? checked.value : null,
        measureTime: measureTime ?? '',
        radiusM: radiusM ?? 0,
        errors,
      };
    });
}
