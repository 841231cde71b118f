import { DateTime } from 'luxon';
import { aggregate, bucketLabel, bucketStart, bucketsBetween, toTokyo } from './period';

const iso = (dt: DateTime) => dt.toISO();

describe('period (Asia/Tokyo buckets)', () => {
  it('puts 15:00 UTC on the next Tokyo day, whatever the input form', () => {
    expect(iso(bucketStart('2025-03-31T15:00:00Z', 'day'))).toBe('2025-04-01T00:00:00.000+09:00');
    expect(iso(bucketStart(new Date('2025-03-31T15:00:00Z'), 'day'))).toBe('2025-04-01T00:00:00.000+09:00');
    expect(iso(bucketStart(Date.UTC(2025, 2, 31, 15), 'day'))).toBe('2025-04-01T00:00:00.000+09:00');
    expect(iso(bucketStart('2025-03-31T14:59:59Z', 'day'))).toBe('2025-03-31T00:00:00.000+09:00');
  });

  it('reads text without an offset as Tokyo wall-clock time', () => {
    expect(iso(bucketStart('2025/04/01', 'day'))).toBe('2025-04-01T00:00:00.000+09:00');
    expect(iso(bucketStart('2025/04/01 23:59', 'day'))).toBe('2025-04-01T00:00:00.000+09:00');
    expect(iso(bucketStart('2025-04-01', 'day'))).toBe('2025-04-01T00:00:00.000+09:00');
    expect(iso(toTokyo('2025/04'))).toBe('2025-04-01T00:00:00.000+09:00');
  });

  it('rejects what is not a date instead of bucketing it somewhere', () => {
    expect(() => bucketStart('not a date', 'day')).toThrow(RangeError);
    expect(() => bucketStart(new Date(Number.NaN), 'month')).toThrow(RangeError);
  });

  it('starts weeks on Monday, across a month and a year boundary', () => {
    // 2025-01-01 is a Wednesday; its week began on Monday 2024-12-30.
    expect(iso(bucketStart('2025/01/01', 'week'))).toBe('2024-12-30T00:00:00.000+09:00');
    // Sunday 2025-01-05 still belongs to that week; Monday 2025-01-06 opens the next.
    expect(bucketLabel('2025/01/05', 'week')).toBe('2024/12/30');
    expect(bucketLabel('2025/01/06', 'week')).toBe('2025/01/06');
    // Sunday 15:00 UTC is Monday 00:00 in Tokyo.
    expect(bucketLabel('2025-01-05T15:00:00Z', 'week')).toBe('2025/01/06');
  });

  it('starts months on the Tokyo first, across the year boundary', () => {
    expect(bucketLabel('2024-12-31T14:59:59Z', 'month')).toBe('2024/12');
    expect(bucketLabel('2024-12-31T15:00:00Z', 'month')).toBe('2025/01');
    expect(bucketLabel('2025/04/30', 'day')).toBe('2025/04/30');
  });

  it('enumerates buckets inclusively at both ends', () => {
    expect(bucketsBetween('2024/11/15', '2025/02/01', 'month').map((d) => bucketLabel(d, 'month'))).toEqual([
      '2024/11',
      '2024/12',
      '2025/01',
      '2025/02',
    ]);
    expect(bucketsBetween('2025/02/27', '2025/03/02', 'day').map((d) => bucketLabel(d, 'day'))).toEqual([
      '2025/02/27',
      '2025/02/28',
      '2025/03/01',
      '2025/03/02',
    ]);
    expect(bucketsBetween('2024/12/31', '2025/01/13', 'week').map((d) => bucketLabel(d, 'week'))).toEqual([
      '2024/12/30',
      '2025/01/06',
      '2025/01/13',
    ]);
    expect(bucketsBetween('2025/03/01', '2025/02/01', 'month')).toEqual([]);
  });

  it('sums, averages, takes the last or the minimum per bucket, keeping empty buckets as null', () => {
    const points = [
      { date: '2025/01/31', value: 3 },
      { date: '2025-01-31T15:00:00Z', value: 5 }, // 2025/02/01 in Tokyo
      { date: '2025/02/10', value: null },
      { date: '2025/02/20', value: 1 },
      { date: '2025/04/02', value: 7 },
    ];
    const labels = aggregate(points, 'month', 'sum').map((b) => b.label);
    expect(labels).toEqual(['2025/01', '2025/02', '2025/03', '2025/04']);
    expect(aggregate(points, 'month', 'sum').map((b) => b.value)).toEqual([3, 6, null, 7]);
    expect(aggregate(points, 'month', 'avg').map((b) => b.value)).toEqual([3, 3, null, 7]);
    expect(aggregate(points, 'month', 'min').map((b) => b.value)).toEqual([3, 1, null, 7]);
    expect(aggregate(points, 'month', 'last').map((b) => b.value)).toEqual([3, 1, null, 7]);
  });

  it('takes the latest instant for last, not the input order', () => {
    const points = [
      { date: '2025/02/20', value: 9 },
      { date: '2025/02/03', value: 4 },
    ];
    expect(aggregate(points, 'month', 'last')[0].value).toBe(9);
  });

  it('spans a given range even where there are no points, and returns nothing for no points and no range', () => {
    const buckets = aggregate([{ date: '2025/01/07', value: 2 }], 'week', 'sum', { start: '2024/12/31', end: '2025/01/19' });
    expect(buckets.map((b) => [b.label, b.value])).toEqual([
      ['2024/12/30', null],
      ['2025/01/06', 2],
      ['2025/01/13', null],
    ]);
    expect(aggregate([], 'day', 'sum')).toEqual([]);
  });
});
