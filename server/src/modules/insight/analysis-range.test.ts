import { DomainError } from '../../http/errors';
import { clampForUnit, explicitRange, previousRange, resolveRange } from './analysis-range';

const none = async () => null;

describe('analysis range', () => {
  it('defaults to the full window, which ends a month earlier before the 8th', async () => {
    expect(await resolveRange({}, new Date('2026-03-08T00:00:00+09:00'), none)).toEqual({ start: '2024/09/01', end: '2026/02/28' });
    expect(await resolveRange({}, new Date('2026-03-07T23:59:00+09:00'), none)).toEqual({ start: '2024/08/01', end: '2026/01/31' });
  });

  it('takes a period option in Tokyo, and 全期間 from the first day with data', async () => {
    const now = new Date('2026-03-14T15:30:00Z'); // 2026/03/15 00:30 in Tokyo
    expect(await resolveRange({ period: 'month' }, now, none)).toEqual({ start: '2026/02/16', end: '2026/03/15' });
    expect(await resolveRange({ period: 'all' }, now, async () => '2025/10/02')).toEqual({ start: '2025/10/02', end: '2026/03/15' });
    expect(await resolveRange({ period: 'all' }, now, none)).toEqual({ start: '2024/09/01', end: '2026/03/15' });
    // An explicit range wins over the period option.
    expect(await resolveRange({ period: 'week', start: '2026/01/01', end: '2026/01/31' }, now, none)).toEqual({ start: '2026/01/01', end: '2026/01/31' });
  });

  it('allows at most 19 months', () => {
    expect(explicitRange({ start: '2024/07/31', end: '2026/02/28' })).toEqual({ start: '2024/07/31', end: '2026/02/28' });
    expect(() => explicitRange({ start: '2024/07/31', end: '2026/03/01' })).toThrow(DomainError);
    expect(() => explicitRange({ start: '2026/01/01', end: '2026/1/31' })).toThrow(DomainError);
  });

  it('compares with the same number of days just before', () => {
    expect(previousRange({ start: '2026/01/01', end: '2026/02/28' })).toEqual({ start: '2025/11/03', end: '2025/12/31' });
    expect(previousRange({ start: '2026/03/01', end: '2026/03/01' })).toEqual({ start: '2026/02/28', end: '2026/02/28' });
  });
});

describe('day-unit analyses', () => {
  it('cover at most the last 92 days of the range, leaving weeks and months whole', () => {
    const range = { start: '2025/05/01', end: '2026/10/31' };
    expect(clampForUnit(range, 'day')).toEqual({ start: '2026/08/01', end: '2026/10/31' });
    expect(clampForUnit(range, 'week')).toEqual(range);
    expect(clampForUnit({ start: '2026/10/01', end: '2026/10/31' }, 'day')).toEqual({ start: '2026/10/01', end: '2026/10/31' });
  });
});
