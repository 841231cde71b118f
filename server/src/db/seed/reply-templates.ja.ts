// The demo companies' reply templates (返信テンプレート), so the reply box's template picker has something to offer:
// one for a delighted customer (★5), one for a mixed visit (★3) and one for an unhappy one (★1). The placeholders
// are filled from the review in the reply box. No character here is one the reply box forbids.

export interface SeedReplyTemplate {
  title: string;
  body: string;
}

export const seedReplyTemplates: SeedReplyTemplate[] = [
  {
    title: '高評価へのお礼（★5）',
    body: [
      '{投稿者名}様',
      'このたびは{店舗名}をご利用いただき、また高い評価をお寄せいただき誠にありがとうございます。',
      'スタッフ一同、大変励みになっております。またのご来店を心よりお待ちしております。',
    ].join('\n'),
  },
  {
    title: 'ご意見へのお礼（★3）',
    body: [
      '{投稿者名}様',
      '{店舗名}をご利用いただき、ありがとうございます。',
      'ご満足いただけなかった点につきましては、いただいたご意見をもとに改善に努めてまいります。',
      '次回はより快適にお過ごしいただけるよう努めますので、またのお越しをお待ちしております。',
    ].join('\n'),
  },
  {
    title: 'お詫び（★1）',
    body: [
      '{投稿者名}様',
      'このたびは{店舗名}をご利用の際にご不快な思いをおかけし、誠に申し訳ございませんでした。',
      'いただいたご指摘はスタッフ全員で共有し、再発防止に取り組んでまいります。',
      'よろしければ、詳しい状況を店舗までお聞かせいただけますと幸いです。',
    ].join('\n'),
  },
  {
    title: '短いお礼',
    body: '{投稿者名}様、{店舗名}へのご来店と口コミの投稿をありがとうございました。またのお越しをお待ちしております。',
  },
];
