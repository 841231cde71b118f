// Every Japanese message of reply templates and of the reply-text rules (wording per docs/glossary-ja.md).
export const replyTemplatesMessagesJa = {
  created: '返信テンプレートを作成しました',
  updated: '返信テンプレートを更新しました',
  deleted: '返信テンプレートを削除しました',
  forbiddenCharacters: '< > ’ " & ¥ 《 》 は使用できません',
} as const;
