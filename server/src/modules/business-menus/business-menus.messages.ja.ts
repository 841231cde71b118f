import { validationJa } from '../../../../src/shared/i18n/validation.ja';

// The business-menus module's Japanese messages; the rule messages are the glossary's, shared with the console.
export const businessMenusMessagesJa = {
  menusSaved: 'メニューを保存しました',
  servicesSaved: 'サービスを保存しました',
  menuLimit: validationJa.validation.googleMenuLimit,
  forbiddenChars: validationJa.validation.forbiddenChars,
  importRefused: validationJa.validation.importWhileAutoReflect,
  required: validationJa.validation.required,
  payloadUnreadable: '送信内容を読み取れませんでした',
  photoMissing: '写真が見つかりません',
  photoUnknown: 'この店舗の写真ではありません',
  serviceTypeUnknown: 'このカテゴリのサービスではありません',
  googleNoMenus: 'Googleにメニューが登録されていません',
  googleMenusUnsupported: 'このGoogleビジネスプロフィールはメニューに対応していません',
  googleNoServices: 'Googleにサービスが登録されていません',
  yahooNothing: 'Yahoo!プレイスにメニュー・サービスが登録されていません',
  providerFailed: 'プロバイダとの通信に失敗しました',
  reflectFailed: '反映に失敗しました',
  imageTypeUnsupported: 'JPEGまたはPNGの写真を選択してください',
  imageSizeOutOfRange: '写真は10KB以上5MB以下にしてください',
  imageDimensionsTooSmall: '写真は250×250ピクセル以上にしてください',
  imageTooManyPixels: '写真の解像度が大きすぎます',
  imageUnreadable: '写真を読み込めませんでした',
} as const;
