import { rankingJa } from '../i18n/ranking.ja';
import { outcomeOf, rankLabel, rankTrend } from './rank';

const text = rankingJa.rank;

describe('outcomeOf', () => {
  it('ranks our listing by its place in the list', () => {
    expect(outcomeOf(0, 20, 60)).toEqual({ outcome: 'ranked', rank: 1 });
    expect(outcomeOf(59, 60, 60)).toEqual({ outcome: 'ranked', rank: 60 });
  });
  it('is 圏外 when the list answered but we are not within the depth', () => {
    expect(outcomeOf(null, 60, 60)).toEqual({ outcome: 'out_of_range', rank: null });
    expect(outcomeOf(20, 60, 20)).toEqual({ outcome: 'out_of_range', rank: null });
  });
  it('is 表示なし when the search answered nothing', () => {
    expect(outcomeOf(null, 0, 60)).toEqual({ outcome: 'no_result', rank: null });
  });
});

describe('rankLabel', () => {
  it('writes N位, 圏外 and 表示なし as the glossary says', () => {
    expect(rankLabel(text, 'ranked', 3)).toBe('3位');
    expect(rankLabel(text, 'out_of_range', null)).toBe('圏外');
    expect(rankLabel(text, 'no_result', null)).toBe('表示なし');
  });
  it('keeps one decimal of a bucket average and shows a gap for nothing measured', () => {
    expect(rankLabel(text, 'ranked', 12.46)).toBe('12.5位');
    expect(rankLabel(text, null, null, '—')).toBe('—');
  });
});

describe('rankTrend', () => {
  const at = (rank: number | null) => ({ outcome: rank === null ? ('out_of_range' as const) : ('ranked' as const), rank });
  it('calls a smaller rank an improvement and 圏外 the worst', () => {
    expect(rankTrend(at(2), at(5))).toBe('up');
    expect(rankTrend(at(9), at(5))).toBe('down');
    expect(rankTrend(at(5), at(5))).toBe('same');
    expect(rankTrend(at(40), at(null))).toBe('up');
    expect(rankTrend(at(null), at(null))).toBe('same');
  });
  it('marks a first measurement as new and nothing measured as null', () => {
    expect(rankTrend(at(3), null)).toBe('new');
    expect(rankTrend(null, at(3))).toBeNull();
  });
});
