import { bucketRanks, rankPeriodRange, rankStats, type DailyRank } from './rank-history';

const day = (date: string, rank: number | null, outcome: DailyRank['outcome'] = rank === null ? 'out_of_range' : 'ranked'): DailyRank => ({ date, rank, outcome });

describe('rankPeriodRange', () => {
  // 2026-03-15 00:30 in Tokyo is still 03/14 in UTC: the range is Tokyo's.
  const now = new Date('2026-03-14T15:30:00Z');
  it('ends today in Tokyo and is as long as the option', () => {
    expect(rankPeriodRange('week', now, null)).toEqual({ start: '2026/03/09', end: '2026/03/15' });
    expect(rankPeriodRange('month', now, null)).toEqual({ start: '2026/02/16', end: '2026/03/15' });
    expect(rankPeriodRange('year_and_half', now, null)).toEqual({ start: '2024/09/16', end: '2026/03/15' });
  });
  it('runs 全期間 from the first measured day, or today without any', () => {
    expect(rankPeriodRange('all', now, '2025/01/02')).toEqual({ start: '2025/01/02', end: '2026/03/15' });
    expect(rankPeriodRange('all', now, null)).toEqual({ start: '2026/03/15', end: '2026/03/15' });
  });
});

describe('rankStats', () => {
  it('takes best, worst and average over ranked days and counts the top 3 and the rest', () => {
    const days = [day('2026/03/01', 1), day('2026/03/02', 3), day('2026/03/03', 4), day('2026/03/04', null), day('2026/03/05', null, 'no_result'), day('2026/03/06', 10)];
    expect(rankStats(days)).toEqual({ best: 1, worst: 10, average: 4.5, top3Days: 2, measuredDays: 6, outOfRangeDays: 1, noResultDays: 1 });
  });
  it('has no best or average without a ranked day', () => {
    expect(rankStats([day('2026/03/04', null)])).toMatchObject({ best: null, worst: null, average: null, top3Days: 0 });
  });
});

describe('bucketRanks', () => {
  const range = { start: '2026/03/01', end: '2026/03/10' };
  it('keeps every day of the range, a missing day as a gap', () => {
    const points = bucketRanks([day('2026/03/01', 4), day('2026/03/03', null), day('2026/03/04', null, 'no_result')], 'day', range);
    expect(points).toHaveLength(10);
    expect(points.slice(0, 4)).toEqual([
      { date: '2026/03/01', rank: 4, outcome: 'ranked', days: 1 },
      { date: '2026/03/02', rank: null, outcome: null, days: 0 },
      { date: '2026/03/03', rank: null, outcome: 'out_of_range', days: 1 },
      { date: '2026/03/04', rank: null, outcome: 'no_result', days: 1 },
    ]);
  });
  it('averages the ranked days of a Monday week and of a calendar month', () => {
    // 2026/03/02 is a Monday: 03/01 (Sun) belongs to the week of 02/23.
    const days = [day('2026/03/01', 9), day('2026/03/02', 2), day('2026/03/03', 3), day('2026/03/04', null)];
    expect(bucketRanks(days, 'week', range).map((p) => [p.date, p.rank, p.days])).toEqual([
      ['2026/02/23', 9, 1],
      ['2026/03/02', 2.5, 3],
      ['2026/03/09', null, 0],
    ]);
    expect(bucketRanks(days, 'month', { start: '2026/02/20', end: '2026/03/10' })).toEqual([
      { date: '2026/02', rank: null, outcome: null, days: 0 },
      { date: '2026/03', rank: 4.7, outcome: 'ranked', days: 4 },
    ]);
  });
  it('calls a bucket 圏外 when nothing in it ranked but something was out of range', () => {
    expect(bucketRanks([day('2026/03/03', null, 'no_result'), day('2026/03/04', null)], 'month', range)[0].outcome).toBe('out_of_range');
  });
});
