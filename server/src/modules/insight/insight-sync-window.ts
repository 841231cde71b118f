import { DateTime } from 'luxon';
import { TOKYO } from '../../../../src/shared/dates/zone';

// The Tokyo days and months each source copies. Days are ISO dates (YYYY-MM-DD), as the daily tables store them.

/** Months of history copied when a listing is linked. */
export const BACKFILL_MONTHS = 18;
/** Days before the last copied day read again: Google fills its daily figures in a few days late. */
export const PROVIDER_LAG_DAYS = 5;
/** Months of keywords read again every day (the last one may still be settling at the provider). */
export const KEYWORD_REFRESH_MONTHS = 2;
/** Yahoo!プレイス keeps 548 days of access analytics; one day less so a request near midnight is still inside. */
export const YAHOO_HISTORY_DAYS = 547;

const day = (iso: string): DateTime => DateTime.fromISO(iso, { zone: TOKYO });
const iso = (value: DateTime): string => value.toISODate() ?? '';

export const todayOf = (now: Date): string => iso(DateTime.fromJSDate(now, { zone: TOKYO }).startOf('day'));
export const addDays = (date: string, days: number): string => iso(day(date).plus({ days }));
export const yesterdayOf = (now: Date): string => addDays(todayOf(now), -1);
export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;
export const addMonths = (month: string, months: number): string => iso(day(month).plus({ months }));
export const monthEnd = (month: string): string => iso(day(month).endOf('month'));
export const laterOf = (a: string, b: string): string => (a > b ? a : b);
export const earlierOf = (a: string, b: string): string => (a < b ? a : b);

/** The first day of the month BACKFILL_MONTHS back: where a new listing's history starts. */
export const backfillStart = (now: Date): string => addMonths(monthStart(todayOf(now)), -BACKFILL_MONTHS);

/** The start of Tokyo's today, as an instant: a source last synced before it is due again. */
export const startOfTodayTokyo = (now: Date): Date => DateTime.fromJSDate(now, { zone: TOKYO }).startOf('day').toJSDate();

/** The first days of every month from `from`'s to `to`'s, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthStart(from); month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** [from, to] cut into consecutive ranges of at most `size` days. */
export function chunkDays(from: string, to: string, size: number): { from: string; to: string }[] {
  const chunks: { from: string; to: string }[] = [];
  for (let start = from; start <= to; start = addDays(start, size)) chunks.push({ from: start, to: earlierOf(addDays(start, size - 1), to) });
  return chunks;
}

/**
 * The days a daily source reads: from the backfill start on the first run, else from a few days before the last
 * copied day (the provider's lag), up to yesterday; `earliest` clamps to what the provider still keeps.
 */
export function dailyRange(now: Date, syncedThrough: string | null, earliest?: string): { from: string; to: string } {
  const start = syncedThrough === null ? backfillStart(now) : laterOf(backfillStart(now), addDays(syncedThrough, -PROVIDER_LAG_DAYS));
  return { from: earliest ? laterOf(start, earliest) : start, to: yesterdayOf(now) };
}
