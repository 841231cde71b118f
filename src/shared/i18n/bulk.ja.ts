// Wording of the per-store result of a bulk operation (the contract's BulkResultBody).
export const bulkJa = {
  counts: (succeeded: number, failed: number, skipped: number) =>
    [`成功 ${succeeded}件`, `失敗 ${failed}件`, ...(skipped > 0 ? [`対象外 ${skipped}件`] : [])].join(' / '),
  failedHeading: '処理できなかった店舗',
  skippedHeading: '対象外の店舗',
  status: { succeeded: '成功', failed: '失敗', skipped: '対象外' },
} as const;
