/**
 * The labels an embedded widget shows on the business's own page, in the widget's language setting
 * (1 日本語 · 2 英語 · 3 日本語・英語). They are content of the business's page, so English exists here too.
 */
export const mapWidgetLabels = {
  ja: {
    reviews: (count: number) => `${count}件の口コミ`,
    empty: { review: '表示できる口コミはありません', post: '表示できる投稿はありません', picture: '表示できる写真はありません' },
    prev: '前へ',
    next: '次へ',
    rating: (stars: number) => `評価 ${stars} / 5`,
    region: { review: '口コミ', post: '投稿', picture: '写真' },
  },
  en: {
    reviews: (count: number) => `${count} review${count === 1 ? '' : 's'}`,
    empty: { review: 'No reviews to show', post: 'No posts to show', picture: 'No photos to show' },
    prev: 'Previous',
    next: 'Next',
    rating: (stars: number) => `Rated ${stars} out of 5`,
    region: { review: 'Reviews', post: 'Posts', picture: 'Photos' },
  },
} as const;
