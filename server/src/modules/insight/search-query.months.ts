import { DateTime } from 'luxon';
import { TOKYO } from '../../../../src/shared/dates/zone';

// Months travel as YYYY/MM (Tokyo) in the API and as the first day of the month (YYYY-MM-DD) in the keyword table.
// YYYY/MM strings sort as the months they name, so windows compare as strings.

const SHAPE = /^\d{4}\/\d{2}$/;
const LABEL = 'yyyy/MM';

/** A real month written YYYY/MM, as its first Tokyo day; null for 2026/13, 2026-01 or 2026/1. */
export function parseMonth(value: string): DateTime | null {
  if (!SHAPE.test(value)) return null;
  const month = DateTime.fromFormat(value, LABEL, { zone: TOKYO });
  return month.isValid ? month : null;
}

export const monthLabelOf = (month: DateTime): string => month.toFormat(LABEL);

/** YYYY/MM → the first day as a SQL date (YYYY-MM-01). */
export const monthToIso = (label: string): string => `${label.replace('/', '-')}-01`;

/** A SQL date (any day of the month) → YYYY/MM. */
export const isoToMonth = (iso: string): string => iso.slice(0, 7).replace('-', '/');

/** The month `count` months after (negative: before) a YYYY/MM month. */
export function shiftMonth(label: string, count: number): string {
  const month = parseMonth(label);
  if (!month) throw new RangeError(`not a YYYY/MM month: ${label}`);
  return monthLabelOf(month.plus({ months: count }));
}

/** How many months `end` is after `start` (0 for the same month, negative when inverted). */
export function monthsApart(start: string, end: string): number {
  const [a, b] = [parseMonth(start), parseMonth(end)];
  if (!a || !b) throw new RangeError(`not YYYY/MM months: ${start}, ${end}`);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** Every month from start to end, both included, oldest first. */
export function monthsBetween(start: string, end: string): string[] {
  const count = monthsApart(start, end);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => shiftMonth(start, i));
}

/** The Tokyo calendar month a YYYY/MM names, as YYYY/MM/DD days and as SQL dates. */
export function monthDays(label: string): { start: string; end: string; isoStart: string; isoEnd: string; days: string[] } {
  const month = parseMonth(label);
  if (!month) throw new RangeError(`not a YYYY/MM month: ${label}`);
  const days = Array.from({ length: month.daysInMonth ?? 0 }, (_, i) => month.plus({ days: i }).toFormat('yyyy/MM/dd'));
  const last = month.endOf('month');
  return { start: days[0], end: days[days.length - 1], isoStart: month.toISODate() ?? '', isoEnd: last.toISODate() ?? '', days };
}
