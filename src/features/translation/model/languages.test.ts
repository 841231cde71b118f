import { languageName, replyTargetFor } from './languages';

const languages = [
  { code: 'ja', name: '日本語' },
  { code: 'en', name: '英語' },
  { code: 'zh-CN', name: '中国語（簡体）' },
  { code: 'ko', name: '韓国語' },
];

describe('reply translation target', () => {
  it('suggests the review’s own language, else English', () => {
    expect(replyTargetFor('ko', languages)).toBe('ko');
    expect(replyTargetFor('zh', languages)).toBe('zh-CN');
    expect(replyTargetFor('ja', languages)).toBe('en');
    expect(replyTargetFor(null, languages)).toBe('en');
    expect(replyTargetFor('xx', languages)).toBe('en');
    expect(languageName('ko', languages)).toBe('韓国語');
  });
});
