import { changeRate, competitionRanks, ratingChange } from './store-ranking';

describe('store rankings', () => {
  it('gives ties the same rank and skips the next', () => {
    expect(competitionRanks([50, 100, 80, 80])).toEqual([4, 1, 2, 2]);
  });

  it('leaves stores without data unranked, after every number', () => {
    expect(competitionRanks([null, 3, 0, null])).toEqual([null, 1, 2, null]);
  });

  it('computes the percent change with one decimal and none from zero', () => {
    expect(changeRate(150, 120)).toBe(25);
    expect(changeRate(1, 3)).toBe(-66.7);
    expect(changeRate(5, 0)).toBeNull();
    expect(changeRate(null, 5)).toBeNull();
  });

  it('measures a rating change in points', () => {
    expect(ratingChange(4.5, 4.2)).toBe(0.3);
    expect(ratingChange(4, null)).toBeNull();
  });
});
