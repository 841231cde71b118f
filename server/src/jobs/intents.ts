import { and, asc, eq, getTableColumns, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Deps } from '../deps';
import type { Db } from '../db/client';

// An intent row is a unit of background work kept in a table so it outlives a crashed worker: a worker claims it
// (status → claimed, attempts + 1, claim time stamped), ends it done or failed, and the per-minute sweep takes again
// a claim left behind (claimed for longer than INTENT_STALE_SECONDS). The tables predate this helper and name their
// columns differently (started_at, send_after, created_at as the claim time), so the helper is told which columns
// play which part instead of owning the columns.

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

export interface IntentTable<T extends PgTable> {
  table: T;
  columns: {
    id: ColumnKey<T>;
    status: ColumnKey<T>;
    attempts: ColumnKey<T>;
    /** When the current claim was taken (or last renewed); its age tells a stale claim. */
    claimedAt: ColumnKey<T>;
    errorMessage: ColumnKey<T>;
    /** Stamped by complete. */
    completedAt?: ColumnKey<T>;
    /** Stamped by fail. */
    failedAt?: ColumnKey<T>;
  };
  states: {
    /** Statuses a claim takes by default. */
    ready: readonly string[];
    claimed: string;
    done: string;
    failed: string;
  };
  /**
   * false when the claim time is not a column of its own (review reply intents age from their creation): claims
   * then leave it alone and there is nothing to renew.
   */
  stampClaim?: boolean;
}

export type IntentRow<T extends PgTable> = T['$inferSelect'];

/** Typed identity: checks the column names against the table once, where the intent table is described. */
export const defineIntentTable = <T extends PgTable>(spec: IntentTable<T>): IntentTable<T> => spec;

const column = <T extends PgTable>(spec: IntentTable<T>, key: ColumnKey<T>): PgColumn => getTableColumns(spec.table)[key] as PgColumn;

// The set clauses name columns by the table's property names, which the spec holds as strings.
const setOf = <T extends PgTable>(values: Record<string, unknown>): PgUpdateSetSource<T> => values as PgUpdateSetSource<T>;

/**
 * The moment before which a claim is stale: INTENT_STALE_SECONDS ago. On the embedded database one process owns the
 * data directory (db/lock.ts), so a claim older than this process was left by one that died and is stale at once.
 */
export const staleBefore = (deps: Pick<Deps, 'clock' | 'config' | 'database' | 'startedAt'>): Date => {
  const window = deps.clock.now().getTime() - deps.config.intentStaleSeconds * 1000;
  return new Date(deps.database.kind === 'pglite' ? Math.max(window, deps.startedAt.getTime()) : window);
};

/** Claimed rows whose claim is older than staleBefore: their worker died (a live one renews its claim). */
export const staleClaims = <T extends PgTable>(spec: IntentTable<T>, before: Date): SQL =>
  and(eq(column(spec, spec.columns.status), spec.states.claimed), lt(column(spec, spec.columns.claimedAt), before)) as SQL;

export const readyRows = <T extends PgTable>(spec: IntentTable<T>): SQL => inArray(column(spec, spec.columns.status), [...spec.states.ready]);

/** Rows not settled yet: waiting to be claimed or claimed (the work is still on its way). */
export const unsettledRows = <T extends PgTable>(spec: IntentTable<T>): SQL =>
  inArray(column(spec, spec.columns.status), [...spec.states.ready, spec.states.claimed]);

export interface ClaimInput {
  now: Date;
  /** One row by id; without it, up to `limit` rows (oldest claim time first, rows another worker locks skipped). */
  id?: number;
  limit?: number;
  /** Which rows may be taken; the ready statuses when absent. */
  where?: SQL;
  /** More columns to set with the claim (a cleared error, an approved text). */
  set?: Record<string, unknown>;
}

/**
 * Takes rows for this worker with one UPDATE … RETURNING whose conditions are checked again on each row, so two
 * workers (or a job delivered twice) never take the same row. attempts counts the claims and fences them: a run
 * whose row was taken again since has an older attempts value and can no longer complete or fail it.
 */
export async function claim<T extends PgTable>(db: Db, spec: IntentTable<T>, input: ClaimInput): Promise<IntentRow<T>[]> {
  const id = column(spec, spec.columns.id);
  const attempts = column(spec, spec.columns.attempts);
  const allowed = input.where ?? readyRows(spec);
  const values: Record<string, unknown> = { [spec.columns.status]: spec.states.claimed, [spec.columns.attempts]: sql`${attempts} + 1`, ...input.set };
  if (spec.stampClaim !== false) values[spec.columns.claimedAt] = input.now;
  const update = async (tx: Db, target: SQL) => (await tx.update(spec.table).set(setOf<T>(values)).where(and(target, allowed)).returning()) as IntentRow<T>[];
  if (input.id !== undefined) return update(db, eq(id, input.id));
  // Picked first, then updated, in one transaction: as a subquery of the UPDATE (`id IN (SELECT … LIMIT n FOR UPDATE
  // SKIP LOCKED)`) PostgreSQL may run the pick more than once and claim more than n rows, orphaning the extra claims
  // until they go stale.
  return db.transaction(async (tx) => {
    const picked = await tx
      .select({ id })
      .from(spec.table as PgTable)
      .where(allowed)
      .orderBy(asc(column(spec, spec.columns.claimedAt)), asc(id))
      .limit(input.limit ?? 1)
      .for('update', { skipLocked: true });
    return picked.length === 0 ? [] : update(tx, inArray(id, picked.map((row) => row.id)));
  });
}

