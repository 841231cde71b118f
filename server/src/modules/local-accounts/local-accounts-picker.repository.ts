import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../tenancy/account-scope';
import type { Db } from '../../db/client';
import type { ListingProviderName } from '../../providers/listing-provider';
import type { AccountGroupKind } from './account-groups.port';
import { stores } from '../stores/stores.table';
import { localAccounts } from './local-accounts.table';

export interface PickerAccountRow {
  id: number;
  provider: ListingProviderName;
  title: string;
  address: string;
  phone: string | null;
  isSelected: boolean;
  storeId: number;
  storeCode: string;
  pairedAccountId: number | null;
  businessInfoGroupIds: number[];
  customGroupIds: number[];
}

// Correlated (explicitly qualified, as drizzle may leave outer columns unqualified) and served by account_group_members_local_account_idx, so the whole list stays one statement however
// many stores the company has.
const groupIdsOf = (kind: AccountGroupKind): SQL<number[]> =>
  sql<number[]>`coalesce((select array_agg(m.group_id order by m.group_id) from account_group_members m join account_groups g on g.id = m.group_id where m.local_account_id = "local_accounts"."id" and g.kind = ${kind}), '{}')`.mapWith(
    (value: unknown) => (Array.isArray(value) ? value.map(Number) : []),
  );

/** Every linked account of the company with its store and group membership, in one query. */
export async function listPickerAccounts(db: Db, companyId: number, onlySelected: boolean, accountScope: readonly number[] | null = null): Promise<PickerAccountRow[]> {
  // A store user picks from their own stores only.
  const conditions = [eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), inScope(localAccounts.id, accountScope)];
  if (onlySelected) conditions.push(eq(localAccounts.isSelected, true));
  return db
    .select({
      id: localAccounts.id,
      provider: localAccounts.provider,
      title: localAccounts.title,
      address: localAccounts.address,
      phone: localAccounts.phone,
      isSelected: localAccounts.isSelected,
      storeId: stores.id,
      storeCode: stores.storeCode,
      pairedAccountId: localAccounts.pairedAccountId,
      businessInfoGroupIds: groupIdsOf('business_info'),
      customGroupIds: groupIdsOf('custom'),
    })
    .from(localAccounts)
    .innerJoin(stores, and(eq(stores.id, localAccounts.storeId), eq(stores.companyId, localAccounts.companyId)))
    .where(and(...conditions))
    .orderBy(asc(localAccounts.provider), asc(localAccounts.id));
}
