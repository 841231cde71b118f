import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound, rateLimited } from '../../http/errors';
import type { ListingProviderName } from '../../providers/listing-provider';
import { isProviderError } from '../../providers/shared/provider-errors';
import type { YahooPlace } from '../../providers/yahoo/yahoo.types';
import { notLinked, yahooPlaceApiFor, type ProviderAccessDeps } from '../../provider-access/provider-access.service';
import { findConnection } from '../../provider-access/provider-connections.repository';
import { accountGroupsPort } from './account-groups.port';
import { parseAccountKeys, toAccountKey } from './local-account-keys';
import {
  countLinked,
  findByLocationIds,
  findContractedCount,
  findPairedWith,
  findLinkedByRefs,
  findStoreIdsByCode,
  insertLinkedAccount,
  insertStores,
  lockCompanyForLinking,
  markLinked,
  markUnlinked,
  setPair,
  type NewStore,
} from './local-accounts.repository';
import { localAccountsMessagesJa as m } from './local-accounts.messages.ja';
import { providerFailure } from './oauth.service';
import { checkYahooPlaceInput, toYahooPlaceCreate, type YahooPlaceInput } from './yahoo-place-input';
import { yahooPlaceMessagesJa as ym } from './yahoo-place.messages.ja';
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

/** The company's linked accounts for the given keys (within a store user's stores); any other key answers 404. */
export async function requireLinked(db: Db, companyId: number, keys: readonly string[], accountScope: readonly number[] | null = null): Promise<LocalAccountRow[]> {
  const rows = await findLinkedByRefs(db, companyId, parseAccountKeys(keys), accountScope);
  if (rows.length !== new Set(keys).size) throw notFound();
  return rows;
}

export async function unlinkLocalAccounts(deps: LinkDeps, auth: AuthContext, input: { local_account_ids: string[] }) {
  await deps.db.transaction(async (tx) => {
    const rows = await requireLinked(tx, auth.company.id, input.local_account_ids, auth.accountScope);
    const ids = rows.map((r) => r.id);
    await accountGroupsPort().removeAccounts(tx, auth.company.id, ids);
    await markUnlinked(tx, auth.company.id, ids, deps.clock.now());
  });
  return { message: m.unlinked };
}

type CreatePlaceDeps = LinkDeps & ProviderAccessDeps;

const alreadyPaired = (): DomainError => new DomainError('already_paired', 422, m.alreadyPaired, { google_local_account_id: [m.alreadyPaired] });

/**
 * The linked Google account a new Yahoo listing joins; 404 when not the company's (or not one of a store user's
 * stores), 422 when it already has a pair.
 */
async function googleStoreToJoin(db: Db, companyId: number, key: string, accountScope: readonly number[] | null): Promise<LocalAccountRow> {
  const [google] = await requireLinked(db, companyId, [key], accountScope);
  if (google.provider !== 'google' || google.storeId === null) throw notFound();
  if (await findPairedWith(db, companyId, google.id)) throw alreadyPaired();
  return google;
}

// Yahoo's refusals of the data come back as a field-less 422 with Yahoo's own reason; a lapsed grant asks for a re-link.
function yahooFailure(error: unknown): DomainError {
  if (!isProviderError(error)) return providerFailure(error);
  if (error.code === 'token_expired') return notLinked('yahoo');
  if (error.code === 'invalid_request') return new DomainError('yahoo_place_refused', 422, ym.yahooRefused(error.detail.providerMessage ?? error.message));
  if (error.code === 'rate_limited') return rateLimited();
  return providerFailure(error);
}

/**
 * /business/create/yahoo. With a Yahoo connection the listing is created at Yahoo!プレイス first (outside the
 * transaction: no lock is held over an HTTP call) and the account keeps Yahoo's place id; if the contract check then
 * fails after all, the place is still listed by Yahoo and comes back as a link candidate on the next sync.
 */
export async function createYahooPlace(deps: CreatePlaceDeps, auth: AuthContext, input: YahooPlaceInput) {
  const companyId = auth.company.id;
  const now = deps.clock.now();
  const google = input.google_local_account_id ? await googleStoreToJoin(deps.db, companyId, input.google_local_account_id, auth.accountScope) : null;
  const connection = await findConnection(deps.db, companyId, 'yahoo');
  checkYahooPlaceInput(input, connection !== null);
  const storeCode = google ? storeCodeOf(google) : (input.store_code ?? null);
  if ((await countLinked(deps.db, companyId)) + 1 > (await findContractedCount(deps.db, companyId))) throw limitExceeded();
  let place: YahooPlace | null = null;
  if (connection) {
    const api = await yahooPlaceApiFor(deps, companyId);
    place = await api.createPlace(toYahooPlaceCreate(input, storeCode), { idempotencyKey: randomUUID() }).catch((error: unknown) => {
      throw yahooFailure(error);
    });
  }
  return deps.db.transaction(async (tx) => {
    const contracted = await lockCompanyForLinking(tx, companyId);
    if ((await countLinked(tx, companyId)) + 1 > contracted) throw new DomainError('linkage_limit_exceeded', 422, m.linkageLimitExceeded);
    if (google && (await findPairedWith(tx, companyId, google.id))) throw alreadyPaired();
    // Without a Yahoo connection the place has no provider id; a local one keeps the (company, provider, id) key unique.
    const row = await insertLinkedAccount(tx, {
      companyId,
      provider: 'yahoo',
      providerLocationId: place?.placeId ?? `local:${randomUUID()}`,
      providerAccountId: place?.businessId ?? null,
      connectionId: place ? (connection?.id ?? null) : null,
      title: input.name,
      storeCode,
      address: input.address,
      phone: input.phone ?? null,
      status: 'unlinked',
      createdAt: now,
      updatedAt: now,
    });
    const storeId = google?.storeId ?? (await storesFor(tx, companyId, [row], now)).get(storeCodeOf(row)) ?? 0;
    await markLinked(tx, row, storeId, now);
    if (google) await setPair(tx, companyId, row.id, google.id, storeId, now);
    return {
      message: place ? ym.createdOnYahoo : m.yahooPlaceCreated,
      yahoo_place_id: place?.placeId ?? null,
      data: {
        y_local_account_id: toAccountKey('yahoo', row.id),
        y_local_account_name: row.title,
        store_id: storeId,
        store_code: storeCodeOf(row),
        address: row.address,
        phone: row.phone,
        is_selected: true,
        paired_local_account_id: google ? toAccountKey('google', google.id) : null,
        business_info_group_ids: [],
        custom_group_ids: [],
      },
    };
  });
}
