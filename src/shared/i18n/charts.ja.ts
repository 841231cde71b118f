// Part of the Japanese catalogue: the chart kit (src/components/charts). Imported directly by the kit so its text
// loads with the screens that draw charts. Wording per docs/glossary-ja.md.
export const chartsJa = {
  noData: 'データがありません',
  loading: 'グラフを読み込んでいます',
  loadFailed: 'グラフを表示できませんでした。下の表で数値を確認できます。',
  /** A table cell with nothing measured. */
  noValue: 'データなし',
  kind: { line: '折れ線グラフ', bar: '棒グラフ' },
  /** The canvas's accessible name; the numbers themselves are in the table after it. */
  summary: (title: string, kind: string, first: string, last: string, seriesNames: string[]) =>
    `${title}の${kind}（${first === last ? first : `${first}〜${last}`}、${seriesNames.join('・')}）。数値は次の表にあります。`,
  tableCaption: (title: string) => `${title}の数値`,
  seriesHeader: '系列',
  overall: '全体',
};
