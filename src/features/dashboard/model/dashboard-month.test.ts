import { calendarWeeks, dayParts, isMonth, monthLabel, monthOf, shiftMonth } from './dashboard-month';

describe('dashboard month', () => {
  it('reads only real YYYY/MM months', () => {
    expect(isMonth('2026/05')).toBe(true);
    expect(['2026/13', '2026/5', '2026-05', '', '2026/05/01'].map(isMonth)).toEqual([false, false, false, false, false]);
  });

  it('shifts across years and labels the month in Japanese', () => {
    expect(shiftMonth('2026/01', -1)).toBe('2025/12');
    expect(shiftMonth('2025/12', 1)).toBe('2026/01');
    expect(monthLabel('2026/05')).toBe('2026年5月');
    expect(() => shiftMonth('2026/5', 1)).toThrow(RangeError);
  });

  it('takes the Tokyo month, not the machine zone', () => {
    // 2026-05-31 15:30 UTC is already 1 June in Tokyo.
    expect(monthOf(new Date('2026-05-31T15:30:00Z'))).toBe('2026/06');
    expect(monthOf(new Date('2026-05-31T14:59:59Z'))).toBe('2026/05');
  });

  it('lays a month out as six Sunday-first weeks', () => {
    // 2026/05/01 is a Friday.
    const weeks = calendarWeeks('2026/05');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, '2026/05/01', '2026/05/02']);
    expect(weeks[5]?.[0]).toBe('2026/05/31');
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    // 2026/02/01 is a Sunday: four full weeks, then two rows of padding.
    expect(calendarWeeks('2026/02')[0]?.[0]).toBe('2026/02/01');
    expect(calendarWeeks('2026/02')[4]).toEqual(Array(7).fill(null));
    expect(calendarWeeks(undefined).flat().every((d) => d === null)).toBe(true);
  });

  it('splits a day into month and day numbers', () => {
    expect(dayParts('2026/05/03')).toEqual({ month: 5, day: 3 });
  });
});
