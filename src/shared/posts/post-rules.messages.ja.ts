// The Japanese reasons of the post rules (glossary wording), shared by the editor and the server's field errors.
export const postRulesMessagesJa = {
  required: '入力してください',
  tooLong: (max: number) => `${max}文字以内で入力してください`,
  invalidFormat: '形式が正しくありません',
  phoneNumber: 'Googleの投稿本文に電話番号を含めることはできません（Googleに却下されます）。電話はボタン「今すぐ電話」をご利用ください。',
  urlRequired: 'ボタンのリンク先URLを入力してください',
  urlNotForCall: '「今すぐ電話」ボタンにはURLを指定できません',
  noActionOnOffer: '特典の投稿にはボタンを設定できません',
  endBeforeStart: '終了日は開始日以降にしてください',
  dayoffNeedsStart: '休業日のお知らせには開始日が必要です',
  repeatNeedsEnd: '繰り返しの終了日を入力してください',
  repeatEndBeforeStart: '繰り返しの終了日は投稿日以降にしてください',
  scheduleInPast: '投稿日時は現在より後にしてください',
  googleTextOrImage: '本文または画像を入力してください',
} as const;
