import { figureText, trendOf } from './keyword-cells';

const v = (value: number) => ({ value, threshold: null });
const below = (threshold: number) => ({ value: null, threshold });
const none = { value: null, threshold: null };

describe('figureText', () => {
  it('writes counts with separators, thresholds as N未満 and absent months as －', () => {
    expect(figureText(v(12345))).toBe('12,345');
    expect(figureText(below(15))).toBe('15未満');
    expect(figureText(none)).toBe('－');
  });
});

describe('trendOf', () => {
  it('compares the last two months', () => {
    expect(trendOf([v(1), v(20), v(30)])).toBe('up');
    expect(trendOf([v(30), v(20)])).toBe('down');
    expect(trendOf([v(20), v(20)])).toBe('flat');
  });
  it('places a threshold just below its bound and an absent month at nothing', () => {
    expect(trendOf([below(15), v(15)])).toBe('up');
    expect(trendOf([v(14), below(15)])).toBe('up');
    expect(trendOf([below(15), below(15)])).toBe('flat');
    expect(trendOf([none, below(15)])).toBe('up');
    expect(trendOf([v(3), none])).toBe('down');
  });
  it('has no trend with one month or a keyword absent from both', () => {
    expect(trendOf([v(3)])).toBeNull();
    expect(trendOf([none, none])).toBeNull();
  });
});
