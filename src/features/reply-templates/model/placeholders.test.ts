import { insertAt, PLACEHOLDERS } from './placeholders';

describe('insertAt', () => {
  it('inserts at the caret', () => {
    expect(insertAt('こんにちは様', 5, 5, PLACEHOLDERS[0])).toEqual({ text: 'こんにちは{投稿者名}様', caret: 11 });
  });

  it('replaces the selected text', () => {
    expect(insertAt('ABCDEF', 1, 3, '{店舗名}')).toEqual({ text: 'A{店舗名}DEF', caret: 6 });
  });

  it('appends when the position is unknown or beyond the text', () => {
    expect(insertAt('abc', null, null, '{評価}')).toEqual({ text: 'abc{評価}', caret: 7 });
    expect(insertAt('abc', 10, 12, '{評価}')).toEqual({ text: 'abc{評価}', caret: 7 });
  });

  it('treats an end before the start as an empty selection', () => {
    expect(insertAt('abcd', 2, 1, 'X')).toEqual({ text: 'abXcd', caret: 3 });
  });
});
