import type { Deps } from '../../deps';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import { notFound, validationError } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import type { Db } from '../../db/client';
import type { AccountScope } from '../../tenancy/account-scope';
import { diffListings, EDITABLE_FIELDS, emptyListing, PROVIDER_FIELDS, type BusinessListing, type ListingProviderKey } from '../../../../src/shared/business/listing';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { businessMessagesJa as m } from './business.messages.ja';
import type { ListingRecordRow } from './business-listings.table';
import { needsAttention, toChange, toReflection, toSummary, type GoogleEditJson } from './business.mapper';
import { freshProviderVersions, reachable, type ProviderVersions } from './listing-providers.service';
import {
  findListingStore, findListingStores, findProviderVersions, findRecords, insertChange, lastReflectedAt, latestReflections, listChanges, listingConflict, ownsAccounts, pickFields, saveRecord,
  startRecord,
  type ListingStore, type StoreFilter,
} from './listing-records.repository';
import { dispatchReflections, queueReflections, writableFields, type ReflectionDeps } from './listing-reflection.service';
import { listingErrors } from './listing-validation';

type Schemas = components['schemas'];
export type ListingDeps = ReflectionDeps & Pick<Deps, 'jobs'>;

/** Pending Google edits by store, supplied by the Google edit watch (H7 pushes its reader here). */
export type GoogleEditReader = (db: Db, companyId: number, storeIds: readonly number[]) => Promise<Map<number, GoogleEditJson>>;
export const googleEditReaders: GoogleEditReader[] = [];

const ATTENTION_SCAN_LIMIT = 5000;

// Google has no reading nor hours note: a record started from Google takes them from Yahoo's version.
const withYahooOnlyFields = (google: BusinessListing, yahoo: BusinessListing | undefined): BusinessListing =>
  yahoo ? { ...google, ...pickFields(yahoo, PROVIDER_FIELDS.yahoo.filter((f) => !PROVIDER_FIELDS.google.includes(f))) } : google;

/**
 * The record a store starts from the first time it is read: Google's current version, or Yahoo's when the store
 * has no Google account (its reading and hours note from Yahoo). Until that version could be read the record is not stored (version 0, the store's name).
 */
async function ensureRecords(deps: ListingDeps, companyId: number, stores: readonly ListingStore[], versions: Map<number, ProviderVersions>): Promise<Map<number, ListingRecordRow>> {
  const records = await findRecords(deps.db, companyId, stores.map((s) => s.id));
  const now = deps.clock.now();
  for (const store of stores) {
    if (records.has(store.id)) continue;
    const own = versions.get(store.id) ?? {};
    const base = store.google ? own.google?.listing && withYahooOnlyFields(own.google.listing, own.yahoo?.listing) : own.yahoo?.listing;
    if (base) records.set(store.id, await startRecord(deps.db, { companyId, storeId: store.id, listing: base, now }));
    else {
      records.set(store.id, {
        id: 0, companyId, storeId: store.id, listing: { ...emptyListing(), name: store.name }, version: 0, updatedByUserId: null, createdAt: now, updatedAt: now,
      });
    }
  }
  return records;
}

async function summaries(deps: ListingDeps, companyId: number, stores: readonly ListingStore[], versions: Map<number, ProviderVersions>) {
  const ids = stores.map((s) => s.id);
  const records = await ensureRecords(deps, companyId, stores, versions);
  const [latest, lastReflected] = await Promise.all([latestReflections(deps.db, companyId, ids), lastReflectedAt(deps.db, companyId, ids)]);
  const edits = new Map<number, GoogleEditJson>();
  for (const read of googleEditReaders) for (const [storeId, edit] of await read(deps.db, companyId, ids)) edits.set(storeId, edit);
  return stores.map((store) => {
    const record = records.get(store.id) as ListingRecordRow;
    const summary = toSummary({ store, record, versions: versions.get(store.id) ?? {}, latest: latest.get(store.id) ?? {}, lastReflected, googleEdit: edits.get(store.id) ?? null });
    return record.version === 0 ? { ...summary, updated_at: null } : summary;
  });
}

