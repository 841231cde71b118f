import type { AuthContext } from '../../http/auth-context';
import { toJstDateTime } from '../../formats';
import { toAccountKey } from '../local-accounts/local-account-keys';
import { isoToSlashDate } from '../../../../src/shared/dates/calendar-date';
import type { HistoryWithAccount } from './post-histories.repository';
import { permissionsFor } from './post-policy';
import type { PostAccount } from './posts.repository';
import type { PostHistoryRow, PostSettingRow } from './posts.table';

/** Public URL of a post's stored photo: the console shows it and Google fetches it (sourceUrl). */
export const postImageUrl = (publicOrigin: string, token: string): string => `${publicOrigin}/api/post-management/post-images/${token}`;

type RepeatFrequency = 1 | 2 | 3 | 4;
type SettingStatus = 0 | 1 | 2 | 8 | 9;

export function toPostSetting(row: PostSettingRow, accounts: PostAccount[], auth: AuthContext, publicOrigin: string) {
  return {
    id: row.id,
    status: row.status as SettingStatus,
    post_type: row.postType,
    ...row.content,
    images: row.imageToken ? [{ id: row.id, url: postImageUrl(publicOrigin, row.imageToken) }] : [],
    schedule_date: isoToSlashDate(row.scheduleDate),
    schedule_time: row.scheduleTime,
    repeat: row.repeat as RepeatFrequency,
    repeat_end_date: row.repeatEndDate ? isoToSlashDate(row.repeatEndDate) : '',
    next_run_at: row.nextRunAt ? toJstDateTime(row.nextRunAt) : null,
    local_accounts: accounts.map((a) => ({ local_account_id: toAccountKey(a.provider, a.id), title: a.title, provider: a.provider })),
    author_name: row.authorName,
    send_back_comment: row.sendBackComment,
    permissions: permissionsFor(auth, row),
    created_at: toJstDateTime(row.createdAt),
    updated_at: toJstDateTime(row.updatedAt),
  };
}

const historyStatus = (row: PostHistoryRow): 0 | 1 | -1 | null => (row.status === null ? null : (row.status as 0 | 1 | -1));

export function toPostHistory({ history: row, account }: HistoryWithAccount) {
  return {
    id: row.id,
    local_control_queue_id: row.queueId,
    post_setting_id: row.postSettingId,
    local_account_id: toAccountKey(row.provider, row.localAccountId),
    account_title: account.title,
    provider: row.provider,
    post_type: row.payload.postType,
    yahoo_kind: row.payload.yahooKind,
    status: historyStatus(row),
    provider_state: row.providerState,
    link: row.link,
    error_message: row.errorMessage,
    summary: row.payload.summary,
    title: row.payload.title,
    image_url: row.payload.imageUrl,
    pinned: row.provider === 'yahoo' ? (row.pinned ?? false) : null,
    can_retry: row.intentStatus === 'failed' && row.retryable,
    scheduled_at: toJstDateTime(row.scheduledAt),
    posted_at: row.postedAt ? toJstDateTime(row.postedAt) : null,
    created_at: toJstDateTime(row.createdAt),
  };
}
