// Wording of the search keyword answers and of their data file (検索キーワード).
export const searchQueryMessagesJa = {
  monthFormat: 'YYYY/MM形式で正しい年月を入力してください',
  endBeforeStart: '終了月は開始月以降の月を指定してください',
  spanTooLong: (max: number) => `終了月は開始月から${max}ヶ月以内で指定してください`,
  export: {
    title: '検索キーワード',
    keyword: 'キーワード',
    /** A low count Google gives only as a bound. */
    threshold: (bound: number) => `${bound}未満`,
    noStores: '出力できる店舗がありません',
  },
} as const;
