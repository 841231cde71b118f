import type { AuthContext } from '../../http/auth-context';
import type { PostSettingRow } from './posts.table';

// Who may do what with a post, in one place (the handlers, the answers' permissions and the tests all read it).
// A store user (店舗ユーザー) writes posts that wait for approval (8) and may touch only their own; a Normal user
// approves (8 → 0) or sends back (8 → 9) and may edit, suspend and delete any post of the company.

export const POST_STATUS = { waiting: 0, stopped: 1, posted: 2, awaitingApproval: 8, sentBack: 9 } as const;
export type PostStatus = (typeof POST_STATUS)[keyof typeof POST_STATUS];

const EDITABLE: readonly number[] = [POST_STATUS.waiting, POST_STATUS.stopped, POST_STATUS.awaitingApproval, POST_STATUS.sentBack];

export const isApprover = (auth: AuthContext): boolean => auth.actor.user_type === 'normal';
const isAuthor = (auth: AuthContext, post: Pick<PostSettingRow, 'authorUserId'>): boolean => post.authorUserId === auth.user.id;
const mayTouch = (auth: AuthContext, post: Pick<PostSettingRow, 'authorUserId'>): boolean => isApprover(auth) || isAuthor(auth, post);

/** The status a new post starts in. */
export const statusOnCreate = (auth: AuthContext): PostStatus => (isApprover(auth) ? POST_STATUS.waiting : POST_STATUS.awaitingApproval);

/**
 * The status after an edit: a store user's edit always goes (back) to approval; a Normal user's keeps the status,
 * except that editing a sent-back post resubmits it.
 */
export const statusOnEdit = (auth: AuthContext, current: number): PostStatus => {
  if (!isApprover(auth) || current === POST_STATUS.sentBack) return POST_STATUS.awaitingApproval;
  return current as PostStatus;
};

export interface PostPermissions {
  edit: boolean;
  approve: boolean;
  suspend: boolean;
  delete: boolean;
}

export function permissionsFor(auth: AuthContext, post: Pick<PostSettingRow, 'authorUserId' | 'status'>): PostPermissions {
  const touch = mayTouch(auth, post);
  return {
    edit: touch && EDITABLE.includes(post.status),
    approve: isApprover(auth) && post.status === POST_STATUS.awaitingApproval,
    suspend: touch && (post.status === POST_STATUS.waiting || post.status === POST_STATUS.stopped),
    delete: touch,
  };
}
