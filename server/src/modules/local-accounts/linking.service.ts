import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import type { ListingProviderName } from '../../providers/listing-provider';
import { accountGroupsPort } from './account-groups.port';
import { parseAccountKeys, toAccountKey } from './local-account-keys';
import {
  countLinked,
  findByLocationIds,
  findLinkedByRefs,
  findStoreIdsByCode,
  insertLinkedAccount,
  insertStores,
  lockCompanyForLinking,
  markLinked,
  markUnlinked,
  type NewStore,
} from './local-accounts.repository';
import { localAccountsMessagesJa as m } from './local-accounts.messages.ja';
import type { LocalAccountRow } from './local-accounts.table';

type LinkDeps = Pick<Deps, 'db' | 'clock'>;

const limitExceeded = (): DomainError => new DomainError('linkage_limit_exceeded', 422, m.linkageLimitExceeded, { location_ids: [m.linkageLimitExceeded] });

const PREFECTURE = /^(北海道|東京都|京都府|大阪府|.{2,3}?県)/;
export const prefectureOf = (address: string): string => PREFECTURE.exec(address)?.[1] ?? '';

const storeCodeOf = (row: LocalAccountRow): string => row.storeCode ?? toAccountKey(row.provider, row.id);

// Each account joins the company's store with the same store code; codes no store has yet become new stores.
async function storesFor(db: Db, companyId: number, rows: readonly LocalAccountRow[], now: Date): Promise<Map<string, number>> {
  const codes = [...new Set(rows.map(storeCodeOf))];
  const found = await findStoreIdsByCode(db, companyId, codes);
  const missing = new Map<string, NewStore>();
  for (const row of rows) {
    const code = storeCodeOf(row);
    if (found.has(code) || missing.has(code)) continue;
    missing.set(code, { storeCode: code, name: row.title, prefecture: prefectureOf(row.address), address: row.address, phone: row.phone });
  }
  const created = await insertStores(db, companyId, [...missing.values()], now);
  return new Map([...found, ...created]);
}

export async function linkLocalAccounts(deps: LinkDeps, auth: AuthContext, input: { provider: ListingProviderName; location_ids: string[] }) {
  const companyId = auth.company.id;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const contracted = await lockCompanyForLinking(tx, companyId);
    const rows = await findByLocationIds(tx, companyId, input.provider, input.location_ids);
    if (rows.length !== input.location_ids.length) throw notFound();
    const toLink = rows.filter((r) => r.status !== 'linked');
    const linkedBefore = await countLinked(tx, companyId);
    if (linkedBefore + toLink.length > contracted) throw limitExceeded();
    const storeIds = await storesFor(tx, companyId, toLink, now);
    for (const row of toLink) await markLinked(tx, row, storeIds.get(storeCodeOf(row)) ?? 0, now);
    return {
      message: m.linked,
      data: {
        local_account_ids: rows.map((r) => toAccountKey(r.provider, r.id)),
        linked_count: linkedBefore + toLink.length,
        contracted_linkage_count: contracted,
      },
    };
  });
}

/** The company's linked accounts for the given keys; any key that is not one of them answers 404. */
export async function requireLinked(db: Db, companyId: number, keys: readonly string[]): Promise<LocalAccountRow[]> {
  const rows = await findLinkedByRefs(db, companyId, parseAccountKeys(keys));
  if (rows.length !== new Set(keys).size) throw notFound();
  return rows;
}

export async function unlinkLocalAccounts(deps: LinkDeps, auth: AuthContext, input: { local_account_ids: string[] }) {
  await deps.db.transaction(async (tx) => {
    const rows = await requireLinked(tx, auth.company.id, input.local_account_ids);
    const ids = rows.map((r) => r.id);
    await accountGroupsPort().removeAccounts(tx, auth.company.id, ids);
    await markUnlinked(tx, auth.company.id, ids, deps.clock.now());
  });
  return { message: m.unlinked };
}

export async function createYahooPlace(
  deps: LinkDeps,
  auth: AuthContext,
  input: { name: string; address: string; phone?: string | null; store_code?: string | null },
) {
  const companyId = auth.company.id;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const contracted = await lockCompanyForLinking(tx, companyId);
    if ((await countLinked(tx, companyId)) + 1 > contracted) throw new DomainError('linkage_limit_exceeded', 422, m.linkageLimitExceeded);
    // A hand-registered place has no provider id yet; a local one keeps the (company, provider, id) key unique.
    const row = await insertLinkedAccount(tx, {
      companyId,
      provider: 'yahoo',
      providerLocationId: `local:${randomUUID()}`,
      title: input.name,
      storeCode: input.store_code ?? null,
      address: input.address,
      phone: input.phone ?? null,
      status: 'unlinked',
      createdAt: now,
      updatedAt: now,
    });
    const storeIds = await storesFor(tx, companyId, [row], now);
    const storeId = storeIds.get(storeCodeOf(row)) ?? 0;
    await markLinked(tx, row, storeId, now);
    return {
      message: m.yahooPlaceCreated,
      data: {
        y_local_account_id: toAccountKey('yahoo', row.id),
        y_local_account_name: row.title,
        store_id: storeId,
        store_code: storeCodeOf(row),
        address: row.address,
        phone: row.phone,
        is_selected: true,
        paired_local_account_id: null,
        business_info_group_ids: [],
        custom_group_ids: [],
      },
    };
  });
}
