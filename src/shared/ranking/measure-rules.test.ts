import { isValidDepth, MEASURE_TIME_PATTERN, normalizeKeyword, scopeAllows } from './measure-rules';

describe('measure rules', () => {
  it('treats full-width and repeated spaces as one keyword', () => {
    expect(normalizeKeyword('　渋谷　　ランチ ')).toBe('渋谷 ランチ');
    expect(normalizeKeyword('ＡＢＣ　カフェ')).toBe('ABC カフェ');
  });
  it('lets the contract scope decide the kinds', () => {
    expect(scopeAllows(1, 'menu')).toBe(true);
    expect(scopeAllows(1, 'contract')).toBe(false);
    expect(scopeAllows(2, 'menu')).toBe(false);
    expect(scopeAllows(2, 'contract')).toBe(true);
    expect(scopeAllows(3, 'contract')).toBe(true);
  });
  it('reads HH:mm times and provider depths', () => {
    expect(MEASURE_TIME_PATTERN.test('09:00')).toBe(true);
    expect(MEASURE_TIME_PATTERN.test('24:00')).toBe(false);
    expect(MEASURE_TIME_PATTERN.test('9:00')).toBe(false);
    expect(isValidDepth('google', 60)).toBe(true);
    expect(isValidDepth('google', 61)).toBe(false);
    expect(isValidDepth('yahoo', 100)).toBe(true);
  });
});
