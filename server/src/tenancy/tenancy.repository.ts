import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, users, type CompanyRow, type UserRow } from './tenancy.table';

export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow;
}

const withCompany = (db: Db) => db.select({ user: users, company: companies }).from(users).innerJoin(companies, eq(companies.id, users.companyId));

export async function findActiveUserByLogin(db: Db, ownership: 'allgrow' | 'partner', email: string): Promise<UserWithCompany | null> {
  const rows = await withCompany(db)
    .where(and(eq(users.ownership, ownership), eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findActiveUserById(db: Db, id: number): Promise<UserWithCompany | null> {
  const rows = await withCompany(db)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The display name of a user, deleted or not: an impersonated session names its support person even after that
 * account was removed. */
export async function findUserNameById(db: Db, id: number): Promise<string | null> {
  const rows = await db.select({ userName: users.userName }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0]?.userName ?? null;
}

/** Impersonation targets any ownership; when one address exists on both login pages the older account wins. */
export async function findImpersonationTarget(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Setting a password also ends a pending invitation: the invitation link is a reset link of its own. */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, at: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: at, invitationPending: false }).where(eq(users.id, userId));
}
