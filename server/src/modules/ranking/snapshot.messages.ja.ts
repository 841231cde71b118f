import { rankingJa } from '../../../../src/shared/i18n/ranking.ja';

// Wording of the rank snapshot page (rendered to PNG) and of the snapshot endpoints.
export const snapshotMessagesJa = {
  rank: rankingJa.rank,
  title: 'マップ検索順位 計測結果',
  provider: { google: 'Google', yahoo: 'Yahoo!' } as Record<'google' | 'yahoo', string>,
  keyword: 'キーワード',
  providerLabel: '媒体',
  store: '店舗',
  measuredAt: '計測日時',
  point: '計測地点',
  radius: (meters: string) => `半径 ${meters}m`,
  deviceProfile: '計測条件',
  rankLabel: '順位',
  depth: (depth: number) => `${depth}位まで計測`,
  resultCount: (count: string) => `検索結果 ${count}件`,
  ours: '自店舗',
  unnamed: '名称非公開',
  gap: '…',
  noRows: '検索結果はありませんでした',
  footer:
    'この画像は計測時に取得した検索結果の一覧を本サービスが描画したものです。Google・Yahoo!の画面をキャプチャしたものではありません。',
  personalised: '実際の地図アプリの表示は利用者の位置や履歴によって異なる場合があります。',
} as const;
