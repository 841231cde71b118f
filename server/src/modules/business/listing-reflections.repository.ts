import { and, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claim, claimOne, complete, defineIntentTable, fail, staleClaims, unsettledRows } from '../../jobs/intents';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { listingProviderVersions, listingReflections, type ListingReflectionRow } from './business-listings.table';

/** listing_reflections as an intent table: queued → sending → done | failed, the claim time in claimed_at. */
export const reflectionIntents = defineIntentTable({
  table: listingReflections,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'claimedAt', errorMessage: 'errorMessage', completedAt: 'finishedAt', failedAt: 'finishedAt' },
  states: { ready: ['queued'], claimed: 'sending', done: 'done', failed: 'failed' },
});

export type NewReflection = typeof listingReflections.$inferInsert;

export async function insertReflections(db: Db, rows: NewReflection[]): Promise<ListingReflectionRow[]> {
  if (rows.length === 0) return [];
  return db.insert(listingReflections).values(rows).returning();
}

// Queued rows whose time has come (a row the provider asked to wait for is dated to when it may go), and claims a
// crashed worker left behind.
const claimable = (now: Date, staleBefore: Date): SQL =>
  or(and(eq(listingReflections.status, 'queued'), lte(listingReflections.claimedAt, now)), staleClaims(reflectionIntents, staleBefore)) as SQL;

export const claimReflection = (db: Db, id: number, input: { now: Date; staleBefore: Date }): Promise<ListingReflectionRow | null> =>
  claimOne(db, reflectionIntents, id, { now: input.now, where: claimable(input.now, input.staleBefore) });

export const claimPendingReflections = (db: Db, input: { now: Date; staleBefore: Date; limit: number }): Promise<ListingReflectionRow[]> =>
  claim(db, reflectionIntents, { now: input.now, limit: input.limit, where: claimable(input.now, input.staleBefore) });

/** The provider asked to wait: back to queued, taken again from `until` with the same key. */
export const deferReflection = (db: Db, id: number, input: { attempt: number; until: Date; at: Date }) =>
  fail(db, reflectionIntents, id, null, { at: input.at, attempt: input.attempt, status: 'queued', set: { claimedAt: input.until, finishedAt: null, updatedAt: input.at } });

export const completeReflection = (db: Db, id: number, input: { at: Date; attempt: number; answer: Record<string, unknown> }) =>
  complete(db, reflectionIntents, id, { at: input.at, attempt: input.attempt, set: { answer: input.answer, updatedAt: input.at } });

export const failReflection = (db: Db, id: number, input: { at: Date; attempt: number; message: string; retryable: boolean; answer?: Record<string, unknown> | null }) =>
  fail(db, reflectionIntents, id, input.message, { at: input.at, attempt: input.attempt, set: { retryable: input.retryable, answer: input.answer ?? null, updatedAt: input.at } });

/** A failed reflection sent again: queued with the same key and payload (the provider applies a key once). */
export async function requeueReflection(db: Db, companyId: number, id: number, now: Date): Promise<ListingReflectionRow | null> {
  const [row] = await db
    .update(listingReflections)
    .set({ status: 'queued', errorMessage: null, finishedAt: null, claimedAt: now, updatedAt: now })
    .where(and(eq(listingReflections.companyId, companyId), eq(listingReflections.id, id), eq(listingReflections.status, 'failed'), eq(listingReflections.retryable, true)))
    .returning();
  return row ?? null;
}

export async function findReflection(db: Db, id: number): Promise<ListingReflectionRow | null> {
  const [row] = await db.select().from(listingReflections).where(eq(listingReflections.id, id));
  return row ?? null;
}

export async function findReflections(db: Db, companyId: number, ids: readonly number[]): Promise<ListingReflectionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(listingReflections).where(and(eq(listingReflections.companyId, companyId), inArray(listingReflections.id, [...ids])));
}

/** Whether a write to this provider listing is still on its way (queued, deferred or being sent). */
export async function hasReflectionUnderway(db: Db, companyId: number, localAccountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listingReflections.id })
    .from(listingReflections)
    .where(and(eq(listingReflections.companyId, companyId), eq(listingReflections.localAccountId, localAccountId), unsettledRows(reflectionIntents)))
    .limit(1);
  return row !== undefined;
}

/** The linked account a reflection goes to (null once it is unlinked or gone). */
export async function reflectionAccount(db: Db, row: ListingReflectionRow): Promise<{ providerLocationId: string; providerAccountId: string | null } | null> {
  const [account] = await db
    .select({ providerLocationId: localAccounts.providerLocationId, providerAccountId: localAccounts.providerAccountId })
    .from(localAccounts)
    .where(and(eq(localAccounts.id, row.localAccountId), eq(localAccounts.companyId, row.companyId), eq(localAccounts.status, 'linked')));
  return account ?? null;
}

/** The raw provider shape last read for a store × provider (null before the first read). */
export async function rawProviderVersion(db: Db, companyId: number, storeId: number, provider: 'google' | 'yahoo'): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ raw: listingProviderVersions.raw })
    .from(listingProviderVersions)
    .where(and(eq(listingProviderVersions.companyId, companyId), eq(listingProviderVersions.storeId, storeId), eq(listingProviderVersions.provider, provider)));
  return row?.raw ?? null;
}
