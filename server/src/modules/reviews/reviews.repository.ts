import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingProviderName } from '../../providers/listing-provider';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies } from '../../tenancy/tenancy.table';
import { reviews, type ReviewRow } from './reviews.table';

/** One local account of a company as the inbox needs it: what it is, whether it is linked, the store's name. */
export interface CompanyAccountRow {
  id: number;
  provider: ListingProviderName;
  status: 'linked' | 'unlinked';
  title: string;
}

/** Every local account of the company (linked or not): one indexed read per list request. */
export async function listCompanyAccounts(db: Db, companyId: number): Promise<CompanyAccountRow[]> {
  return db
    .select({ id: localAccounts.id, provider: localAccounts.provider, status: localAccounts.status, title: localAccounts.title })
    .from(localAccounts)
    .where(eq(localAccounts.companyId, companyId))
    .orderBy(asc(localAccounts.id));
}

/**
 * The company's accounts and whether its Google linkage can still be used (replies), in one statement: the list
 * endpoint's fixed cost matters on the embedded database, where every statement pays its own round trip.
 */
export async function loadInboxAccounts(db: Db, companyId: number): Promise<{ accounts: CompanyAccountRow[]; googleReplyable: boolean }> {
  const googleOk = sql<boolean>`exists (select 1 from provider_connections pc where pc.company_id = ${companyId} and pc.provider = 'google' and pc.token_state = 'active' and pc.refresh_token_sealed is not null)`;
  const rows = await db
    .select({ id: localAccounts.id, provider: localAccounts.provider, status: localAccounts.status, title: localAccounts.title, googleOk })
    .from(localAccounts)
    .where(eq(localAccounts.companyId, companyId))
    .orderBy(asc(localAccounts.id));
  return { accounts: rows.map(({ googleOk: _ok, ...account }) => account), googleReplyable: rows[0]?.googleOk === true };
}

export async function findCompanyFlags(db: Db, companyId: number) {
  const [row] = await db
    .select({ name: companies.corporateName, meoAnalyticsFlag: companies.meoAnalyticsFlag, yMeoAnalyticsFlag: companies.yMeoAnalyticsFlag })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** A review with the local account it belongs to, or null when it is not the company's. */
export interface ReviewWithAccount {
  review: ReviewRow;
  account: {
    id: number;
    provider: ListingProviderName;
    status: 'linked' | 'unlinked';
    title: string;
    providerAccountId: string | null;
    providerLocationId: string;
  };
}

export async function findReviewWithAccount(db: Db, companyId: number, reviewId: number): Promise<ReviewWithAccount | null> {
  const rows = await db
    .select({
      review: reviews,
      account: {
        id: localAccounts.id,
        provider: localAccounts.provider,
        status: localAccounts.status,
        title: localAccounts.title,
        providerAccountId: localAccounts.providerAccountId,
        providerLocationId: localAccounts.providerLocationId,
      },
    })
    .from(reviews)
    .innerJoin(localAccounts, and(eq(localAccounts.id, reviews.localAccountId), eq(localAccounts.companyId, reviews.companyId)))
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, reviewId)))
    .limit(1);
  return rows[0] ?? null;
}

const ofReview = (companyId: number, reviewId: number): SQL => and(eq(reviews.companyId, companyId), eq(reviews.id, reviewId)) as SQL;

/** The console is writing to the provider: a sync must not overwrite the reply meanwhile. */
export async function markReplySending(db: Db, companyId: number, reviewId: number, now: Date): Promise<void> {
  await db.update(reviews).set({ replyState: 'sending', replyError: null, updatedAt: now }).where(ofReview(companyId, reviewId));
}

export async function storeReply(
  db: Db,
  companyId: number,
  reviewId: number,
  reply: { comment: string | null; updatedAt: Date | null; now: Date },
): Promise<ReviewRow | null> {
  const [row] = await db
    .update(reviews)
    .set({
      replyComment: reply.comment,
      replyUpdatedAt: reply.updatedAt,
      replyState: reply.comment === null ? 'none' : 'replied',
      replyError: null,
      updatedAt: reply.now,
    })
    .where(ofReview(companyId, reviewId))
    .returning();
  return row ?? null;
}

/** The last attempt was refused: the reply stays as it was and the review says why (Japanese). */
/** A reply kept pending until the provider allows: still `sending`, with the reason it waits for the card. */
export async function markReplyQueued(db: Db, companyId: number, reviewId: number, message: string, now: Date): Promise<ReviewRow | null> {
  const [row] = await db.update(reviews).set({ replyState: 'sending', replyError: message, updatedAt: now }).where(ofReview(companyId, reviewId)).returning();
  return row ?? null;
}

export async function markReplyFailed(db: Db, companyId: number, reviewId: number, message: string, now: Date): Promise<void> {
  await db.update(reviews).set({ replyState: 'failed', replyError: message, updatedAt: now }).where(ofReview(companyId, reviewId));
}
