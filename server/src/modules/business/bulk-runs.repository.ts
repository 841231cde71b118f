import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { unsettledRows } from '../../jobs/intents';
import type { ListingProviderKey } from '../../../../src/shared/business/listing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { users } from '../../tenancy/tenancy.table';
import { listingProviderVersions, listingRecords, listingReflections } from './business-listings.table';
import type { BulkChanges, PlannedLine } from './bulk-plan';
import { businessBulkLines, businessBulkRuns, type BulkLineRow, type BulkRunRow } from './bulk-runs.table';
import { reflectionIntents } from './listing-reflections.repository';

/** A chosen store × provider: a local account of the company that belongs to a store. */
export interface BulkAccount {
  id: number;
  storeId: number;
  storeName: string;
  storeCode: string;
  provider: ListingProviderKey;
  linked: boolean;
  /** false for a Yahoo listing linked without the place API (`local:`). */
  reachable: boolean;
}

const accountColumns = {
  id: localAccounts.id,
  storeId: stores.id,
  storeName: stores.name,
  storeCode: stores.storeCode,
  provider: localAccounts.provider,
  status: localAccounts.status,
  providerLocationId: localAccounts.providerLocationId,
};

type AccountRow = { id: number; storeId: number; storeName: string; storeCode: string; provider: ListingProviderKey; status: string; providerLocationId: string };

const toAccount = (row: AccountRow): BulkAccount => ({
  id: row.id,
  storeId: row.storeId,
  storeName: row.storeName,
  storeCode: row.storeCode,
  provider: row.provider,
  linked: row.status === 'linked',
  // As listing-providers.service's reachable: a `local:` Yahoo listing has no place API behind it.
  reachable: !(row.provider === 'yahoo' && row.providerLocationId.startsWith('local:')),
});

/**
 * The company's accounts (a store user's, scope) among `ids` that belong to a store (any status: an unlinked one
 * becomes a skipped line).
 */
export async function findBulkAccounts(db: Db, companyId: number, ids: readonly number[], scope: AccountScope = null): Promise<BulkAccount[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(accountColumns)
    .from(localAccounts)
    .innerJoin(stores, and(eq(stores.id, localAccounts.storeId), eq(stores.companyId, companyId)))
    .where(and(eq(localAccounts.companyId, companyId), inArray(localAccounts.id, [...ids]), inScope(localAccounts.id, scope)))
    .orderBy(asc(stores.storeCode), asc(stores.id), asc(localAccounts.provider));
  return rows.map(toAccount);
}

/** Every linked account of the company (a store user's, scope) (/business/update/all), by store code. */
export async function findAllLinkedAccounts(db: Db, companyId: number, scope: AccountScope = null): Promise<BulkAccount[]> {
  const rows = await db
    .select(accountColumns)
    .from(localAccounts)
    .innerJoin(stores, and(eq(stores.id, localAccounts.storeId), eq(stores.companyId, companyId)))
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), inScope(localAccounts.id, scope)))
    .orderBy(asc(stores.storeCode), asc(stores.id), asc(localAccounts.provider));
  return rows.map(toAccount);
}

/** The stores among `storeIds` with a record or a provider version (ids only: a request over 1,000 stores reads no listing). */
export async function knownStoreIds(db: Db, companyId: number, storeIds: readonly number[]): Promise<Set<number>> {
  if (storeIds.length === 0) return new Set();
  const ids = [...storeIds];
  const [records, versions] = await Promise.all([
    db.select({ storeId: listingRecords.storeId }).from(listingRecords).where(and(eq(listingRecords.companyId, companyId), inArray(listingRecords.storeId, ids))),
    db.selectDistinct({ storeId: listingProviderVersions.storeId }).from(listingProviderVersions).where(and(eq(listingProviderVersions.companyId, companyId), inArray(listingProviderVersions.storeId, ids))),
  ]);
  return new Set([...records, ...versions].map((r) => r.storeId));
}

export async function insertRun(
  db: Db,
  input: { companyId: number; userId: number; scope: 'selected' | 'all'; changes: BulkChanges; accounts: readonly BulkAccount[]; now: Date },
): Promise<BulkRunRow> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(businessBulkRuns)
      .values({ companyId: input.companyId, userId: input.userId, scope: input.scope, changes: input.changes, total: input.accounts.length, createdAt: input.now })
      .returning();
    const lines = input.accounts.map((a) => ({ runId: run.id, companyId: input.companyId, storeId: a.storeId, localAccountId: a.id, provider: a.provider }));
    // Bounded statements: 2 × 5,000 lines in one INSERT would pass PostgreSQL's 65,535 parameters.
    for (let i = 0; i < lines.length; i += 1000) await tx.insert(businessBulkLines).values(lines.slice(i, i + 1000));
    return run;
  });
}

export interface RunWithUser {
  run: BulkRunRow;
  userName: string | null;
}

