import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { companies, users, type UserRow } from '../../tenancy/tenancy.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { userLocalAccounts } from './users.table';

export interface UserStoreRow {
  userId: number;
  localAccountId: number;
  provider: 'google' | 'yahoo';
  title: string;
}

const live = (companyId: number) => and(eq(users.companyId, companyId), isNull(users.deletedAt));

export async function listCompanyUsers(db: Db, companyId: number, input: { freeWord: string | null; limit: number; offset: number }) {
  const word = input.freeWord ? likePattern(input.freeWord) : null;
  const where = word ? and(live(companyId), or(ilike(users.userName, word), ilike(users.email, word))) : live(companyId);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.id)).limit(input.limit).offset(input.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function findCompanyUsers(db: Db, companyId: number, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(and(live(companyId), inArray(users.id, [...ids])));
}

/** Store assignments of the given users, with the store titles the list shows (linked accounts only). */
export async function findUserStores(db: Db, companyId: number, userIds: readonly number[]): Promise<UserStoreRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userLocalAccounts.userId, localAccountId: localAccounts.id, provider: localAccounts.provider, title: localAccounts.title })
    .from(userLocalAccounts)
    .innerJoin(localAccounts, eq(localAccounts.id, userLocalAccounts.localAccountId))
    .where(and(eq(userLocalAccounts.companyId, companyId), inArray(userLocalAccounts.userId, [...userIds]), eq(localAccounts.status, 'linked')))
    .orderBy(asc(localAccounts.id));
}

export async function replaceUserStores(db: Db, companyId: number, userId: number, localAccountIds: readonly number[]): Promise<void> {
  await db.delete(userLocalAccounts).where(and(eq(userLocalAccounts.companyId, companyId), eq(userLocalAccounts.userId, userId)));
  if (localAccountIds.length === 0) return;
  await db.insert(userLocalAccounts).values(localAccountIds.map((localAccountId) => ({ userId, localAccountId, companyId })));
}

/** Serialises every change of a company's users, so two admins cannot both remove "the other" last normal user. */
export async function lockCompanyUsers(db: Db, companyId: number): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** Live normal users of the company other than the given ones. */
export async function countOtherNormalUsers(db: Db, companyId: number, exceptIds: readonly number[]): Promise<number> {
  const except = exceptIds.length ? sql`${users.id} not in (${sql.join(exceptIds.map((id) => sql`${id}`), sql`, `)})` : undefined;
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(live(companyId), eq(users.userType, 'normal'), except));
  return Number(n);
}

export async function isEmailTaken(db: Db, ownership: 'allgrow' | 'partner', email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.ownership, ownership), eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export interface NewCompanyUser {
  companyId: number;
  ownership: 'allgrow' | 'partner';
  dispUserId: string;
  /** support only from the admin command (cli/create-company.ts); the console invites normal and store users. */
  userType: 'normal' | 'store' | 'support';
  userName: string;
  email: string;
  passwordHash: string;
  now: Date;
}

export async function insertCompanyUser(db: Db, values: NewCompanyUser): Promise<UserRow> {
  const { now, ...rest } = values;
  const [row] = await db.insert(users).values({ ...rest, invitationPending: true, passwordChangedAt: now, createdAt: now }).returning();
  return row;
}

export async function updateCompanyUser(db: Db, companyId: number, id: number, values: { userName: string; userType: 'normal' | 'store' }): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(and(live(companyId), eq(users.id, id))).returning();
  return row ?? null;
}

export async function softDeleteUsers(db: Db, companyId: number, ids: readonly number[], now: Date): Promise<void> {
  await db.update(users).set({ deletedAt: now }).where(and(live(companyId), inArray(users.id, [...ids])));
  await db.delete(userLocalAccounts).where(and(eq(userLocalAccounts.companyId, companyId), inArray(userLocalAccounts.userId, [...ids])));
}

export async function renameUser(db: Db, userId: number, userName: string): Promise<void> {
  await db.update(users).set({ userName }).where(eq(users.id, userId));
}

/** The linked accounts a store user may see (unlinked ones drop out: they are nobody's to see). */
export async function findAccountScope(db: Db, companyId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userLocalAccounts.localAccountId })
    .from(userLocalAccounts)
    .innerJoin(localAccounts, eq(localAccounts.id, userLocalAccounts.localAccountId))
    .where(and(eq(userLocalAccounts.companyId, companyId), eq(userLocalAccounts.userId, userId), eq(localAccounts.status, 'linked')))
    .orderBy(asc(userLocalAccounts.localAccountId));
  return rows.map((r) => r.id);
}

/** Gives a user the linked accounts of these stores unless they already have stores (the demo seed, every start). */
export async function assignStoresOnce(db: Db, companyId: number, userId: number, storeIds: readonly number[]): Promise<void> {
  if (storeIds.length === 0) return;
  const [held] = await db.select({ n: count() }).from(userLocalAccounts).where(eq(userLocalAccounts.userId, userId));
  if (Number(held.n) > 0) return;
  const accounts = await db
    .select({ id: localAccounts.id })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), inArray(localAccounts.storeId, [...storeIds])));
  await replaceUserStores(db, companyId, userId, accounts.map((a) => a.id));
}
