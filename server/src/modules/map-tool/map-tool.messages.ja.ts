// Every Japanese message of the map utilisation tool (MEO活用ツール / MAP活用ツール).
export const mapToolMessagesJa = {
  created: 'ウィジェットを作成しました',
  updated: 'ウィジェットを更新しました',
  deleted: 'ウィジェットを削除しました',
  shown: 'ウィジェットに表示するよう変更しました',
  hidden: 'ウィジェットに表示しないよう変更しました',
} as const;
