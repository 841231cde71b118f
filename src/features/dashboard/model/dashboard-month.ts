import { DateTime } from 'luxon';
import { fromTokyoText } from '../../../shared/dates/tokyo-text';
import { TOKYO } from '../../../shared/dates/zone';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';

// The dashboard's month, written YYYY/MM as the API takes and answers it (a Tokyo month).

const SHAPE = /^\d{4}\/(0[1-9]|1[0-2])$/;

const parse = (month: string): DateTime | null => {
  if (!SHAPE.test(month)) return null;
  const start = fromTokyoText(month);
  return start?.isValid ? start : null;
};

const toMonth = (start: DateTime) => start.toFormat('yyyy/MM');

export const isMonth = (value: string): boolean => parse(value) !== null;

/** The Tokyo month at `now`. */
export const monthOf = (now: Date): string => toMonth(DateTime.fromJSDate(now, { zone: TOKYO }).startOf('month'));

/** The month `months` after (or, negative, before) `month`. */
export const shiftMonth = (month: string, months: number): string => {
  const start = parse(month);
  if (!start) throw new RangeError(`not a YYYY/MM month: ${month}`);
  return toMonth(start.plus({ months }));
};

/** 2026/05 → 2026年5月. */
export const monthLabel = (month: string): string => {
  const start = parse(month);
  return start ? dashboardJa.month.format(start.year, start.month) : month;
};

/** Month and day numbers of a YYYY/MM/DD day. */
export const dayParts = (date: string): { month: number; day: number } => {
  const [, month = '0', day = '0'] = date.split('/');
  return { month: Number(month), day: Number(day) };
};

/** Rows the calendar always draws, so every month (and the loading view) has the same height. */
const CALENDAR_WEEKS = 6;

/**
 * The month as six Sunday-first weeks of YYYY/MM/DD days; null pads the days outside the month. Without a month
 * (still loading) every cell is padding.
 */
export const calendarWeeks = (month: string | undefined): (string | null)[][] => {
  const start = month ? parse(month) : null;
  const cells: (string | null)[] = Array.from({ length: CALENDAR_WEEKS * 7 }, () => null);
  if (start) {
    // luxon's weekday: 1 Monday … 7 Sunday; the calendar starts on Sunday.
    const offset = start.weekday % 7;
    for (let day = 0; day < start.daysInMonth!; day += 1) cells[offset + day] = start.plus({ days: day }).toFormat('yyyy/MM/dd');
  }
  return Array.from({ length: CALENDAR_WEEKS }, (_, week) => cells.slice(week * 7, week * 7 + 7));
};
