// Part of the Japanese catalogue, composed into `ja` by ja.ts.
// Data files: the store list export and the list of created files.
export const exportsJa = {
  exports: {
    title: 'データファイル',
    storeListTitle: '店舗一覧の出力',
    storeListXlsx: 'Excelで出力',
    storeListPdf: 'PDFで出力',
    empty: '作成したデータファイルはありません',
    fileName: 'ファイル名',
    createdAt: '作成日時',
    status: '状態',
    expiresAt: 'ダウンロード期限',
    action: '操作',
    retry: '再作成',
    expired: '期限切れ',
    statuses: { queued: '待機中', running: '作成中', completed: '完了', failed: '失敗' },
  },
} as const;
