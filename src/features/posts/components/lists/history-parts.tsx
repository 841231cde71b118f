import { chakra } from '@chakra-ui/react';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { postsJa } from '../../../../shared/i18n/posts.ja';
import type { PostHistory } from '../../posts.api';

const t = postListsJa.histories;

/** 最新情報 / 特典 / イベント on Google, お知らせ / 休業日 / … on Yahoo. */
export const historyKind = (history: Pick<PostHistory, 'post_type' | 'yahoo_kind'>) => {
  if (history.post_type) return postsJa.postType[history.post_type];
  const kind = history.yahoo_kind;
  return kind && kind in postsJa.yahooKind ? postsJa.yahooKind[kind as keyof typeof postsJa.yahooKind] : '';
};

/** The post on the provider's site, in a new tab; said so to screen readers. */
export const ProviderLink = ({ history }: { history: PostHistory }) =>
  history.link ? (
    <chakra.a href={history.link} target="_blank" rel="noopener noreferrer" color="ink" textDecoration="underline" aria-label={t.openPostLabel(history.account_title)}>
      {t.openPost}
    </chakra.a>
  ) : null;

/** The provider's reason of a failure or a rejection, as the provider wrote it (rendered as text). */
export const HistoryError = ({ history }: { history: PostHistory }) =>
  history.error_message ? (
    <chakra.p fontSize="sm" color="danger" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="post-history-error">
      {t.error}：{history.error_message}
    </chakra.p>
  ) : null;
