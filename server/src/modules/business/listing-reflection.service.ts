import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import { staleBefore, whileClaimed } from '../../jobs/intents';
import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { isProviderError } from '../../providers/shared/provider-errors';
import { refusedWaitMs, withWaitBudget } from '../../providers/shared/wait-budget';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import type { GoogleLocation } from '../../providers/google/google.types';
import type { YahooPlace, YahooPlaceUpdate } from '../../providers/yahoo/yahoo.types';
import { toPlaceUpdateBody } from '../../providers/yahoo/yahoo.mapper';
import { applyListingPatch, emptyListing, PROVIDER_FIELDS, type BusinessListing, type ListingField, type ListingProviderKey } from '../../../../src/shared/business/listing';
import { businessMessagesJa as m } from './business.messages.ja';
import type { ListingChangeSource, ListingReflectionRow, ReflectionSent } from './business-listings.table';
import {
  GOOGLE_UNSUPPORTED_FIELDS, googleAttributesToListing, googleToListing, listingToGoogleAttributes, listingToGooglePatch, listingToYahooUpdate, yahooToListing,
} from './listing-mappers';
import { findProviderVersions, insertChange, pickFields, saveProviderVersion } from './listing-records.repository';
import {
  claimPendingReflections, claimReflection, completeReflection, deferReflection, failReflection, findReflection, insertReflections,
  rawProviderVersion, reflectionAccount, reflectionIntents,
} from './listing-reflections.repository';

// A reflection sends our record's changed fields to one provider listing. It is an intent row (jobs/intents.ts)
// written in the caller's transaction with the provider's payload fixed at that moment, so a retry, a deferral or
// a sweep after a crash sends the very same thing under the same idempotency key.

// broadcaster: the settled hooks push progress (H2's bulk runs).
export type ReflectionDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'database' | 'startedAt' | 'logger' | 'tokenCipher' | 'providers' | 'broadcaster' | 'jobs'>;

/** Called after a reflection ends (done or failed; not when deferred). A failing hook is logged, never rethrown. */
export type ReflectionSettledHook = (deps: ReflectionDeps, reflection: ListingReflectionRow) => Promise<void>;
export const reflectionSettledHooks: ReflectionSettledHook[] = [];

const MAX_ATTEMPTS = 5;
const SWEEP_BATCH = 10;
// A short Retry-After is waited out in the worker; a longer one defers the row (same key) so no worker sits idle.
const WAIT_BUDGET_MS = 10_000;

/** The fields of `fields` this server writes to `provider` (categories are never written; see GOOGLE_UNSUPPORTED_FIELDS). */
export function writableFields(provider: ListingProviderKey, fields: readonly ListingField[]): ListingField[] {
  return fields.filter((f) => f !== 'categories' && PROVIDER_FIELDS[provider].includes(f) && !(provider === 'google' && GOOGLE_UNSUPPORTED_FIELDS.includes(f)));
}

export interface ReflectionTarget {
  provider: ListingProviderKey;
  localAccountId: number;
  /** The changed fields; those the provider does not carry are dropped, and a target left with none is skipped. */
  fields: readonly ListingField[];
}

export interface QueueReflectionsInput {
  companyId: number;
  storeId: number;
  userId: number | null;
  source: ListingChangeSource;
  bulkRunId?: number | null;
  /** Our record as saved: the values sent. */
  listing: BusinessListing;
  targets: readonly ReflectionTarget[];
  now: Date;
}

async function sentFor(tx: Db, input: QueueReflectionsInput, provider: ListingProviderKey, fields: ListingField[]): Promise<ReflectionSent> {
  if (provider === 'google') {
    const location = listingToGooglePatch(input.listing, fields);
    const attributes = fields.includes('attributes') ? listingToGoogleAttributes(input.listing) : undefined;
    return { provider, patch: location.patch as Record<string, unknown>, updateMask: location.updateMask, ...(attributes ? { attributes } : {}) } as ReflectionSent;
  }
  // Yahoo's last read place lets the update keep what the listing has no room for (HOLIDAY hours, other URLs).
  const current = (await rawProviderVersion(tx, input.companyId, input.storeId, 'yahoo')) as YahooPlace | null;
  return { provider, update: listingToYahooUpdate(input.listing, fields, current) as Record<string, unknown> };
}

