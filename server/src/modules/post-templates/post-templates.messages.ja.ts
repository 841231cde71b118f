// Every Japanese message of post templates (wording per docs/glossary-ja.md).
export const postTemplatesMessagesJa = {
  created: '投稿テンプレートを作成しました',
  updated: '投稿テンプレートを更新しました',
  deleted: '投稿テンプレートを削除しました',
  forbiddenCharacters: '< > ’ " & ¥ 《 》 は使用できません',
  noLineBreaks: '改行は入力できません',
} as const;
