import type { Deps } from '../../deps';
import { scopedIds } from '../../tenancy/account-scope';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound, validationError } from '../../http/errors';
import { jstDayEnd, jstDayStart } from '../../formats';
import { pageWindow, toPagination } from '../../http/pagination';
import { deleteOnFailure } from '../../storage/delete-on-failure';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { findLinkedByRefs } from '../local-accounts/local-accounts.repository';
import { storePostImage } from './post-image';
import { checkPostInput, firstRun, requireFutureRun, resolveAccounts, stateConflict, type PostSettingBodyInput } from './post-input';
import { isApprover, permissionsFor, POST_STATUS, statusOnCreate, statusOnEdit } from './post-policy';
import {
  accountsOf, deletePostSetting, findPostWithAccounts, insertPostSetting, listPostSettings, reachesOutsideScope, transitionPostSetting, updatePostSetting,
} from './posts.repository';
import { toPostSetting } from './posts.mapper';
import { postsMessagesJa as m } from './posts.messages.ja';
import type { PostSettingRow } from './posts.table';

type PostsDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'config'>;

const answer = async (deps: PostsDeps, auth: AuthContext, row: PostSettingRow, message: string) => {
  const accounts = (await accountsOf(deps.db, auth.company.id, [row.id], auth.accountScope)).get(row.id) ?? [];
  return { message, data: toPostSetting(row, accounts, auth, deps.config.publicOrigin) };
};

/**
 * A post of the company the session may see (for a store user: one reaching their stores, else 404). A change must
 * not touch a store outside a store user's scope, so a post also going to one is not theirs to change: 404 as well.
 */
async function loadOwned(deps: PostsDeps, auth: AuthContext, id: number, change = false) {
  const found = await findPostWithAccounts(deps.db, auth.company.id, id, auth.accountScope);
  if (!found) throw notFound();
  if (change && (await reachesOutsideScope(deps.db, auth.company.id, id, auth.accountScope))) throw notFound();
  return found;
}

export async function createPost(deps: PostsDeps, auth: AuthContext, input: PostSettingBodyInput) {
  const accounts = await resolveAccounts(deps.db, auth.company.id, input.local_account_ids, auth.accountScope);
  const file = input.images?.[0];
  const checked = checkPostInput(input, accounts, file !== undefined);
  const now = deps.clock.now();
  const nextRunAt = requireFutureRun(checked.rule, now);
  const image = file === undefined ? null : await storePostImage(deps, auth.company.id, file);
  const status = statusOnCreate(auth);
  // The photo is stored before the row that points at it; a failed insert takes the photo with it.
  const row = await deleteOnFailure(deps.storage, image ? [image.key] : [], () =>
    insertPostSetting(
      deps.db,
      {
        companyId: auth.company.id,
        authorUserId: auth.user.id,
        authorName: auth.user.userName,
        status,
        postType: checked.postType,
        content: checked.content,
        searchText: checked.searchText,
        scheduleDate: checked.scheduleDate,
        scheduleTime: checked.rule.startTime,
        repeat: checked.rule.repeat,
        repeatEndDate: checked.repeatEndDate,
        nextRunAt,
        imageKey: image?.key ?? null,
        imageToken: image?.token ?? null,
        imageType: image?.contentType ?? null,
        createdAt: now,
        updatedAt: now,
      },
      accounts.map((a) => a.id),
    ),
  );
  return answer(deps, auth, row, status === POST_STATUS.awaitingApproval ? m.createdForApproval : m.created);
}

