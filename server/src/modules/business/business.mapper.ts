import type { components } from '../../generated/openapi';
import { diffListings, PROVIDER_FIELDS, type BusinessListing, type ListingField, type ListingProviderKey } from '../../../../src/shared/business/listing';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { ListingRecordRow, ListingReflectionRow } from './business-listings.table';
import type { ProviderVersions } from './listing-providers.service';
import type { ChangeWithReflection, ListingStore } from './listing-records.repository';
import { writableFields } from './listing-reflection.service';

type Schemas = components['schemas'];
export type GoogleEditJson = Schemas['GoogleEdit'];

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

export function toReflection(row: ListingReflectionRow): Schemas['ListingReflection'] {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    fields: row.fields,
    sent: row.sent as Record<string, unknown>,
    answer: row.answer ?? null,
    error: row.errorMessage,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    finished_at: iso(row.finishedAt),
  };
}

/**
 * Fields our record and a provider's current version differ in, among those this server writes to the provider
 * (categories are read-only, so a difference there could never be reflected away).
 */
export const differsFrom = (record: BusinessListing, provider: ListingProviderKey, current: BusinessListing | null): ListingField[] =>
  current ? diffListings(record, current, writableFields(provider, PROVIDER_FIELDS[provider])) : [];

export interface SummaryParts {
  store: ListingStore;
  record: ListingRecordRow;
  versions: ProviderVersions;
  latest: Partial<Record<ListingProviderKey, ListingReflectionRow>>;
  lastReflected: Map<string, Date>;
  googleEdit: GoogleEditJson | null;
}

export function toSummary(parts: SummaryParts): Schemas['BusinessListingSummary'] {
  const { store, record, versions } = parts;
  const side = (provider: ListingProviderKey): Schemas['ProviderListing'] | null => {
    const account = store[provider];
    if (!account) return null;
    const version = versions[provider] && versions[provider].localAccountId === account.id ? versions[provider] : undefined;
    const latest = parts.latest[provider];
    return {
      local_account_id: toAccountKey(provider, account.id),
      auto_reflect: account.autoReflect,
      current: version?.listing ?? null,
      fetched_at: iso(version?.fetchedAt),
      differs: differsFrom(record.listing, provider, version?.listing ?? null),
      last_reflected_at: iso(parts.lastReflected.get(`${store.id}:${provider}`)),
      latest_reflection: latest ? toReflection(latest) : null,
    };
  };
  const google = side('google');
  const yahoo = side('yahoo');
  const both = PROVIDER_FIELDS.google.filter((f) => PROVIDER_FIELDS.yahoo.includes(f));
  return {
    store_id: store.id,
    store_code: store.storeCode,
    store_name: store.name,
    record: record.listing,
    version: record.version,
    updated_at: iso(record.updatedAt),
    google,
    yahoo,
    provider_differs: google?.current && yahoo?.current ? diffListings(google.current, yahoo.current, both) : [],
    google_edit: parts.googleEdit,
  };
}

/** Whether a store needs a look: a difference with a provider, a failed reflection, or a Google edit. */
export const needsAttention = (summary: Schemas['BusinessListingSummary']): boolean =>
  [summary.google, summary.yahoo].some((side) => side && (side.differs.length > 0 || side.latest_reflection?.status === 'failed')) || summary.google_edit !== null;

export function toChange({ change, userName, reflection }: ChangeWithReflection): Schemas['ListingChange'] {
  return {
    id: change.id,
    at: change.createdAt.toISOString(),
    user_name: userName,
    source: change.source,
    target: change.target,
    fields: change.fields,
    before: change.before as Record<string, unknown>,
    after: change.after as Record<string, unknown>,
    reflection: reflection ? toReflection(reflection) : null,
  };
}
