import { StatusBadge, type StatusTone } from '../../../../components/status-badge';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { postsJa } from '../../../../shared/i18n/posts.ja';
import type { PostHistory, PostSettingStatus } from '../../posts.api';

const settingTones: Record<PostSettingStatus, StatusTone> = { 0: 'info', 1: 'neutral', 2: 'success', 8: 'accent', 9: 'warning' };

export const SettingStatusBadge = ({ status }: { status: PostSettingStatus }) => (
  <StatusBadge tone={settingTones[status]} label={postsJa.settingStatus[status]} testId="post-setting-status" />
);

const historyTone = (status: PostHistory['status']): StatusTone => (status === null ? 'info' : status === 0 ? 'success' : status === 1 ? 'danger' : 'muted');

/** 成功 / 失敗 / 削除済み, or 送信中 while the history has no status yet. */
export const HistoryStatusBadge = ({ status }: { status: PostHistory['status'] }) => (
  <StatusBadge tone={historyTone(status)} label={status === null ? postsJa.historySending : postsJa.historyStatus[status]} testId="post-history-status" />
);

const stateTones = { processing: 'info', live: 'success', rejected: 'danger' } as const;

/** The provider's review state of a post: 審査中 / 公開中 / 却下 (none before it was sent or after deletion). */
export const ProviderStateBadge = ({ state }: { state: PostHistory['provider_state'] }) =>
  state ? (
    <StatusBadge tone={stateTones[state]} label={postListsJa.histories.providerState[state]} testId="post-provider-state" />
  ) : (
    <>{postListsJa.histories.noProviderState}</>
  );
