import { and, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingProviderName } from '../../providers/listing-provider';
import { providerConnections } from '../../provider-access/provider-connections.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies } from '../../tenancy/tenancy.table';
import { reviewReplyIntents, reviews, reviewSyncRequests, reviewSyncStates, type ReviewSyncStateRow } from './reviews.table';

/** A review as a provider reports it, ready to be stored. */
export interface ProviderReview {
  providerReviewId: string;
  reviewerName: string;
  reviewerPhotoUrl: string | null;
  isAnonymous: boolean;
  rating: number | null;
  comment: string | null;
  postedAt: Date;
  providerUpdatedAt: Date;
  reply: { comment: string; updatedAt: Date } | null;
}

export interface SyncTarget {
  companyId: number;
  localAccountId: number;
  provider: ListingProviderName;
  providerAccountId: string | null;
  providerLocationId: string;
  lastSyncedAt: Date | null;
  lastReconciledAt: Date | null;
}

const excluded = (column: string): SQL => sql.raw(`excluded.${column}`);
const current = (column: string): SQL => sql.raw(`"reviews"."${column}"`);

// The console's own reply in flight (sending, or an automatic reply waiting for approval) is never overwritten;
// otherwise the provider's reply is taken only when it differs from the stored one, so a failed attempt keeps its
// reason until something really changed on the provider.
const replyChanged = sql`(${current('reply_comment')} is distinct from ${excluded('reply_comment')} or ${current('reply_updated_at')} is distinct from ${excluded('reply_updated_at')})`;
const takeReply = sql`(${current('reply_state')} not in ('sending', 'awaiting_approval') and ${replyChanged})`;
const replyValue = (column: string): SQL => sql`case when ${takeReply} then ${excluded(column)} else ${current(column)} end`;

/**
 * Stores one page of a provider's reviews, keyed by (local account, provider review id): running a sync twice
 * stores each review once. Rows that did not change are not rewritten. Answers the ids stored for the first time.
 */
