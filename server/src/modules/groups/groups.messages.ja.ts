// Every Japanese message of account groups (wording per docs/glossary-ja.md).
export const groupsMessagesJa = {
  created: 'グループを作成しました',
  updated: 'グループを更新しました',
  deleted: 'グループを削除しました',
} as const;
