import { monthDays, monthsApart, monthsBetween, parseMonth, shiftMonth } from './insight-scope';
import { defaultMonths, requestedMonths } from './search-query.service';

it('reads only real YYYY/MM months', () => {
  expect(parseMonth('2026/02')?.toISODate()).toBe('2026-02-01');
  for (const bad of ['2026/13', '2026/00', '2026-02', '2026/2', '202602', '']) expect(parseMonth(bad)).toBeNull();
});

it('counts and lists months across years', () => {
  expect(monthsApart('2025/11', '2026/02')).toBe(3);
  expect(monthsBetween('2025/11', '2026/02')).toEqual(['2025/11', '2025/12', '2026/01', '2026/02']);
  expect(monthsBetween('2026/02', '2026/01')).toEqual([]);
  expect(shiftMonth('2026/01', -1)).toBe('2025/12');
  expect(monthDays('2028/02')).toMatchObject({ start: '2028/02/01', end: '2028/02/29', isoStart: '2028-02-01', isoEnd: '2028-02-29' });
});

it('defaults to the last six months with data, never wider than the contract allows', () => {
  expect(defaultMonths([])).toBeNull();
  expect(defaultMonths(['2026/10', '2026/09'])).toEqual({ start: '2026/09', end: '2026/10' });
  expect(defaultMonths(['2026/10', '2026/09', '2026/08', '2026/07', '2026/06', '2026/05', '2026/04'])).toEqual({ start: '2026/05', end: '2026/10' });
  // Gaps stretch the window to six months with data, up to 24 months back.
  expect(defaultMonths(['2026/10', '2025/10', '2024/10', '2023/10'])).toEqual({ start: '2024/10', end: '2026/10' });
  expect(defaultMonths(['2026/10', '2025/10', '2024/01'])).toEqual({ start: '2024/10', end: '2026/10' });
});

it('checks the requested months', () => {
  expect(requestedMonths({})).toBeNull();
  expect(requestedMonths({ start_month: '2026/01', end_month: '2026/01' })).toEqual({ start: '2026/01', end: '2026/01' });
  expect(() => requestedMonths({ start_month: '2026/1' })).toThrow(expect.objectContaining({ statusCode: 422, fieldErrors: { start_month: [expect.any(String)] } }));
});
