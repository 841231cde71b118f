import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { mediaPostHistories, mediaPosts, type MediaCategory, type MediaPostHistoryRow, type MediaPostRow, type MediaPostState } from './media-posting.table';

export type NewMediaPost = typeof mediaPosts.$inferInsert;

export interface MediaPostFilter {
  companyId: number;
  localAccountIds: number[] | null;
  /** Overall statuses as the contract numbers them (0, 1, 2, 3, 4). */
  statuses: number[] | null;
  mediaFormat: 'PHOTO' | 'VIDEO' | null;
  category: MediaCategory | null;
  from: Date | null;
  until: Date | null;
}

export interface TargetRow {
  history: MediaPostHistoryRow;
  storeName: string;
}

// Written out qualified: in a single-table select drizzle names a column without its table, and inside a subquery
// over histories a bare "id" would mean the history's own id.
const postIdColumn = sql`${sql.identifier('media_posts')}.${sql.identifier('id')}`;

/**
 * A post's overall status from its stores': 4 while any is being sent (or some are done and others still wait),
 * 0 while all wait, 3 when all were cancelled, 2 when any failed, else 1. One expression serves the list and its filter.
 */
export const overallStatus = sql<number>`(
  select case
    when count(*) filter (where h.status = 'processing') > 0 then 4
    when count(*) filter (where h.status = 'waiting') = count(*) then 0
    when count(*) filter (where h.status = 'waiting') > 0 then 4
    when count(*) filter (where h.status = 'cancelled') = count(*) then 3
    when count(*) filter (where h.status = 'failed') > 0 then 2
    else 1 end
  from ${mediaPostHistories} h where h.media_post_id = ${postIdColumn}
)`.mapWith(Number);

export async function insertMediaPost(db: Db, values: NewMediaPost, targets: { localAccountId: number; idempotencyKey: string }[]): Promise<MediaPostRow> {
  const [post] = await db.insert(mediaPosts).values(values).returning();
  await db.insert(mediaPostHistories).values(
    targets.map((t) => ({ companyId: post.companyId, mediaPostId: post.id, localAccountId: t.localAccountId, idempotencyKey: t.idempotencyKey, dueAt: post.dueAt, claimedAt: post.createdAt })),
  );
  return post;
}

// Posts going to one of the stores (nothing for null). A store user sees the posts that go to one of theirs; the other
// stores of such a post stay hidden.
const reachesScope = (scope: AccountScope): SQL | undefined => {
  const own = inScope(sql`t.local_account_id`, scope);
  return own && sql`exists (select 1 from ${mediaPostHistories} t where t.media_post_id = ${postIdColumn} and ${own})`;
};

export async function findMediaPost(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<MediaPostRow | null> {
  const [row] = await db.select().from(mediaPosts).where(and(eq(mediaPosts.id, id), eq(mediaPosts.companyId, companyId), reachesScope(scope))).limit(1);
  return row ?? null;
}

const postConditions = (f: MediaPostFilter): SQL => {
  const conditions: (SQL | undefined)[] = [eq(mediaPosts.companyId, f.companyId)];
  if (f.localAccountIds) conditions.push(reachesScope(f.localAccountIds));
  if (f.statuses) conditions.push(inArray(overallStatus, f.statuses));
  if (f.mediaFormat) conditions.push(eq(mediaPosts.mediaFormat, f.mediaFormat));
  if (f.category) conditions.push(eq(mediaPosts.category, f.category));
  if (f.from) conditions.push(gte(mediaPosts.dueAt, f.from));
  if (f.until) conditions.push(lt(mediaPosts.dueAt, f.until));
  return and(...conditions) as SQL;
};

export async function listMediaPosts(db: Db, filter: MediaPostFilter, page: { limit: number; offset: number }) {
  const where = postConditions(filter);
  const rows = await db.select().from(mediaPosts).where(where).orderBy(desc(mediaPosts.id)).limit(page.limit).offset(page.offset);
  const [{ n }] = await db.select({ n: countInt() }).from(mediaPosts).where(where);
  return { rows, total: n };
}

/** The stores of the given posts (a store user's only), with their names, by post id. */
export async function findTargets(db: Db, companyId: number, postIds: number[], scope: AccountScope = null): Promise<Map<number, TargetRow[]>> {
  const byPost = new Map<number, TargetRow[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ history: mediaPostHistories, storeName: localAccounts.title })
    .from(mediaPostHistories)
    .innerJoin(localAccounts, eq(localAccounts.id, mediaPostHistories.localAccountId))
    .where(and(eq(mediaPostHistories.companyId, companyId), inArray(mediaPostHistories.mediaPostId, postIds), inScope(mediaPostHistories.localAccountId, scope)))
    .orderBy(mediaPostHistories.id);
  for (const row of rows) byPost.set(row.history.mediaPostId, [...(byPost.get(row.history.mediaPostId) ?? []), row]);
  return byPost;
}

export type CancelOutcome = 'cancelled' | 'not_found' | 'not_cancellable';

/**
 * Cancels every store of a post, only while all still wait. The rows are locked first, so a worker claiming one
 * meanwhile either claimed it before (the post is then not cancellable) or finds it cancelled. Cancelling acts on
 * every store, so a store user may cancel only a post that goes to their stores alone (else not found).
 */
export async function cancelMediaPost(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ status: mediaPostHistories.status, localAccountId: mediaPostHistories.localAccountId })
      .from(mediaPostHistories)
      .where(and(eq(mediaPostHistories.companyId, companyId), eq(mediaPostHistories.mediaPostId, id)))
      .for('update');
    if (rows.length === 0 || (scope !== null && rows.some((r) => !scope.includes(r.localAccountId)))) return 'not_found';
    if (rows.some((r) => r.status !== ('waiting' satisfies MediaPostState))) return 'not_cancellable';
    await tx
      .update(mediaPostHistories)
      .set({ status: 'cancelled' })
      .where(and(eq(mediaPostHistories.companyId, companyId), eq(mediaPostHistories.mediaPostId, id), eq(mediaPostHistories.status, 'waiting')));
    return 'cancelled';
  });
}

/** The overall status of each given post, by id. */
export async function findOverallStatuses(db: Db, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db.select({ id: mediaPosts.id, status: overallStatus }).from(mediaPosts).where(inArray(mediaPosts.id, postIds));
  return new Map(rows.map((r) => [r.id, r.status]));
}
