import { sparklinePath } from './sparkline-path';

describe('sparklinePath', () => {
  it('puts the best rank at the top and the worst at the bottom', () => {
    expect(sparklinePath([1, 5], 100, 20, 0)).toBe('M0 0 L100 20');
  });

  it('breaks the line at 圏外 days and marks a lone day with a tick', () => {
    expect(sparklinePath([2, 4, null, 3, null], 40, 10, 0)).toBe('M0 0 L10 10 M30 5 h1');
  });

  it('draws a flat line through the middle when every day has the same rank, and nothing without ranks', () => {
    expect(sparklinePath([3, 3, 3], 20, 10, 0)).toBe('M0 5 L10 5 L20 5');
    expect(sparklinePath([null, null], 20, 10)).toBe('');
  });
});
