// Part of the Japanese catalogue, composed into `ja` by ja.ts.
// マップ検索順位: how a rank is written.
export const rankingJa = {
  rank: {
    position: (n: number) => `${n}位`,
    outOfRange: '圏外',
    none: '表示なし',
  },
} as const;
