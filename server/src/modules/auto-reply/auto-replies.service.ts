import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound, validationError } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { requireLinked } from '../local-accounts/linking.service';
import { scopedIds } from '../../tenancy/account-scope';
import { REPLY_MAX_LENGTH, replyTextErrors } from '../reply-templates/reply-text.rules';
import { releaseReviewFromApproval } from './auto-reply-reviews.repository';
import { deliver } from './auto-reply-sender.service';
import { newIdempotencyKey } from './auto-reply-planner.service';
import { claimForApproval, findAutoReplyRow, listAutoReplyRows, LIST_COUNT_CAP, rejectReply } from './auto-replies.repository';
import { toAutoReplyItem } from './auto-replies.mapper';
import { autoReplyMessagesJa as m } from './auto-reply.messages.ja';
import type { AutoReplyRow } from './auto-reply.table';

const notPending = () => new DomainError('auto_reply_not_pending', 409, m.notPending);
const DECIDABLE: ReadonlySet<AutoReplyRow['status']> = new Set(['awaiting_approval', 'failed']);

export async function listAutoReplies(deps: Pick<Deps, 'db'>, auth: AuthContext, query: { status?: AutoReplyRow['status']; local_account_ids?: string[]; page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(query);
  // Another company's store key (or one not linked) answers 404 like every id, never an empty list; without a filter
  // a store user's list is their stores'.
  const chosen = query.local_account_ids ? (await requireLinked(deps.db, auth.company.id, query.local_account_ids, auth.accountScope)).map((store) => store.id) : null;
  const localAccountIds = scopedIds(chosen, auth.accountScope) ?? undefined;
  const { rows, total } = await listAutoReplyRows(deps.db, auth.company.id, { status: query.status, localAccountIds }, { limit, offset });
  return { data: rows.map(toAutoReplyItem), pagination: toPagination(page, pageSize, total, LIST_COUNT_CAP) };
}

async function itemOf(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number) {
  const row = await findAutoReplyRow(deps.db, auth.company.id, id, auth.accountScope);
  if (!row) throw notFound();
  return row;
}

// The approved text is validated like any reply; without an edit the draft is sent as it is.
function approvedText(comment: string | undefined, draft: string | null): string {
  const text = comment?.trim() ? comment : (draft ?? '');
  const problems = replyTextErrors([{ field: 'comment', value: text, max: REPLY_MAX_LENGTH, required: true }]);
  if (problems) throw validationError(problems.errors, problems.code);
  return text.trim();
}

async function approve(deps: Deps, auth: AuthContext, id: number, comment: string | undefined) {
  const current = await itemOf(deps, auth, id);
  if (!DECIDABLE.has(current.reply.status)) throw notPending();
  const draft = approvedText(comment, current.reply.draft);
  const claimed = await claimForApproval(deps.db, auth.company.id, id, { draft, userId: auth.user.id, now: deps.clock.now(), freshKey: newIdempotencyKey(current.reply.reviewId) });
  if (!claimed) throw notPending();
  const delivery = await deliver(deps, claimed, { userId: auth.user.id, retryTransient: false });
  if (delivery.row.status === 'rejected') throw new DomainError('already_replied', 409, m.alreadyReplied);
  if (delivery.row.status !== 'sent') throw delivery.error ?? new DomainError('auto_reply_failed', 502, delivery.row.errorMessage ?? m.sendFailed);
  return { message: m.approved, data: toAutoReplyItem(await itemOf(deps, auth, id)) };
}

async function reject(deps: Deps, auth: AuthContext, id: number) {
  await itemOf(deps, auth, id);
  const rejected = await deps.db.transaction(async (tx) => {
    const row = await rejectReply(tx, auth.company.id, id, { userId: auth.user.id, message: null });
    if (row) await releaseReviewFromApproval(tx, row.reviewId, deps.clock.now());
    return row;
  });
  if (!rejected) throw notPending();
  return { message: m.rejected, data: toAutoReplyItem(await itemOf(deps, auth, id)) };
}

/** Approve (send now, optionally edited) or reject a held or failed automatic reply; any other status is a 409. */
export async function decideAutoReply(deps: Deps, auth: AuthContext, id: number, body: { action: 'approve' | 'reject'; comment?: string }) {
  return body.action === 'approve' ? approve(deps, auth, id, body.comment) : reject(deps, auth, id);
}