export async function upsertProviderReviews(
  db: Db,
  target: { companyId: number; localAccountId: number; provider: 'google' | 'yahoo' },
  items: readonly ProviderReview[],
  now: Date,
): Promise<{ id: number; providerReviewId: string }[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(reviews)
    .values(
      items.map((item) => ({
        companyId: target.companyId,
        localAccountId: target.localAccountId,
        provider: target.provider,
        kind: 1,
        providerReviewId: item.providerReviewId,
        reviewerName: item.reviewerName,
        reviewerPhotoUrl: item.reviewerPhotoUrl,
        isAnonymous: item.isAnonymous,
        rating: item.rating,
        comment: item.comment,
        postedAt: item.postedAt,
        providerUpdatedAt: item.providerUpdatedAt,
        replyComment: item.reply?.comment ?? null,
        replyUpdatedAt: item.reply?.updatedAt ?? null,
        replyState: item.reply ? ('replied' as const) : ('none' as const),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [reviews.localAccountId, reviews.providerReviewId],
      set: {
        reviewerName: excluded('reviewer_name'),
        reviewerPhotoUrl: excluded('reviewer_photo_url'),
        isAnonymous: excluded('is_anonymous'),
        rating: excluded('rating'),
        comment: excluded('comment'),
        postedAt: excluded('posted_at'),
        providerUpdatedAt: excluded('provider_updated_at'),
        replyComment: replyValue('reply_comment'),
        replyUpdatedAt: replyValue('reply_updated_at'),
        replyState: replyValue('reply_state'),
        replyError: sql`case when ${takeReply} then null else ${current('reply_error')} end`,
        updatedAt: now,
      },
      setWhere: sql`(${current('provider_updated_at')} is distinct from ${excluded('provider_updated_at')} or ${replyChanged})`,
    })
    // xmax is 0 only on a row this statement inserted (an updated row carries the updating transaction).
    .returning({ id: reviews.id, providerReviewId: reviews.providerReviewId, inserted: sql<boolean>`(xmax = 0)` });
  return rows.filter((row) => row.inserted).map((row) => ({ id: row.id, providerReviewId: row.providerReviewId }));
}

export async function findSyncState(db: Db, localAccountId: number): Promise<ReviewSyncStateRow | null> {
  const rows = await db.select().from(reviewSyncStates).where(eq(reviewSyncStates.localAccountId, localAccountId)).limit(1);
  return rows[0] ?? null;
}

export interface SyncSuccess {
  newestUpdateAt: Date | null;
  reconciled: boolean;
  averageRating: number | null;
  totalReviewCount: number | null;
  now: Date;
}

/** The watermark only moves forward: an incremental run that saw nothing newer keeps it. */
export async function recordSyncSuccess(db: Db, target: Pick<SyncTarget, 'companyId' | 'localAccountId'>, result: SyncSuccess): Promise<void> {
  const values = {
    localAccountId: target.localAccountId,
    companyId: target.companyId,
    newestUpdateAt: result.newestUpdateAt,
    lastSyncedAt: result.now,
    lastReconciledAt: result.reconciled ? result.now : null,
    lastError: null,
    averageRating: result.averageRating === null ? null : String(result.averageRating),
    totalReviewCount: result.totalReviewCount,
  };
  await db
    .insert(reviewSyncStates)
    .values(values)
    .onConflictDoUpdate({
      target: reviewSyncStates.localAccountId,
      set: {
        newestUpdateAt: sql`greatest(${reviewSyncStates.newestUpdateAt}, excluded.newest_update_at)`,
        lastSyncedAt: result.now,
        lastReconciledAt: sql`coalesce(excluded.last_reconciled_at, ${reviewSyncStates.lastReconciledAt})`,
        lastError: null,
        averageRating: sql`coalesce(excluded.average_rating, ${reviewSyncStates.averageRating})`,
        totalReviewCount: sql`coalesce(excluded.total_review_count, ${reviewSyncStates.totalReviewCount})`,
      },
    });
}

export async function recordSyncFailure(db: Db, target: Pick<SyncTarget, 'companyId' | 'localAccountId'>, message: string, now: Date): Promise<void> {
  await db
    .insert(reviewSyncStates)
    .values({ localAccountId: target.localAccountId, companyId: target.companyId, lastSyncedAt: now, lastError: message })
    .onConflictDoUpdate({ target: reviewSyncStates.localAccountId, set: { lastSyncedAt: now, lastError: message } });
}

/**
 * Linked accounts whose reviews can be fetched: the company's contract shows the provider, its linkage is active,
 * and (Yahoo) the place exists at Yahoo (a hand-registered place has a local id until it does).
 */
export async function listSyncTargets(db: Db, filter: { companyId?: number; localAccountIds?: readonly number[] } = {}): Promise<SyncTarget[]> {
  const conditions: (SQL | undefined)[] = [
    eq(localAccounts.status, 'linked'),
    sql`((${localAccounts.provider} = 'google' and ${companies.meoAnalyticsFlag}) or (${localAccounts.provider} = 'yahoo' and ${companies.yMeoAnalyticsFlag} and ${localAccounts.providerLocationId} not like 'local:%'))`,
  ];
  if (filter.companyId !== undefined) conditions.push(eq(localAccounts.companyId, filter.companyId));
  if (filter.localAccountIds) conditions.push(inArray(localAccounts.id, [...filter.localAccountIds]));
  return db
    .select({
      companyId: localAccounts.companyId,
      localAccountId: localAccounts.id,
      provider: localAccounts.provider,
      providerAccountId: localAccounts.providerAccountId,
      providerLocationId: localAccounts.providerLocationId,
      lastSyncedAt: reviewSyncStates.lastSyncedAt,
      lastReconciledAt: reviewSyncStates.lastReconciledAt,
    })
    .from(localAccounts)
    .innerJoin(companies, eq(companies.id, localAccounts.companyId))
    .innerJoin(
      providerConnections,
      and(eq(providerConnections.companyId, localAccounts.companyId), eq(providerConnections.provider, localAccounts.provider), eq(providerConnections.tokenState, 'active')),
    )
    .leftJoin(reviewSyncStates, eq(reviewSyncStates.localAccountId, localAccounts.id))
    .where(and(...conditions))
    .orderBy(localAccounts.companyId, localAccounts.id);
}

/**
 * Claims accounts for a scheduled run by stamping last_synced_at, unless another scheduler run stamped them after
 * `dueBefore`: two schedulers (or a slow queue) never queue the same account twice within one interval.
 */
export async function claimSyncTargets(db: Db, targets: readonly Pick<SyncTarget, 'companyId' | 'localAccountId'>[], dueBefore: Date, now: Date): Promise<number[]> {
  if (targets.length === 0) return [];
  const rows = await db
    .insert(reviewSyncStates)
    .values(targets.map((t) => ({ localAccountId: t.localAccountId, companyId: t.companyId, lastSyncedAt: now })))
    .onConflictDoUpdate({
      target: reviewSyncStates.localAccountId,
      set: { lastSyncedAt: now },
      setWhere: sql`${reviewSyncStates.lastSyncedAt} is null or ${reviewSyncStates.lastSyncedAt} < ${dueBefore}`,
    })
    .returning({ id: reviewSyncStates.localAccountId });
  return rows.map((r) => r.id);
}

/** Makes accounts due at the scheduler's next minute (a sync asked for where no worker could take it at once). */
export async function markSyncDue(db: Db, companyId: number, localAccountIds: readonly number[]): Promise<void> {
  if (localAccountIds.length === 0) return;
  await db
    .update(reviewSyncStates)
    .set({ lastSyncedAt: null })
    .where(and(eq(reviewSyncStates.companyId, companyId), inArray(reviewSyncStates.localAccountId, [...localAccountIds])));
}

/** The newest review id stored for the account: rows above it were stored after a walk began. */
export async function newestStoredReviewId(db: Db, localAccountId: number): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${reviews.id})` }).from(reviews).where(eq(reviews.localAccountId, localAccountId));
  return Number(row?.id ?? 0);
}

/**
 * After a complete full walk, removes the account's provider reviews the provider no longer lists: the reviewer
 * deleted them, and with them any reply. Rows stored after the walk began (`storedUpTo`, a concurrent sync) and a
 * reply being sent right now stay; coupon feedback (kind 2) is the console's own and never touched. The review's
 * reply intents and automatic reply go in the same transaction (they point at it and mean nothing without it).
 */
export async function removeVanishedReviews(
  db: Db,
  localAccountId: number,
  vanished: { listed: ReadonlySet<string>; storedUpTo: number; allow: (stored: number, gone: number) => boolean },
): Promise<{ stored: number; gone: number; removed: number }> {
  return db.transaction(async (tx) => {
    const stored = await tx
      .select({ id: reviews.id, providerReviewId: reviews.providerReviewId })
      .from(reviews)
      .where(and(eq(reviews.localAccountId, localAccountId), eq(reviews.kind, 1), lte(reviews.id, vanished.storedUpTo), ne(reviews.replyState, 'sending')));
    const gone = stored.filter((row) => !vanished.listed.has(row.providerReviewId)).map((row) => row.id);
    const counts = { stored: stored.length, gone: gone.length };
    if (gone.length === 0 || !vanished.allow(stored.length, gone.length)) return { ...counts, removed: 0 };
    await tx.delete(reviewReplyIntents).where(inArray(reviewReplyIntents.reviewId, gone));
    await tx.delete(reviews).where(inArray(reviews.id, gone));
    return { ...counts, removed: gone.length };
  });
}

/**
 * Takes the company's sync slot when its last request is at least `gapMs` old (or there is none), in one statement, so
 * two processes answering the same company at once cannot both take it. False: asked too recently.
 */
export async function takeReviewSyncSlot(db: Db, companyId: number, now: Date, gapMs: number): Promise<boolean> {
  const rows = await db
    .insert(reviewSyncRequests)
    .values({ companyId, requestedAt: now })
    .onConflictDoUpdate({ target: reviewSyncRequests.companyId, set: { requestedAt: now }, setWhere: lte(reviewSyncRequests.requestedAt, new Date(now.getTime() - gapMs)) })
    .returning({ companyId: reviewSyncRequests.companyId });
  return rows.length > 0;
}
