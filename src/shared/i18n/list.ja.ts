// Wording of the list-screen kit (src/components/list): the states every paged list shares. The empty-list and
// pagination texts are the spec's own and stay in ja.list (docs/glossary-ja.md, Lists).
export const listJa = {
  loading: '読み込み中…',
  loadFailed: 'データを読み込めませんでした。時間をおいて再読み込みしてください。',
  retry: '再読み込み',
  // The name of a table's sideways-scrolling box on a phone.
  scrollRegion: (table: string) => `${table}（横にスクロールできます）`,
  // The filter panel every filtered list opens (絞り込み) and its free-word search.
  filters: {
    toggle: '絞り込み',
    active: (count: number) => `${count}件の条件で絞り込み中`,
    clear: '条件をクリア',
    freeWord: 'フリーワード',
  },
} as const;