export interface ListQuery {
  free_word?: string;
  local_accounts?: string[];
  attention?: boolean;
  page?: number;
  page_size?: number;
}

/**
 * The company's stores (a store user's) side by side with each provider; stores on the page never read yet are read
 * now.
 */
export async function listListings(deps: ListingDeps, auth: AuthContext, query: ListQuery): Promise<Schemas['BusinessListingList']> {
  const companyId = auth.company.id;
  const window = pageWindow(query);
  const refs = query.local_accounts ? parseAccountKeys(query.local_accounts) : undefined;
  // Keys of another company (or outside a store user's stores) answer 404, as every id of a list does.
  if (refs && !(await ownsAccounts(deps.db, companyId, refs, auth.accountScope))) throw notFound();
  const localAccountIds = refs?.map((r) => r.id);
  const filter: StoreFilter = { freeWord: query.free_word, localAccountIds, accountScope: auth.accountScope };
  if (!query.attention) {
    const { rows, total } = await findListingStores(deps.db, companyId, filter, window);
    const versions = await freshProviderVersions(deps, companyId, rows, { onlyMissing: true });
    return { data: await summaries(deps, companyId, rows, versions), pagination: toPagination(window.page, window.pageSize, total) };
  }
  // Differences are computed on read, so the attention filter looks at every store (from the cached versions).
  const { rows } = await findListingStores(deps.db, companyId, filter, { limit: ATTENTION_SCAN_LIMIT, offset: 0 });
  const cached = await findProviderVersions(deps.db, companyId, rows.map((s) => s.id));
  const all = (await summaries(deps, companyId, rows, cached)).filter(needsAttention);
  return { data: all.slice(window.offset, window.offset + window.limit), pagination: toPagination(window.page, window.pageSize, all.length) };
}

// A store user's store is one with a linked account of theirs, and it shows (and reflects to) those accounts only.
async function storeOr404(deps: ListingDeps, companyId: number, storeId: number, accountScope: AccountScope): Promise<ListingStore> {
  const store = await findListingStore(deps.db, companyId, storeId, accountScope);
  if (!store) throw notFound();
  return store;
}

/** One store's summary; the providers are read again when their version is older than 10 minutes (or `force`). */
export async function listingSummary(
  deps: ListingDeps,
  companyId: number,
  storeId: number,
  options: { force?: boolean; accountScope?: AccountScope } = {},
): Promise<Schemas['BusinessListingSummary']> {
  const store = await storeOr404(deps, companyId, storeId, options.accountScope ?? null);
  const versions = await freshProviderVersions(deps, companyId, [store], { force: options.force });
  const [summary] = await summaries(deps, companyId, [store], versions);
  return summary;
}

export const getListing = async (deps: ListingDeps, auth: AuthContext, storeId: number): Promise<Schemas['BusinessListingBody']> => ({
  data: await listingSummary(deps, auth.company.id, storeId, { accountScope: auth.accountScope }),
});

export async function refreshListing(deps: ListingDeps, auth: AuthContext, storeId: number): Promise<Schemas['BusinessListingBody']> {
  return { message: m.refreshed, data: await listingSummary(deps, auth.company.id, storeId, { force: true, accountScope: auth.accountScope }) };
}

/**
 * Saves our record over the version the form was loaded with and, in the same transaction, its change row and one
 * reflection per provider whose automatic reflection is on (the changed fields it carries). Nothing is written when
 * any step fails; the reflections go to the workers after the commit.
 */
