import type { TimeUnit } from '../dates/period';
import type { DateRange } from '../dates/periods';
import { round1, type RankOutcome } from './rank';
import type { DailyRank, RankPoint } from './rank-history';

// Rank buckets with calendar arithmetic instead of luxon: a page of 50 measures × a year of days spent seconds in
// luxon's Tokyo conversions, and the history endpoint answers in milliseconds. Tokyo has no daylight saving, so a
// YYYY/MM/DD day is a plain Gregorian date and UTC arithmetic on it is exact. Weeks start on Monday and months are
// calendar months, as in dates/period.ts; the test beside this file checks the two agree for every unit.

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const dayMs = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const dayText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
};
/** The Monday of the ISO week holding the day (as PostgreSQL's date_trunc('week') and luxon's startOf('week')). */
const mondayMs = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;

/** YYYY/MM/DD of the day `offset` days after `start`, remembered for the next measure of the page. */
export function dayCounter(start: string): (offset: number) => string {
  const first = dayMs(start);
  const known: string[] = [];
  return (offset) => (known[offset] ??= dayText(first + offset * DAY_MS));
}

function labelOf(date: string, unit: TimeUnit): string {
  if (unit === 'day') return date;
  if (unit === 'month') return date.slice(0, 7);
  return dayText(mondayMs(dayMs(date)));
}

function labelsBetween(range: DateRange, unit: TimeUnit): string[] {
  const labels: string[] = [];
  if (unit === 'month') {
    let year = Number(range.start.slice(0, 4));
    let month = Number(range.start.slice(5, 7));
    const last = range.end.slice(0, 7);
    for (let label = `${year}/${pad(month)}`; label <= last; label = `${year}/${pad(month)}`) {
      labels.push(label);
      month += 1;
      if (month > 12) [year, month] = [year + 1, 1];
    }
    return labels;
  }
  const step = unit === 'day' ? DAY_MS : 7 * DAY_MS;
  const first = unit === 'day' ? dayMs(range.start) : mondayMs(dayMs(range.start));
  const last = dayMs(range.end);
  for (let at = first; at <= last; at += step) labels.push(dayText(at));
  return labels;
}

/** The buckets of one range, computed once and reused for every measure of a page. */
export interface RankBucketer {
  labels: readonly string[];
  bucket(days: readonly DailyRank[]): RankPoint[];
}

export function rankBucketer(unit: TimeUnit, range: DateRange): RankBucketer {
  const labels = range.start <= range.end ? labelsBetween(range, unit) : [];
  const index = new Map(labels.map((label, i) => [label, i]));
  // Every measure of a page has the same days: each day's bucket is worked out once.
  const dayIndex = new Map<string, number | undefined>();
  const indexOf = (date: string) => {
    if (!dayIndex.has(date)) dayIndex.set(date, date < range.start || date > range.end ? undefined : index.get(labelOf(date, unit)));
    return dayIndex.get(date);
  };
  return {
    labels,
    bucket(days) {
      const sums = new Array<number>(labels.length).fill(0);
      const ranked = new Array<number>(labels.length).fill(0);
      const measured = new Array<number>(labels.length).fill(0);
      const outOfRange = new Array<boolean>(labels.length).fill(false);
      for (const day of days) {
        const i = indexOf(day.date);
        if (i === undefined) continue;
        measured[i] += 1;
        if (day.outcome === 'ranked' && day.rank !== null) {
          sums[i] += day.rank;
          ranked[i] += 1;
        } else if (day.outcome === 'out_of_range') outOfRange[i] = true;
      }
      return labels.map((date, i) => {
        let outcome: RankOutcome | null = null;
        if (ranked[i]) outcome = 'ranked';
        else if (outOfRange[i]) outcome = 'out_of_range';
        else if (measured[i]) outcome = 'no_result';
        return { date, rank: ranked[i] ? round1(sums[i] / ranked[i]) : null, outcome, days: measured[i] };
      });
    },
  };
}
