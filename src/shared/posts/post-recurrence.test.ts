import { DateTime } from 'luxon';
import { nextOccurrence, occurrenceAt, occurrencesBetween, REPEAT, type RecurrenceRule } from './post-recurrence';

const tokyo = (date: Date) => DateTime.fromJSDate(date, { zone: 'Asia/Tokyo' }).toFormat('yyyy/MM/dd HH:mm');
const at = (text: string) => DateTime.fromFormat(text, 'yyyy/MM/dd HH:mm', { zone: 'Asia/Tokyo' }).toJSDate();
const rule = (over: Partial<RecurrenceRule>): RecurrenceRule => ({ startDate: '2026/01/31', startTime: '09:30', repeat: REPEAT.monthly, endDate: '2026/12/31', ...over });

describe('post recurrence on the Tokyo calendar', () => {
  it('goes out once at the planned Tokyo time, and never after it', () => {
    const once = rule({ repeat: REPEAT.once, startDate: '2026/03/01', endDate: null });
    expect(tokyo(occurrenceAt(once, 0))).toBe('2026/03/01 09:30');
    expect(occurrenceAt(once, 0).toISOString()).toBe('2026-03-01T00:30:00.000Z');
    expect(tokyo(nextOccurrence(once, at('2026/02/28 23:00'))!)).toBe('2026/03/01 09:30');
    expect(nextOccurrence(once, at('2026/03/01 09:30'))).toBeNull();
  });

  it('repeats weekly on the same weekday and time until the end date', () => {
    const weekly = rule({ repeat: REPEAT.weekly, startDate: '2026/03/02', endDate: '2026/03/23' });
    expect(occurrencesBetween(weekly, at('2026/01/01 00:00'), at('2027/01/01 00:00')).map(tokyo)).toEqual([
      '2026/03/02 09:30', '2026/03/09 09:30', '2026/03/16 09:30', '2026/03/23 09:30',
    ]);
  });

  it('puts the 31st on the last day of a short month and back on the 31st after it', () => {
    const monthly = rule({ startDate: '2026/01/31', endDate: '2026/05/31' });
    expect(occurrencesBetween(monthly, at('2026/01/01 00:00'), at('2027/01/01 00:00')).map(tokyo)).toEqual([
      '2026/01/31 09:30', '2026/02/28 09:30', '2026/03/31 09:30', '2026/04/30 09:30', '2026/05/31 09:30',
    ]);
  });

  it('puts 29 February on 28 February in a non-leap year, and on the 29th again in a leap year', () => {
    const yearly = rule({ repeat: REPEAT.yearly, startDate: '2024/02/29', endDate: '2028/12/31' });
    expect(occurrencesBetween(yearly, at('2024/01/01 00:00'), at('2029/01/01 00:00')).map(tokyo)).toEqual([
      '2024/02/29 09:30', '2025/02/28 09:30', '2026/02/28 09:30', '2027/02/28 09:30', '2028/02/29 09:30',
    ]);
  });

  it('stops after the end date and jumps straight to the next occurrence after a long pause', () => {
    const weekly = rule({ repeat: REPEAT.weekly, startDate: '2020/01/06', endDate: '2030/01/01' });
    expect(tokyo(nextOccurrence(weekly, at('2026/03/04 12:00'))!)).toBe('2026/03/09 09:30');
    expect(nextOccurrence(rule({ repeat: REPEAT.weekly, startDate: '2026/03/02', endDate: '2026/03/10' }), at('2026/03/09 09:30'))).toBeNull();
  });

  it('reads the calendar in Tokyo: 00:30 on the 1st is still the 1st there though UTC says the 31st', () => {
    const monthly = rule({ startDate: '2026/01/01', startTime: '00:30', endDate: '2026/03/31' });
    expect(occurrencesBetween(monthly, at('2026/01/01 00:00'), at('2026/12/31 00:00')).map(tokyo)).toEqual(['2026/01/01 00:30', '2026/02/01 00:30', '2026/03/01 00:30']);
  });
});
