// Every Japanese message of review QR codes (wording per docs/glossary-ja.md).
export const reviewQrMessagesJa = {
  saved: '口コミQRコードの設定を保存しました',
  forbiddenChars: '< > ’ " & ¥ 《 》 は使用できません',
  noLineBreaks: '改行は入力できません',
  tooManyLineBreaks: '改行は5回までです',
  controlChars: '使用できない文字が含まれています',
  noReviewLink:
    'Googleから口コミ投稿用のリンクを取得できませんでした。Googleビジネスプロフィールで店舗のオーナー確認が完了しているかご確認ください。',
  providerFailed: 'Googleから店舗情報を取得できませんでした。しばらく時間をおいてから再度お試しください。',
  paper: { card: '名刺サイズ', postcard: 'はがき', a4_portrait: 'A4縦', a4_landscape: 'A4横' },
  fileName: (storeName: string, paper: string, extension: string) => `口コミQRコード_${storeName}_${paper}.${extension}`,
  pdfTitle: (storeName: string) => `口コミQRコード ${storeName}`,
} as const;
