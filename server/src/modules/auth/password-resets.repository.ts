import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets } from './auth.table';

/** Replaces every earlier link of the user with this one, so a link dies as soon as a newer one is mailed. */
export async function replacePasswordReset(db: Db, values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, values.userId));
    await tx.insert(passwordResets).values(values);
  });
}

/** Marks the link used in the same statement that checks it, so two concurrent confirmations cannot both win. */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date): Promise<{ userId: number } | null> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return rows[0] ?? null;
}
