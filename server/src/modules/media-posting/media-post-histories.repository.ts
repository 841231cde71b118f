import { and, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { claim, claimOne, complete, defineIntentTable, fail, releaseStale } from '../../jobs/intents';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { localAccounts, type LocalAccountRow } from '../local-accounts/local-accounts.table';
import { mediaPostHistories, mediaPosts, type MediaCategory, type MediaPostHistoryRow, type MediaPostRow, type MediaPostState } from './media-posting.table';

/** media_post_histories as an intent table: waiting → processing (claimed) → posted or failed. */
export const mediaPublishIntents = defineIntentTable({
  table: mediaPostHistories,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'claimedAt', errorMessage: 'errorMessage', completedAt: 'postedAt' },
  states: { ready: ['waiting'], claimed: 'processing', done: 'posted', failed: 'failed' },
});

const due = (now: Date): SQL => and(eq(mediaPostHistories.status, 'waiting'), lte(mediaPostHistories.dueAt, now)) as SQL;

/** Takes one store's post when it is waiting and due; null otherwise (cancelled, taken, done, or not yet due). */
export const claimDueHistory = (db: Db, id: number, now: Date) => claimOne(db, mediaPublishIntents, id, { now, where: due(now) });

/** Takes up to `limit` waiting posts whose time has come (oldest first). */
export const claimDueHistories = (db: Db, now: Date, limit: number) => claim(db, mediaPublishIntents, { now, limit, where: due(now) });

/** Claims a crashed worker left behind go back to waiting, to be taken again with their own idempotency key. */
export const releaseStalePublishes = (db: Db, before: Date) => releaseStale(db, mediaPublishIntents, before);

export const completePublish = (db: Db, claimed: MediaPostHistoryRow, at: Date, result: { googleMediaName: string; googleUrl: string | null }) =>
  complete(db, mediaPublishIntents, claimed.id, { at, attempt: claimed.attempts, set: result });

export const failPublish = (db: Db, claimed: MediaPostHistoryRow, message: string, at: Date) =>
  fail(db, mediaPublishIntents, claimed.id, message, { at, attempt: claimed.attempts });

export interface HistoryDetail {
  history: MediaPostHistoryRow;
  post: MediaPostRow;
  account: LocalAccountRow;
}

const detailSelect = { history: mediaPostHistories, post: mediaPosts, account: localAccounts };

/** One store's post with its upload and store, within the company (and a store user's stores). */
export async function findHistoryDetail(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<HistoryDetail | null> {
  const [row] = await db
    .select(detailSelect)
    .from(mediaPostHistories)
    .innerJoin(mediaPosts, eq(mediaPosts.id, mediaPostHistories.mediaPostId))
    .innerJoin(localAccounts, eq(localAccounts.id, mediaPostHistories.localAccountId))
    .where(and(eq(mediaPostHistories.id, id), eq(mediaPostHistories.companyId, companyId), inScope(mediaPostHistories.localAccountId, scope)))
    .limit(1);
  return row ?? null;
}

export interface HistoryFilter {
  companyId: number;
  localAccountIds: number[] | null;
  states: MediaPostState[] | null;
  mediaFormat: 'PHOTO' | 'VIDEO' | null;
  category: MediaCategory | null;
  from: Date | null;
  until: Date | null;
}

export async function listHistoryDetails(db: Db, f: HistoryFilter, page: { limit: number; offset: number }) {
  // Posted lines are dated by their posting, the others by their planned time.
  const when = sql`coalesce(${mediaPostHistories.postedAt}, ${mediaPostHistories.dueAt})`;
  const conditions: (SQL | undefined)[] = [eq(mediaPostHistories.companyId, f.companyId)];
  if (f.localAccountIds) conditions.push(inArray(mediaPostHistories.localAccountId, f.localAccountIds));
  if (f.states) conditions.push(inArray(mediaPostHistories.status, f.states));
  if (f.mediaFormat) conditions.push(eq(mediaPosts.mediaFormat, f.mediaFormat));
  if (f.category) conditions.push(eq(mediaPosts.category, f.category));
  if (f.from) conditions.push(gte(when, f.from));
  if (f.until) conditions.push(lt(when, f.until));
  const where = and(...conditions);
  const rows = await db
    .select(detailSelect)
    .from(mediaPostHistories)
    .innerJoin(mediaPosts, eq(mediaPosts.id, mediaPostHistories.mediaPostId))
    .innerJoin(localAccounts, eq(localAccounts.id, mediaPostHistories.localAccountId))
    .where(where)
    .orderBy(desc(mediaPostHistories.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db
    .select({ n: countInt() })
    .from(mediaPostHistories)
    .innerJoin(mediaPosts, eq(mediaPosts.id, mediaPostHistories.mediaPostId))
    .where(where);
  return { rows, total: n };
}

/** Keeps the key of a deletion before it is sent, so a retried deletion reuses it; answers the key in force. */
export async function reserveDeleteKey(db: Db, companyId: number, id: number, key: string): Promise<string | null> {
  const [row] = await db
    .update(mediaPostHistories)
    .set({ deleteIdempotencyKey: sql`coalesce(${mediaPostHistories.deleteIdempotencyKey}, ${key})` })
    .where(and(eq(mediaPostHistories.id, id), eq(mediaPostHistories.companyId, companyId), eq(mediaPostHistories.status, 'posted'), isNull(mediaPostHistories.deletedAt)))
    .returning({ key: mediaPostHistories.deleteIdempotencyKey });
  return row?.key ?? null;
}

export async function markDeleted(db: Db, companyId: number, id: number, at: Date): Promise<MediaPostHistoryRow | null> {
  const [row] = await db
    .update(mediaPostHistories)
    .set({ deletedAt: at })
    .where(and(eq(mediaPostHistories.id, id), eq(mediaPostHistories.companyId, companyId), isNull(mediaPostHistories.deletedAt)))
    .returning();
  return row ?? null;
}
