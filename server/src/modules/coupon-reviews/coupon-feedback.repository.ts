import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { reviews } from '../reviews/reviews.table';
import { couponCampaigns, couponIssues } from './coupon-reviews.table';

/** Review kind 2: クーポン発行口コミ, left in the console's own form. */
export const COUPON_REVIEW_KIND = 2;

export interface FeedbackRow {
  id: number;
  reviewId: number;
  campaignId: number;
  localAccountId: number;
  storeName: string;
  reviewerName: string;
  rating: number | null;
  comment: string | null;
  postedAt: Date;
  couponCode: string;
  validUntil: string | null;
  visibleOnMap: boolean;
}

export interface FeedbackFilter {
  companyId: number;
  /** A store user's stores (null: the whole company), whatever the filter names. */
  accountScope: AccountScope;
  localAccountIds: readonly number[];
  from: Date | null;
  /** Exclusive. */
  until: Date | null;
}

const feedbackColumns = {
  id: couponIssues.id,
  reviewId: couponIssues.reviewId,
  campaignId: couponIssues.campaignId,
  localAccountId: reviews.localAccountId,
  storeName: localAccounts.title,
  reviewerName: reviews.reviewerName,
  rating: reviews.rating,
  comment: reviews.comment,
  postedAt: reviews.postedAt,
  couponCode: couponIssues.couponCode,
  validUntil: couponIssues.validUntil,
  visibleOnMap: couponIssues.visibleOnMap,
};

const selectFeedback = (db: Db) =>
  db
    .select(feedbackColumns)
    .from(couponIssues)
    .innerJoin(reviews, eq(reviews.id, couponIssues.reviewId))
    .innerJoin(localAccounts, eq(localAccounts.id, reviews.localAccountId));

const matching = (filter: FeedbackFilter): SQL => {
  const conditions: (SQL | undefined)[] = [
    eq(couponIssues.companyId, filter.companyId), eq(reviews.companyId, filter.companyId), eq(reviews.kind, COUPON_REVIEW_KIND), inScope(reviews.localAccountId, filter.accountScope),
  ];
  if (filter.localAccountIds.length > 0) conditions.push(inArray(reviews.localAccountId, [...filter.localAccountIds]));
  if (filter.from) conditions.push(gte(reviews.postedAt, filter.from));
  if (filter.until) conditions.push(lt(reviews.postedAt, filter.until));
  return and(...conditions) as SQL;
};

const newestFirst = [desc(reviews.postedAt), desc(couponIssues.id)];

/** One page, newest first; the total is counted up to `cap` rows so a large tenant never counts without bound. */
export async function listFeedback(db: Db, filter: FeedbackFilter, page: { limit: number; offset: number; cap: number }) {
  const rows = await selectFeedback(db)
    .where(matching(filter))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const capped = db
    .select({ one: sql`1` })
    .from(couponIssues)
    .innerJoin(reviews, eq(reviews.id, couponIssues.reviewId))
    .where(matching(filter))
    .limit(page.cap)
    .as('capped');
  const [{ n }] = await db.select({ n: countInt() }).from(capped);
  return { rows: rows as FeedbackRow[], total: n };
}

/** Every matching row for a data file, newest first, bounded by `max`. */
export async function loadFeedbackForExport(db: Db, filter: FeedbackFilter, max: number): Promise<FeedbackRow[]> {
  return (await selectFeedback(db)
    .where(matching(filter))
    .orderBy(...newestFirst)
    .limit(max)) as FeedbackRow[];
}

export async function findFeedback(db: Db, companyId: number, issueId: number, scope: AccountScope = null): Promise<FeedbackRow | null> {
  const rows = await selectFeedback(db)
    .where(and(eq(couponIssues.companyId, companyId), eq(couponIssues.id, issueId), inScope(reviews.localAccountId, scope)))
    .limit(1);
  return (rows[0] as FeedbackRow | undefined) ?? null;
}

/** False when the issue is not the company's. */
export async function setVisibleOnMap(db: Db, companyId: number, issueId: number, visible: boolean): Promise<boolean> {
  const rows = await db
    .update(couponIssues)
    .set({ visibleOnMap: visible })
    .where(and(eq(couponIssues.companyId, companyId), eq(couponIssues.id, issueId)))
    .returning({ id: couponIssues.id });
  return rows.length > 0;
}

/** The company's Google accounts among `ids`, linked or not (a filter may name a store unlinked since). */
export async function findCompanyGoogleAccounts(db: Db, companyId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: localAccounts.id })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.provider, 'google'), inArray(localAccounts.id, [...ids])));
  return rows.map((r) => r.id);
}

export interface NewFeedback {
  companyId: number;
  campaignId: number;
  localAccountId: number;
  providerReviewId: string;
  reviewerName: string;
  isAnonymous: boolean;
  rating: number;
  comment: string;
  couponCode: string;
  accessTokenHash: string;
  validUntil: string | null;
  now: Date;
}

/** The review (kind 2) and its coupon, in the caller's transaction. */
export async function insertFeedbackWithCoupon(db: Db, input: NewFeedback): Promise<{ reviewId: number; issueId: number }> {
  const [review] = await db
    .insert(reviews)
    .values({
      companyId: input.companyId,
      localAccountId: input.localAccountId,
      provider: 'form',
      kind: COUPON_REVIEW_KIND,
      providerReviewId: input.providerReviewId,
      reviewerName: input.reviewerName,
      isAnonymous: input.isAnonymous,
      rating: input.rating,
      comment: input.comment,
      postedAt: input.now,
      providerUpdatedAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: reviews.id });
  const [issue] = await db
    .insert(couponIssues)
    .values({
      companyId: input.companyId,
      campaignId: input.campaignId,
      reviewId: review.id,
      couponCode: input.couponCode,
      accessTokenHash: input.accessTokenHash,
      validUntil: input.validUntil,
      issuedAt: input.now,
    })
    .returning({ id: couponIssues.id });
  return { reviewId: review.id, issueId: issue.id };
}

export async function couponCodeTaken(db: Db, campaignId: number, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: couponIssues.id })
    .from(couponIssues)
    .where(and(eq(couponIssues.campaignId, campaignId), eq(couponIssues.couponCode, code)))
    .limit(1);
  return rows.length > 0;
}

/** Public: an issued coupon by the hash of the customer's token. */
export async function findIssuedCoupon(db: Db, accessTokenHash: string) {
  const rows = await db
    .select({
      couponCode: couponIssues.couponCode,
      validUntil: couponIssues.validUntil,
      issuedAt: couponIssues.issuedAt,
      couponTitle: couponCampaigns.couponTitle,
      couponContent: couponCampaigns.couponContent,
      couponTerms: couponCampaigns.couponTerms,
      storeName: localAccounts.title,
    })
    .from(couponIssues)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, couponIssues.campaignId))
    .innerJoin(localAccounts, eq(localAccounts.id, couponCampaigns.localAccountId))
    .where(eq(couponIssues.accessTokenHash, accessTokenHash))
    .limit(1);
  return rows[0] ?? null;
}
