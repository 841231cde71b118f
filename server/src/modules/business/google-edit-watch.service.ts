import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { GoogleCredentials, GoogleLocation } from '../../providers/google/google.types';
import type { GoogleProvider } from '../../providers/google/google.port';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { sameField, type BusinessListing, type ListingField } from '../../../../src/shared/business/listing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { GOOGLE_LISTING_READ_MASK, googleFieldOfPath, googleToListing } from './listing-mappers';
import { findRecords, insertChange, pickFields, saveProviderVersion, startRecord } from './listing-records.repository';
import { writableFields, type ReflectionDeps } from './listing-reflection.service';
import { closeEdit, findOpenEditOfAccount, insertOpenEdit } from './google-edits.repository';
import { hasReflectionUnderway } from './listing-reflections.repository';

// The daily Google edit watch: Google sometimes rewrites a listing itself (metadata.hasGoogleUpdated). Each
// company's linked Google locations are read a page of 100 at a time with that flag, and only the flagged ones cost
// a getGoogleUpdated call, so a company of 1,000 stores spends about 10 calls plus one per edit (the adapter's
// limiter keeps every call within the 300/min quota). An edit is recorded once: the same change found again the
// next day matches the open edit's fingerprint.

const WATCH_READ_MASK = [...GOOGLE_LISTING_READ_MASK, 'metadata.hasGoogleUpdated'];
const PAGE_SIZE = 100;

export interface WatchedAccount {
  id: number;
  storeId: number;
  providerLocationId: string;
  providerAccountId: string | null;
}

export interface WatchResult {
  companies: number;
  checked: number;
  detected: number;
  resolved: number;
  failedCompanies: number;
}

async function companiesWithGoogle(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: localAccounts.companyId })
    .from(localAccounts)
    .where(and(eq(localAccounts.provider, 'google'), eq(localAccounts.status, 'linked')))
    .orderBy(asc(localAccounts.companyId));
  return rows.map((r) => r.companyId);
}

async function googleAccountsOf(db: Db, companyId: number): Promise<WatchedAccount[]> {
  const rows = await db
    .select({ id: localAccounts.id, storeId: localAccounts.storeId, providerLocationId: localAccounts.providerLocationId, providerAccountId: localAccounts.providerAccountId })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.provider, 'google'), eq(localAccounts.status, 'linked'), isNotNull(localAccounts.storeId)))
    .orderBy(asc(localAccounts.id));
  return rows.map((r) => ({ ...r, storeId: r.storeId as number }));
}

