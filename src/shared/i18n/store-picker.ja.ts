// Part of the Japanese catalogue, composed into `ja` by ja.ts.
// The store picker, shared by the review and settings screens.
export const storePickerJa = {
  storePicker: {
    heading: '店舗を選択',
    provider: '媒体',
    google: 'Google',
    yahoo: 'Yahoo!',
    search: '店舗を検索',
    searchPlaceholder: '店舗名・店舗コード・住所',
    businessGroup: '店舗情報グループ',
    customGroup: 'カスタムグループ',
    allGroups: 'すべて',
    listLabel: '店舗一覧',
    matches: (n: number) => `${n.toLocaleString('ja-JP')}件の店舗が表示されています`,
    noMatch: '条件に一致する店舗はありません。',
  },
} as const;