// A store user sees the runs made of their stores only: a run's counts and lines would tell of the other stores.
// Qualified by hand: a single-table select leaves columns bare, and a bare id inside would be the line's.
const wholeInScope = (scope: AccountScope): SQL | undefined =>
  scope === null
    ? undefined
    : sql`not exists (select 1 from business_bulk_lines l where l.run_id = ${sql.identifier('business_bulk_runs')}.${sql.identifier('id')} and ${notInArray(sql`l.local_account_id`, [...scope])})`;

export async function findRun(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<RunWithUser | null> {
  const [row] = await db
    .select({ run: businessBulkRuns, userName: users.userName })
    .from(businessBulkRuns)
    .leftJoin(users, eq(users.id, businessBulkRuns.userId))
    .where(and(eq(businessBulkRuns.companyId, companyId), eq(businessBulkRuns.id, id), wholeInScope(scope)));
  return row ? { run: row.run, userName: row.userName ?? null } : null;
}

export async function findRunById(db: Db, id: number): Promise<BulkRunRow | null> {
  const [row] = await db.select().from(businessBulkRuns).where(eq(businessBulkRuns.id, id));
  return row ?? null;
}

export async function listRuns(db: Db, companyId: number, window: { limit: number; offset: number }, scope: AccountScope = null): Promise<{ rows: RunWithUser[]; total: number }> {
  const where = and(eq(businessBulkRuns.companyId, companyId), wholeInScope(scope));
  const rows = await db
    .select({ run: businessBulkRuns, userName: users.userName })
    .from(businessBulkRuns)
    .leftJoin(users, eq(users.id, businessBulkRuns.userId))
    .where(where)
    .orderBy(desc(businessBulkRuns.createdAt), desc(businessBulkRuns.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db.select({ total: countInt() }).from(businessBulkRuns).where(where);
  return { rows: rows.map((r) => ({ run: r.run, userName: r.userName ?? null })), total };
}

/** Stores of a run still waiting to be applied, a batch at a time. */
export async function pendingStoresOf(db: Db, runId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ storeId: businessBulkLines.storeId })
    .from(businessBulkLines)
    .where(and(eq(businessBulkLines.runId, runId), eq(businessBulkLines.state, 'pending')))
    .orderBy(asc(businessBulkLines.storeId))
    .limit(limit);
  return rows.map((r) => r.storeId);
}

/** Runs with stores nobody applied (the job was lost, or its process died), oldest first. */
export async function runsWithPendingStores(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ runId: businessBulkLines.runId })
    .from(businessBulkLines)
    .where(eq(businessBulkLines.state, 'pending'))
    .orderBy(asc(businessBulkLines.runId))
    .limit(limit);
  return rows.map((r) => r.runId);
}

/**
 * Takes one store's pending lines of a run inside the caller's transaction; a second worker on the same store waits
 * for this one and then finds none pending, so a store is applied once per run whoever runs it.
 */
export async function lockPendingLines(tx: Db, runId: number, storeId: number): Promise<BulkLineRow[]> {
  return tx
    .select()
    .from(businessBulkLines)
    .where(and(eq(businessBulkLines.runId, runId), eq(businessBulkLines.storeId, storeId), eq(businessBulkLines.state, 'pending')))
    .orderBy(asc(businessBulkLines.id))
    .for('update');
}

export async function settleLine(tx: Db, lineId: number, line: PlannedLine, reflectionId: number | null, now: Date): Promise<void> {
  const state = reflectionId !== null ? 'reflected' : line.skippedReason !== null ? 'skipped' : 'unchanged';
  await tx
    .update(businessBulkLines)
    .set({ state, fields: line.fields, before: line.before, after: line.after, skippedReason: line.skippedReason, reflectionId, appliedAt: now })
    .where(eq(businessBulkLines.id, lineId));
}

/** A store whose record could not be saved: its lines end skipped with the reason, the run goes on. */
export async function skipPendingLines(db: Db, runId: number, storeId: number, reason: string, now: Date): Promise<void> {
  await db
    .update(businessBulkLines)
    .set({ state: 'skipped', skippedReason: reason, appliedAt: now })
    .where(and(eq(businessBulkLines.runId, runId), eq(businessBulkLines.storeId, storeId), eq(businessBulkLines.state, 'pending')));
}

export interface RunCounts {
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
  pending: number;
}

const emptyCounts = (): RunCounts => ({ total: 0, succeeded: 0, failed: 0, skipped: 0, pending: 0 });

/** A line's status as the results show it: its reflection's once queued, queued before its store is applied. */
const lineStatus: SQL<string> = sql<string>`case
  when ${businessBulkLines.state} = 'pending' then 'queued'
  when ${businessBulkLines.state} = 'reflected' then coalesce(${listingReflections.status}, 'failed')
  else 'skipped' end`;

