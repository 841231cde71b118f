// グリッド計測 (geo-grid): the server's Japanese messages.
export const geoGridMessagesJa = {
  size: 'グリッドの大きさは3×3・5×5・7×7から選択してください',
  spacing: (min: number, max: number) => `地点の間隔は${min}〜${max}mの範囲で入力してください`,
  running: 'このキーワードのグリッド計測を実行中です。完了してから再度お試しください',
  pointUnknown: '計測地点の緯度経度を取得できませんでした。計測設定で地点を指定し直してください',
  measureGone: 'キーワードが削除されたため、グリッド計測を中止しました',
  failed: 'グリッド計測に失敗しました。しばらく時間をおいてから再度お試しください',
  retrying: (message: string) => `${message}（自動で再試行します）`,
} as const;
