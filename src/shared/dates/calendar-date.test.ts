import { addDays, hasCalendarDateShape, isCalendarDate, isoToSlashDate, isRangeInverted, slashToIsoDate, todayInTokyo } from './calendar-date';

describe('calendar dates (YYYY/MM/DD, Tokyo)', () => {
  it('accepts only real days written YYYY/MM/DD', () => {
    expect(isCalendarDate('2024/02/29')).toBe(true);
    expect(isCalendarDate('2025/12/31')).toBe(true);
    expect(isCalendarDate('2025/02/29')).toBe(false);
    expect(isCalendarDate('2025/02/30')).toBe(false);
    expect(isCalendarDate('2025/13/01')).toBe(false);
    expect(isCalendarDate('2025-01-01')).toBe(false);
    expect(isCalendarDate('2025/1/1')).toBe(false);
    expect(isCalendarDate(' 2025/01/01')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('tells a well-formed day that does not exist from a typo', () => {
    expect(hasCalendarDateShape('2025/02/30')).toBe(true);
    expect(hasCalendarDateShape('2025/2/3')).toBe(false);
    expect(hasCalendarDateShape('2025-02-03')).toBe(false);
  });

  it('calls a range inverted only when both ends are real days and the end is earlier', () => {
    expect(isRangeInverted('2025/02/01', '2025/01/31')).toBe(true);
    expect(isRangeInverted('2025/01/31', '2025/01/31')).toBe(false);
    expect(isRangeInverted('2024/12/31', '2025/01/01')).toBe(false);
    expect(isRangeInverted('', '2025/01/31')).toBe(false);
    expect(isRangeInverted('2025/02/30', '2025/01/31')).toBe(false);
  });

  it("gives today's Tokyo date whatever the instant's UTC day", () => {
    expect(todayInTokyo(new Date('2025-03-31T14:59:59Z'))).toBe('2025/03/31');
    expect(todayInTokyo(new Date('2025-03-31T15:00:00Z'))).toBe('2025/04/01');
    expect(todayInTokyo(new Date('2025-12-31T15:00:00Z'))).toBe('2026/01/01');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2025/01/31', 1)).toBe('2025/02/01');
    expect(addDays('2024/02/28', 1)).toBe('2024/02/29');
    expect(addDays('2025/12/31', 30)).toBe('2026/01/30');
    expect(addDays('2025/03/01', -1)).toBe('2025/02/28');
    expect(() => addDays('2025/02/30', 1)).toThrow(RangeError);
  });

  it('converts between the slash form and SQL date columns', () => {
    expect(slashToIsoDate('2025/02/28')).toBe('2025-02-28');
    expect(slashToIsoDate('2025/02/30')).toBeNull();
    expect(slashToIsoDate('2025-02-28')).toBeNull();
    expect(isoToSlashDate('2025-02-28')).toBe('2025/02/28');
    expect(isoToSlashDate(null)).toBeNull();
  });
});
