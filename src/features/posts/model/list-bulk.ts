import type { BulkResult, BulkResultLine } from '../../../components/bulk/bulk-result-list';
import { postListsJa } from '../../../shared/i18n/post-lists.ja';
import type { PostSetting } from '../posts.api';

const t = postListsJa;

export type BulkAction = 'suspend' | 'resume' | 'delete';

const LABEL_LENGTH = 30;

/** What names a post in a row, a checkbox and a result line: its title, or the start of its text. */
export const postLabel = (post: Pick<PostSetting, 'id' | 'event_title' | 'yahoo_title' | 'summary'>): string => {
  const title = post.event_title.trim() || post.yahoo_title.trim();
  if (title) return title;
  const text = post.summary.replace(/\s+/g, ' ').trim();
  if (!text) return t.settings.untitled;
  return text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH)}…` : text;
};

/** The result line's key of a post (the bulk kit keys its lines by a string). */
export const bulkLineKey = (id: number) => `post-${id}`;

/**
 * Why `post` is left out of `action`, or null when the one-post operation may be tried. Decided from what the
 * server answered for the row (its status and permissions), so the batch does not send calls bound to fail with 409.
 */
export const skipReason = (post: Pick<PostSetting, 'status' | 'permissions'>, action: BulkAction): string | null => {
  if (action === 'delete') return post.permissions.delete ? null : t.bulk.skipped.delete;
  if (!post.permissions.suspend) return t.bulk.skipped.notPermitted;
  if (action === 'suspend') return post.status === 0 ? null : t.bulk.skipped.suspend;
  return post.status === 1 ? null : t.bulk.skipped.resume;
};

/** The bulk kit's result of a finished batch: counts, the message of the done posts, one line per post. */
export const bulkResult = (action: BulkAction, lines: BulkResultLine[]): BulkResult => {
  const count = (status: BulkResultLine['status']) => lines.filter((line) => line.status === status).length;
  return {
    message: t.bulk.done[action](count('succeeded')),
    succeeded: count('succeeded'),
    failed: count('failed'),
    skipped: count('skipped'),
    results: lines,
  };
};
