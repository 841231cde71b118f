import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingProviderName } from '../../providers/listing-provider';
import { oauthStates, type OauthStateRow } from './local-accounts.table';

export type NewOauthState = Omit<typeof oauthStates.$inferInsert, 'id' | 'usedAt' | 'createdAt'>;

export async function insertOauthState(db: Db, row: NewOauthState): Promise<void> {
  await db.insert(oauthStates).values(row);
}

// The state alone identifies its company (the callback is public), so this lookup is keyed by the state's hash.
// Marking it used in the same statement makes a replay, even a concurrent one, find nothing.
export async function consumeOauthState(db: Db, stateHash: string, provider: ListingProviderName, now: Date): Promise<OauthStateRow | null> {
  const rows = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.provider, provider), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
    .returning();
  return rows[0] ?? null;
}