export async function updatePost(deps: PostsDeps, auth: AuthContext, id: number, input: PostSettingBodyInput) {
  const { setting } = await loadOwned(deps, auth, id, true);
  // Stores first: another company's store is a 404 whatever the post's state.
  const accounts = await resolveAccounts(deps.db, auth.company.id, input.local_account_ids, auth.accountScope);
  if (!permissionsFor(auth, setting).edit) throw stateConflict('post_not_editable', m.notEditable);
  const file = input.images?.[0];
  const keepsImage = file === undefined && setting.imageKey !== null && input.remove_image !== true;
  const checked = checkPostInput(input, accounts, file !== undefined || keepsImage);
  const now = deps.clock.now();
  const nextRunAt = firstRun(checked.rule, now);
  if (!nextRunAt) throw validationError({ schedule_date: [m.scheduleInPast] });
  const image = file === undefined ? null : await storePostImage(deps, auth.company.id, file);
  const imageValues = image
    ? { imageKey: image.key, imageToken: image.token, imageType: image.contentType }
    : keepsImage
      ? {}
      : { imageKey: null, imageToken: null, imageType: null };
  // A new photo is stored before the update; when the update fails (or the post changed state meanwhile) it goes.
  const row = await deleteOnFailure(deps.storage, image ? [image.key] : [], async () => {
    const updated = await updatePostSetting(deps.db, auth.company.id, id, {
      fromStatuses: [setting.status],
      accountIds: accounts.map((a) => a.id),
      values: {
        status: statusOnEdit(auth, setting.status),
        postType: checked.postType,
        content: checked.content,
        searchText: checked.searchText,
        scheduleDate: checked.scheduleDate,
        scheduleTime: checked.rule.startTime,
        repeat: checked.rule.repeat,
        repeatEndDate: checked.repeatEndDate,
        nextRunAt,
        ...imageValues,
        sendBackComment: null,
        updatedAt: now,
      },
    });
    if (!updated) throw stateConflict('post_not_editable', m.notEditable);
    return updated;
  });
  return answer(deps, auth, row, m.updated);
}

export async function getPost(deps: PostsDeps, auth: AuthContext, id: number) {
  const { setting, accounts } = await loadOwned(deps, auth, id);
  return { message: '', data: toPostSetting(setting, accounts, auth, deps.config.publicOrigin) };
}

export async function deletePost(deps: PostsDeps, auth: AuthContext, id: number) {
  const { setting } = await loadOwned(deps, auth, id, true);
  if (!permissionsFor(auth, setting).delete) throw new DomainError('post_not_deletable', 409, m.notYourPost);
  if (!(await deletePostSetting(deps.db, auth.company.id, id))) throw notFound();
  return { message: m.deleted };
}

export async function decideApproval(deps: PostsDeps, auth: AuthContext, id: number, input: { action: 'approve' | 'send_back'; comment?: string }) {
  const { setting } = await loadOwned(deps, auth, id, true);
  if (!isApprover(auth)) throw new DomainError('approval_forbidden', 403, m.approvalForbidden);
  if (setting.status !== POST_STATUS.awaitingApproval) throw stateConflict('post_not_awaiting_approval', m.notAwaitingApproval);
  const comment = (input.comment ?? '').trim();
  const now = deps.clock.now();
  if (input.action === 'send_back') {
    if (comment === '') throw validationError({ comment: [m.sendBackCommentRequired] });
    const row = await transitionPostSetting(deps.db, auth.company.id, id, [POST_STATUS.awaitingApproval], {
      status: POST_STATUS.sentBack, sendBackComment: comment, decidedByUserId: auth.user.id, decidedAt: now, updatedAt: now,
    });
    if (!row) throw stateConflict('post_not_awaiting_approval', m.notAwaitingApproval);
    return answer(deps, auth, row, m.sentBack);
  }
  // Occurrences that passed while the post waited are skipped: approval never sends a post late, and a post with
  // none left must be given a new date by editing.
  const rule = { startDate: setting.scheduleDate.replaceAll('-', '/'), startTime: setting.scheduleTime, repeat: setting.repeat as 1 | 2 | 3 | 4, endDate: setting.repeatEndDate?.replaceAll('-', '/') ?? null };
  const nextRunAt = firstRun(rule, now);
  if (!nextRunAt) throw stateConflict('post_schedule_passed', m.schedulePassed);
  const row = await transitionPostSetting(deps.db, auth.company.id, id, [POST_STATUS.awaitingApproval], {
    status: POST_STATUS.waiting, nextRunAt, sendBackComment: null, decidedByUserId: auth.user.id, decidedAt: now, updatedAt: now,
  });
  if (!row) throw stateConflict('post_not_awaiting_approval', m.notAwaitingApproval);
  return answer(deps, auth, row, m.approved);
}

