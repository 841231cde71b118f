import { approvalLabel, delayLabel, providerLabel, ratingsLabel, starText } from './setting-labels';

describe('setting labels', () => {
  it('summarises a setting for the overview', () => {
    expect(ratingsLabel([5, 1, 3])).toBe('★1・★3・★5');
    expect(ratingsLabel([])).toBe('なし');
    expect(delayLabel(0)).toBe('すぐに');
    expect(delayLabel(90)).toBe('90分後');
    expect(approvalLabel(null)).toBe('承認なし（すべて自動で送信）');
    expect(approvalLabel(2)).toBe('★2以下は承認');
    expect(providerLabel('y_12')).toBe('Yahoo!');
    expect(starText(3)).toBe('★★★☆☆');
  });
});
