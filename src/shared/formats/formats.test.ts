import { formatDate, formatDateTime, formatMonth, formatNumber, formatRank, formatTime } from './formats';

describe('formats (Asia/Tokyo)', () => {
  it('formats dates, months and times in Tokyo time', () => {
    const utcLateEvening = '2025-03-31T16:30:00Z';
    expect(formatDate(utcLateEvening)).toBe('2025/04/01');
    expect(formatMonth(utcLateEvening)).toBe('2025/04');
    expect(formatTime(utcLateEvening)).toBe('01:30');
    expect(formatDateTime('2025/04/01 09:05')).toBe('2025/04/01 09:05');
    expect(formatDate('2025/12/24')).toBe('2025/12/24');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats numbers with separators', () => {
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(null)).toBe('');
  });

  it('formats ranks', () => {
    expect(formatRank(3)).toBe('3位');
    expect(formatRank(0)).toBe('圏外');
    expect(formatRank(101)).toBe('圏外');
    expect(formatRank(null)).toBe('表示なし');
  });
});
