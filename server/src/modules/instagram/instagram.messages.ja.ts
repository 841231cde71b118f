// Every Japanese message of Instagram link settings and crossposting (wording per docs/glossary-ja.md).
export const instagramMessagesJa = {
  created: 'Instagram連携設定を作成しました',
  updated: 'Instagram連携設定を更新しました',
  deleted: 'Instagram連携設定を削除しました',
  connected: 'Instagramアカウントを連携しました',
  invalidState: '連携の有効期限が切れたか、すでに使用されています。もう一度「Instagramと連携する」からやり直してください。',
  providerFailed: 'Instagramとの連携に失敗しました。しばらく時間をおいてから再度お試しください。',
  checkFailed: 'Instagramの投稿を確認できませんでした。しばらく時間をおいて自動で再確認します。',
  googleOnly: 'Googleの店舗を選択してください',
  hashtagBoth: '同じハッシュタグを「含む」と「除外」の両方に指定することはできません',
} as const;
