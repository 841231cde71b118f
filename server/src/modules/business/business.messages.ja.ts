// The business (店舗情報管理) module's Japanese messages (glossary wording).
export const businessMessagesJa = {
  saved: '店舗情報を保存しました',
  savedAndQueued: '店舗情報を保存しました。反映を開始します',
  reflectQueued: '反映を開始します',
  nothingToReflect: '反映する変更はありません',
  refreshed: '最新の店舗情報を取得しました',
  autoReflectionOn: '自動反映をオンにしました',
  autoReflectionOff: '自動反映をオフにしました',
  listingConflict: '他のユーザーが店舗情報を更新しました。画面を再読み込みしてから編集してください',
  providerNotLinked: 'この店舗はこの媒体と連携されていません',
  reflectFailed: '店舗情報の反映に失敗しました',
  readFailed: '店舗情報を取得できませんでした',
  validation: {
    required: '入力してください',
    forbiddenCharacters: '< > ’ " & ¥ 《 》 は使用できません',
    lineBreak: '改行は入力できません',
    tooLong: (max: number) => `${max}文字以内で入力してください`,
    pattern: '形式が正しくありません',
    closeAfterOpen: '終了時刻は開始時刻より後にしてください',
    yahooDay: '0:00〜翌6:00の範囲で入力してください',
    specialHoursTimes: '営業する日は開始時刻と終了時刻を入力してください',
    specialHoursNeedRegular: '特別営業時間を登録するには通常の営業時間を入力してください',
    duplicateDate: '同じ日付が重複しています',
    duplicateAttribute: '同じ属性が重複しています',
    tooMany: (max: number) => `最大${max}件までです`,
  },
} as const;

