import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localAccounts } from './local-accounts.table';

/** Automatic reflection of the company's linked accounts, by local account id; ids of other companies are absent. */
export async function autoReflectionOf(db: Db, companyId: number, localAccountIds: readonly number[]): Promise<Map<number, boolean>> {
  if (localAccountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: localAccounts.id, autoReflect: localAccounts.autoReflect })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), inArray(localAccounts.id, [...localAccountIds])));
  return new Map(rows.map((r) => [r.id, r.autoReflect]));
}

/** Turns automatic reflection on or off for the company's accounts among `localAccountIds`; answers how many changed. */
export async function setAutoReflection(db: Db, companyId: number, localAccountIds: readonly number[], on: boolean, now: Date): Promise<number> {
  if (localAccountIds.length === 0) return 0;
  const rows = await db
    .update(localAccounts)
    .set({ autoReflect: on, updatedAt: now })
    .where(and(eq(localAccounts.companyId, companyId), inArray(localAccounts.id, [...localAccountIds])))
    .returning({ id: localAccounts.id });
  return rows.length;
}
