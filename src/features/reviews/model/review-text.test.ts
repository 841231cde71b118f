import { initialOf, isSafeImageUrl, needsCollapse } from './review-text';

describe('review text helpers', () => {
  it('collapses long or many-line texts only', () => {
    expect(needsCollapse('短い口コミです。')).toBe(false);
    expect(needsCollapse('あ'.repeat(181))).toBe(true);
    expect(needsCollapse('1\n2\n3\n4\n5\n6')).toBe(true);
  });

  it('takes one character for the avatar', () => {
    expect(initialOf(' 山田太郎')).toBe('山');
    expect(initialOf('𠮷野')).toBe('𠮷');
    expect(initialOf('')).toBe('?');
  });

  it('accepts only http(s) and same-origin image URLs', () => {
    expect(isSafeImageUrl('https://lh3.googleusercontent.com/a.jpg')).toBe(true);
    expect(isSafeImageUrl('/emulator/photo/1.jpg')).toBe(true);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeImageUrl('//evil.example/a.jpg')).toBe(false);
  });
});
