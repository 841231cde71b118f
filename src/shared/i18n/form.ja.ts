// Part of the Japanese catalogue: the form kit's own words (src/components/form/), imported directly by the kit.
// Validation messages stay in ja.ts (ja.validation), which the yup locale reads.
const megabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
};

export const formJa = {
  select: {
    placeholder: '選択してください',
  },
  textarea: {
    counter: (count: number, max: number) => `${count} / ${max}`,
  },
  color: {
    picker: (label: string) => `${label}をカラーパレットから選択`,
  },
  file: {
    clear: '選択を取り消す',
    selected: (name: string) => `選択中のファイル: ${name}`,
    preview: (name: string) => `${name}のプレビュー`,
    wrongType: (types: string) => `選択できるファイルの形式は${types}です`,
    // Names of whole kinds of file, for an accept list entry such as image/*.
    kinds: { image: '画像', video: '動画', audio: '音声' } as Record<string, string>,
    typeSeparator: '・',
    tooLarge: (bytes: number) => `ファイルサイズは${megabytes(bytes)}MB以下にしてください`,
  },
  leave: {
    confirm: '保存していない変更があります。このページを離れますか？',
    leave: 'ページを離れる',
  },
  array: {
    add: '行を追加',
    remove: (row: number) => `${row}行目を削除`,
    maxRows: (max: number) => `最大${max}行まで追加できます`,
  },
} as const;
