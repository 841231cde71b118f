// Part of the Japanese catalogue, composed into `ja` by ja.ts.
// お知らせ and the content pages (インフォメーション, マニュアル).
export const newsJa = {
  news: {
    listTitle: 'お知らせ一覧',
    empty: 'お知らせはありません。',
    category: { 1: 'メンテナンス', 2: '機能追加', 3: 'その他' } as Record<1 | 2 | 3, string>,
    publishedAt: '掲載日',
    backToList: 'お知らせ一覧へ戻る',
  },
  contents: { updatedAt: '更新日' },
} as const;
