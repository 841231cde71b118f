import { DateTime } from 'luxon';
import { isCalendarDate, todayInTokyo } from '../../../../src/shared/dates/calendar-date';
import { fullWindow, periodRange, type DateRange, type PeriodKey } from '../../../../src/shared/dates/periods';
import { TOKYO } from '../../../../src/shared/dates/zone';
import { validationError, type FieldErrors } from '../../http/errors';
import { analysisMessagesJa as m } from './analysis.messages.ja';

// The days an analysis covers: an explicit start / end, else a period option, else the full insight window. The
// bound on the span keeps a request to about the data the providers keep (18 months backfilled, plus the lag month).

export const MAX_SPAN_MONTHS = 19;

export interface RangeQuery {
  period?: PeriodKey;
  start?: string;
  end?: string;
}

const SLASH = 'yyyy/MM/dd';
const day = (value: string) => DateTime.fromFormat(value, SLASH, { zone: TOKYO });

/** The explicit range of the query, checked (422 on the offending field), or null when it names none. */
export function explicitRange(query: RangeQuery): DateRange | null {
  const { start, end } = query;
  if (start === undefined && end === undefined) return null;
  const errors: FieldErrors = {};
  if (start === undefined) errors.start = [m.startRequired];
  else if (!isCalendarDate(start)) errors.start = [m.dateInvalid];
  if (end === undefined) errors.end = [m.endRequired];
  else if (!isCalendarDate(end)) errors.end = [m.dateInvalid];
  if (Object.keys(errors).length > 0 || start === undefined || end === undefined) throw validationError(errors);
  if (start > end) throw validationError({ end: [m.rangeInverted] });
  if (day(end) > day(start).plus({ months: MAX_SPAN_MONTHS })) throw validationError({ end: [m.rangeTooLong(MAX_SPAN_MONTHS)] });
  return { start, end };
}

/**
 * The range of a request. 全期間 runs from the first day with data among the stores (from the start of the full
 * window when there is none yet) to today; `firstDataDay` answers YYYY/MM/DD and is only asked for 全期間.
 */
export async function resolveRange(query: RangeQuery, now: Date, firstDataDay: () => Promise<string | null>): Promise<DateRange> {
  const explicit = explicitRange(query);
  if (explicit) return explicit;
  if (!query.period) {
    const window = fullWindow(now);
    return { start: window.start, end: window.end };
  }
  const range = periodRange(query.period, now);
  if (range) return range;
  const today = todayInTokyo(now);
  const first = (await firstDataDay()) ?? fullWindow(now).start;
  return { start: first < today ? first : today, end: today };
}

/**
 * Days per store per metric grow the answer with stores × days: 500 stores over 18 months by day were 45–65 MB and
 * 5–7 s (npm run bench:insight). A day-unit analysis therefore covers at most the last 92 days of its range; the
 * answer's range says which days it covers, and the screens show that range.
 */
export const DAY_UNIT_MAX_DAYS = 92;

export function clampForUnit(range: DateRange, unit: 'day' | 'week' | 'month'): DateRange {
  if (unit !== 'day') return range;
  const earliest = day(range.end).minus({ days: DAY_UNIT_MAX_DAYS - 1 }).toFormat(SLASH);
  return range.start < earliest ? { start: earliest, end: range.end } : range;
}

/** The same number of days just before the range (the ranking's comparison period). */
export function previousRange(range: DateRange): DateRange {
  const start = day(range.start);
  const days = Math.round(day(range.end).diff(start, 'days').days) + 1;
  return { start: start.minus({ days }).toFormat(SLASH), end: start.minus({ days: 1 }).toFormat(SLASH) };
}
