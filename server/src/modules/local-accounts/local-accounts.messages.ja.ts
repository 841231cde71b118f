// Every Japanese message of account linking (wording per docs/glossary-ja.md).
export const localAccountsMessagesJa = {
  linkageLimitExceeded: '契約数を超えるため連携できません',
  linked: '連携が完了しました',
  unlinked: '連携を解除しました',
  synced: '店舗情報を再取得しました',
  yahooExpired: 'Yahoo!との連携の有効期限が切れています。再度連携してください。',
  invalidState: '認証の有効期限が切れたか、既に使用されています。連携をやり直してください。',
  otherCompanySession: '連携を開始したアカウントとは別のアカウントでログインしています。',
  providerFailed: '連携先との通信に失敗しました。しばらく時間をおいてから再度お試しください。',
  yahooPlaceCreated: 'Yahoo!プレイスの店舗を登録しました',
  paired: 'GoogleとYahoo!の店舗を紐付けました',
  unpaired: 'GoogleとYahoo!の店舗の紐付けを解除しました',
  alreadyPaired: '既に紐付けられている店舗です',
  detailsSaved: '店舗情報を保存しました',
  selectStatusSaved: '表示する店舗を保存しました',
} as const;
