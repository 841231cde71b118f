import { DateTime } from 'luxon';
import { isCalendarDate } from '../../../../src/shared/dates/calendar-date';
import { summaryWindow, type DateRange } from '../../../../src/shared/dates/periods';
import type { FieldErrors } from '../../http/errors';
import { reportsMessagesJa } from './reports.messages.ja';

const m = reportsMessagesJa.errors;
const DAY = 'yyyy/MM/dd';
/** The full insight window is 19 months at its longest (18 to 1 back, 19 to 2 before the 8th). */
export const MAX_RANGE_MONTHS = 19;

export type ReportUnit = 'day' | 'week' | 'month';

/** What a report's export row carries (export_files.params) and its writer reads back. */
export interface ReportParams {
  local_account_ids: string[];
  start: string;
  end: string;
  unit: ReportUnit;
}

const dayOf = (value: string) => DateTime.fromFormat(value, DAY);

/**
 * The report's days: both bounds or neither (then the summary window), real days, in order and at most 19 months.
 * Problems go to the field that carries them.
 */
export function resolveReportRange(input: { start?: string; end?: string }, now: Date, errors: FieldErrors): DateRange {
  const { start, end } = input;
  if (start === undefined && end === undefined) {
    const window = summaryWindow(now);
    return { start: window.start, end: window.end };
  }
  if (start === undefined) errors.start = [m.required];
  else if (!isCalendarDate(start)) errors.start = [m.format];
  if (end === undefined) errors.end = [m.required];
  else if (!isCalendarDate(end)) errors.end = [m.format];
  if (errors.start || errors.end || start === undefined || end === undefined) return { start: '', end: '' };
  if (start > end) errors.end = [m.rangeInverted];
  else if (dayOf(start).plus({ months: MAX_RANGE_MONTHS }) <= dayOf(end)) errors.end = [m.rangeTooLong];
  return { start, end };
}

/**
 * The period just before `range` with the same length: the same number of whole months when the range is whole
 * months (so a month compares with the month before, whatever their days), else the same number of days.
 */
export function previousRange(range: DateRange): DateRange {
  const start = dayOf(range.start);
  const end = dayOf(range.end);
  const wholeMonths = start.day === 1 && end.plus({ days: 1 }).day === 1;
  if (wholeMonths) {
    const months = Math.round(end.plus({ days: 1 }).diff(start, 'months').months);
    return { start: start.minus({ months }).toFormat(DAY), end: start.minus({ days: 1 }).toFormat(DAY) };
  }
  const days = Math.round(end.diff(start, 'days').days) + 1;
  return { start: start.minus({ days }).toFormat(DAY), end: start.minus({ days: 1 }).toFormat(DAY) };
}

const KEY = /^[gy]_[1-9][0-9]*$/;

// The params were checked when the report was requested; a row edited by hand fails the export visibly.
export function readReportParams(params: Record<string, unknown>): ReportParams {
  const { local_account_ids: keys, start, end, unit = 'month' } = params;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => typeof k === 'string' && KEY.test(k))) throw new Error('report: bad local_account_ids');
  if (typeof start !== 'string' || !isCalendarDate(start) || typeof end !== 'string' || !isCalendarDate(end)) throw new Error('report: bad range');
  if (unit !== 'day' && unit !== 'week' && unit !== 'month') throw new Error('report: bad unit');
  return { local_account_ids: keys as string[], start, end, unit };
}
