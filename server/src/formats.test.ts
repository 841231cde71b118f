import { toJstDate, toJstDateTime } from './formats';

it('formats dates in Japanese time whatever the server zone', () => {
  // 15:30 UTC on New Year's Eve is already 00:30 on New Year's Day in Tokyo.
  const date = new Date('2025-12-31T15:30:00Z');
  expect(toJstDate(date)).toBe('2026/01/01');
  expect(toJstDateTime(date)).toBe('2026/01/01 00:30');
  expect(toJstDateTime(new Date('2026-03-05T00:04:00Z'))).toBe('2026/03/05 09:04');
});
