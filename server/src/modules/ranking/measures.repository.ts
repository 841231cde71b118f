import { measureFilterWhere, measureOrder, type MeasureFilter } from './measure-filter.repository';
import { and, asc, count, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { companies } from '../../tenancy/tenancy.table';
import type { MeasureProvider } from '../../../../src/shared/ranking/rank';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import { measures, type MeasureRow } from './ranking.table';

// The measures' own SQL (the read model with results is measure-views.repository.ts). Every query names the company.

export type NewMeasure = typeof measures.$inferInsert;

export interface MeasureFileRow {
  storeCode: string | null;
  storeName: string;
  provider: MeasureProvider;
  keyword: string;
  measureTime: string;
  radiusM: number;
}

/** Every filtered measure, in the list's order, as the file writes it. */
export async function measureFileRows(db: Db, filter: MeasureFilter): Promise<MeasureFileRow[]> {
  return db
    .select({ storeCode: stores.storeCode, storeName: stores.name, provider: measures.provider, keyword: measures.keyword, measureTime: measures.measureTime, radiusM: measures.radiusM })
    .from(measures)
    .innerJoin(stores, eq(stores.id, measures.storeId))
    .where(measureFilterWhere(filter))
    .orderBy(...measureOrder);
}

export interface MeasureContractRow {
  count: number;
  scope: number;
}

/**
 * The company's measure contract, its row locked until the transaction ends: two requests adding measures at once
 * count one after the other, so together they cannot pass the contract.
 */
export async function lockMeasureContract(tx: Db, companyId: number): Promise<MeasureContractRow> {
  const [row] = await tx
    .select({ count: companies.measureContractCount, scope: companies.measureContractScope })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row;
}

/** Measures that count against the contract: measuring and not deleted. */
export async function countMeasuring(db: Db, companyId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(measures)
    .where(and(eq(measures.companyId, companyId), eq(measures.status, 'measuring'), isNull(measures.deletedAt)));
  return Number(n);
}

/** `accountId:keywordKey` of the live measures among these accounts and keys. */
export async function existingPairs(db: Db, companyId: number, localAccountIds: readonly number[], keys: readonly string[]): Promise<Set<string>> {
  if (localAccountIds.length === 0 || keys.length === 0) return new Set();
  const rows = await db
    .select({ accountId: measures.localAccountId, key: measures.keywordKey })
    .from(measures)
    .where(and(eq(measures.companyId, companyId), isNull(measures.deletedAt), inArray(measures.localAccountId, [...new Set(localAccountIds)]), inArray(measures.keywordKey, [...new Set(keys)])));
  return new Set(rows.map((r) => pairKey(r.accountId, r.key)));
}

export const pairKey = (localAccountId: number, keywordKey: string) => `${localAccountId}:${keywordKey}`;

export async function insertMeasures(tx: Db, rows: readonly NewMeasure[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(measures).values([...rows]).returning({ id: measures.id });
  return inserted.map((r) => r.id);
}

/** Whether another live measure of the listing already has this keyword. */
export async function keywordTaken(db: Db, measure: Pick<MeasureRow, 'id' | 'localAccountId'>, keywordKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: measures.id })
    .from(measures)
    .where(and(eq(measures.localAccountId, measure.localAccountId), eq(measures.keywordKey, keywordKey), isNull(measures.deletedAt), ne(measures.id, measure.id)))
    .limit(1);
  return row !== undefined;
}

export async function updateMeasureRow(db: Db, companyId: number, id: number, patch: Partial<NewMeasure>): Promise<void> {
  await db
    .update(measures)
    .set(patch)
    .where(and(eq(measures.id, id), eq(measures.companyId, companyId), isNull(measures.deletedAt)));
}

/** The company's linked listings (a store user's only) of these store codes: `code:provider` → the listing and its store. */
export async function linkedByStoreCode(db: Db, companyId: number, codes: readonly string[], scope: AccountScope = null): Promise<Map<string, { localAccountId: number; storeId: number }>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: stores.storeCode, provider: localAccounts.provider, localAccountId: localAccounts.id, storeId: stores.id })
    .from(localAccounts)
    .innerJoin(stores, eq(stores.id, localAccounts.storeId))
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), inArray(stores.storeCode, [...new Set(codes)]), inScope(localAccounts.id, scope)))
    .orderBy(asc(localAccounts.id));
  const out = new Map<string, { localAccountId: number; storeId: number }>();
  for (const row of rows) {
    const key = `${row.code}:${row.provider}`;
    // A store has one listing per provider; should it have two, the first linked one is the store's.
    if (!out.has(key)) out.set(key, { localAccountId: row.localAccountId, storeId: row.storeId });
  }
  return out;
}

/** The company's listings (a store user's only) among these ids (the list filter's keys); fewer rows than ids means a foreign key. */
export async function ownLinkedIds(db: Db, companyId: number, refs: readonly { provider: MeasureProvider; id: number }[], scope: AccountScope = null): Promise<number> {
  if (refs.length === 0) return 0;
  const byRef = refs.map((r) => and(eq(localAccounts.provider, r.provider), eq(localAccounts.id, r.id)) as SQL);
  const [{ n }] = await db
    .select({ n: sql<number>`cast(count(distinct ${localAccounts.id}) as int)`.mapWith(Number) })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), or(...byRef), inScope(localAccounts.id, scope)));
  return n;
}
