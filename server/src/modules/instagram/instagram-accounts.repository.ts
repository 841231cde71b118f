import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instagramAccounts, instagramOauthStates, type InstagramAccountRow, type InstagramOauthStateRow } from './instagram.table';

export type NewInstagramState = Omit<typeof instagramOauthStates.$inferInsert, 'id' | 'usedAt' | 'createdAt'>;

export async function insertInstagramState(db: Db, row: NewInstagramState): Promise<void> {
  await db.insert(instagramOauthStates).values(row);
}

// Keyed by the state's hash and the user who started it; marking it used in the same statement makes a replay,
// even a concurrent one, find nothing.
export async function consumeInstagramState(db: Db, input: { stateHash: string; companyId: number; userId: number; now: Date }): Promise<InstagramOauthStateRow | null> {
  const rows = await db
    .update(instagramOauthStates)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(instagramOauthStates.stateHash, input.stateHash),
        eq(instagramOauthStates.companyId, input.companyId),
        eq(instagramOauthStates.userId, input.userId),
        isNull(instagramOauthStates.usedAt),
        gt(instagramOauthStates.expiresAt, input.now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** One row per company × Instagram user: connecting the same account again replaces its token. */
export async function upsertInstagramAccount(
  db: Db,
  row: { companyId: number; igUserId: string; username: string; accessTokenSealed: string; tokenExpiresAt: Date; connectedByUserId: number; now: Date },
): Promise<InstagramAccountRow> {
  const [saved] = await db
    .insert(instagramAccounts)
    .values({ ...row, createdAt: row.now, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [instagramAccounts.companyId, instagramAccounts.igUserId],
      set: {
        username: row.username,
        accessTokenSealed: row.accessTokenSealed,
        tokenExpiresAt: row.tokenExpiresAt,
        connectedByUserId: row.connectedByUserId,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  return saved;
}

export async function findInstagramAccount(db: Db, companyId: number, id: number): Promise<InstagramAccountRow | null> {
  const [row] = await db.select().from(instagramAccounts).where(and(eq(instagramAccounts.companyId, companyId), eq(instagramAccounts.id, id))).limit(1);
  return row ?? null;
}

export async function updateAccountToken(db: Db, id: number, set: { accessTokenSealed: string; tokenExpiresAt: Date; updatedAt: Date }): Promise<void> {
  await db.update(instagramAccounts).set(set).where(eq(instagramAccounts.id, id));
}
