import type { TimeUnit } from '../dates/period';
import type { AccessGroup, PerformanceGroup } from '../insight/insight-metrics';

// Part of the Japanese catalogue: パフォーマンス分析 (/insight) and Yahoo!アクセス解析 (/insight/access-analysis);
// imported directly. Metric names come from insight-metrics.ja.ts (through the API's metric_name).
export const insightAnalysisJa = {
  performance: {
    title: 'パフォーマンス分析',
    lead: '選択した店舗のGoogleでの表示回数・ユーザーの反応・写真・投稿・口コミの推移と店舗別の順位です。',
    groups: {
      impressions: '表示回数',
      actions: 'ユーザーの反応',
      photos: '写真',
      posts: '投稿',
      reviews: '口コミ',
    } satisfies Record<PerformanceGroup, string>,
    groupTabs: 'パフォーマンス分析の項目',
    noStores: '連携済みのGoogleの店舗がありません。連携管理から店舗を連携してください。',
  },
  access: {
    title: 'Yahoo!アクセス解析',
    lead: '選択したYahoo!プレイスの店舗のページビュー・ユーザー数・アクション・検索・利用者の属性です。',
    groups: {
      page_views: 'ページビュー',
      user_views: 'ユーザー数',
      actions: 'アクション',
      searches: '検索',
      devices: 'デバイス',
      genders: '性別',
      ages: '年代',
    } satisfies Record<AccessGroup, string>,
    groupTabs: 'アクセス解析の項目',
    noStores: '連携済みのYahoo!プレイスの店舗がありません。連携管理から店舗を連携してください。',
  },
  controls: {
    period: '期間',
    /** The default: the spec's full window (18 to 1 months back). */
    periodDefault: '標準（直近18ヶ月）',
    unit: '単位',
    units: { day: '日', week: '週', month: '月' } satisfies Record<TimeUnit, string>,
    graphType: 'グラフの種類',
    graphTypes: { overall: '全体', account: '店舗別' },
    metric: '表示する指標',
    range: (start: string, end: string) => `集計期間 ${start}〜${end}`,
  },
  stores: {
    label: '店舗',
    all: 'すべての店舗',
    selected: (count: number) => `${count}店舗を選択中`,
    choose: '店舗を選択',
    close: '閉じる',
    clear: 'クリア',
    pickerHeading: '分析する店舗',
    apply: '選択した店舗で分析する',
  },
  freshness: {
    latest: (date: string) => `${date} までのデータ`,
    none: 'まだデータがありません',
    backfilling: (count: number) => `${count}店舗のデータを集計中です。過去18ヶ月分のデータがそろうまで数値が少なく表示されることがあります。`,
    failed: (count: number) => `${count}店舗でデータの取得に失敗しています。時間をおいて自動で再取得します。`,
  },
  chart: {
    title: (group: string) => `${group}の推移`,
    perStoreTitle: (metric: string) => `${metric}の店舗別推移`,
    rating: '平均評価',
  },
  ranking: {
    heading: (metric: string) => `${metric}の店舗ランキング`,
    rank: '順位',
    store: '店舗',
    value: '値',
    previous: '前期間',
    changeRate: '増減率',
    rankOf: (rank: number) => `${rank}位`,
    changeRateOf: (rate: number) => `${rate > 0 ? '+' : ''}${rate.toFixed(1)}%`,
    empty: '対象の店舗がありません。',
  },
  keywords: {
    heading: 'この期間の検索キーワード',
    rank: '順位',
    keyword: 'キーワード',
    count: '回数',
    empty: 'この期間の検索キーワードはありません。',
  },
  share: {
    heading: (group: string) => `${group}の割合`,
    item: '区分',
    value: '合計',
    share: '割合',
    percent: (value: number) => `${value.toFixed(1)}%`,
  },
  empty: {
    noData: 'この期間のデータはまだありません。店舗の連携後、データがそろうまでしばらくお待ちください。',
  },
  noValue: '－',
} as const;