export async function countsOf(db: Db, runIds: readonly number[]): Promise<Map<number, RunCounts>> {
  const counts = new Map<number, RunCounts>(runIds.map((id) => [id, emptyCounts()]));
  if (runIds.length === 0) return counts;
  const rows = await db
    .select({ runId: businessBulkLines.runId, status: lineStatus, n: countInt() })
    .from(businessBulkLines)
    .leftJoin(listingReflections, eq(listingReflections.id, businessBulkLines.reflectionId))
    .where(inArray(businessBulkLines.runId, [...runIds]))
    .groupBy(businessBulkLines.runId, lineStatus);
  for (const row of rows) {
    const c = counts.get(row.runId) ?? emptyCounts();
    c.total += row.n;
    if (row.status === 'done') c.succeeded += row.n;
    else if (row.status === 'failed') c.failed += row.n;
    else if (row.status === 'skipped') c.skipped += row.n;
    else c.pending += row.n;
    counts.set(row.runId, c);
  }
  return counts;
}

export type BulkResultStatus = 'queued' | 'sending' | 'done' | 'failed' | 'skipped';

export interface BulkResultRow {
  line: BulkLineRow;
  storeName: string;
  status: BulkResultStatus;
  error: string | null;
  finishedAt: Date | null;
}

// Failures first (what the person came to retry), then what is still moving, then the rest, by store code.
const statusOrder = sql`case ${lineStatus} when 'failed' then 0 when 'sending' then 1 when 'queued' then 2 when 'skipped' then 3 else 4 end`;

export async function listResults(
  db: Db,
  companyId: number,
  runId: number,
  filter: { status: BulkResultStatus | null },
  window: { limit: number; offset: number },
): Promise<{ rows: BulkResultRow[]; total: number }> {
  const where = and(eq(businessBulkLines.companyId, companyId), eq(businessBulkLines.runId, runId), filter.status ? sql`${lineStatus} = ${filter.status}` : undefined);
  const rows = await db
    .select({
      line: businessBulkLines,
      storeName: stores.name,
      status: lineStatus,
      reflectionError: listingReflections.errorMessage,
      reflectionFinishedAt: listingReflections.finishedAt,
    })
    .from(businessBulkLines)
    .innerJoin(stores, eq(stores.id, businessBulkLines.storeId))
    .leftJoin(listingReflections, eq(listingReflections.id, businessBulkLines.reflectionId))
    .where(where)
    .orderBy(statusOrder, asc(stores.storeCode), asc(businessBulkLines.id))
    .limit(window.limit)
    .offset(window.offset);
  const [{ total }] = await db
    .select({ total: countInt() })
    .from(businessBulkLines)
    .leftJoin(listingReflections, eq(listingReflections.id, businessBulkLines.reflectionId))
    .where(where);
  return {
    rows: rows.map((r) => ({
      line: r.line,
      storeName: r.storeName,
      status: r.status as BulkResultStatus,
      error: r.line.state === 'reflected' ? r.reflectionError : r.line.skippedReason,
      finishedAt: r.line.state === 'reflected' ? r.reflectionFinishedAt : r.line.appliedAt,
    })),
    total,
  };
}

/**
 * The run's failed reflections queued again with their own idempotency keys and payloads, attempts reset so each gets
 * the full retry budget; answers their ids for dispatch.
 */
export async function requeueFailedReflections(db: Db, companyId: number, runId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(listingReflections)
    .set({ status: 'queued', attempts: 0, errorMessage: null, finishedAt: null, claimedAt: now, updatedAt: now })
    .where(and(eq(listingReflections.companyId, companyId), eq(listingReflections.bulkRunId, runId), eq(listingReflections.status, 'failed'), eq(listingReflections.retryable, true)))
    .returning({ id: listingReflections.id });
  return rows.map((r) => r.id);
}

export interface RunQueue {
  /** Reflections of the run still queued or being sent. */
  open: number;
  /** Deferred reflections (queued again after a claim: their job is spent) whose time has come. */
  dueDeferred: number[];
  /** When the next deferred reflection may go, if one waits. */
  nextDeferredAt: Date | null;
}

/** The run's reflections the pacer follows (see bulk-apply.jobs.ts). */
export async function runQueue(db: Db, runId: number, now: Date): Promise<RunQueue> {
  const rows = await db
    .select({ id: listingReflections.id, status: listingReflections.status, attempts: listingReflections.attempts, claimedAt: listingReflections.claimedAt })
    .from(listingReflections)
    .where(and(eq(listingReflections.bulkRunId, runId), unsettledRows(reflectionIntents)));
  const deferred = rows.filter((r) => r.status === 'queued' && r.attempts > 0);
  const waiting = deferred.filter((r) => r.claimedAt > now).map((r) => r.claimedAt.getTime());
  return {
    open: rows.length,
    dueDeferred: deferred.filter((r) => r.claimedAt <= now).map((r) => r.id),
    nextDeferredAt: waiting.length > 0 ? new Date(Math.min(...waiting)) : null,
  };
}

/** Stamps the end of a run once (false when it was already stamped). */
export async function markRunFinished(db: Db, runId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(businessBulkRuns)
    .set({ finishedAt: now })
    .where(and(eq(businessBulkRuns.id, runId), isNull(businessBulkRuns.finishedAt)))
    .returning({ id: businessBulkRuns.id });
  return rows.length > 0;
}

export async function reopenRun(db: Db, runId: number): Promise<void> {
  await db.update(businessBulkRuns).set({ finishedAt: null }).where(eq(businessBulkRuns.id, runId));
}
