// The reply outcome notice on a review card (issue 9): a queued reply and the notice's own controls.
export const reviewReplyJa = {
  queuedBadge: '送信待ち',
  dismissNotice: 'お知らせを閉じる',
} as const;
