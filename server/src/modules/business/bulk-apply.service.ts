import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound, validationError } from '../../http/errors';
import { diffListings, emptyListing } from '../../../../src/shared/business/listing';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { planStore, type BulkChanges, type StoreListingState, type StorePlan } from './bulk-plan';
import { announceProgress } from './bulk-progress.service';
import { toBulkRun, toPreviewLine } from './bulk-run.mapper';
import { bulkMessagesJa as m } from './bulk-run.messages.ja';
import {
  findAllLinkedAccounts, findBulkAccounts, findRunById, insertRun, knownStoreIds, lockPendingLines, pendingStoresOf, settleLine, skipPendingLines,
  type BulkAccount, type RunCounts,
} from './bulk-runs.repository';
import type { BulkRunRow } from './bulk-runs.table';
import { findListingStores, findProviderVersions, findRecords, insertChange, pickFields, saveRecord, startRecord } from './listing-records.repository';
import { freshProviderVersions } from './listing-providers.service';
import { dispatchReflections, queueReflections, type ReflectionDeps } from './listing-reflection.service';

// A bulk edit in two halves. The request checks the accounts, writes the run with one pending line per store ×
// provider and answers; the business.bulk-apply job then applies the stores a batch at a time, each in one
// transaction (record saved over the version read in it, reflections queued for that store's lines), and hands the
// reflections to business.reflect. A bulk edit is an explicit send: it reflects to the chosen accounts whether their
// automatic reflection is on or off.

export type BulkDeps = ReflectionDeps & Pick<Deps, 'jobs' | 'broadcaster'>;

export interface BulkRequest {
  scope: 'selected' | 'all';
  local_accounts?: string[];
  changes: BulkChanges;
}

/** Stores applied per batch: each batch's reflections are dispatched before the next one is read. */
const STORE_BATCH = 10;
/**
 * Stores never read (no record, no provider version) are read on the request when there are at most this many, so
 * a bulk edit of a few stores just linked works at once; a larger set would keep the request waiting on the quota.
 */
const READ_ON_REQUEST = 10;
const CONFLICT_ATTEMPTS = 3;
export const BULK_APPLY_JOB = 'business.bulk-apply';

/**
 * The chosen accounts: a key of another company (or unknown, or outside a store user's stores) answers 404 and nothing
 * is planned; 'all' is a store user's stores. The run's lines fix them, so the job needs no session to keep to them.
 */
async function resolveAccounts(db: Db, auth: AuthContext, request: BulkRequest): Promise<BulkAccount[]> {
  const companyId = auth.company.id;
  if (request.scope === 'all') {
    const all = await findAllLinkedAccounts(db, companyId, auth.accountScope);
    if (all.length === 0) throw validationError({ local_accounts: [m.noAccounts] });
    return all;
  }
  const keys = [...new Set(request.local_accounts ?? [])];
  if (keys.length === 0) throw validationError({ local_accounts: [m.localAccountsRequired] });
  const refs = parseAccountKeys(keys);
  const found = new Map((await findBulkAccounts(db, companyId, refs.map((r) => r.id), auth.accountScope)).map((a) => [a.id, a]));
  if (refs.some((ref) => found.get(ref.id)?.provider !== ref.provider)) throw notFound();
  return [...found.values()];
}

interface LoadedStore {
  state: StoreListingState;
  /** The record's version read, or null when the store has none yet. */
  version: number | null;
}

/** Our records and the providers' versions; a store without a record starts from what a provider shows. */
async function loadStores(db: Db, companyId: number, stores: readonly { id: number; name: string }[]): Promise<Map<number, LoadedStore>> {
  const ids = stores.map((s) => s.id);
  const [records, versions] = await Promise.all([findRecords(db, companyId, ids), findProviderVersions(db, companyId, ids)]);
  return new Map(
    stores.map((store) => {
      const google = versions.get(store.id)?.google?.listing ?? null;
      const yahoo = versions.get(store.id)?.yahoo?.listing ?? null;
      const record = records.get(store.id);
      const base = record?.listing ?? google ?? yahoo ?? { ...emptyListing(), name: store.name };
      const known = record !== undefined || google !== null || yahoo !== null;
      return [store.id, { state: { record: base, providerVersions: { google, yahoo }, known }, version: record?.version ?? null }];
    }),
  );
}

/** Reads the providers of the chosen stores never read yet, when they are few (see READ_ON_REQUEST). */
async function readUnknownStores(deps: BulkDeps, companyId: number, storeIds: readonly number[]): Promise<void> {
  const known = await knownStoreIds(deps.db, companyId, storeIds);
  const unknown = storeIds.filter((id) => !known.has(id));
  if (unknown.length === 0 || unknown.length > READ_ON_REQUEST) return;
  const { rows } = await findListingStores(deps.db, companyId, { storeIds: unknown });
  await freshProviderVersions(deps, companyId, rows, { onlyMissing: true });
}

const groupByStore = (accounts: readonly BulkAccount[]): Map<number, BulkAccount[]> => {
  const byStore = new Map<number, BulkAccount[]>();
  for (const account of accounts) byStore.set(account.storeId, [...(byStore.get(account.storeId) ?? []), account]);
  return byStore;
};

const targetsOf = (accounts: readonly BulkAccount[]) => accounts.map((a) => ({ localAccountId: a.id, provider: a.provider, linked: a.linked, reachable: a.reachable }));

