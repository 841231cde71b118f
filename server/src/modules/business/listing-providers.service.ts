import type { BusinessListing, ListingProviderKey } from '../../../../src/shared/business/listing';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import type { ReflectionDeps } from './listing-reflection.service';
import { GOOGLE_LISTING_READ_MASK, googleAttributesToListing, googleToListing, yahooToListing } from './listing-mappers';
import { findProviderVersions, saveProviderVersion, type ListingStore, type StoreAccount } from './listing-records.repository';
import type { ListingProviderVersionRow } from './business-listings.table';

// The providers' current versions of a store's listing: read through provider-access and cached per store ×
// provider. A cached version younger than FRESH_MS is used as it is; a provider that cannot be reached leaves the
// cache as it was (the console still answers from our copy).

export const FRESH_MS = 10 * 60_000;

export type ProviderVersions = Partial<Record<ListingProviderKey, ListingProviderVersionRow>>;

/** A Yahoo account linked without the place API (a `local:` listing) cannot be read or written. */
export const reachable = (account: StoreAccount): boolean => !(account.provider === 'yahoo' && account.providerLocationId.startsWith('local:'));

export async function readProviderListing(deps: ReflectionDeps, companyId: number, account: StoreAccount): Promise<{ listing: BusinessListing; raw: Record<string, unknown> }> {
  if (account.provider === 'google') {
    const google = await providerAccessFor(deps, companyId, 'google');
    const location = await google.adapter.getLocation(google.credentials, account.providerLocationId, GOOGLE_LISTING_READ_MASK);
    const attributes = await google.adapter.getAttributes(google.credentials, account.providerLocationId);
    return { listing: { ...googleToListing(location), attributes: googleAttributesToListing(attributes) }, raw: { ...location, attributes } as Record<string, unknown> };
  }
  const yahoo = await providerAccessFor(deps, companyId, 'yahoo');
  const place = await yahoo.adapter.getPlace(account.providerLocationId);
  return { listing: yahooToListing(place), raw: JSON.parse(JSON.stringify(place)) as Record<string, unknown> };
}

const accountsOf = (store: ListingStore): StoreAccount[] => [store.google, store.yahoo].filter((a): a is StoreAccount => a !== null && reachable(a));

/**
 * Reads again the versions of the stores' providers that are missing, or older than FRESH_MS (all of them when
 * `force`), and answers the versions after that. Failures are logged and leave the cached version.
 */
export async function freshProviderVersions(deps: ReflectionDeps, companyId: number, stores: readonly ListingStore[], options: { force?: boolean; onlyMissing?: boolean } = {}): Promise<Map<number, ProviderVersions>> {
  const ids = stores.map((s) => s.id);
  const cached = await findProviderVersions(deps.db, companyId, ids);
  const now = deps.clock.now();
  let changed = false;
  for (const store of stores) {
    for (const account of accountsOf(store)) {
      const version = cached.get(store.id)?.[account.provider];
      const stale = !version || version.localAccountId !== account.id || (!options.onlyMissing && now.getTime() - version.fetchedAt.getTime() >= FRESH_MS);
      if (!options.force && !stale) continue;
      try {
        const { listing, raw } = await readProviderListing(deps, companyId, account);
        await saveProviderVersion(deps.db, { companyId, storeId: store.id, provider: account.provider, localAccountId: account.id, listing, raw, fetchedAt: deps.clock.now() });
        changed = true;
      } catch (error) {
        deps.logger.warn({ err: error, storeId: store.id, provider: account.provider }, 'listing read failed; answering the cached version');
      }
    }
  }
  return changed ? findProviderVersions(deps.db, companyId, ids) : cached;
}