export async function saveListing(deps: ListingDeps, auth: AuthContext, storeId: number, body: Schemas['BusinessListingUpdateRequest']): Promise<Schemas['BusinessListingBody']> {
  const companyId = auth.company.id;
  const store = await storeOr404(deps, companyId, storeId, auth.accountScope);
  const errors = listingErrors(body.listing, { google: store.google !== null, yahoo: store.yahoo !== null && reachable(store.yahoo) });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const versions = await freshProviderVersions(deps, companyId, [store], { onlyMissing: true });
  const before = (await ensureRecords(deps, companyId, [store], versions)).get(store.id) as ListingRecordRow;
  // The changes are what differs from the version the form was loaded with; saveRecord checks it again in the transaction.
  if (before.version !== body.version) throw listingConflict();
  // Categories are read from the providers and never written by the console.
  const listing: BusinessListing = { ...body.listing, categories: before.listing.categories };
  const changed = diffListings(before.listing, listing, EDITABLE_FIELDS);
  const now = deps.clock.now();
  const reflections = await deps.db.transaction(async (tx) => {
    if (before.version === 0) await startRecord(tx, { companyId, storeId, listing: before.listing, now, version: 0 });
    await saveRecord(tx, { companyId, storeId, expectedVersion: body.version, listing, userId: auth.user.id, now });
    if (changed.length === 0) return [];
    await insertChange(tx, { companyId, storeId, userId: auth.user.id, source: 'edit', target: 'record', fields: changed, before: pickFields(before.listing, changed), after: pickFields(listing, changed), at: now });
    const targets = (['google', 'yahoo'] as const).flatMap((provider) => {
      const account = store[provider];
      return account && account.autoReflect && reachable(account) ? [{ provider, localAccountId: account.id, fields: changed }] : [];
    });
    return queueReflections(tx, { companyId, storeId, userId: auth.user.id, source: 'edit', listing, targets, now });
  });
  await dispatchReflections(deps, reflections.map((r) => r.id));
  return {
    message: reflections.length > 0 ? m.savedAndQueued : m.saved,
    data: await listingSummary(deps, companyId, storeId, { accountScope: auth.accountScope }),
    reflections: reflections.map(toReflection),
  };
}

/** Sends our record now to the given providers (also where automatic reflection is off): the fields that differ. */
export async function reflectNow(deps: ListingDeps, auth: AuthContext, storeId: number, providers: readonly ListingProviderKey[]): Promise<Schemas['BusinessListingBody']> {
  const companyId = auth.company.id;
  const store = await storeOr404(deps, companyId, storeId, auth.accountScope);
  const accounts = [...new Set(providers)].map((provider) => store[provider]);
  if (accounts.some((a) => a === null || !reachable(a))) throw notFound();
  const versions = await freshProviderVersions(deps, companyId, [store], {});
  const record = (await ensureRecords(deps, companyId, [store], versions)).get(store.id) as ListingRecordRow;
  const own = versions.get(store.id) ?? {};
  const targets = accounts.flatMap((account) => {
    if (!account) return [];
    const current = own[account.provider]?.listing;
    // A provider whose listing could not be read is not written blind (its fields would be overwritten unseen).
    if (!current || record.version === 0) return [];
    const fields = diffListings(record.listing, current, writableFields(account.provider, EDITABLE_FIELDS));
    return fields.length > 0 ? [{ provider: account.provider, localAccountId: account.id, fields }] : [];
  });
  const now = deps.clock.now();
  const reflections = targets.length === 0 ? [] : await deps.db.transaction((tx) => queueReflections(tx, { companyId, storeId, userId: auth.user.id, source: 'edit', listing: record.listing, targets, now }));
  await dispatchReflections(deps, reflections.map((r) => r.id));
  return {
    message: reflections.length > 0 ? m.reflectQueued : m.nothingToReflect,
    data: await listingSummary(deps, companyId, storeId, { accountScope: auth.accountScope }),
    reflections: reflections.map(toReflection),
  };
}

export async function listListingChanges(deps: ListingDeps, auth: AuthContext, storeId: number, query: { page?: number; page_size?: number }): Promise<Schemas['ListingChangeList']> {
  const companyId = auth.company.id;
  await storeOr404(deps, companyId, storeId, auth.accountScope);
  const window = pageWindow(query);
  const { rows, total } = await listChanges(deps.db, companyId, storeId, window);
  return { data: rows.map(toChange), pagination: toPagination(window.page, window.pageSize, total) };
}