/** The current version of every watched location, by location name: one list call per 100 locations of an account. */
async function currentLocations(google: GoogleProvider, credentials: GoogleCredentials, accounts: readonly WatchedAccount[]): Promise<Map<string, GoogleLocation>> {
  const wanted = new Set(accounts.map((a) => a.providerLocationId));
  const found = new Map<string, GoogleLocation>();
  for (const account of new Set(accounts.flatMap((a) => (a.providerAccountId ? [a.providerAccountId] : [])))) {
    let pageToken: string | undefined;
    do {
      const page = await google.listAccountLocations(credentials, account, WATCH_READ_MASK, { pageSize: PAGE_SIZE, pageToken });
      for (const location of page.items) if (location.name && wanted.has(location.name)) found.set(location.name, location);
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
  }
  // Accounts linked without their Google account name are read one by one.
  for (const account of accounts) {
    if (!found.has(account.providerLocationId)) found.set(account.providerLocationId, await google.getLocation(credentials, account.providerLocationId, WATCH_READ_MASK));
  }
  return found;
}

/** The listing fields a diffMask names that this server can decide on (categories and attributes cannot be sent back). */
export function fieldsOfDiffMask(diffMask: readonly string[]): ListingField[] {
  const fields = diffMask.map(googleFieldOfPath).filter((f): f is ListingField => f !== null);
  return writableFields('google', [...new Set(fields)]);
}

const fingerprintOf = (fields: readonly ListingField[], google: BusinessListing): string =>
  createHash('sha256')
    .update(JSON.stringify([...fields].sort().map((f) => [f, google[f]])))
    .digest('hex');

type Outcome = 'detected' | 'unchanged' | 'resolved' | 'none';
type WatchDeps = ReflectionDeps & Pick<Deps, 'alerts'>;

/** One flagged location: Google's version against our record, recorded as an open edit when they differ. */
async function inspect(deps: WatchDeps, companyId: number, account: WatchedAccount, current: GoogleLocation, credentials: GoogleCredentials): Promise<Outcome> {
  const now = deps.clock.now();
  const open = await findOpenEditOfAccount(deps.db, companyId, account.id);
  if (!current.metadata?.hasGoogleUpdated && !open) return 'none';
  // Our own write to this location is still on its way (a revert or accept just decided, an edit being reflected):
  // what Google shows now is about to be replaced, and comparing it would open again the edit the user just closed.
  // The next run looks at it.
  if (await hasReflectionUnderway(deps.db, companyId, account.id)) return 'none';
  const currentListing = googleToListing(current);
  await saveProviderVersion(deps.db, { companyId, storeId: account.storeId, provider: 'google', localAccountId: account.id, listing: currentListing, raw: current as Record<string, unknown>, fetchedAt: now });
  const record = (await findRecords(deps.db, companyId, [account.storeId])).get(account.storeId) ?? (await startRecord(deps.db, { companyId, storeId: account.storeId, listing: currentListing, now }));
  const updated = current.metadata?.hasGoogleUpdated ? await deps.providers.google.getGoogleUpdated(credentials, account.providerLocationId, GOOGLE_LISTING_READ_MASK) : null;
  const google = updated ? googleToListing(updated.location) : null;
  const fields = updated && google ? fieldsOfDiffMask(updated.diffMask).filter((f) => !sameField(record.listing, google, f)) : [];
  if (!google || fields.length === 0) {
    // Google no longer has a change of its own that differs from ours (decided at Google, or taken over meanwhile).
    if (!open) return 'none';
    await closeEdit(deps.db, companyId, open.id, { status: 'resolved', at: now });
    return 'resolved';
  }
  const fingerprint = fingerprintOf(fields, google);
  if (open?.fingerprint === fingerprint) return 'unchanged';
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    if (open) await closeEdit(tx, companyId, open.id, { status: 'superseded', at: now });
    const edit = await insertOpenEdit(tx, {
      companyId, storeId: account.storeId, localAccountId: account.id, fields, googleValues: google, recordValues: pickFields(record.listing, fields),
      diffMask: updated?.diffMask ?? [], fingerprint, detectedAt: now, createdAt: now, updatedAt: now,
    });
    if (!edit) return 'unchanged';
    await insertChange(tx, { companyId, storeId: account.storeId, userId: null, source: 'google_edit_detected', target: 'google', fields, before: pickFields(record.listing, fields), after: pickFields(google, fields), at: now });
    return 'detected';
  });
  if (outcome === 'detected') await deps.alerts.raise({ kind: 'google_edit', companyId, localAccountId: account.id, sourceKey: `google-edit-${account.id}-${fingerprint}`, fields });
  return outcome;
}

/** Watches one company's linked Google locations; answers how many were checked and what was found. */
export async function watchCompany(deps: WatchDeps, companyId: number): Promise<Record<Outcome, number> & { checked: number }> {
  const counts = { detected: 0, unchanged: 0, resolved: 0, none: 0, checked: 0 };
  const accounts = await googleAccountsOf(deps.db, companyId);
  if (accounts.length === 0) return counts;
  const { adapter, credentials } = await providerAccessFor(deps, companyId, 'google');
  const locations = await currentLocations(adapter, credentials, accounts);
  for (const account of accounts) {
    const current = locations.get(account.providerLocationId);
    if (!current) continue;
    counts.checked += 1;
    try {
      counts[await inspect(deps, companyId, account, current, credentials)] += 1;
    } catch (error) {
      deps.logger.warn({ err: error, companyId, localAccountId: account.id }, 'google edit check failed');
    }
  }
  return counts;
}

/** The daily run over every company with a linked Google account; one company's failure does not stop the others. */
export async function watchGoogleEdits(deps: WatchDeps): Promise<WatchResult> {
  const result: WatchResult = { companies: 0, checked: 0, detected: 0, resolved: 0, failedCompanies: 0 };
  for (const companyId of await companiesWithGoogle(deps.db)) {
    result.companies += 1;
    try {
      const counts = await watchCompany(deps, companyId);
      result.checked += counts.checked;
      result.detected += counts.detected;
      result.resolved += counts.resolved;
    } catch (error) {
      result.failedCompanies += 1;
      deps.logger.warn({ err: error, companyId }, 'google edit watch skipped a company');
    }
  }
  deps.logger.info(result, 'google edit watch finished');
  return result;
}
