import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/like-pattern';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { claim, claimOne, complete, defineIntentTable, fail, staleClaims } from '../../jobs/intents';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { postHistories, postQueues, postSettings, type PostHistoryRow, type PostPayload } from './posts.table';

/** post_histories as an intent table: pending → claimed → done | failed, the claim time in claimed_at. */
export const postIntents = defineIntentTable({
  table: postHistories,
  columns: { id: 'id', status: 'intentStatus', attempts: 'attempts', claimedAt: 'claimedAt', errorMessage: 'errorMessage', failedAt: 'failedAt' },
  states: { ready: ['pending'], claimed: 'claimed', done: 'done', failed: 'failed' },
});

export interface NewHistory {
  localAccountId: number;
  provider: 'google' | 'yahoo';
  idempotencyKey: string;
  payload: PostPayload;
}

/**
 * Opens one occurrence of a post: its queue row and one history (intent) per store, each with its own key. A second
 * run over the same occurrence finds the queue and the rows already there and adds nothing (unique constraints).
 */
export async function openOccurrence(
  db: Db,
  input: { companyId: number; postSettingId: number; occurrenceAt: Date; histories: NewHistory[]; now: Date },
): Promise<{ queueId: number; historyIds: number[] }> {
  await db
    .insert(postQueues)
    .values({ companyId: input.companyId, postSettingId: input.postSettingId, occurrenceAt: input.occurrenceAt, createdAt: input.now })
    .onConflictDoNothing({ target: [postQueues.postSettingId, postQueues.occurrenceAt] });
  const [queue] = await db
    .select({ id: postQueues.id })
    .from(postQueues)
    .where(and(eq(postQueues.postSettingId, input.postSettingId), eq(postQueues.occurrenceAt, input.occurrenceAt)))
    .limit(1);
  if (input.histories.length === 0) return { queueId: queue.id, historyIds: [] };
  const inserted = await db
    .insert(postHistories)
    .values(
      input.histories.map((h) => ({
        companyId: input.companyId,
        queueId: queue.id,
        postSettingId: input.postSettingId,
        localAccountId: h.localAccountId,
        provider: h.provider,
        idempotencyKey: h.idempotencyKey,
        intentStatus: 'pending' as const,
        claimedAt: input.now,
        payload: h.payload,
        pinned: h.provider === 'yahoo' ? false : null,
        scheduledAt: input.occurrenceAt,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: postHistories.id });
  return { queueId: queue.id, historyIds: inserted.map((r) => r.id) };
}

// Pending rows whose claim time has come (a row the provider asked to wait for is dated to when it may go), and
// claims a crashed worker left behind.
const claimable = (now: Date, staleBefore: Date): SQL =>
  or(and(eq(postHistories.intentStatus, 'pending'), lte(postHistories.claimedAt, now)), staleClaims(postIntents, staleBefore)) as SQL;

export const claimHistory = (db: Db, id: number, input: { now: Date; staleBefore: Date }): Promise<PostHistoryRow | null> =>
  claimOne(db, postIntents, id, { now: input.now, where: claimable(input.now, input.staleBefore) });

export const claimPendingHistories = (db: Db, input: { now: Date; staleBefore: Date; limit: number }): Promise<PostHistoryRow[]> =>
  claim(db, postIntents, { now: input.now, limit: input.limit, where: claimable(input.now, input.staleBefore) });

/** The provider asked to wait: back to pending, taken again from `until` with the same key. */
export const deferHistory = (db: Db, id: number, input: { attempt: number; until: Date; at: Date }) =>
  fail(db, postIntents, id, null, { at: input.at, attempt: input.attempt, status: 'pending', set: { claimedAt: input.until, failedAt: null, updatedAt: input.at } });

export async function completeHistory(
  db: Db,
  id: number,
  input: { at: Date; attempt: number; providerPostId: string; providerState: 'processing' | 'live' | 'rejected'; link: string | null; errorMessage: string | null; refreshAfter: Date | null },
): Promise<PostHistoryRow | null> {
  const rejected = input.providerState === 'rejected';
  return complete(db, postIntents, id, {
    at: input.at,
    attempt: input.attempt,
    set: {
      status: rejected ? 1 : 0,
      providerPostId: input.providerPostId,
      providerState: input.providerState,
      link: input.link,
      errorMessage: input.errorMessage,
      // Sending a rejected post again with its key would only repeat the same answer.
      retryable: !rejected,
      postedAt: input.at,
      refreshAfter: input.refreshAfter,
      updatedAt: input.at,
    },
  });
}

export const failHistory = (db: Db, id: number, input: { at: Date; attempt: number; message: string; retryable: boolean }) =>
  fail(db, postIntents, id, input.message, { at: input.at, attempt: input.attempt, set: { status: 1, retryable: input.retryable, updatedAt: input.at } });

/** A failure sent again: pending with the same key (the provider applies a key once). */
export async function requeueHistory(db: Db, companyId: number, id: number, now: Date): Promise<PostHistoryRow | null> {
  const [row] = await db
    .update(postHistories)
    .set({ intentStatus: 'pending', status: null, errorMessage: null, claimedAt: now, updatedAt: now })
    .where(and(eq(postHistories.companyId, companyId), eq(postHistories.id, id), eq(postHistories.intentStatus, 'failed'), eq(postHistories.retryable, true)))
    .returning();
  return row ?? null;
}

export async function updateProviderState(db: Db, id: number, set: Partial<typeof postHistories.$inferInsert>): Promise<void> {
  await db.update(postHistories).set(set).where(eq(postHistories.id, id));
}

/** Posted Google histories still in review whose next look is due. */
export async function findHistoriesToRefresh(db: Db, now: Date, limit: number): Promise<PostHistoryRow[]> {
  return db
    .select()
    .from(postHistories)
    .where(and(eq(postHistories.providerState, 'processing'), eq(postHistories.status, 0), isNotNull(postHistories.refreshAfter), lte(postHistories.refreshAfter, now)))
    .orderBy(asc(postHistories.refreshAfter))
    .limit(limit);
}

/** Whether Google publications are due or being sent: pending rows whose time has come, and claims. */
export async function hasDueGooglePublications(db: Db, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: postHistories.id })
    .from(postHistories)
    .where(
      and(
        eq(postHistories.provider, 'google'),
        or(and(eq(postHistories.intentStatus, 'pending'), lte(postHistories.claimedAt, now)), eq(postHistories.intentStatus, 'claimed')),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface HistoryWithAccount {
  history: PostHistoryRow;
  account: { title: string; providerAccountId: string | null; providerLocationId: string };
}

const withAccount = (db: Db) =>
  db
    .select({ history: postHistories, account: { title: localAccounts.title, providerAccountId: localAccounts.providerAccountId, providerLocationId: localAccounts.providerLocationId } })
    .from(postHistories)
    .innerJoin(localAccounts, and(eq(localAccounts.id, postHistories.localAccountId), eq(localAccounts.companyId, postHistories.companyId)));

export async function findHistory(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<HistoryWithAccount | null> {
  const [row] = await withAccount(db).where(and(eq(postHistories.companyId, companyId), eq(postHistories.id, id), inScope(postHistories.localAccountId, scope))).limit(1);
  return row ?? null;
}

/** For the workers, which act on any company's rows by id. */
export async function findHistoryById(db: Db, id: number): Promise<HistoryWithAccount | null> {
  const [row] = await withAccount(db).where(eq(postHistories.id, id)).limit(1);
  return row ?? null;
}

export async function findQueueHistories(db: Db, companyId: number, queueId: number, scope: AccountScope = null): Promise<HistoryWithAccount[]> {
  return withAccount(db)
    .where(and(eq(postHistories.companyId, companyId), eq(postHistories.queueId, queueId), inScope(postHistories.localAccountId, scope)))
    .orderBy(asc(postHistories.id));
}

/** For a store user, an occurrence exists when it sent to one of their stores. */
export async function queueExists(db: Db, companyId: number, queueId: number, scope: AccountScope = null): Promise<boolean> {
  // Qualified by hand: in a single-table select drizzle leaves columns bare, and a bare id would be the history's.
  const own = inScope(sql`h.local_account_id`, scope);
  const reaches = own && sql`exists (select 1 from post_histories h where h.queue_id = ${sql.identifier('post_queues')}.${sql.identifier('id')} and ${own})`;
  const [row] = await db.select({ id: postQueues.id }).from(postQueues).where(and(eq(postQueues.companyId, companyId), eq(postQueues.id, queueId), reaches)).limit(1);
  return row !== undefined;
}

export async function markHistoryDeleted(db: Db, companyId: number, id: number, now: Date): Promise<PostHistoryRow | null> {
  const [row] = await db
    .update(postHistories)
    .set({ status: -1, providerState: null, refreshAfter: null, updatedAt: now })
    .where(and(eq(postHistories.companyId, companyId), eq(postHistories.id, id), eq(postHistories.status, 0)))
    .returning();
  return row ?? null;
}

export async function setPinned(db: Db, companyId: number, id: number, pinned: boolean, now: Date): Promise<PostHistoryRow | null> {
  const [row] = await db
    .update(postHistories)
    .set({ pinned, updatedAt: now })
    .where(and(eq(postHistories.companyId, companyId), eq(postHistories.id, id)))
    .returning();
  return row ?? null;
}

/** Whether an occurrence-less post has work left: histories still pending or being sent. */
export async function countOpenHistories(db: Db, postSettingId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: countInt() })
    .from(postHistories)
    .where(and(eq(postHistories.postSettingId, postSettingId), inArray(postHistories.intentStatus, ['pending', 'claimed'])));
  return n;
}

/** A post with no occurrence left and nothing being sent is done: 0 → 2. */
export async function markPostedWhenDone(db: Db, postSettingId: number, now: Date): Promise<void> {
  await db
    .update(postSettings)
    .set({ status: 2, updatedAt: now })
    .where(
      and(
        eq(postSettings.id, postSettingId),
        eq(postSettings.status, 0),
        sql`${postSettings.nextRunAt} is null`,
        sql`not exists (select 1 from ${postHistories} h where h.post_setting_id = ${postSettings.id} and h.intent_status in ('pending', 'claimed'))`,
      ),
    );
}

export interface HistoryFilters {
  accountIds: number[] | null;
  freeWord: string | null;
  from: Date | null;
  /** Exclusive. */
  before: Date | null;
  provider: 'google' | 'yahoo' | null;
  status: number | null;
  postSettingId: number | null;
  queueId: number | null;
}

export async function listHistories(db: Db, companyId: number, f: HistoryFilters, page: { limit: number; offset: number; countCap?: number }) {
  const conditions: SQL[] = [eq(postHistories.companyId, companyId)];
  if (f.accountIds !== null) conditions.push(inArray(postHistories.localAccountId, f.accountIds.length > 0 ? f.accountIds : [0]));
  if (f.freeWord) {
    const like = likePattern(f.freeWord);
    conditions.push(or(ilike(sql`${postHistories.payload}->>'summary'`, like), ilike(sql`coalesce(${postHistories.payload}->>'title', '')`, like), ilike(localAccounts.title, like)) as SQL);
  }
  if (f.from) conditions.push(gte(postHistories.scheduledAt, f.from));
  if (f.before) conditions.push(lt(postHistories.scheduledAt, f.before));
  if (f.provider) conditions.push(eq(postHistories.provider, f.provider));
  if (f.status !== null) conditions.push(eq(postHistories.status, f.status));
  if (f.postSettingId !== null) conditions.push(eq(postHistories.postSettingId, f.postSettingId));
  if (f.queueId !== null) conditions.push(eq(postHistories.queueId, f.queueId));
  const where = and(...conditions) as SQL;
  const rows = await withAccount(db).where(where).orderBy(desc(postHistories.scheduledAt), desc(postHistories.id)).limit(page.limit).offset(page.offset);
  // A history's store always exists and is of its company (the key refuses deletes), so the count joins the stores
  // only for the free word, which also matches their names. Uncapped, the count read every history of the company
  // on each request (40 ms at 100k rows on PGlite, scripts/bench-posts.ts); capped, it stops after countCap rows.
  const counted = f.freeWord
    ? db.select({ one: sql`1` }).from(postHistories).innerJoin(localAccounts, eq(localAccounts.id, postHistories.localAccountId)).where(where)
    : db.select({ one: sql`1` }).from(postHistories).where(where);
  const [{ total }] = await db.select({ total: countInt() }).from((page.countCap === undefined ? counted : counted.limit(page.countCap)).as('counted'));
  return { rows, total };
}
