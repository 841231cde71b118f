import type { InsightSource } from './insight.table';

// The Japanese wording of the insight sync state (shown on the sync status of the analysis screens).
const sourceLabel: Record<InsightSource, string> = {
  google_metrics: 'Googleのパフォーマンス',
  google_keywords: 'Googleの検索キーワード',
  yahoo_access: 'Yahoo!プレイスのアクセス解析',
};

export const insightSyncMessagesJa = {
  sourceLabel,
  /** An error that carries no message of its own for the user. */
  syncFailed: (source: InsightSource) => `${sourceLabel[source]}のデータの取得に失敗しました。自動で再取得します。`,
  yahooAnalyticsUnavailable: 'Yahoo!プレイスのアクセス解析を取得できない連携です。',
  accountGone: '店舗の連携が解除されているため取得しませんでした。',
};