/**
 * Inserts one reflection intent per target (status queued, a fresh idempotency key, the payload computed now), in
 * the caller's transaction. Hand the answer's ids to dispatchReflections after the commit.
 */
export async function queueReflections(tx: Db, input: QueueReflectionsInput): Promise<ListingReflectionRow[]> {
  const rows = [];
  for (const target of input.targets) {
    const fields = writableFields(target.provider, target.fields);
    if (fields.length === 0) continue;
    rows.push({
      companyId: input.companyId,
      storeId: input.storeId,
      localAccountId: target.localAccountId,
      provider: target.provider,
      userId: input.userId,
      source: input.source,
      bulkRunId: input.bulkRunId ?? null,
      idempotencyKey: `listing-${input.storeId}-${target.provider}-${randomUUID()}`,
      status: 'queued' as const,
      claimedAt: input.now,
      fields,
      listing: input.listing,
      sent: await sentFor(tx, input, target.provider, fields),
      createdAt: input.now,
      updatedAt: input.now,
    });
  }
  return insertReflections(tx, rows);
}

const reflectionIdOf = idPayload('reflectionId');

/** One reflection sent to its provider; the sweep sends what nobody sent. */
export const businessReflectJob = defineSweptJob({
  name: 'business.reflect',
  parse: reflectionIdOf,
  runOne: (deps, { reflectionId }) => reflectListing(deps, reflectionId),
  sweep: reflectPendingListings,
});

/** Hands committed reflections to the workers; the sweep takes any the send misses. */
export async function dispatchReflections(deps: Pick<Deps, 'jobs' | 'logger'>, ids: readonly number[]): Promise<void> {
  for (const reflectionId of ids) await businessReflectJob.send(deps, { reflectionId });
}

const failureMessage = (error: unknown): string => {
  if (error instanceof DomainError) return error.message;
  if (!isProviderError(error)) return m.reflectFailed;
  const detail = error.detail.providerMessage;
  return detail ? `${m.reflectFailed}：${error.message}（${detail}）` : `${m.reflectFailed}：${error.message}`;
};

/** `partial`: the answer carries only some of the listing (Google's attributes alone), never a whole version. */
type Sent = { answer: Record<string, unknown>; listing: BusinessListing; raw: Record<string, unknown> | null; partial: boolean };

async function send(deps: ReflectionDeps, row: ListingReflectionRow): Promise<Sent> {
  const account = await reflectionAccount(deps.db, row);
  if (!account) throw new DomainError('provider_not_linked', 409, m.providerNotLinked);
  const options = { idempotencyKey: row.idempotencyKey };
  if (row.sent.provider === 'google') {
    const sent = row.sent;
    const google = await providerAccessFor(deps, row.companyId, 'google');
    // Two writes under one key: the provider replays a repeated key per resource, so a retry applies each once.
    const location = sent.updateMask.length > 0 ? await google.adapter.patchLocation(google.credentials, account.providerLocationId, sent.patch as GoogleLocation, sent.updateMask, options) : null;
    const attributes = sent.attributes
      ? await google.adapter.updateAttributes(google.credentials, account.providerLocationId, sent.attributes.attributes, sent.attributes.attributeMask, options)
      : null;
    const listing = { ...(location ? googleToListing(location) : emptyListing()), attributes: attributes ? googleAttributesToListing(attributes) : [] };
    return { answer: { ...(location ? { location } : {}), ...(attributes ? { attributes } : {}) }, listing, raw: null, partial: !location };
  }
  const yahoo = await providerAccessFor(deps, row.companyId, 'yahoo');
  const place = await yahoo.adapter.updatePlace(account.providerLocationId, row.sent.update as YahooPlaceUpdate, options);
  const raw = JSON.parse(JSON.stringify(place)) as Record<string, unknown>;
  return { answer: { ...toPlaceUpdateBody(place), place_id: place.placeId }, listing: yahooToListing(place), raw, partial: false };
}