export async function claimOne<T extends PgTable>(db: Db, spec: IntentTable<T>, id: number, input: Omit<ClaimInput, 'id' | 'limit'>): Promise<IntentRow<T> | null> {
  const [row] = await claim(db, spec, { ...input, id });
  return row ?? null;
}

export interface SettleInput {
  at: Date;
  /** The attempts value the claim returned: a row claimed again since is left to its newer run. */
  attempt?: number;
  /** Another terminal (or a ready) status than the spec's done / failed. */
  status?: string;
  set?: Record<string, unknown>;
}

async function settle<T extends PgTable>(db: Db, spec: IntentTable<T>, id: number, values: Record<string, unknown>, attempt: number | undefined) {
  const conditions: SQL[] = [eq(column(spec, spec.columns.id), id), eq(column(spec, spec.columns.status), spec.states.claimed)];
  if (attempt !== undefined) conditions.push(eq(column(spec, spec.columns.attempts), attempt));
  const rows = await db
    .update(spec.table)
    .set(setOf<T>(values))
    .where(and(...conditions))
    .returning();
  return (rows as IntentRow<T>[])[0] ?? null;
}

/** Ends a claimed row done (error cleared); null when it is no longer this run's claim. */
export async function complete<T extends PgTable>(db: Db, spec: IntentTable<T>, id: number, input: SettleInput): Promise<IntentRow<T> | null> {
  const values: Record<string, unknown> = { [spec.columns.status]: input.status ?? spec.states.done, [spec.columns.errorMessage]: null };
  if (spec.columns.completedAt) values[spec.columns.completedAt] = input.at;
  return settle(db, spec, id, { ...values, ...input.set }, input.attempt);
}

/** Ends a claimed row failed with its message; null when it is no longer this run's claim. */
export async function fail<T extends PgTable>(db: Db, spec: IntentTable<T>, id: number, message: string | null, input: SettleInput): Promise<IntentRow<T> | null> {
  const values: Record<string, unknown> = { [spec.columns.status]: input.status ?? spec.states.failed, [spec.columns.errorMessage]: message };
  if (spec.columns.failedAt) values[spec.columns.failedAt] = input.at;
  return settle(db, spec, id, { ...values, ...input.set }, input.attempt);
}

/** Stale claims (oldest first), optionally narrowed (e.g. attempts left). */
export async function findStale<T extends PgTable>(db: Db, spec: IntentTable<T>, input: { before: Date; limit: number; where?: SQL }): Promise<IntentRow<T>[]> {
  const rows = await db
    .select()
    .from(spec.table as PgTable)
    .where(and(staleClaims(spec, input.before), input.where))
    .orderBy(asc(column(spec, spec.columns.claimedAt)), asc(column(spec, spec.columns.id)))
    .limit(input.limit);
  return rows as IntentRow<T>[];
}

/** Puts stale claims back to the first ready status, for a sweep that takes ready rows by its own rules. */
export async function releaseStale<T extends PgTable>(db: Db, spec: IntentTable<T>, before: Date): Promise<number> {
  const rows = await db
    .update(spec.table)
    .set(setOf<T>({ [spec.columns.status]: spec.states.ready[0] }))
    .where(staleClaims(spec, before))
    .returning({ id: column(spec, spec.columns.id) });
  return rows.length;
}

/** Renews a live claim so the sweep does not take a slow run's row; false once the row is no longer this claim. */
export async function renewClaim<T extends PgTable>(db: Db, spec: IntentTable<T>, id: number, attempt: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(spec.table)
    .set(setOf<T>({ [spec.columns.claimedAt]: now }))
    .where(and(eq(column(spec, spec.columns.id), id), eq(column(spec, spec.columns.status), spec.states.claimed), eq(column(spec, spec.columns.attempts), attempt)))
    .returning({ id: column(spec, spec.columns.id) });
  return rows.length > 0;
}

/**
 * Runs the work of one claimed row while renewing its claim every third of the stale window, so only a claim
 * whose worker stopped goes stale. The renewal is best effort: a failed one only lets the sweep run the row again.
 */
export async function whileClaimed<T extends PgTable, R>(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'logger'>,
  spec: IntentTable<T>,
  claimed: { id: number; attempts: number },
  work: () => Promise<R>,
): Promise<R> {
  if (spec.stampClaim === false) return work();
  const timer = setInterval(() => {
    renewClaim(deps.db, spec, claimed.id, claimed.attempts, deps.clock.now()).catch((error: unknown) => deps.logger.warn({ err: error, id: claimed.id }, 'claim renewal failed'));
  }, (deps.config.intentStaleSeconds * 1000) / 3);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
