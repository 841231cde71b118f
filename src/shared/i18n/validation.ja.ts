// Part of the Japanese catalogue, composed into `ja` by ja.ts.
// Form validation messages (the yup locale reads them) and the names of server fields.
export const validationJa = {
  validation: {
    required: '入力してください',
    requiredSelect: '選択してください',
    numberMaxDigits: '${max}桁以内で入力してください',
    numberRange: '${min}〜${max}の範囲で入力してください',
    format: '形式が正しくありません',
    stringMax: '${max}文字以内で入力してください',
    stringMin: '${min}文字以上で入力してください',
    numberMin: '${min}以上で入力してください',
    stringBetween: '${min}文字以上${max}文字以内で入力してください',
    arrayMax: '最大${max}件までです',
    passwordConfirm: 'パスワードと確認用パスワードが一致しません。',
    yahooHours: '0:00〜翌6:00の範囲で入力してください',
    linkageOverContract: '契約数を超えるため連携できません',
    noLineBreaks: '改行は入力できません',
    importWhileAutoReflect: '自動反映がオンのため取り込みできません',
    googleMenuLimit: 'メニューは80件までです',
    colour: '#から始まる6桁の16進数で入力してください',
    forbiddenChars: '< > ’ " & ¥ 《 》 は使用できません',
    videoTooShort: '動画が短すぎます',
  },
  // Labels of server field names, used for 「項目名: メッセージ」 lines in the error dialog.
  fields: {
    email: 'メールアドレス',
    password: 'パスワード',
    password_confirmation: '確認用パスワード',
    ownership: 'ログイン種別',
    name: '名前',
    title: 'タイトル',
    body: '本文',
    url: 'URL',
    phone: '電話番号',
    postal_code: '郵便番号',
  } as Record<string, string>,
} as const;
