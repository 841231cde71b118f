import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/like-pattern';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { DomainError } from '../../http/errors';
import type { BusinessListing, ListingField, ListingProviderKey } from '../../../../src/shared/business/listing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { users } from '../../tenancy/tenancy.table';
import { businessMessagesJa as m } from './business.messages.ja';
import {
  listingChanges, listingProviderVersions, listingRecords, listingReflections,
  type ListingChangeRow, type ListingChangeSource, type ListingProviderVersionRow, type ListingRecordRow, type ListingReflectionRow,
} from './business-listings.table';

/** A linked provider listing of a store. */
export interface StoreAccount {
  id: number;
  provider: ListingProviderKey;
  providerLocationId: string;
  providerAccountId: string | null;
  autoReflect: boolean;
}

export interface ListingStore {
  id: number;
  companyId: number;
  storeCode: string;
  name: string;
  google: StoreAccount | null;
  yahoo: StoreAccount | null;
}

export interface StoreFilter {
  freeWord?: string;
  /** Stores with one of these local accounts. */
  localAccountIds?: readonly number[];
  storeIds?: readonly number[];
  /** A store user's stores: only stores with one of these accounts, showing only these accounts (null: all). */
  accountScope?: AccountScope;
}

const linkedOf = (companyId: number): SQL => and(eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked')) as SQL;

function storeConditions(companyId: number, filter: StoreFilter): SQL {
  const conditions: SQL[] = [
    eq(stores.companyId, companyId),
    // Stores with at least one linked account.
    sql`exists (select 1 from ${localAccounts} where ${localAccounts.storeId} = ${stores.id} and ${linkedOf(companyId)})`,
  ];
  if (filter.storeIds) conditions.push(inArray(stores.id, filter.storeIds.length > 0 ? [...filter.storeIds] : [0]));
  if (filter.freeWord?.trim()) {
    const like = likePattern(filter.freeWord.trim());
    conditions.push(or(ilike(stores.name, like), ilike(stores.storeCode, like)) as SQL);
  }
  if (filter.localAccountIds) {
    const ids = filter.localAccountIds.length > 0 ? [...filter.localAccountIds] : [0];
    conditions.push(sql`exists (select 1 from ${localAccounts} where ${localAccounts.storeId} = ${stores.id} and ${linkedOf(companyId)} and ${inArray(localAccounts.id, ids)})`);
  }
  const own = inScope(localAccounts.id, filter.accountScope ?? null);
  if (own) conditions.push(sql`exists (select 1 from ${localAccounts} where ${localAccounts.storeId} = ${stores.id} and ${linkedOf(companyId)} and ${own})`);
  return and(...conditions) as SQL;
}

async function accountsOfStores(db: Db, companyId: number, storeIds: number[], scope: AccountScope): Promise<Map<number, StoreAccount[]>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: localAccounts.id, storeId: localAccounts.storeId, provider: localAccounts.provider, providerLocationId: localAccounts.providerLocationId,
      providerAccountId: localAccounts.providerAccountId, autoReflect: localAccounts.autoReflect,
    })
    .from(localAccounts)
    .where(and(linkedOf(companyId), inArray(localAccounts.storeId, storeIds), inScope(localAccounts.id, scope)))
    .orderBy(asc(localAccounts.id));
  const byStore = new Map<number, StoreAccount[]>();
  for (const { storeId, ...account } of rows) if (storeId !== null) byStore.set(storeId, [...(byStore.get(storeId) ?? []), account]);
  return byStore;
}

/**
 * Whether every key names one of the company's local accounts of the key's provider (g_ Google, y_ Yahoo): a key of
 * another company, of the other provider, or outside a store user's stores (scope) is not one of them.
 */
export async function ownsAccounts(db: Db, companyId: number, refs: readonly { provider: ListingProviderKey; id: number }[], scope: AccountScope = null): Promise<boolean> {
  if (refs.length === 0) return true;
  const rows = await db
    .select({ id: localAccounts.id, provider: localAccounts.provider })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), inArray(localAccounts.id, refs.map((r) => r.id)), inScope(localAccounts.id, scope)));
  const providerOf = new Map(rows.map((r) => [r.id, r.provider]));
  return refs.every((r) => providerOf.get(r.id) === r.provider);
}

