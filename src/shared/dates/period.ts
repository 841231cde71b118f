import { DateTime } from 'luxon';
import { fromTokyoText } from './tokyo-text';
import { TOKYO } from './zone';

// Shared by the console's charts and the server's aggregations, so it stays pure: luxon only, no DOM, no env.

export type TimeUnit = 'day' | 'week' | 'month';
export type Aggregation = 'sum' | 'avg' | 'last' | 'min';
/** ISO text (with or without an offset), 'yyyy/MM/dd', 'yyyy/MM/dd HH:mm', a Date, epoch millis or a luxon DateTime. */
export type DateInput = string | number | Date | DateTime;

export interface DatedValue {
  date: DateInput;
  /** null: nothing was measured on that date; it never counts as 0. */
  value: number | null;
}

export interface Bucket {
  /** 00:00 Tokyo time on the bucket's first day. */
  start: DateTime;
  label: string;
  value: number | null;
}

/** The instant as a Tokyo DateTime; throws a RangeError on text it cannot read, so bad data never lands in a bucket. */
export function toTokyo(input: DateInput): DateTime {
  let dt: DateTime;
  if (DateTime.isDateTime(input)) dt = input;
  else if (input instanceof Date) dt = DateTime.fromJSDate(input);
  else if (typeof input === 'number') dt = DateTime.fromMillis(input);
  // Text without an offset is a Tokyo wall-clock time (the spec's section 9: every date the product shows is Tokyo's).
  else dt = fromTokyoText(input) ?? DateTime.fromISO(input, { zone: TOKYO });
  if (!dt.isValid) throw new RangeError(`Not a date: ${String(input)}`);
  return dt.setZone(TOKYO);
}

/**
 * The first instant of the Tokyo day, week or month holding `date`. Weeks start on Monday: the spec never says
 * where a week starts (its Sunday-to-Saturday weekday labels are a display order, not a bucket rule), so this follows
 * JIS X 0301 / ISO 8601, which is also luxon's default and what PostgreSQL's date_trunc('week') does on the server.
 */
export function bucketStart(date: DateInput, unit: TimeUnit): DateTime {
  return toTokyo(date).startOf(unit);
}

/** The axis label: YYYY/MM/DD for a day and for a week (its Monday), YYYY/MM for a month (the spec's section 9). */
export function bucketLabel(start: DateInput, unit: TimeUnit): string {
  return bucketStart(start, unit).toFormat(unit === 'month' ? 'yyyy/MM' : 'yyyy/MM/dd');
}

/** Every bucket from the one holding `from` to the one holding `to`, both included; none when `from` is later. */
export function bucketsBetween(from: DateInput, to: DateInput, unit: TimeUnit): DateTime[] {
  const last = bucketStart(to, unit);
  const step = { day: { days: 1 }, week: { weeks: 1 }, month: { months: 1 } }[unit];
  const buckets: DateTime[] = [];
  for (let at = bucketStart(from, unit); at <= last; at = at.plus(step)) buckets.push(at);
  return buckets;
}

const fold = (values: { at: number; value: number }[], how: Aggregation): number | null => {
  if (values.length === 0) return null;
  const numbers = values.map((v) => v.value);
  switch (how) {
    case 'sum':
      return numbers.reduce((a, b) => a + b, 0);
    case 'avg':
      return numbers.reduce((a, b) => a + b, 0) / numbers.length;
    case 'min':
      return Math.min(...numbers);
    case 'last':
      // Stable sort: of two values at the same instant, the later one in the input wins.
      return [...values].sort((a, b) => a.at - b.at)[values.length - 1].value;
  }
};

/** Inclusive; the same shape as periods.ts's DateRange and MonthWindow, so a period option's range fits as it is. */
export interface AggregateRange {
  start: DateInput;
  end: DateInput;
}

/**
 * Folds dated values into one value per bucket. Every bucket of the range is returned, in order, so a gap in the
 * data stays a gap on the axis (value null) instead of closing up; without a range the buckets span the data.
 * Null values are skipped (an average over measured days only); a bucket with none is null, never 0.
 */
export function aggregate(points: DatedValue[], unit: TimeUnit, how: Aggregation, range?: AggregateRange): Bucket[] {
  const grouped = new Map<number, { at: number; value: number }[]>();
  let first: DateTime | undefined;
  let last: DateTime | undefined;
  for (const point of points) {
    const at = toTokyo(point.date);
    if (!first || at < first) first = at;
    if (!last || at > last) last = at;
    if (point.value === null || Number.isNaN(point.value)) continue;
    const key = at.startOf(unit).toMillis();
    const list = grouped.get(key) ?? [];
    list.push({ at: at.toMillis(), value: point.value });
    grouped.set(key, list);
  }
  const from = range?.start ?? first;
  const to = range?.end ?? last;
  if (from === undefined || to === undefined) return [];
  return bucketsBetween(from, to, unit).map((start) => ({
    start,
    label: bucketLabel(start, unit),
    value: fold(grouped.get(start.toMillis()) ?? [], how),
  }));
}
