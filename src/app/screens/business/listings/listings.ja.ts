import type { AttributeKey, ListingField, ListingProviderKey, Weekday } from '../../../../shared/business/listing';
import type { ReflectionStatus } from '../../../../features/business/business-listings.api';
import type { StatusTone } from '../../../../components/status-badge';

// The Japanese words of the business listing screens (/business, /business/update/[id] and the home notice).

export const listingFieldJa: Record<ListingField, string> = {
  name: '店舗名',
  name_kana: '店舗名（フリガナ）',
  categories: 'カテゴリ',
  address: '住所',
  phone: '電話番号',
  website: 'ウェブサイト',
  regular_hours: '営業時間',
  special_hours: '特別営業時間',
  hours_note: '営業時間の補足',
  description: '説明',
  opening_date: '開業日',
  attributes: '属性',
};

export const weekdayJa: Record<Weekday, string> = {
  MON: '月曜日',
  TUE: '火曜日',
  WED: '水曜日',
  THU: '木曜日',
  FRI: '金曜日',
  SAT: '土曜日',
  SUN: '日曜日',
};
export const weekdayShortJa: Record<Weekday, string> = {
  MON: '月',
  TUE: '火',
  WED: '水',
  THU: '木',
  FRI: '金',
  SAT: '土',
  SUN: '日',
};

export const attributeJa: Record<AttributeKey, string> = {
  wheelchair_accessible: '車椅子対応',
  wi_fi: 'Wi-Fi',
  parking: '駐車場',
  credit_card: 'クレジットカード',
  electronic_money: '電子マネー',
  reservations: '予約可',
  takeout: 'テイクアウト',
  delivery: 'デリバリー',
  non_smoking: '禁煙',
};

export const providerJa: Record<ListingProviderKey, string> = {
  google: 'Google',
  yahoo: 'Yahoo!プレイス',
};

export const reflectionStatusJa: Record<ReflectionStatus, { label: string; tone: StatusTone }> = {
  queued: { label: '送信待ち', tone: 'info' },
  sending: { label: '送信中', tone: 'info' },
  done: { label: '反映済み', tone: 'success' },
  failed: { label: '失敗', tone: 'danger' },
};

export const listingValueJa = {
  none: '未設定',
  closed: '休業',
  notFetched: '未取得',
  yes: 'あり',
  no: 'なし',
  nextDay: (time: string) => `翌${time}`,
};

export const listingsJa = {
  title: '店舗情報',
  lead: 'GoogleとYahoo!プレイスの店舗情報を並べて確認し、編集・反映します。',
  links: {
    bulk: '一括更新',
    settingAll: '自動反映の一括設定',
    createYahoo: 'Yahoo!プレイスの店舗を作成',
  },
  filters: {
    freeWord: '店舗名・店舗コードで検索',
    attention: '要確認のみ',
  },
  stores: {
    label: '店舗',
    all: 'すべての店舗',
    selected: (n: number) => `${n}店舗を選択中`,
    choose: '店舗を選択',
    close: '店舗の選択を閉じる',
    clear: '店舗の指定を解除',
    apply: '選択した店舗で絞り込む',
    pickerHeading: '絞り込む店舗',
  },
  listLabel: '店舗情報の一覧',
  empty: '表示できる店舗がありません。',
  storeCode: (code: string) => `店舗コード：${code}`,
  edit: '編集',
  editOf: (name: string) => `${name}を編集`,
  field: '項目',
  notLinked: '未連携',
  notCarried: '対象外',
  differsFromRecord: '記録と相違',
  differsFromRecordOf: (provider: string) => `${provider}の値が当社の記録と異なります`,
  providersDiffer: 'Google・Yahoo間で相違',
  lastReflected: '最終反映',
  never: 'なし',
  latestReflection: '最新の反映',
  autoReflect: '自動反映',
  autoReflectOf: (store: string, provider: string) => `${store}の${provider}への自動反映`,
  on: 'オン',
  off: 'オフ',
  googleEdit: {
    heading: 'Googleで店舗情報が変更されました',
    detectedAt: (at: string) => `検出日時：${at}`,
    google: 'Googleの値',
    ours: '当社の記録',
    accept: 'Googleの変更を採用',
    revert: '元に戻す',
    acceptConfirm: 'Googleの変更を当社の記録に採用しますか？',
    revertConfirm: '当社の記録の値をGoogleに送り、元に戻しますか？',
  },
  home: {
    heading: 'Googleで変更された店舗があります',
    lead: '内容を確認して、採用するか元に戻してください。',
    more: (n: number) => `ほか${n}店舗`,
    link: '店舗情報で確認する',
  },
} as const;
