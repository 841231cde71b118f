import { and, desc, eq, inArray, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claim, claimOne, complete, defineIntentTable, fail, staleClaims } from '../../jobs/intents';
import { localAccounts, type LocalAccountRow } from '../local-accounts/local-accounts.table';
import type { LocalAccountRef } from '../local-accounts/local-account-keys';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import {
  menuPhotos, menuReflections, storeMenuSets, type MenuPhotoRow, type MenuReflectionRow, type MenuSetContent, type MenuSetKind,
  type StoreMenuSetRow,
} from './business-menus.table';

export const menuReflectionIntents = defineIntentTable({
  table: menuReflections,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'claimedAt', errorMessage: 'errorMessage', completedAt: 'completedAt', failedAt: 'failedAt' },
  states: { ready: ['pending'], claimed: 'claimed', done: 'done', failed: 'failed' },
});

/** The company's linked account behind a key that has a store; null for anything else (a 404 to the caller). */
export async function findLinkedAccount(db: Db, companyId: number, ref: LocalAccountRef, scope: AccountScope = null): Promise<(LocalAccountRow & { storeId: number }) | null> {
  const [row] = await db
    .select()
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.id, ref.id), eq(localAccounts.provider, ref.provider), eq(localAccounts.status, 'linked'), inScope(localAccounts.id, scope)));
  return row && row.storeId !== null ? { ...row, storeId: row.storeId } : null;
}

/** The store's linked accounts (its Google and Yahoo listings; a store user's only), Google first. */
export const findStoreAccounts = (db: Db, companyId: number, storeId: number, scope: AccountScope = null): Promise<LocalAccountRow[]> =>
  db
    .select()
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.storeId, storeId), eq(localAccounts.status, 'linked'), inScope(localAccounts.id, scope)))
    .orderBy(localAccounts.provider, localAccounts.id);

export async function findMenuSet(db: Db, companyId: number, storeId: number, kind: MenuSetKind): Promise<StoreMenuSetRow | null> {
  const [row] = await db
    .select()
    .from(storeMenuSets)
    .where(and(eq(storeMenuSets.companyId, companyId), eq(storeMenuSets.storeId, storeId), eq(storeMenuSets.kind, kind)));
  return row ?? null;
}

export async function saveMenuSet(
  db: Db,
  input: { companyId: number; storeId: number; content: MenuSetContent; userId: number; now: Date },
): Promise<StoreMenuSetRow> {
  const [row] = await db
    .insert(storeMenuSets)
    .values({ companyId: input.companyId, storeId: input.storeId, kind: input.content.kind, content: input.content, updatedByUserId: input.userId, createdAt: input.now, updatedAt: input.now })
    .onConflictDoUpdate({
      target: [storeMenuSets.storeId, storeMenuSets.kind],
      set: { content: input.content, updatedByUserId: input.userId, updatedAt: input.now },
      // A store belongs to one company; the condition keeps a write from ever crossing tenants.
      setWhere: eq(storeMenuSets.companyId, input.companyId),
    })
    .returning();
  return row;
}

