import type { MenuCategory } from '../../../../shared/business/menu-categories';

// The menu screen's Japanese catalogue; wording per docs/glossary-ja.md.
export const menuCategoryLabelsJa: Record<MenuCategory, string> = {
  food: 'フード',
  drink: 'ドリンク',
  course: 'コース',
  cut: 'カット',
  color: 'カラー',
  perm: 'パーマ',
  hair_straightening: '縮毛矯正',
  extension: 'エクステ',
  treatment: 'トリートメント',
  hair_set: 'ヘアセット',
  head_spa: 'ヘッドスパ',
  dressing: '着付け',
  etc: 'その他',
  set_menu: 'セットメニュー',
  hand_nail: 'ハンドネイル',
  hand_care: 'ハンドケア',
  foot_nail: 'フットネイル',
  foot_care: 'フットケア',
  eyelash_perm: 'まつげパーマ',
  eyelash_extensions: 'まつげエクステ',
  eyelash_care: 'まつげケア',
  eyebrow_design: '眉毛デザイン',
};

export const businessMenuJa = {
  title: 'メニュー',
  lead: '店舗のメニューをカテゴリ・セクション・商品の単位で登録し、GoogleとYahoo!プレイスに反映します。',
  form: 'メニューの編集',
  empty: 'メニューが登録されていません。「メニューを追加」から作成してください。',
  count: (n: number, max: number) => `商品数 ${n} / ${max}件`,
  menu: {
    row: (n: number) => `メニュー${n}`,
    category: 'カテゴリ',
    name: 'メニュー名',
    add: 'メニューを追加',
  },
  section: {
    row: (n: number) => `セクション${n}`,
    name: 'セクション名',
    add: 'セクションを追加',
  },
  item: {
    row: (n: number) => `商品${n}`,
    name: '商品名',
    price: '価格（円）',
    description: '説明',
    photo: '写真',
    photoHelp: 'JPEGまたはPNG、10KB〜5MB、250×250ピクセル以上',
    currentPhoto: (name: string) => `${name}の現在の写真`,
    removePhoto: '現在の写真を削除',
    photoTooSmall: '10KB以上の画像を選択してください',
    tooManyPhotos: '1回の保存で追加できる写真は10枚までです。保存してから続けて追加してください。',
    add: '商品を追加',
  },
} as const;
