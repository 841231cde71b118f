// Part of the Japanese catalogue: ダッシュボード (/dashboard), imported directly by its screen and feature. Wording
// per docs/glossary-ja.md (weekdays 日 月 火 水 木 金 土, months YYYY/MM, numbers with thousands separators).

type FigureId = 'impressions' | 'call_clicks' | 'direction_requests' | 'website_clicks' | 'new_reviews' | 'average_rating' | 'posts_published';

export const dashboardJa = {
  title: 'ダッシュボード',
  lead: '選択した店舗の月ごとの主要指標と、投稿・口コミ・順位計測のカレンダーです。',
  stores: {
    label: '店舗',
    all: 'すべてのGoogle店舗',
    selected: (count: number) => `${count.toLocaleString('ja-JP')}店舗を選択中`,
    choose: '店舗を選択',
    close: '閉じる',
    clear: 'クリア',
    pickerHeading: '集計する店舗',
    apply: '選択した店舗で集計する',
  },
  month: {
    label: '対象月',
    previous: '前月',
    next: '翌月',
    previousOf: (label: string) => `前月（${label}）を表示`,
    nextOf: (label: string) => `翌月（${label}）を表示`,
    format: (year: number, month: number) => `${year}年${month}月`,
  },
  figures: {
    heading: '主要指標',
    names: {
      impressions: '表示回数',
      call_clicks: '通話',
      direction_requests: 'ルート検索',
      website_clicks: 'ウェブサイトのクリック',
      new_reviews: '新着口コミ',
      average_rating: '平均評価',
      posts_published: '投稿数',
    } satisfies Record<FigureId, string>,
    versusPrevious: '前月比',
    noValue: '－',
    noChange: '前月のデータなし',
    directions: { up: '増加', down: '減少', flat: '変化なし' },
    chartTitle: (name: string, month: string) => `${month}の${name}の推移`,
    loading: '主要指標を読み込んでいます',
  },
  calendar: {
    heading: 'カレンダー',
    caption: (month: string) => `${month}の投稿・口コミ・順位計測`,
    weekdays: ['日', '月', '火', '水', '木', '金', '土'],
    loading: 'カレンダーを読み込んでいます',
    counts: {
      posts: '投稿',
      reviews: '口コミ',
      measurements: '計測',
    },
    // One letter each, so seven columns still fit a 375 px screen.
    short: {
      posts: '投',
      reviews: '口',
      measurements: '計',
    },
    dayLabel: (month: number, day: number, posts: number, reviews: number, measurements: number) =>
      `${month}月${day}日 投稿${posts}件 口コミ${reviews}件 計測${measurements}件`,
  },
  day: {
    heading: (month: number, day: number) => `${month}月${day}日の店舗`,
    empty: 'この日の投稿・口コミ・順位計測はありません。',
    store: '店舗',
    unknownStore: (key: string) => `店舗（${key}）`,
    count: (n: number) => `${n.toLocaleString('ja-JP')}件`,
    close: '閉じる',
  },
  empty: {
    noStores: 'Googleの店舗が連携されていません。設定の連携管理から店舗を連携してください。',
    noData: 'この月のデータはまだありません。店舗の連携後、データの取り込みが終わると表示されます。',
  },
} as const;

export type DashboardFigureId = FigureId;
