// The service screen's Japanese catalogue; wording per docs/glossary-ja.md.
export const businessServiceJa = {
  title: 'サービス',
  lead: '店舗のサービスを、Googleのカテゴリに用意されたサービスと自由に入力するサービスで登録し、GoogleとYahoo!プレイスに反映します。',
  form: 'サービスの編集',
  structured: {
    heading: 'Googleのカテゴリのサービス',
    lead: '店舗のGoogleのカテゴリに用意されたサービスから選びます。',
    noCategory: 'Googleのカテゴリを取得できないため、カテゴリのサービスは選べません。自由入力のサービスを登録してください。',
    noTypes: 'このカテゴリに用意されたサービスはありません。',
    loading: 'サービスの一覧を読み込み中…',
    row: (n: number) => `カテゴリのサービス${n}`,
    type: 'サービスの種類',
    add: 'カテゴリのサービスを追加',
  },
  freeForm: {
    heading: '自由入力のサービス',
    row: (n: number) => `自由入力のサービス${n}`,
    category: 'カテゴリ（任意）',
    name: 'サービス名',
    add: '自由入力のサービスを追加',
  },
  description: '説明',
  empty: '登録されていません。',
} as const;
