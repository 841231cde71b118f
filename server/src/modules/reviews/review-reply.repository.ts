import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
  await db.insert(reviewReplyIntents).values(intent).onConflictDoNothing({ target: reviewReplyIntents.idempotencyKey });
  const [row] = await db.select().from(reviewReplyIntents).where(eq(reviewReplyIntents.idempotencyKey, intent.idempotencyKey)).limit(1);
  return row;
}

export async function countIntentAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(reviewReplyIntents)
    .set({ attempts: sql`${reviewReplyIntents.attempts} + 1` })
    .where(eq(reviewReplyIntents.id, id));
}

export async function completeReplyIntent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(reviewReplyIntents)
    .set({ status: 'done', errorMessage: null, completedAt: now })
    .where(and(eq(reviewReplyIntents.id, id), eq(reviewReplyIntents.status, 'pending')));
}

export async function failReplyIntent(db: Db, id: number, message: string, now: Date): Promise<void> {
  await db
    .update(reviewReplyIntents)
    .set({ status: 'failed', errorMessage: message, completedAt: now })
    .where(and(eq(reviewReplyIntents.id, id), eq(reviewReplyIntents.status, 'pending')));
}

/** Intents still pending long after they were opened: their request or worker died mid-way. */
export async function findStalePendingIntents(db: Db, openedBefore: Date, maxAttempts: number, limit: number): Promise<ReviewReplyIntentRow[]> {
  return db
    .select()
    .from(reviewReplyIntents)
    .where(and(eq(reviewReplyIntents.status, 'pending'), lt(reviewReplyIntents.createdAt, openedBefore), lt(reviewReplyIntents.attempts, maxAttempts)))
    .orderBy(asc(reviewReplyIntents.status), asc(reviewReplyIntents.createdAt))
    .limit(limit);
}
