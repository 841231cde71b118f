import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../tenancy/account-scope';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import type { LinkableLocation, ListingProviderName } from '../../providers/listing-provider';
import { stores } from '../stores/stores.table';
import { companies } from '../../tenancy/tenancy.table';
import type { LocalAccountRef } from './local-account-keys';
import { localAccounts, type LocalAccountRow } from './local-accounts.table';

const ofCompany = (companyId: number): SQL => eq(localAccounts.companyId, companyId);
const linked = eq(localAccounts.status, 'linked');

// Keeps the console's edits of a linked account: only candidates take the provider's latest display fields.
const providerValue = (column: 'title' | 'store_code' | 'address' | 'phone'): SQL =>
  sql.raw(`case when "local_accounts"."status" = 'unlinked' then excluded.${column} else "local_accounts"."${column}" end`);

export async function upsertCandidates(
  db: Db,
  scope: { companyId: number; provider: ListingProviderName; connectionId: number | null; now: Date },
  locations: readonly LinkableLocation[],
): Promise<void> {
  if (locations.length === 0) return;
  await db
    .insert(localAccounts)
    .values(
      locations.map((l) => ({
        companyId: scope.companyId,
        provider: scope.provider,
        providerLocationId: l.providerLocationId,
        providerAccountId: l.providerAccountId,
        connectionId: scope.connectionId,
        title: l.title,
        storeCode: l.storeCode,
        address: l.address,
        phone: l.phone,
        status: 'unlinked' as const,
        createdAt: scope.now,
        updatedAt: scope.now,
      })),
    )
    .onConflictDoUpdate({
      target: [localAccounts.companyId, localAccounts.provider, localAccounts.providerLocationId],
      set: {
        providerAccountId: sql`excluded.provider_account_id`,
        connectionId: sql`excluded.connection_id`,
        title: providerValue('title'),
        storeCode: providerValue('store_code'),
        address: providerValue('address'),
        phone: providerValue('phone'),
        updatedAt: scope.now,
      },
    });
}

export async function findByLocationIds(db: Db, companyId: number, provider: ListingProviderName, ids: readonly string[]): Promise<LocalAccountRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(localAccounts)
    .where(and(ofCompany(companyId), eq(localAccounts.provider, provider), inArray(localAccounts.providerLocationId, [...ids])))
    .orderBy(asc(localAccounts.id));
}

/** The company's linked accounts among refs; a missing one means a foreign or unknown key. */
/** `accountScope` (a store user's stores, AuthContext.accountScope) narrows the company to those accounts. */
export async function findLinkedByRefs(db: Db, companyId: number, refs: readonly LocalAccountRef[], accountScope: readonly number[] | null = null): Promise<LocalAccountRow[]> {
  if (refs.length === 0) return [];
  const byRef = refs.map((r) => and(eq(localAccounts.provider, r.provider), eq(localAccounts.id, r.id)) as SQL);
  return db
    .select()
    .from(localAccounts)
    .where(and(ofCompany(companyId), linked, or(...byRef), inScope(localAccounts.id, accountScope)));
}

export async function countLinked(db: Db, companyId: number): Promise<number> {
  const [{ n }] = await db.select({ n: countInt() }).from(localAccounts).where(and(ofCompany(companyId), linked));
  return n;
}

export async function countLinkedByProvider(db: Db, companyId: number): Promise<Record<ListingProviderName, number>> {
  const rows = await db
    .select({ provider: localAccounts.provider, n: countInt() })
    .from(localAccounts)
    .where(and(ofCompany(companyId), linked))
    .groupBy(localAccounts.provider);
  const counts = { google: 0, yahoo: 0 };
  for (const row of rows) counts[row.provider] = row.n;
  return counts;
}

export async function findContractedCount(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ contracted: companies.contractedLinkageCount }).from(companies).where(eq(companies.id, companyId));
  return row.contracted;
}

/** Serialises linkings of one company so two concurrent requests cannot both pass the contract check. */
export async function lockCompanyForLinking(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ contracted: companies.contractedLinkageCount })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row.contracted;
}

export async function findStoreIdsByCode(db: Db, companyId: number, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: stores.id, storeCode: stores.storeCode })
    .from(stores)
    .where(and(eq(stores.companyId, companyId), inArray(stores.storeCode, [...codes])));
  return new Map(rows.map((r) => [r.storeCode, r.id]));
}

export interface NewStore {
  storeCode: string;
  name: string;
  prefecture: string;
  address: string;
  phone: string | null;
}

export async function insertStores(db: Db, companyId: number, rows: readonly NewStore[], now: Date): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await db
    .insert(stores)
    .values(rows.map((r) => ({ ...r, companyId, createdAt: now })))
    .returning({ id: stores.id, storeCode: stores.storeCode });
  return new Map(inserted.map((r) => [r.storeCode, r.id]));
}

export async function markLinked(db: Db, account: LocalAccountRow, storeId: number, now: Date): Promise<void> {
  await db
    .update(localAccounts)
    .set({ status: 'linked', storeId, linkedAt: now, isSelected: true, updatedAt: now })
    .where(and(ofCompany(account.companyId), eq(localAccounts.id, account.id)));
  const listing = account.provider === 'google' ? { googleLocationName: account.providerLocationId } : { yahooPlaceId: account.providerLocationId };
  await db
    .update(stores)
    .set(listing)
    .where(and(eq(stores.companyId, account.companyId), eq(stores.id, storeId)));
}

export async function insertLinkedAccount(db: Db, row: typeof localAccounts.$inferInsert): Promise<LocalAccountRow> {
  const [inserted] = await db.insert(localAccounts).values(row).returning();
  return inserted;
}

export async function markUnlinked(db: Db, companyId: number, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(localAccounts)
    .set({ status: 'unlinked', pairedAccountId: null, updatedAt: now })
    .where(and(ofCompany(companyId), inArray(localAccounts.id, [...ids])));
  // A Yahoo account paired with an unlinked Google account stays linked but loses its pair.
  await db
    .update(localAccounts)
    .set({ pairedAccountId: null, updatedAt: now })
    .where(and(ofCompany(companyId), inArray(localAccounts.pairedAccountId, [...ids])));
}

export async function setPair(db: Db, companyId: number, yahooId: number, googleId: number | null, storeId: number | null, now: Date): Promise<void> {
  const change = storeId === null ? { pairedAccountId: googleId, updatedAt: now } : { pairedAccountId: googleId, storeId, updatedAt: now };
  await db
    .update(localAccounts)
    .set(change)
    .where(and(ofCompany(companyId), eq(localAccounts.id, yahooId), eq(localAccounts.provider, 'yahoo')));
}

export async function findPairedWith(db: Db, companyId: number, googleId: number): Promise<LocalAccountRow | null> {
  const rows = await db
    .select()
    .from(localAccounts)
    .where(and(ofCompany(companyId), eq(localAccounts.pairedAccountId, googleId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateDisplayFields(
  db: Db,
  companyId: number,
  id: number,
  fields: { title: string; address?: string; phone?: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(localAccounts)
    .set({ ...fields, updatedAt: now })
    .where(and(ofCompany(companyId), eq(localAccounts.id, id)));
}

export async function setSelected(db: Db, companyId: number, ids: readonly number[], isSelected: boolean, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(localAccounts)
    .set({ isSelected, updatedAt: now })
    .where(and(ofCompany(companyId), inArray(localAccounts.id, [...ids])));
}