/** The company's stores with a linked account (by store code), each with its Google and Yahoo listing. */
export async function findListingStores(db: Db, companyId: number, filter: StoreFilter, window?: { limit: number; offset: number }): Promise<{ rows: ListingStore[]; total: number }> {
  const where = storeConditions(companyId, filter);
  const query = db.select({ id: stores.id, companyId: stores.companyId, storeCode: stores.storeCode, name: stores.name }).from(stores).where(where).orderBy(asc(stores.storeCode), asc(stores.id));
  const found = window ? await query.limit(window.limit).offset(window.offset) : await query;
  const [{ total }] = window ? await db.select({ total: countInt() }).from(stores).where(where) : [{ total: found.length }];
  const accounts = await accountsOfStores(db, companyId, found.map((s) => s.id), filter.accountScope ?? null);
  const rows = found.map((s) => {
    const own = accounts.get(s.id) ?? [];
    return { ...s, google: own.find((a) => a.provider === 'google') ?? null, yahoo: own.find((a) => a.provider === 'yahoo') ?? null };
  });
  return { rows, total };
}

/** One store of the company with a linked account (a store user's), or null (another company's store, or none linked). */
export async function findListingStore(db: Db, companyId: number, storeId: number, accountScope: AccountScope = null): Promise<ListingStore | null> {
  const { rows } = await findListingStores(db, companyId, { storeIds: [storeId], accountScope });
  return rows[0] ?? null;
}

export async function findRecords(db: Db, companyId: number, storeIds: readonly number[]): Promise<Map<number, ListingRecordRow>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db.select().from(listingRecords).where(and(eq(listingRecords.companyId, companyId), inArray(listingRecords.storeId, [...storeIds])));
  return new Map(rows.map((r) => [r.storeId, r]));
}

