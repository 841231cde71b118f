import { DateTime, type DurationLike } from 'luxon';
import { TOKYO } from './zone';

// The spec's period options (section 3) and date windows (section 9), computed in Tokyo from an injected instant so
// the console and the server agree on the same days. Labels are the console catalogue's (i18n/dates.ja.ts): the server
// speaks keys.

export const PERIOD_KEYS = ['all', 'week', 'month', 'quarter', 'half', 'year', 'year_and_half'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export const isPeriodKey = (value: unknown): value is PeriodKey => PERIOD_KEYS.some((key) => key === value);

const LENGTHS: Record<Exclude<PeriodKey, 'all'>, DurationLike> = {
  week: { weeks: 1 },
  month: { months: 1 },
  quarter: { months: 3 },
  half: { months: 6 },
  year: { years: 1 },
  year_and_half: { months: 18 },
};

/** Inclusive YYYY/MM/DD days. */
export interface DateRange {
  start: string;
  end: string;
}

const DAY = 'yyyy/MM/dd';
const tokyoDay = (now: Date) => DateTime.fromJSDate(now, { zone: TOKYO }).startOf('day');

/**
 * The days a period option covers, ending today in Tokyo and as long as the option says (1ヶ月 on 03/15 is 02/16 to
 * 03/15; a month end clamps, so 1ヶ月 on 03/31 starts 03/01). 全期間 has no bounds: null.
 */
export const periodRange = (key: PeriodKey, now: Date): DateRange | null => {
  if (key === 'all') return null;
  const today = tokyoDay(now);
  return { start: today.minus(LENGTHS[key]).plus({ days: 1 }).toFormat(DAY), end: today.toFormat(DAY) };
};

/** Whole months, YYYY/MM, with the days they span. */
export interface MonthWindow extends DateRange {
  startMonth: string;
  endMonth: string;
}

// Before the 8th the previous month's figures are not yet complete at the providers, so the windows end a month
// earlier (spec section 9: "if the day of month is below 8").
const SETTLED_DAY = 8;

const monthWindow = (now: Date, monthsBack: { from: number; to: number }): MonthWindow => {
  const today = tokyoDay(now);
  const lag = today.day < SETTLED_DAY ? 1 : 0;
  const thisMonth = today.startOf('month');
  const first = thisMonth.minus({ months: monthsBack.from + lag });
  const last = thisMonth.minus({ months: monthsBack.to + lag });
  return {
    startMonth: first.toFormat('yyyy/MM'),
    endMonth: last.toFormat('yyyy/MM'),
    start: first.toFormat(DAY),
    end: last.endOf('month').toFormat(DAY),
  };
};

/** The insight summary: 3 to 1 months ago (4 to 2 before the 8th). */
export const summaryWindow = (now: Date): MonthWindow => monthWindow(now, { from: 3, to: 1 });

/** The full history: 18 to 1 months back (19 to 2 before the 8th). */
export const fullWindow = (now: Date): MonthWindow => monthWindow(now, { from: 18, to: 1 });
