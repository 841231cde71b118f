import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ListingProviderName } from '../providers/listing-provider';
import { providerConnections, type ProviderConnectionRow } from './provider-connections.table';

export interface ConnectionGrant {
  companyId: number;
  provider: ListingProviderName;
  providerAccountId: string | null;
  accountLabel: string | null;
  refreshTokenSealed: string | null;
  accessTokenSealed: string;
  accessTokenExpiresAt: Date;
  linkedByUserId: number;
  now: Date;
}

/** Links or renews: a grant without a refresh token keeps the stored one (providers send it only at first consent). */
export async function upsertConnection(db: Db, grant: ConnectionGrant): Promise<ProviderConnectionRow> {
  const values = {
    companyId: grant.companyId,
    provider: grant.provider,
    providerAccountId: grant.providerAccountId,
    accountLabel: grant.accountLabel,
    refreshTokenSealed: grant.refreshTokenSealed,
    accessTokenSealed: grant.accessTokenSealed,
    accessTokenExpiresAt: grant.accessTokenExpiresAt,
    tokenState: 'active' as const,
    linkedByUserId: grant.linkedByUserId,
    createdAt: grant.now,
    updatedAt: grant.now,
  };
  const [row] = await db
    .insert(providerConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [providerConnections.companyId, providerConnections.provider],
      set: {
        providerAccountId: values.providerAccountId,
        accountLabel: values.accountLabel,
        refreshTokenSealed: sql`coalesce(excluded.refresh_token_sealed, ${providerConnections.refreshTokenSealed})`,
        accessTokenSealed: values.accessTokenSealed,
        accessTokenExpiresAt: values.accessTokenExpiresAt,
        tokenState: 'active',
        linkedByUserId: values.linkedByUserId,
        updatedAt: grant.now,
      },
    })
    .returning();
  return row;
}

export async function findConnection(db: Db, companyId: number, provider: ListingProviderName): Promise<ProviderConnectionRow | null> {
  const rows = await db
    .select()
    .from(providerConnections)
    .where(and(eq(providerConnections.companyId, companyId), eq(providerConnections.provider, provider)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listConnections(db: Db, companyId: number): Promise<ProviderConnectionRow[]> {
  return db.select().from(providerConnections).where(eq(providerConnections.companyId, companyId));
}

export async function storeRefreshedAccess(
  db: Db,
  companyId: number,
  connectionId: number,
  access: { accessTokenSealed: string; accessTokenExpiresAt: Date; refreshTokenSealed: string | null; now: Date },
): Promise<void> {
  await db
    .update(providerConnections)
    .set({
      accessTokenSealed: access.accessTokenSealed,
      accessTokenExpiresAt: access.accessTokenExpiresAt,
      refreshTokenSealed: sql`coalesce(${access.refreshTokenSealed}, ${providerConnections.refreshTokenSealed})`,
      tokenState: 'active',
      updatedAt: access.now,
    })
    .where(and(eq(providerConnections.companyId, companyId), eq(providerConnections.id, connectionId)));
}

/** True when this call ended an active linkage (not when it had already expired). */
export async function markConnectionExpired(db: Db, companyId: number, connectionId: number, now: Date): Promise<boolean> {
  // An expired linkage holds no tokens already, so only an active one has anything to change.
  const ended = await db
    .update(providerConnections)
    .set({ tokenState: 'expired', accessTokenSealed: null, accessTokenExpiresAt: null, updatedAt: now })
    .where(and(eq(providerConnections.companyId, companyId), eq(providerConnections.id, connectionId), eq(providerConnections.tokenState, 'active')))
    .returning({ id: providerConnections.id });
  return ended.length > 0;
}
