// Japanese messages of the Google edit watch (Googleによる変更の検知).
export const googleEditsMessagesJa = {
  accepted: 'Googleによる変更を店舗情報に取り込みました',
  acceptedAndQueued: 'Googleによる変更を店舗情報に取り込みました。反映を開始します',
  revertQueued: '店舗情報の内容をGoogleに戻しています',
  closed: 'このGoogleによる変更は既に対応済みです',
  notInEdit: 'Googleが変更した項目から選択してください',
  googleNotLinked: 'この店舗のGoogleとの連携が解除されています',
} as const;
