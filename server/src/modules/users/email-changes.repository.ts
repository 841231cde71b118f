import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../tenancy/tenancy.table';
import { emailChanges } from './users.table';

/** One pending change per user: a newer request replaces the older link. */
export async function replaceEmailChange(db: Db, values: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(eq(emailChanges.userId, values.userId));
    await tx.insert(emailChanges).values(values);
  });
}

/** Marks the link used in the statement that checks it, so two concurrent confirmations cannot both apply it. */
export async function consumeEmailChange(db: Db, tokenHash: string, now: Date): Promise<{ userId: number; newEmail: string } | null> {
  const rows = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return rows[0] ?? null;
}

export async function setUserEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}
