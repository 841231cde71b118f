// Japanese messages of creating a Yahoo!プレイス listing (/business/create/yahoo); wording per docs/glossary-ja.md.
export const yahooPlaceMessagesJa = {
  createdOnYahoo: 'Yahoo!プレイスに店舗を作成しました',
  required: '入力してください',
  pattern: '形式が正しくありません',
  yahooHours: '0:00〜翌6:00の範囲で入力してください',
  forbiddenCharacters: '< > ’ " & ¥ 《 》 は使用できません',
  noLineBreaks: '改行は入力できません',
  max100: '100文字以内で入力してください',
  yahooRefused: (reason: string) => `Yahoo!プレイスが登録を受け付けませんでした（${reason}）`,
} as const;