export async function suspendOrResume(deps: PostsDeps, auth: AuthContext, id: number, suspended: boolean) {
  const { setting } = await loadOwned(deps, auth, id, true);
  if (!permissionsFor(auth, setting).suspend) throw stateConflict('post_not_suspendable', m.notSuspendable);
  const now = deps.clock.now();
  const from = suspended ? POST_STATUS.waiting : POST_STATUS.stopped;
  let set: Partial<PostSettingRow> = { status: suspended ? POST_STATUS.stopped : POST_STATUS.waiting, updatedAt: now };
  if (!suspended) {
    const rule = { startDate: setting.scheduleDate.replaceAll('-', '/'), startTime: setting.scheduleTime, repeat: setting.repeat as 1 | 2 | 3 | 4, endDate: setting.repeatEndDate?.replaceAll('-', '/') ?? null };
    const nextRunAt = firstRun(rule, now);
    if (!nextRunAt) throw stateConflict('post_schedule_passed', m.schedulePassed);
    set = { ...set, nextRunAt };
  }
  const row = await transitionPostSetting(deps.db, auth.company.id, id, [from], set);
  if (!row) throw stateConflict('post_not_suspendable', m.notSuspendable);
  return answer(deps, auth, row, suspended ? m.suspended : m.resumed);
}

export interface PostListQuery {
  local_account_ids?: string[];
  free_word?: string;
  start_at?: string;
  end_at?: string;
  secondary_start_at?: string;
  secondary_end_at?: string;
  provider?: 'google' | 'yahoo';
  status?: number;
  page?: number;
  page_size?: number;
}

/**
 * Store keys of a list filter: every one must be the company's (a foreign key is a 404, never an empty list). A store
 * user's list without a filter is their stores (`accountScope`), never the whole company.
 */
export async function filterAccountIds(deps: Pick<Deps, 'db'>, companyId: number, keys: string[] | undefined, accountScope: readonly number[] | null = null): Promise<number[] | null> {
  if (keys === undefined) return scopedIds(null, accountScope);
  const unique = [...new Set(keys)];
  const rows = await findLinkedByRefs(deps.db, companyId, parseAccountKeys(unique), accountScope);
  if (rows.length !== unique.length) throw notFound();
  return rows.map((r) => r.id);
}

const isoDate = (slash: string | undefined): string | null => (slash ? slash.replaceAll('/', '-') : null);

export async function listPosts(deps: PostsDeps, auth: AuthContext, query: PostListQuery) {
  const { page, pageSize, limit, offset } = pageWindow(query);
  const accountIds = await filterAccountIds(deps, auth.company.id, query.local_account_ids, auth.accountScope);
  const { rows, total } = await listPostSettings(
    deps.db,
    auth.company.id,
    {
      accountIds,
      freeWord: query.free_word?.trim() || null,
      scheduleFrom: isoDate(query.start_at),
      scheduleTo: isoDate(query.end_at),
      createdFrom: query.secondary_start_at ? jstDayStart(query.secondary_start_at) : null,
      createdBefore: query.secondary_end_at ? jstDayEnd(query.secondary_end_at) : null,
      provider: query.provider ?? null,
      status: query.status ?? null,
    },
    { limit, offset },
  );
  const accounts = await accountsOf(deps.db, auth.company.id, rows.map((r) => r.id), auth.accountScope);
  return {
    data: rows.map((row) => toPostSetting(row, accounts.get(row.id) ?? [], auth, deps.config.publicOrigin)),
    pagination: toPagination(page, pageSize, total),
  };
}
