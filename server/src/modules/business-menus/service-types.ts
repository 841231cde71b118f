import { providerAccessFor } from '../../provider-access/provider-access.service';
import type { LocalAccountRow } from '../local-accounts/local-accounts.table';
import type { MenusDeps } from './menu-sets.shared';

// Google's service types per category and each location's primary category change rarely: both are kept in memory
// for a day, so the service screen does not spend the project's Google quota on every visit.
const DAY_MS = 24 * 60 * 60 * 1000;

interface Cached<T> {
  at: number;
  value: T;
}

export interface ServiceTypeEntry {
  serviceTypeId: string;
  displayName: string;
}

const serviceTypes = new Map<string, Cached<ServiceTypeEntry[]>>();
const primaryCategories = new Map<string, Cached<string | null>>();

const fresh = <T>(entry: Cached<T> | undefined, now: number): entry is Cached<T> => entry !== undefined && now - entry.at < DAY_MS;

/** `gcid:…` of a category name (`categories/gcid:…`). */
export const categoryIdOf = (name: string): string => name.replace(/^categories\//, '');

/** The service types Google offers for a category (a Google read with the company's grant, cached for a day). */
export async function serviceTypesOf(deps: MenusDeps, companyId: number, categoryId: string): Promise<ServiceTypeEntry[]> {
  const now = deps.clock.now().getTime();
  const cached = serviceTypes.get(categoryId);
  if (fresh(cached, now)) return cached.value;
  const google = await providerAccessFor(deps, companyId, 'google');
  const [category] = await google.adapter.batchGetCategories(google.credentials, [categoryId], 'ja', 'JP');
  const value = category?.serviceTypes ?? [];
  serviceTypes.set(categoryId, { at: now, value });
  return value;
}

/** The primary category (`gcid:…`) of a Google account's listing, or null when it has none. */
export async function primaryCategoryOf(deps: MenusDeps, account: LocalAccountRow): Promise<string | null> {
  const now = deps.clock.now().getTime();
  const cached = primaryCategories.get(account.providerLocationId);
  if (fresh(cached, now)) return cached.value;
  const google = await providerAccessFor(deps, account.companyId, 'google');
  const location = await google.adapter.getLocation(google.credentials, account.providerLocationId, ['categories']);
  const name = location.categories?.primaryCategory?.name;
  const value = name ? categoryIdOf(name) : null;
  primaryCategories.set(account.providerLocationId, { at: now, value });
  return value;
}
