import { rankingJa } from '../../../../src/shared/i18n/ranking.ja';

// Wording of the rank history answers and of the rank history data file (順位履歴).
export const rankHistoryMessagesJa = {
  rank: rankingJa.rank,
  pageSizeMax: (max: number) => `${max}件以下で指定してください`,
  export: {
    title: '順位履歴',
    sheetName: '順位履歴',
    infoSheetName: '作成情報',
    companyLabel: '会社名',
    periodLabel: '期間',
    unitLabel: '集計単位',
    generatedAtLabel: '作成日時',
    rowsLabel: '出力件数',
    period: (start: string, end: string) => `${start}〜${end}`,
    units: { day: '日', week: '週', month: '月' },
    weekOf: (monday: string) => `${monday}週`,
    providers: { google: 'Google', yahoo: 'Yahoo!' },
    columns: {
      storeCode: '店舗コード',
      storeName: '店舗名',
      provider: '媒体',
      keyword: 'キーワード',
      best: '最高順位',
      worst: '最低順位',
      average: '平均順位',
      top3Days: 'TOP3日数',
      outOfRangeDays: '圏外日数',
    },
  },
} as const;
