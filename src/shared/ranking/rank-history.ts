import type { TimeUnit } from '../dates/period';
import { todayInTokyo } from '../dates/calendar-date';
import { periodRange, type DateRange, type PeriodKey } from '../dates/periods';
import { round1, type RankOutcome } from './rank';
import { rankBucketer } from './rank-buckets';

// Rank history in Tokyo days: one measurement per measure per day, folded into day / week / month buckets.

export interface DailyRank {
  /** The Tokyo day of the measurement, YYYY/MM/DD. */
  date: string;
  outcome: RankOutcome;
  rank: number | null;
}

export interface RankPoint {
  /** The bucket's label: YYYY/MM/DD for a day or a week (its Monday), YYYY/MM for a month. */
  date: string;
  /** The rank of the day, or the average over the bucket's ranked days with one decimal; null when none ranked. */
  rank: number | null;
  /** ranked when any day of the bucket ranked; otherwise 圏外 before 表示なし; null when nothing was measured. */
  outcome: RankOutcome | null;
  /** Days measured in the bucket. */
  days: number;
}

export interface RankStats {
  best: number | null;
  worst: number | null;
  /** Over the ranked days, one decimal. */
  average: number | null;
  top3Days: number;
  measuredDays: number;
  outOfRangeDays: number;
  noResultDays: number;
}

export const TOP_RANK = 3;

/** The days a period option covers; 全期間 runs from the first measured day (or today) to today. */
export function rankPeriodRange(key: PeriodKey, now: Date, firstDate: string | null): DateRange {
  const range = periodRange(key, now);
  if (range) return range;
  const today = todayInTokyo(now);
  return { start: firstDate && firstDate < today ? firstDate : today, end: today };
}

export function rankStats(days: readonly DailyRank[]): RankStats {
  const ranks = days.filter((d) => d.outcome === 'ranked' && d.rank !== null).map((d) => d.rank as number);
  return {
    best: ranks.length ? Math.min(...ranks) : null,
    worst: ranks.length ? Math.max(...ranks) : null,
    average: ranks.length ? round1(ranks.reduce((a, b) => a + b, 0) / ranks.length) : null,
    top3Days: ranks.filter((r) => r <= TOP_RANK).length,
    measuredDays: days.length,
    outOfRangeDays: days.filter((d) => d.outcome === 'out_of_range').length,
    noResultDays: days.filter((d) => d.outcome === 'no_result').length,
  };
}

/**
 * One point per bucket of the range, in order, so a day without a measurement stays a gap on the axis. Buckets are
 * Tokyo days, Monday weeks and calendar months (the same as the chart kit's period.ts). Many measures over one range:
 * make one rankBucketer and reuse it.
 */
export function bucketRanks(days: readonly DailyRank[], unit: TimeUnit, range: DateRange): RankPoint[] {
  return rankBucketer(unit, range).bucket(days);
}
