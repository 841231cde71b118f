import { backfillStart, chunkDays, dailyRange, monthsBetween, startOfTodayTokyo, todayOf, yesterdayOf } from './insight-sync-window';

// 2026/04/01 00:30 in Tokyo is still 03/31 in UTC: every day here is Tokyo's.
const JUST_AFTER_MIDNIGHT = new Date('2026-03-31T15:30:00Z');

describe('insight sync windows (Asia/Tokyo)', () => {
  it("takes today, yesterday and the backfill start from Tokyo's calendar", () => {
    expect(todayOf(JUST_AFTER_MIDNIGHT)).toBe('2026-04-01');
    expect(yesterdayOf(JUST_AFTER_MIDNIGHT)).toBe('2026-03-31');
    expect(backfillStart(JUST_AFTER_MIDNIGHT)).toBe('2024-10-01');
    expect(startOfTodayTokyo(JUST_AFTER_MIDNIGHT).toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });

  it('backfills on the first run, then reads the lag again up to yesterday, never before the backfill or what the provider keeps', () => {
    expect(dailyRange(JUST_AFTER_MIDNIGHT, null)).toEqual({ from: '2024-10-01', to: '2026-03-31' });
    expect(dailyRange(JUST_AFTER_MIDNIGHT, '2026-03-30')).toEqual({ from: '2026-03-25', to: '2026-03-31' });
    expect(dailyRange(JUST_AFTER_MIDNIGHT, '2023-01-01')).toEqual({ from: '2024-10-01', to: '2026-03-31' });
    expect(dailyRange(JUST_AFTER_MIDNIGHT, null, '2024-10-02')).toEqual({ from: '2024-10-02', to: '2026-03-31' });
  });

  it('cuts ranges into months and into bounded chunks', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
    expect(chunkDays('2026-01-01', '2026-01-10', 4)).toEqual([
      { from: '2026-01-01', to: '2026-01-04' },
      { from: '2026-01-05', to: '2026-01-08' },
      { from: '2026-01-09', to: '2026-01-10' },
    ]);
  });
});
