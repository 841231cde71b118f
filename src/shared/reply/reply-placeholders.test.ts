import { fillReplyPlaceholders } from './reply-placeholders';

describe('fillReplyPlaceholders', () => {
  it('fills every placeholder, each as often as it appears', () => {
    const text = fillReplyPlaceholders('{投稿者名}様\n{店舗名}です。★{評価}ありがとうございます。{投稿者名}様のまたのお越しを', {
      reviewerName: '山田',
      storeName: '渋谷店',
      rating: 5,
    });
    expect(text).toBe('山田様\n渋谷店です。★5ありがとうございます。山田様のまたのお越しを');
  });

  it('leaves the rating empty when there is none and keeps text that only looks like a pattern', () => {
    expect(fillReplyPlaceholders('{評価}/{店舗名}/$&/{投稿者}', { reviewerName: '$&', storeName: '店$1', rating: null })).toBe('/店$1/$&/{投稿者}');
  });
});
