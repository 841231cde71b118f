import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimOne, complete, defineIntentTable, fail, findStale } from '../../jobs/intents';
import { reviewReplyIntents, type ReviewReplyIntentRow } from './reviews.table';

export type NewReplyIntent = Pick<
  typeof reviewReplyIntents.$inferInsert,
  'companyId' | 'reviewId' | 'action' | 'comment' | 'source' | 'idempotencyKey' | 'requestedByUserId' | 'createdAt'
>;

/**
 * The intent of one provider write, created once per idempotency key: a second request with the same key gets the
 * row the first one made (whatever its state), which is how a retry learns the outcome instead of writing again.
 */
export async function openReplyIntent(db: Db, intent: NewReplyIntent): Promise<ReviewReplyIntentRow> {
  await db
    .insert(reviewReplyIntents)
    .values({ ...intent, claimedAt: intent.createdAt })
    .onConflictDoNothing({ target: reviewReplyIntents.idempotencyKey });
  const [row] = await db.select().from(reviewReplyIntents).where(eq(reviewReplyIntents.idempotencyKey, intent.idempotencyKey)).limit(1);
  return row;
}

/**
 * review_reply_intents as an intent table. An intent is pending from the moment it is opened until the provider
 * answered; it has no claim column, so it counts as left behind once it is older than the stale window.
 */
export const replyIntents = defineIntentTable({
  table: reviewReplyIntents,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'claimedAt', errorMessage: 'errorMessage', completedAt: 'completedAt', failedAt: 'completedAt' },
  states: { ready: ['pending'], claimed: 'pending', done: 'done', failed: 'failed' },
});

export async function findReplyIntent(db: Db, id: number): Promise<ReviewReplyIntentRow | null> {
  const [row] = await db.select().from(reviewReplyIntents).where(eq(reviewReplyIntents.id, id)).limit(1);
  return row ?? null;
}

export async function countIntentAttempt(db: Db, id: number, now: Date): Promise<void> {
  await claimOne(db, replyIntents, id, { now });
}

export async function completeReplyIntent(db: Db, id: number, now: Date): Promise<void> {
  await complete(db, replyIntents, id, { at: now });
}

export async function failReplyIntent(db: Db, id: number, message: string, now: Date): Promise<void> {
  await fail(db, replyIntents, id, message, { at: now });
}

/**
 * Leaves a pending intent for the sweep to take again once the claim time given has gone stale: how a reply waits
 * for a provider's Retry-After without a column of its own (see claimTimeFor in review-reply.service.ts).
 */
export async function deferReplyIntent(db: Db, id: number, claimedAt: Date): Promise<void> {
  await db.update(reviewReplyIntents).set({ claimedAt }).where(and(eq(reviewReplyIntents.id, id), eq(reviewReplyIntents.status, 'pending')));
}

/** Intents still pending long after they were opened: their request or worker died mid-way. */
export async function findStalePendingIntents(db: Db, openedBefore: Date, maxAttempts: number, limit: number): Promise<ReviewReplyIntentRow[]> {
  return findStale(db, replyIntents, { before: openedBefore, limit, where: lt(reviewReplyIntents.attempts, maxAttempts) });
}
