import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountGroupMembers, accountGroups } from '../groups/groups.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { companies } from '../../tenancy/tenancy.table';
import { exportsMessagesJa } from './exports.messages.ja';

const m = exportsMessagesJa.storeList;

export interface StoreListColumn {
  key: keyof typeof m.columns;
  header: string;
  /** Excel column width in characters; the PDF scales these to the page. */
  width: number;
}

export interface StoreListRow {
  storeCode: string;
  name: string;
  prefecture: string;
  address: string;
  phone: string;
  google: string;
  yahoo: string;
  businessGroups: string;
  customGroups: string;
  createdAt: Date;
}

export interface StoreListData {
  companyName: string;
  generatedAt: Date;
  columns: StoreListColumn[];
  rows: StoreListRow[];
}

// A store is linked to a provider through a linked local account; groups hold local accounts, so a store is in
// every group that holds one of its accounts.
export const storeListColumns: StoreListColumn[] = [
  { key: 'storeCode', header: m.columns.storeCode, width: 12 },
  { key: 'name', header: m.columns.name, width: 28 },
  { key: 'prefecture', header: m.columns.prefecture, width: 10 },
  { key: 'address', header: m.columns.address, width: 44 },
  { key: 'phone', header: m.columns.phone, width: 15 },
  { key: 'google', header: m.columns.google, width: 16 },
  { key: 'yahoo', header: m.columns.yahoo, width: 14 },
  { key: 'businessGroups', header: m.columns.businessGroups, width: 18 },
  { key: 'customGroups', header: m.columns.customGroups, width: 18 },
  { key: 'createdAt', header: m.columns.createdAt, width: 18 },
];

/** Every store of one company, in store-code order; for a store user (scope) the stores of their linked accounts. */
export async function loadStoreList(db: Db, companyId: number, generatedAt: Date, scope: AccountScope = null): Promise<StoreListData> {
  const [company] = await db.select({ name: companies.corporateName }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const all = await db.select().from(stores).where(eq(stores.companyId, companyId)).orderBy(asc(stores.storeCode), asc(stores.id));
  const linked = await db
    .select({ storeId: localAccounts.storeId, provider: localAccounts.provider, address: localAccounts.address, phone: localAccounts.phone })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), isNotNull(localAccounts.storeId), inScope(localAccounts.id, scope)));
  const rows = scope === null ? all : all.filter((s) => linked.some((l) => l.storeId === s.id));
  const memberships = await db
    .select({ storeId: localAccounts.storeId, kind: accountGroups.kind, name: accountGroups.name })
    .from(accountGroupMembers)
    .innerJoin(accountGroups, eq(accountGroups.id, accountGroupMembers.groupId))
    .innerJoin(localAccounts, eq(localAccounts.id, accountGroupMembers.localAccountId))
    .where(and(eq(accountGroups.companyId, companyId), inScope(localAccounts.id, scope)))
    .orderBy(asc(accountGroups.name));
  const isLinked = (storeId: number, provider: 'google' | 'yahoo') => linked.some((l) => l.storeId === storeId && l.provider === provider);
  // A linked store's address and phone are its listing's (what customers see, and what 連携管理 and the account list
  // show and edit); Google's listing before Yahoo's. The stores row is only the record of a store with no listing.
  const listingOf = (storeId: number) => linked.find((l) => l.storeId === storeId && l.provider === 'google') ?? linked.find((l) => l.storeId === storeId);
  const groupNames = (storeId: number, kind: 'business_info' | 'custom') =>
    [...new Set(memberships.filter((g) => g.storeId === storeId && g.kind === kind).map((g) => g.name))].join('、');
  return {
    companyName: company?.name ?? '',
    generatedAt,
    columns: storeListColumns,
    rows: rows.map((s) => {
      const contact = listingOf(s.id) ?? s;
      return {
        storeCode: s.storeCode,
        name: s.name,
        prefecture: s.prefecture,
        address: contact.address,
        phone: contact.phone ?? '',
        google: s.googleLocationName || isLinked(s.id, 'google') ? m.linked : m.unlinked,
        yahoo: s.yahooPlaceId || isLinked(s.id, 'yahoo') ? m.linked : m.unlinked,
        businessGroups: groupNames(s.id, 'business_info'),
        customGroups: groupNames(s.id, 'custom'),
        createdAt: s.createdAt,
      };
    }),
  };
}
