import { composeReply } from './reply-composer';

const PROMISES = /返金|割引|クーポン|無料|補償|refund|discount|coupon|free|compensat|退款|折扣|환불|할인/iu;

describe('composeReply', () => {
  it.each([
    ['ja', '評価: 1\nクチコミ: 料理が冷めていました。', 'ja'],
    ['en', 'Rating: 1\nReview: Rude staff.', 'en'],
    ['zh', '评分: 1\n评论: 服务很差。', 'zh'],
    ['ko', 'Rating: 1\nReview: 직원이 불친절했어요.', 'ko'],
  ])('apologises in %s for a one-star review without promising anything', (_name, user, language) => {
    const reply = composeReply({ system: '店舗名: デモ食堂 渋谷店', user });
    expect(reply.language).toBe(language);
    expect(reply.text).not.toMatch(PROMISES);
  });

  it('follows an explicit language over the review script and never repeats contact details or names', () => {
    const reply = composeReply({
      system: 'Business name: Demo Diner (tel 03-9999-0000, info@demo.example)',
      user: '言語: en\n投稿者: 佐藤花子\n評価: 5\nレビュー: スタッフが親切でした。sato@example.com 080-1111-2222',
    });
    expect(reply.language).toBe('en');
    expect(reply.text).toContain('Demo Diner');
    expect(reply.text).not.toMatch(/佐藤|sato@|080-1111-2222|03-9999-0000|info@/u);
  });

  it('reads stars as the rating', () => {
    expect(composeReply({ system: '', user: '★★★★★ とても美味しかったです' }).text).toContain('嬉しく');
  });
});
