import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users, type CompanyRow, type UserRow } from '../../tenancy/tenancy.table';
import { auditLogs, impersonationLinks, sessions, type SessionRow } from './auth.table';

export interface NewSession {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  isImpersonate: boolean;
  actorUserId: number | null;
  createdAt: Date;
}

export async function insertSession(db: Db, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row;
}

// Every secured request resolves its session: one round trip for the session, its (not deleted) user and the
// company, since each query costs a millisecond or more on the embedded database.
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<{ session: SessionRow; user: UserRow; company: CompanyRow } | null> {
  const rows = await db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeSessionByTokenHash(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends the sessions of one user or several; `keepSessionId` spares the one making the change (a password change keeps its tab). */
export async function revokeUserSessions(db: Db, userIds: number | readonly number[], now: Date, keepSessionId?: number): Promise<void> {
  const ids = typeof userIds === 'number' ? [userIds] : [...userIds];
  if (ids.length === 0) return;
  const kept = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId);
  await db.update(sessions).set({ revokedAt: now }).where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt), kept));
}

export async function insertImpersonationLink(
  db: Db,
  values: { tokenHash: string; targetUserId: number; createdBy: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(impersonationLinks).values(values);
}

/** Marks the link used in the same statement that checks it, so two concurrent exchanges cannot both win. */
export async function consumeImpersonationLink(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ targetUserId: number; createdBy: number } | null> {
  const rows = await db
    .update(impersonationLinks)
    .set({ usedAt: now })
    .where(and(eq(impersonationLinks.tokenHash, tokenHash), isNull(impersonationLinks.usedAt), gt(impersonationLinks.expiresAt, now)))
    .returning({ targetUserId: impersonationLinks.targetUserId, createdBy: impersonationLinks.createdBy });
  return rows[0] ?? null;
}

export interface AuditEntry {
  actorUserId: number | null;
  subjectUserId: number | null;
  sessionId: number | null;
  operationId: string;
  method: string;
  path: string;
  statusCode: number;
  createdAt: Date;
}

export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values(entry);
}

/** Deletes sessions and links that can never be used again, once they are older than `before`. */
export async function purgeDeadSessions(db: Db, before: Date): Promise<{ sessions: number; links: number }> {
  const deadSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))))
    .returning({ id: sessions.id });
  const deadLinks = await db
    .delete(impersonationLinks)
    .where(or(lt(impersonationLinks.expiresAt, before), and(isNotNull(impersonationLinks.usedAt), lt(impersonationLinks.usedAt, before))))
    .returning({ id: impersonationLinks.id });
  return { sessions: deadSessions.length, links: deadLinks.length };
}
