import { and, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { claim, claimOne, complete, defineIntentTable, fail, staleClaims } from '../../jobs/intents';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { reviews } from '../reviews/reviews.table';
import { autoReplies, type AutoReplyRow } from './auto-reply.table';
import type { AccountScope } from '../../tenancy/account-scope';

type AutoReplyStatus = AutoReplyRow['status'];

export type NewAutoReply = Pick<AutoReplyRow, 'companyId' | 'reviewId' | 'localAccountId' | 'mode' | 'draft' | 'status' | 'sendAfter' | 'idempotencyKey' | 'errorMessage' | 'createdAt'>;

/** null when the review already has its automatic reply: a re-delivered plan never plans twice. */
export async function insertPlannedReply(db: Db, values: NewAutoReply): Promise<AutoReplyRow | null> {
  const [row] = await db.insert(autoReplies).values(values).onConflictDoNothing({ target: autoReplies.reviewId }).returning();
  return row ?? null;
}

/** auto_replies as an intent table: scheduled → sending (send_after is rewritten to the claim time) → sent or failed. */
export const autoReplyIntents = defineIntentTable({
  table: autoReplies,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'sendAfter', errorMessage: 'errorMessage', completedAt: 'sentAt' },
  states: { ready: ['scheduled'], claimed: 'sending', done: 'sent', failed: 'failed' },
});

// The claim: due scheduled rows, and rows left in 'sending' by a worker that died (its claim went stale).
const claimable = (now: Date, staleBefore: Date): SQL =>
  or(and(eq(autoReplies.status, 'scheduled'), lte(autoReplies.sendAfter, now)), staleClaims(autoReplyIntents, staleBefore)) as SQL;

export const claimDueReplies = (db: Db, input: { now: Date; staleBefore: Date; limit: number }): Promise<AutoReplyRow[]> =>
  claim(db, autoReplyIntents, { now: input.now, limit: input.limit, where: claimable(input.now, input.staleBefore) });

/** The queued send of one row: only when it is still scheduled and due (a second delivery finds nothing). */
export const claimReplyById = (db: Db, id: number, input: { now: Date; staleBefore: Date }): Promise<AutoReplyRow | null> =>
  claimOne(db, autoReplyIntents, id, { now: input.now, where: claimable(input.now, input.staleBefore) });

/**
 * A person approves a held (or failed) reply: it is taken for sending with the final text. A failed row gets a new
 * idempotency key because its previous write ended for certain; a held row was never sent and keeps its own.
 */
export async function claimForApproval(db: Db, companyId: number, id: number, input: { draft: string; userId: number; now: Date; freshKey: string }): Promise<AutoReplyRow | null> {
  return claimOne(db, autoReplyIntents, id, {
    now: input.now,
    where: and(eq(autoReplies.companyId, companyId), inArray(autoReplies.status, ['awaiting_approval', 'failed'])),
    set: {
      draft: input.draft,
      decidedByUserId: input.userId,
      errorMessage: null,
      idempotencyKey: sql`case when ${autoReplies.status} = 'failed' then ${input.freshKey} else ${autoReplies.idempotencyKey} end`,
    },
  });
}

export async function rejectReply(db: Db, companyId: number, id: number, input: { userId: number | null; message: string | null }): Promise<AutoReplyRow | null> {
  const [row] = await db
    .update(autoReplies)
    .set({ status: 'rejected', decidedByUserId: input.userId, errorMessage: input.message })
    .where(and(eq(autoReplies.companyId, companyId), eq(autoReplies.id, id), inArray(autoReplies.status, ['awaiting_approval', 'failed'])))
    .returning();
  return row ?? null;
}

/** The outcome of a send this worker claimed (attempt: its claim); a row someone else moved on in the meantime is left alone. */
export async function finishReply(db: Db, id: number, outcome: { status: Extract<AutoReplyStatus, 'sent' | 'failed' | 'rejected'>; at: Date; message: string | null; attempt: number }) {
  if (outcome.status === 'sent') return complete(db, autoReplyIntents, id, { at: outcome.at, attempt: outcome.attempt, set: { errorMessage: outcome.message } });
  return fail(db, autoReplyIntents, id, outcome.message, { at: outcome.at, attempt: outcome.attempt, status: outcome.status });
}

/** A transient failure: try again later with a new key (the failed write is over, so a new one cannot double it). */
export async function rescheduleReply(db: Db, id: number, input: { sendAfter: Date; freshKey: string; message: string; attempt: number; at: Date }) {
  return fail(db, autoReplyIntents, id, input.message, { at: input.at, attempt: input.attempt, status: 'scheduled', set: { sendAfter: input.sendAfter, idempotencyKey: input.freshKey } });
}

export interface AutoReplyListRow {
  reply: AutoReplyRow;
  provider: 'google' | 'yahoo';
  storeName: string;
  reviewRating: number | null;
  reviewComment: string | null;
  reviewerName: string;
}

export interface AutoReplyFilter {
  status?: AutoReplyStatus;
  localAccountIds?: readonly number[];
}

const listColumns = {
  reply: autoReplies,
  provider: localAccounts.provider,
  storeName: localAccounts.title,
  reviewRating: reviews.rating,
  reviewComment: reviews.comment,
  reviewerName: reviews.reviewerName,
};

// Scoped to the company and to its linked stores, like every review list.
function scoped(companyId: number, filter: AutoReplyFilter): SQL {
  const conditions: SQL[] = [eq(autoReplies.companyId, companyId), eq(localAccounts.status, 'linked')];
  if (filter.status) conditions.push(eq(autoReplies.status, filter.status));
  if (filter.localAccountIds) conditions.push(inArray(autoReplies.localAccountId, [...filter.localAccountIds]));
  return and(...conditions) as SQL;
}

const joined = (db: Db, columns: typeof listColumns) =>
  db
    .select(columns)
    .from(autoReplies)
    .innerJoin(reviews, eq(reviews.id, autoReplies.reviewId))
    .innerJoin(localAccounts, and(eq(localAccounts.id, autoReplies.localAccountId), eq(localAccounts.companyId, autoReplies.companyId)));

export const LIST_COUNT_CAP = 10_000;

/** Newest first; the total is counted up to LIST_COUNT_CAP so a large tenant's list stays bounded. */
export async function listAutoReplyRows(db: Db, companyId: number, filter: AutoReplyFilter, page: { limit: number; offset: number }) {
  if (filter.localAccountIds?.length === 0) return { rows: [], total: 0 };
  const where = scoped(companyId, filter);
  const rows: AutoReplyListRow[] = await joined(db, listColumns).where(where).orderBy(desc(autoReplies.id)).limit(page.limit).offset(page.offset);
  const capped = db
    .select({ one: sql`1` })
    .from(autoReplies)
    .innerJoin(localAccounts, and(eq(localAccounts.id, autoReplies.localAccountId), eq(localAccounts.companyId, autoReplies.companyId)))
    .where(where)
    .limit(LIST_COUNT_CAP)
    .as('capped');
  const [{ n }] = await db.select({ n: countInt() }).from(capped);
  return { rows, total: n };
}

/** One reply of the company; for a store user (scope) only one of their stores'. */
export async function findAutoReplyRow(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<AutoReplyListRow | null> {
  const [row] = await joined(db, listColumns).where(and(scoped(companyId, scope === null ? {} : { localAccountIds: scope }), eq(autoReplies.id, id))).limit(1);
  return row ?? null;
}