export async function previewBusinessBulk(deps: BulkDeps, auth: AuthContext, request: BulkRequest) {
  const byStore = groupByStore(await resolveAccounts(deps.db, auth, request));
  await readUnknownStores(deps, auth.company.id, [...byStore.keys()]);
  const loaded = await loadStores(deps.db, auth.company.id, [...byStore.values()].map((accounts) => ({ id: accounts[0].storeId, name: accounts[0].storeName })));
  const data = [...byStore.values()].flatMap((accounts) => {
    const plan = planStore((loaded.get(accounts[0].storeId) as LoadedStore).state, targetsOf(accounts), request.changes);
    return plan.lines.map((line, i) => toPreviewLine(accounts[i], line));
  });
  const skipped = data.filter((line) => line.skipped_reason !== null).length;
  const changing = data.filter((line) => line.skipped_reason === null && line.fields.length > 0).length;
  return { data, total: data.length, changing, skipped };
}

export async function applyBusinessBulk(deps: BulkDeps, auth: AuthContext, request: BulkRequest) {
  const accounts = await resolveAccounts(deps.db, auth, request);
  await readUnknownStores(deps, auth.company.id, [...groupByStore(accounts).keys()]);
  const run = await insertRun(deps.db, { companyId: auth.company.id, userId: auth.user.id, scope: request.scope, changes: request.changes, accounts, now: deps.clock.now() });
  const sent = await deps.jobs.send(BULK_APPLY_JOB, { runId: run.id }).catch((error: unknown) => {
    deps.logger.warn({ err: error, runId: run.id }, 'bulk apply dispatch failed; left for the sweep');
    return false;
  });
  // Without workers in this process the sweep of another one applies it; the answer is the same either way.
  if (!sent) deps.logger.info({ runId: run.id }, 'bulk apply left for the sweep');
  announceProgress(deps, run.id);
  // Just written: every line waits for its store.
  const counts: RunCounts = { total: run.total, succeeded: 0, failed: 0, skipped: 0, pending: run.total };
  return { message: m.applied(groupByStore(accounts).size), data: toBulkRun({ run, userName: auth.user.userName }, counts) };
}

async function saveBulkRecord(tx: Db, run: BulkRunRow, storeId: number, loaded: LoadedStore, plan: StorePlan, now: Date): Promise<void> {
  const before = loaded.state.record;
  const version = loaded.version ?? (await startRecord(tx, { companyId: run.companyId, storeId, listing: before, now })).version;
  await saveRecord(tx, { companyId: run.companyId, storeId, expectedVersion: version, listing: plan.next, userId: run.userId, now });
  const fields = diffListings(before, plan.next);
  await insertChange(tx, { companyId: run.companyId, storeId, userId: run.userId, source: 'bulk', target: 'record', fields, before: pickFields(before, fields), after: pickFields(plan.next, fields), at: now });
}

/** One store of a run, in one transaction; answers the reflections it queued (none when another worker had it). */
async function applyStoreOnce(deps: BulkDeps, run: BulkRunRow, storeId: number): Promise<number[]> {
  return deps.db.transaction(async (tx) => {
    const lines = await lockPendingLines(tx, run.id, storeId);
    if (lines.length === 0) return [];
    const accounts = new Map((await findBulkAccounts(tx, run.companyId, lines.map((l) => l.localAccountId))).map((a) => [a.id, a]));
    const targets = lines.map((l) => {
      const account = accounts.get(l.localAccountId);
      return { localAccountId: l.localAccountId, provider: l.provider, linked: account?.linked ?? false, reachable: account?.reachable ?? false };
    });
    const name = accounts.get(lines[0].localAccountId)?.storeName ?? '';
    const loaded = (await loadStores(tx, run.companyId, [{ id: storeId, name }])).get(storeId) as LoadedStore;
    const plan = planStore(loaded.state, targets, run.changes);
    const now = deps.clock.now();
    if (plan.saveRecord) await saveBulkRecord(tx, run, storeId, loaded, plan, now);
    const queued = await queueReflections(tx, {
      companyId: run.companyId,
      storeId,
      userId: run.userId,
      source: 'bulk',
      bulkRunId: run.id,
      listing: plan.next,
      targets: plan.lines.filter((l) => l.skippedReason === null && l.fields.length > 0).map((l) => ({ provider: l.provider, localAccountId: l.localAccountId, fields: l.fields })),
      now,
    });
    const reflectionOf = new Map(queued.map((r) => [r.localAccountId, r.id]));
    for (const [i, line] of lines.entries()) await settleLine(tx, line.id, plan.lines[i], reflectionOf.get(line.localAccountId) ?? null, now);
    return queued.map((r) => r.id);
  });
}

/** A save that meets another save of the same record is planned again from the newer record. */
async function applyStore(deps: BulkDeps, run: BulkRunRow, storeId: number): Promise<number[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await applyStoreOnce(deps, run, storeId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'listing_conflict' && attempt < CONFLICT_ATTEMPTS) continue;
      deps.logger.warn({ err: error, runId: run.id, storeId }, 'bulk edit of a store failed');
      await skipPendingLines(deps.db, run.id, storeId, m.storeFailed, deps.clock.now());
      return [];
    }
  }
}

/** Applies every pending store of a run, a batch at a time; safe to run twice (a store is applied once). */
export async function applyRunStores(deps: BulkDeps, runId: number): Promise<number> {
  const run = await findRunById(deps.db, runId);
  if (!run) return 0;
  let applied = 0;
  for (;;) {
    const storeIds = await pendingStoresOf(deps.db, runId, STORE_BATCH);
    const reflections: number[] = [];
    for (const storeId of storeIds) {
      reflections.push(...(await applyStore(deps, run, storeId)));
      // On the embedded database every query shares one connection: a turn for the requests and the reflections
      // between two stores keeps a 1,000-store run from holding them up.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await dispatchReflections(deps, reflections);
    applied += storeIds.length;
    if (storeIds.length > 0) announceProgress(deps, runId);
    if (storeIds.length < STORE_BATCH) return applied;
  }
}
