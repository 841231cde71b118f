import { fullWindow, isPeriodKey, PERIOD_KEYS, periodRange, summaryWindow } from './periods';

// Instants are UTC; 15:00 UTC is midnight of the next day in Tokyo.
const at = (iso: string) => new Date(iso);

describe('period options', () => {
  it('lists the spec options in order and knows its keys', () => {
    expect(PERIOD_KEYS).toEqual(['all', 'week', 'month', 'quarter', 'half', 'year', 'year_and_half']);
    expect(isPeriodKey('quarter')).toBe(true);
    expect(isPeriodKey('decade')).toBe(false);
    expect(isPeriodKey(undefined)).toBe(false);
  });

  it('covers the days up to today in Tokyo, as long as the option says', () => {
    const now = at('2025-03-15T03:00:00Z');
    expect(periodRange('all', now)).toBeNull();
    expect(periodRange('week', now)).toEqual({ start: '2025/03/09', end: '2025/03/15' });
    expect(periodRange('month', now)).toEqual({ start: '2025/02/16', end: '2025/03/15' });
    expect(periodRange('quarter', now)).toEqual({ start: '2024/12/16', end: '2025/03/15' });
    expect(periodRange('half', now)).toEqual({ start: '2024/09/16', end: '2025/03/15' });
    expect(periodRange('year', now)).toEqual({ start: '2024/03/16', end: '2025/03/15' });
    expect(periodRange('year_and_half', now)).toEqual({ start: '2023/09/16', end: '2025/03/15' });
  });

  it('clamps at month ends and crosses the year', () => {
    expect(periodRange('month', at('2025-03-31T00:00:00Z'))).toEqual({ start: '2025/03/01', end: '2025/03/31' });
    expect(periodRange('week', at('2025-01-03T00:00:00Z'))).toEqual({ start: '2024/12/28', end: '2025/01/03' });
  });

  it('starts the Tokyo day at 15:00 UTC', () => {
    expect(periodRange('week', at('2025-03-31T14:59:59Z'))?.end).toBe('2025/03/31');
    expect(periodRange('week', at('2025-03-31T15:00:00Z'))).toEqual({ start: '2025/03/26', end: '2025/04/01' });
  });
});

describe('date windows', () => {
  it('ends a month earlier before the 8th', () => {
    expect(summaryWindow(at('2025-06-07T03:00:00Z'))).toEqual({ startMonth: '2025/02', endMonth: '2025/04', start: '2025/02/01', end: '2025/04/30' });
    expect(summaryWindow(at('2025-06-08T03:00:00Z'))).toEqual({ startMonth: '2025/03', endMonth: '2025/05', start: '2025/03/01', end: '2025/05/31' });
    expect(fullWindow(at('2025-06-07T03:00:00Z'))).toEqual({ startMonth: '2023/11', endMonth: '2025/04', start: '2023/11/01', end: '2025/04/30' });
    expect(fullWindow(at('2025-06-08T03:00:00Z'))).toEqual({ startMonth: '2023/12', endMonth: '2025/05', start: '2023/12/01', end: '2025/05/31' });
  });

  it('decides the day of month in Tokyo (the 8th starts at 15:00 UTC on the 7th)', () => {
    expect(summaryWindow(at('2025-06-07T14:59:59Z')).endMonth).toBe('2025/04');
    expect(summaryWindow(at('2025-06-07T15:00:00Z')).endMonth).toBe('2025/05');
  });

  it('crosses year boundaries and ends on the last day of February', () => {
    expect(summaryWindow(at('2025-01-05T00:00:00Z'))).toEqual({ startMonth: '2024/09', endMonth: '2024/11', start: '2024/09/01', end: '2024/11/30' });
    expect(summaryWindow(at('2025-01-10T00:00:00Z'))).toEqual({ startMonth: '2024/10', endMonth: '2024/12', start: '2024/10/01', end: '2024/12/31' });
    expect(summaryWindow(at('2024-03-20T00:00:00Z')).end).toBe('2024/02/29');
    // 2024/12/31 15:00 UTC is 2025/01/01 in Tokyo: before the 8th of January.
    expect(fullWindow(at('2024-12-31T15:00:00Z'))).toEqual({ startMonth: '2023/06', endMonth: '2024/11', start: '2023/06/01', end: '2024/11/30' });
  });
});
