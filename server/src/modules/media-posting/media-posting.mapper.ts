import { toJstDateTime } from '../../formats';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { HistoryDetail } from './media-post-histories.repository';
import type { TargetRow } from './media-posts.repository';
import type { MediaPostRow, MediaPostState } from './media-posting.table';

/** The contract's numbers: 0 投稿待ち · 4 処理中 · 1 投稿済み · 2 投稿エラー · 3 キャンセル */
export const STATUS_NUMBER: Record<MediaPostState, 0 | 1 | 2 | 3 | 4> = { waiting: 0, processing: 4, posted: 1, failed: 2, cancelled: 3 };
export const STATE_OF_NUMBER = Object.fromEntries(Object.entries(STATUS_NUMBER).map(([state, n]) => [n, state])) as Record<number, MediaPostState>;

const jst = (date: Date | null): string | null => (date ? toJstDateTime(date) : null);

export const thumbnailUrlOf = (post: MediaPostRow): string | null => (post.thumbnailKey ? `/api/media-post/thumbnails/${post.id}` : null);

export function toMediaPost(post: MediaPostRow, targets: TargetRow[], status: number) {
  const count = (state: MediaPostState) => targets.filter((t) => t.history.status === state).length;
  return {
    id: post.id,
    media_format: post.mediaFormat,
    category: post.category,
    description: post.description,
    file_size: post.fileSize,
    width: post.width,
    height: post.height,
    duration_seconds: post.durationSeconds,
    thumbnail_url: thumbnailUrlOf(post),
    scheduled_at: jst(post.scheduledAt),
    status: status as 0 | 1 | 2 | 3 | 4,
    status_counts: { waiting: count('waiting'), processing: count('processing'), posted: count('posted'), failed: count('failed'), cancelled: count('cancelled') },
    targets: targets.map(({ history, storeName }) => ({
      history_id: history.id,
      local_account_id: toAccountKey('google', history.localAccountId),
      store_name: storeName,
      status: STATUS_NUMBER[history.status],
      error_message: history.errorMessage,
      posted_at: jst(history.postedAt),
      google_url: history.googleUrl,
    })),
    created_at: toJstDateTime(post.createdAt),
  };
}

export function toMediaPostHistory({ history, post, account }: HistoryDetail) {
  return {
    id: history.id,
    media_post_id: post.id,
    local_account_id: toAccountKey('google', account.id),
    store_name: account.title,
    media_format: post.mediaFormat,
    category: post.category,
    description: post.description,
    thumbnail_url: thumbnailUrlOf(post),
    status: STATUS_NUMBER[history.status],
    error_message: history.errorMessage,
    scheduled_at: jst(post.scheduledAt),
    posted_at: jst(history.postedAt),
    google_url: history.googleUrl,
    deleted_at: jst(history.deletedAt),
    created_at: toJstDateTime(history.createdAt),
  };
}