/** Starts a store's record (version 1 unless told) unless one exists; answers the record either way. */
export async function startRecord(db: Db, input: { companyId: number; storeId: number; listing: BusinessListing; now: Date; version?: number }): Promise<ListingRecordRow> {
  await db
    .insert(listingRecords)
    .values({ companyId: input.companyId, storeId: input.storeId, listing: input.listing, version: input.version ?? 1, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing({ target: listingRecords.storeId });
  const [row] = await db.select().from(listingRecords).where(and(eq(listingRecords.companyId, input.companyId), eq(listingRecords.storeId, input.storeId)));
  return row;
}

export const listingConflict = (): DomainError => new DomainError('listing_conflict', 409, m.listingConflict);

/**
 * Saves a record over the version it was loaded with; 409 listing_conflict when someone saved since (the caller's
 * transaction then rolls back whatever else it wrote).
 */
export async function saveRecord(
  db: Db,
  input: { companyId: number; storeId: number; expectedVersion: number; listing: BusinessListing; userId: number | null; now: Date },
): Promise<ListingRecordRow> {
  const [row] = await db
    .update(listingRecords)
    .set({ listing: input.listing, version: sql`${listingRecords.version} + 1`, updatedByUserId: input.userId, updatedAt: input.now })
    .where(and(eq(listingRecords.companyId, input.companyId), eq(listingRecords.storeId, input.storeId), eq(listingRecords.version, input.expectedVersion)))
    .returning();
  if (!row) throw listingConflict();
  return row;
}

export interface NewChange {
  companyId: number;
  storeId: number;
  userId: number | null;
  source: ListingChangeSource;
  target: 'record' | ListingProviderKey;
  fields: readonly ListingField[];
  before: Partial<BusinessListing>;
  after: Partial<BusinessListing>;
  reflectionId?: number | null;
  at: Date;
}

export async function insertChange(db: Db, change: NewChange): Promise<ListingChangeRow> {
  const [row] = await db
    .insert(listingChanges)
    .values({
      companyId: change.companyId, storeId: change.storeId, userId: change.userId, source: change.source, target: change.target, fields: [...change.fields],
      before: change.before, after: change.after, reflectionId: change.reflectionId ?? null, createdAt: change.at,
    })
    .returning();
  return row;
}

/** The given fields' values of a listing, for a change row's before / after. */
export const pickFields = (listing: BusinessListing, fields: readonly ListingField[]): Partial<BusinessListing> =>
  Object.fromEntries(fields.map((f) => [f, listing[f]])) as Partial<BusinessListing>;

export async function findProviderVersions(db: Db, companyId: number, storeIds: readonly number[]): Promise<Map<number, Partial<Record<ListingProviderKey, ListingProviderVersionRow>>>> {
  const byStore = new Map<number, Partial<Record<ListingProviderKey, ListingProviderVersionRow>>>();
  if (storeIds.length === 0) return byStore;
  const rows = await db.select().from(listingProviderVersions).where(and(eq(listingProviderVersions.companyId, companyId), inArray(listingProviderVersions.storeId, [...storeIds])));
  for (const row of rows) byStore.set(row.storeId, { ...byStore.get(row.storeId), [row.provider]: row });
  return byStore;
}

/** Stores a provider's current version of a store's listing (as read, or as it answered a reflection). */
export async function saveProviderVersion(
  db: Db,
  input: { companyId: number; storeId: number; provider: ListingProviderKey; localAccountId: number; listing: BusinessListing; raw?: Record<string, unknown> | null; fetchedAt: Date },
): Promise<void> {
  const raw = input.raw === undefined ? undefined : input.raw;
  await db
    .insert(listingProviderVersions)
    .values({ ...input, raw: raw ?? null })
    .onConflictDoUpdate({
      target: [listingProviderVersions.storeId, listingProviderVersions.provider],
      // A version known only from a reflection's answer keeps the raw shape of the last full read.
      set: { listing: input.listing, localAccountId: input.localAccountId, fetchedAt: input.fetchedAt, ...(raw !== undefined ? { raw } : {}) },
    });
}

/** Each store × provider's latest reflection. */
export async function latestReflections(db: Db, companyId: number, storeIds: readonly number[]): Promise<Map<number, Partial<Record<ListingProviderKey, ListingReflectionRow>>>> {
  const byStore = new Map<number, Partial<Record<ListingProviderKey, ListingReflectionRow>>>();
  if (storeIds.length === 0) return byStore;
  const rows = await db
    .selectDistinctOn([listingReflections.storeId, listingReflections.provider])
    .from(listingReflections)
    .where(and(eq(listingReflections.companyId, companyId), inArray(listingReflections.storeId, [...storeIds])))
    .orderBy(listingReflections.storeId, listingReflections.provider, desc(listingReflections.id));
  for (const row of rows) byStore.set(row.storeId, { ...byStore.get(row.storeId), [row.provider]: row });
  return byStore;
}

/** Each store × provider's last accepted reflection time. */
export async function lastReflectedAt(db: Db, companyId: number, storeIds: readonly number[]): Promise<Map<string, Date>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ storeId: listingReflections.storeId, provider: listingReflections.provider, at: sql<Date>`max(${listingReflections.finishedAt})`.mapWith(listingReflections.finishedAt) })
    .from(listingReflections)
    .where(and(eq(listingReflections.companyId, companyId), inArray(listingReflections.storeId, [...storeIds]), eq(listingReflections.status, 'done')))
    .groupBy(listingReflections.storeId, listingReflections.provider);
  return new Map(rows.map((r) => [`${r.storeId}:${r.provider}`, r.at]));
}

export interface ChangeWithReflection {
  change: ListingChangeRow;
  userName: string | null;
  reflection: ListingReflectionRow | null;
}

/** A store's change history, newest first. */
export async function listChanges(db: Db, companyId: number, storeId: number, window: { limit: number; offset: number }): Promise<{ rows: ChangeWithReflection[]; total: number }> {
  const where = and(eq(listingChanges.companyId, companyId), eq(listingChanges.storeId, storeId));
  const rows = await db
    .select({ change: listingChanges, userName: users.userName, reflection: listingReflections })
    .from(listingChanges)
    .leftJoin(users, eq(users.id, listingChanges.userId))
    .leftJoin(listingReflections, and(eq(listingReflections.id, listingChanges.reflectionId), eq(listingReflections.companyId, companyId)))
    .where(where)
    .orderBy(desc(listingChanges.createdAt), desc(listingChanges.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db.select({ total: countInt() }).from(listingChanges).where(where);
  return { rows: rows.map((r) => ({ change: r.change, userName: r.userName ?? null, reflection: r.reflection ?? null })), total };
}