export async function insertMenuPhotos(db: Db, rows: readonly (typeof menuPhotos.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(menuPhotos).values([...rows]);
}

/** Which of `tokens` are photos of this store. */
export async function findStorePhotoTokens(db: Db, companyId: number, storeId: number, tokens: readonly string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db
    .select({ token: menuPhotos.token })
    .from(menuPhotos)
    .where(and(eq(menuPhotos.companyId, companyId), eq(menuPhotos.storeId, storeId), inArray(menuPhotos.token, [...tokens])));
  return new Set(rows.map((row) => row.token));
}

export async function findMenuPhoto(db: Db, token: string): Promise<MenuPhotoRow | null> {
  const [row] = await db.select().from(menuPhotos).where(eq(menuPhotos.token, token));
  return row ?? null;
}

export interface NewReflection {
  companyId: number;
  storeId: number;
  localAccountId: number;
  provider: 'google' | 'yahoo';
  idempotencyKey: string;
  content: MenuSetContent;
}

/**
 * Queues reflections; a reflection of the same account and kind still waiting is superseded, since the newer
 * content replaces the whole list anyway.
 */
export async function queueReflections(db: Db, rows: readonly NewReflection[], now: Date): Promise<MenuReflectionRow[]> {
  if (rows.length === 0) return [];
  const kind = rows[0].content.kind;
  await db
    .update(menuReflections)
    .set({ status: 'superseded' })
    .where(and(eq(menuReflections.status, 'pending'), eq(menuReflections.kind, kind), inArray(menuReflections.localAccountId, rows.map((r) => r.localAccountId))));
  return db
    .insert(menuReflections)
    .values(rows.map((row) => ({ ...row, kind, status: 'pending' as const, claimedAt: now, requestedAt: now })))
    .returning();
}

export interface ReflectionState {
  latest: MenuReflectionRow | null;
  lastReflectedAt: Date | null;
}

/** Per account: its latest reflection of `kind` (not superseded) and when one last succeeded. */
export async function findReflectionStates(db: Db, companyId: number, accountIds: readonly number[], kind: MenuSetKind): Promise<Map<number, ReflectionState>> {
  const states = new Map<number, ReflectionState>(accountIds.map((id) => [id, { latest: null, lastReflectedAt: null }]));
  if (accountIds.length === 0) return states;
  const scope = and(eq(menuReflections.companyId, companyId), inArray(menuReflections.localAccountId, [...accountIds]), eq(menuReflections.kind, kind));
  const latest = await db
    .selectDistinctOn([menuReflections.localAccountId])
    .from(menuReflections)
    .where(and(scope, sql`${menuReflections.status} <> 'superseded'`))
    .orderBy(menuReflections.localAccountId, desc(menuReflections.id));
  const done = await db
    .select({ id: menuReflections.localAccountId, at: max(menuReflections.completedAt) })
    .from(menuReflections)
    .where(and(scope, eq(menuReflections.status, 'done')))
    .groupBy(menuReflections.localAccountId);
  for (const row of latest) states.set(row.localAccountId, { latest: row, lastReflectedAt: null });
  for (const row of done) {
    const state = states.get(row.id);
    if (state) state.lastReflectedAt = row.at;
  }
  return states;
}

const claimable = (now: Date, staleBefore: Date): SQL =>
  or(and(eq(menuReflections.status, 'pending'), lte(menuReflections.claimedAt, now)), staleClaims(menuReflectionIntents, staleBefore)) as SQL;

export const claimReflection = (db: Db, id: number, input: { now: Date; staleBefore: Date }) =>
  claimOne(db, menuReflectionIntents, id, { now: input.now, where: claimable(input.now, input.staleBefore) });

export const claimPendingReflections = (db: Db, input: { now: Date; staleBefore: Date; limit: number }) =>
  claim(db, menuReflectionIntents, { now: input.now, limit: input.limit, where: claimable(input.now, input.staleBefore) });

export const completeReflection = (db: Db, id: number, input: { at: Date; attempt: number; status?: 'done' | 'superseded' }) =>
  complete(db, menuReflectionIntents, id, { at: input.at, attempt: input.attempt, status: input.status });

export const failReflection = (db: Db, id: number, input: { at: Date; attempt: number; message: string }) =>
  fail(db, menuReflectionIntents, id, input.message, { at: input.at, attempt: input.attempt });

/** The provider asked to wait: back to pending, taken again from `until` with the same key. */
export const deferReflection = (db: Db, id: number, input: { attempt: number; until: Date; at: Date }) =>
  fail(db, menuReflectionIntents, id, null, { at: input.at, attempt: input.attempt, status: 'pending', set: { claimedAt: input.until, failedAt: null } });

/** Whether a newer reflection of the same account and kind was queued after this one (its content wins). */
export async function hasNewerReflection(db: Db, row: MenuReflectionRow): Promise<boolean> {
  const [found] = await db
    .select({ id: menuReflections.id })
    .from(menuReflections)
    .where(and(eq(menuReflections.localAccountId, row.localAccountId), eq(menuReflections.kind, row.kind), sql`${menuReflections.id} > ${row.id}`))
    .limit(1);
  return Boolean(found);
}

export async function findAccountById(db: Db, companyId: number, id: number): Promise<LocalAccountRow | null> {
  const [row] = await db.select().from(localAccounts).where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.id, id)));
  return row ?? null;
}
