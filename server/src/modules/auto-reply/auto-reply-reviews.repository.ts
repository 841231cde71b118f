import { and, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { reviews } from '../reviews/reviews.table';
import { autoReplySettings, type AutoReplySettingRow } from './auto-reply.table';

// The automatic reply module's reads and state changes on the reviews table. The reviews module owns the rows; only
// the reply_state transitions around an approval hold happen here.

export interface ReviewForReply {
  id: number;
  companyId: number;
  localAccountId: number;
  rating: number | null;
  comment: string | null;
  reviewerName: string;
  isAnonymous: boolean;
  storeName: string;
}

const reviewColumns = {
  id: reviews.id,
  companyId: reviews.companyId,
  localAccountId: reviews.localAccountId,
  rating: reviews.rating,
  comment: reviews.comment,
  reviewerName: reviews.reviewerName,
  isAnonymous: reviews.isAnonymous,
  storeName: localAccounts.title,
};

const linkedStore = and(eq(localAccounts.id, reviews.localAccountId), eq(localAccounts.companyId, reviews.companyId), eq(localAccounts.status, 'linked'));

/** One review of the company's linked stores; null for another company's or an unknown id. */
export async function findReviewForReply(db: Db, companyId: number, reviewId: number): Promise<ReviewForReply | null> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(localAccounts, linkedStore)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, reviewId)))
    .limit(1);
  return row ?? null;
}

export interface PlannableReview extends ReviewForReply {
  setting: AutoReplySettingRow;
}

export interface PlannableFilter {
  companyId?: number;
  reviewIds?: readonly number[];
  /** The sweep looks back this far only, which keeps it on the (local_account_id, posted_at) index. */
  postedSince?: Date;
  limit: number;
}

/**
 * Reviews an automatic reply should be planned for: a Google review of a linked store whose setting is on, with a
 * rating the setting answers, posted at or after the setting was switched on, not replied to and not planned yet.
 */
export async function findPlannableReviews(db: Db, filter: PlannableFilter): Promise<PlannableReview[]> {
  const conditions: SQL[] = [
    eq(autoReplySettings.enabled, true),
    eq(reviews.provider, 'google'),
    eq(reviews.kind, 1),
    gte(reviews.postedAt, autoReplySettings.activeSince),
    sql`${autoReplySettings.ratings} @> to_jsonb(${reviews.rating})`,
    isNull(reviews.replyComment),
    eq(reviews.replyState, 'none'),
    sql`not exists (select 1 from auto_replies planned where planned.review_id = "reviews"."id")`,
  ];
  if (filter.companyId !== undefined) conditions.push(eq(reviews.companyId, filter.companyId));
  if (filter.reviewIds) conditions.push(inArray(reviews.id, [...filter.reviewIds]));
  if (filter.postedSince) conditions.push(gte(reviews.postedAt, filter.postedSince));
  const rows = await db
    .select({ ...reviewColumns, setting: autoReplySettings })
    .from(reviews)
    .innerJoin(autoReplySettings, and(eq(autoReplySettings.localAccountId, reviews.localAccountId), eq(autoReplySettings.companyId, reviews.companyId)))
    .innerJoin(localAccounts, linkedStore)
    .where(and(...conditions))
    .orderBy(reviews.id)
    .limit(filter.limit);
  return rows;
}

export interface ReplyContext {
  replyComment: string | null;
  replyState: string;
  /** An open or completed reply intent with this automatic reply's key: a previous attempt of ours got that far. */
  ownIntent: boolean;
}

export async function findReplyContext(db: Db, companyId: number, reviewId: number, idempotencyKey: string): Promise<ReplyContext | null> {
  const [row] = await db
    .select({
      replyComment: reviews.replyComment,
      replyState: reviews.replyState,
      ownIntent: sql<boolean>`exists (select 1 from review_reply_intents own where own.review_id = "reviews"."id" and own.idempotency_key = ${idempotencyKey} and own.status in ('pending', 'done'))`,
    })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, reviewId)))
    .limit(1);
  return row ?? null;
}

/** The review's reply state while a low-rating reply waits for a person (only from 'none'). */
export async function holdReviewForApproval(db: Db, reviewId: number, now: Date): Promise<void> {
  await db
    .update(reviews)
    .set({ replyState: 'awaiting_approval', updatedAt: now })
    .where(and(eq(reviews.id, reviewId), eq(reviews.replyState, 'none')));
}

/** A rejected reply hands the review back to the inbox as unreplied. */
export async function releaseReviewFromApproval(db: Db, reviewId: number, now: Date): Promise<void> {
  await db
    .update(reviews)
    .set({ replyState: 'none', updatedAt: now })
    .where(and(eq(reviews.id, reviewId), eq(reviews.replyState, 'awaiting_approval')));
}
