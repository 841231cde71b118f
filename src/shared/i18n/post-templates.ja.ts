// Part of the Japanese catalogue: the post templates screen (投稿テンプレート管理), imported by its feature only so the
// text loads with the screen. Wording per docs/glossary-ja.md.
export const postTemplatesJa = {
  title: '投稿テンプレート管理',
  lead: 'よく使う投稿文をテンプレートとして登録しておくと、投稿を作成するときに呼び出せます。',
  listHeading: '登録済みの投稿テンプレート',
  createHeading: '投稿テンプレートを新規作成',
  editHeading: (title: string) => `投稿テンプレート「${title}」を編集`,
  titleLabel: 'タイトル',
  postTypeLabel: '投稿の種類',
  bodyLabel: '投稿文',
  bodyHelp: (tokens: readonly string[]) => `1,500文字以内で入力してください。次の文字は投稿時に店舗名・投稿日時に置き換えられます：${tokens.join(' ')}`,
  postTypes: { action: '最新情報', offer: '特典', event: 'イベント' },
  create: '登録する',
  save: '保存する',
  cancelEdit: '編集をやめる',
  edit: '編集',
  editOf: (title: string) => `「${title}」を編集`,
  deleteOf: (title: string) => `「${title}」を削除`,
  updatedAt: '更新日時',
} as const;