/** The provider's current version after its answer, and the history row of the answer. */
async function recordAnswer(deps: ReflectionDeps, row: ListingReflectionRow, sent: Sent | null, at: Date) {
  const cached = (await findProviderVersions(deps.db, row.companyId, [row.storeId])).get(row.storeId)?.[row.provider];
  const before = cached ? pickFields(cached.listing, row.fields) : {};
  const answered = sent?.listing ?? null;
  const raw = sent?.raw ?? null;
  if (answered && (cached || !sent?.partial)) {
    // Google answers the location whole or in part: only the reflected fields are taken from it.
    const current = row.provider === 'google' && cached ? applyListingPatch(cached.listing, pickFields(answered, row.fields)) : answered;
    await saveProviderVersion(deps.db, { companyId: row.companyId, storeId: row.storeId, provider: row.provider, localAccountId: row.localAccountId, listing: current, ...(raw ? { raw } : {}), fetchedAt: at });
  }
  await insertChange(deps.db, {
    companyId: row.companyId, storeId: row.storeId, userId: row.userId, source: row.source, target: row.provider, fields: row.fields,
    before, after: pickFields(answered ?? row.listing, row.fields), reflectionId: row.id, at,
  });
}

async function settled(deps: ReflectionDeps, id: number): Promise<void> {
  const row = await findReflection(deps.db, id);
  if (!row) return;
  for (const hook of reflectionSettledHooks) {
    try {
      await hook(deps, row);
    } catch (error) {
      deps.logger.warn({ err: error, reflectionId: id }, 'reflection settled hook failed');
    }
  }
}

async function drive(deps: ReflectionDeps, claimed: ListingReflectionRow): Promise<void> {
  try {
    const result = await whileClaimed(deps, reflectionIntents, claimed, () => withWaitBudget(WAIT_BUDGET_MS, () => send(deps, claimed)));
    const now = deps.clock.now();
    if (!(await completeReflection(deps.db, claimed.id, { at: now, attempt: claimed.attempts, answer: result.answer }))) return;
    await recordAnswer(deps, claimed, result, now);
  } catch (error) {
    const now = deps.clock.now();
    const waitMs = refusedWaitMs(error) ?? (isProviderError(error) && error.code === 'rate_limited' ? error.retryAfterMs : undefined);
    if (waitMs !== undefined && claimed.attempts < MAX_ATTEMPTS) {
      const until = new Date(now.getTime() + waitMs);
      await deferReflection(deps.db, claimed.id, { attempt: claimed.attempts, until, at: now });
      // Sent again for the moment the wait ends, so a deferred save goes out then rather than at the next sweep.
      await businessReflectJob.send(deps, { reflectionId: claimed.id }, { startAfter: until });
      return;
    }
    deps.logger.warn({ err: error, reflectionId: claimed.id }, 'listing reflection failed');
    const answer = isProviderError(error) ? { error: { code: error.code, message: error.message, providerMessage: error.detail.providerMessage ?? null } } : null;
    if (!(await failReflection(deps.db, claimed.id, { at: now, attempt: claimed.attempts, message: failureMessage(error), retryable: true, answer }))) return;
    await recordAnswer(deps, claimed, null, now);
  }
  await settled(deps, claimed.id);
}

export async function reflectListing(deps: ReflectionDeps, reflectionId: number): Promise<void> {
  const claimed = await claimReflection(deps.db, reflectionId, { now: deps.clock.now(), staleBefore: staleBefore(deps) });
  if (claimed) await drive(deps, claimed);
}

/** The sweep: reflections nobody sent, deferred ones whose time has come, claims a crashed worker left behind. */
export async function reflectPendingListings(deps: ReflectionDeps): Promise<number> {
  let done = 0;
  for (;;) {
    const claimed = await claimPendingReflections(deps.db, { now: deps.clock.now(), staleBefore: staleBefore(deps), limit: SWEEP_BATCH });
    for (const row of claimed) await drive(deps, row);
    done += claimed.length;
    if (claimed.length < SWEEP_BATCH) return done;
  }
}
