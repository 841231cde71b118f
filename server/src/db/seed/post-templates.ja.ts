// The demo companies' post templates (投稿テンプレート), one per Google post type, so the templates screen and the post
// editor's template picker have something to offer; the first shows the post placeholders. No character here is one
// the post text forbids.

export interface SeedPostTemplate {
  title: string;
  postType: 'action' | 'offer' | 'event';
  body: string;
}

export const seedPostTemplates: SeedPostTemplate[] = [
  {
    title: '季節のおすすめ',
    postType: 'action',
    body: ['{店舗名}では、{月}月限定のおすすめメニューをご用意しました。', '旬の食材を使った一品を、この機会にぜひお楽しみください。', 'スタッフ一同、ご来店を心よりお待ちしております。'].join('\n'),
  },
  {
    title: 'ご来店特典のお知らせ',
    postType: 'offer',
    body: ['期間中、ご来店のお客様に特典をご用意しています。', 'ご注文の際にこの投稿をスタッフにお見せください。', '※他の特典との併用はできません。'].join('\n'),
  },
  {
    title: '店内イベントのご案内',
    postType: 'event',
    body: ['店内イベントを開催します。', 'ご予約なしでどなたでもご参加いただけます。', '詳しくはスタッフまでお気軽にお尋ねください。'].join('\n'),
  },
];
