// Every Japanese message of automatic replies and their settings (wording per docs/glossary-ja.md).
export const autoReplyMessagesJa = {
  settingsSaved: '自動返信設定を保存しました',
  turnedOn: '自動返信をオンにしました',
  turnedOff: '自動返信をオフにしました',
  chooseRatingsFirst: '自動返信する評価を選択して保存してから、オンにしてください',
  googleOnly: 'Yahoo!プレイスの店舗は自動返信に対応していません',
  approved: '自動返信を承認し、送信しました',
  rejected: '自動返信を却下しました',
  notPending: 'この自動返信はすでに処理されています。画面を再読み込みしてください。',
  alreadyReplied: 'この口コミにはすでに返信があるため、自動返信は送信しませんでした',
  /** Stored on a row (error_message) and shown in the list. */
  repliedManually: '手動で返信されたため、自動返信は送信しませんでした',
  draftFailed: 'AI返信文を作成できませんでした。内容を確認して承認すると送信できます。',
  sendFailed: '自動返信の送信に失敗しました',
  reviewGone: '口コミが見つからないため、自動返信を送信できませんでした',
} as const;
