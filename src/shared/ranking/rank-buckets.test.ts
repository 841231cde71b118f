import { bucketLabel, bucketStart, bucketsBetween, type TimeUnit } from '../dates/period';
import type { DateRange } from '../dates/periods';
import { RANK_OUTCOMES, type RankOutcome } from './rank';
import { rankBucketer } from './rank-buckets';
import type { DailyRank, RankPoint } from './rank-history';

// The oracle: the same buckets through luxon's Tokyo calendar (dates/period.ts, what the chart kit uses).
// Each day's bucket is labelled once: labelling every day again for every bucket made this file take 80–117 s.
function luxonBuckets(days: readonly DailyRank[], unit: TimeUnit, range: DateRange): RankPoint[] {
  const byLabel = new Map<string, DailyRank[]>();
  for (const d of days) {
    if (d.date < range.start || d.date > range.end) continue;
    const label = bucketLabel(bucketStart(d.date, unit), unit);
    byLabel.set(label, [...(byLabel.get(label) ?? []), d]);
  }
  return bucketsBetween(range.start, range.end, unit).map((start) => {
    const label = bucketLabel(start, unit);
    const inBucket = byLabel.get(label) ?? [];
    const ranks = inBucket.filter((d) => d.outcome === 'ranked' && d.rank !== null).map((d) => d.rank as number);
    let outcome: RankOutcome | null = null;
    if (ranks.length) outcome = 'ranked';
    else if (inBucket.some((d) => d.outcome === 'out_of_range')) outcome = 'out_of_range';
    else if (inBucket.length) outcome = 'no_result';
    return { date: label, rank: ranks.length ? Math.round((ranks.reduce((a, b) => a + b, 0) / ranks.length) * 10) / 10 : null, outcome, days: inBucket.length };
  });
}

// A deterministic wander over two years with gaps, 圏外 and 表示なし days, crossing month ends and a leap day.
function history(): DailyRank[] {
  const days: DailyRank[] = [];
  const start = Date.UTC(2023, 10, 20);
  for (let i = 0; i < 760; i += 1) {
    if (i % 11 === 3) continue;
    const d = new Date(start + i * 86_400_000);
    const date = `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`;
    const outcome = RANK_OUTCOMES[i % 13 === 0 ? 1 : i % 17 === 0 ? 2 : 0];
    days.push({ date, outcome, rank: outcome === 'ranked' ? 1 + ((i * 7) % 23) : null });
  }
  return days;
}

const ranges = [
  { start: '2024/01/01', end: '2024/12/31' },
  { start: '2024/02/27', end: '2024/03/05' },
  { start: '2023/11/20', end: '2025/12/18' },
  { start: '2025/05/31', end: '2025/06/01' },
  { start: '2024/03/01', end: '2024/02/01' },
];

it.each(ranges.flatMap((range) => (['day', 'week', 'month'] as const).map((unit) => ({ range, unit }))))(
  'buckets like the Tokyo calendar of dates/period.ts ($unit, $range.start to $range.end)',
  ({ range, unit }) => {
    const days = history();
    expect(rankBucketer(unit, range).bucket(days)).toEqual(luxonBuckets(days, unit, range));
  },
);
