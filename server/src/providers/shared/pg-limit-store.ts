import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerLimitCalls } from './provider-limit-calls.table';
import type { LimitAttempt, LimitEntry, LimitStore } from './shared-rate-limiter';

export interface PgLimitStoreOptions {
  /** Rows of keys nobody has used for this long are swept (per-profile keys of profiles no longer edited). */
  sweepAfterMs?: number;
  /** Tests pin the time here; left unset, every process reads the database's one clock. */
  now?: () => number;
}

// The two-int form of the advisory lock keeps these locks apart from the single-bigint ones (migrations, pg-boss).
// Any fixed number works, as long as every process uses the same one ('meol' in ASCII).
const LOCK_NAMESPACE = 0x6d656f6c;
const DEFAULT_SWEEP_AFTER_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

async function databaseNow(tx: Pick<Db, 'execute'>): Promise<number> {
  const [{ now }] = rowsOf<{ now: string }>(await tx.execute(sql`select floor(extract(epoch from clock_timestamp()) * 1000)::bigint as now`));
  return Number(now);
}

/**
 * The shared limiter's store in PostgreSQL, on the database handle the server already uses (no Redis). One transaction
 * per attempt: an advisory lock per key (taken in one order, so two multi-key calls cannot deadlock) makes the check
 * and the count atomic across processes, and the time is the database's own clock.
 */
export function createPgLimitStore(db: Db, options: PgLimitStoreOptions = {}): LimitStore {
  const sweepAfterMs = options.sweepAfterMs ?? DEFAULT_SWEEP_AFTER_MS;
  let lastSweep = Number.NEGATIVE_INFINITY;

  return {
    async tryAcquire(entries: readonly LimitEntry[]): Promise<LimitAttempt> {
      const attempt = await db.transaction(async (tx) => {
        const keys = sql.join(
          entries.map((entry) => sql`(${entry.key}::text)`),
          sql`, `,
        );
        // ORDER BY runs before a volatile output function, so the locks are taken in hash order.
        await tx.execute(sql`
          select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, h)
          from (select distinct hashtext(k) as h from (values ${keys}) as l(k)) as hashes
          order by h`);
        // Read after the locks: whoever held them before has committed, and no call counted later has an earlier time.
        const at = options.now ? options.now() : await databaseNow(tx);
        const windows = sql.join(
          entries.map((entry) => sql`(${entry.key}::text, ${entry.limit}::int, ${entry.windowMs}::bigint)`),
          sql`, `,
        );
        // The window is closed ([now - windowMs, now]): only calls strictly older leave it, as in rate-limiter.ts.
        await tx.execute(sql`
          delete from ${providerLimitCalls} c using (values ${windows}) as l(key, lim, window_ms)
          where c.key = l.key and c.at_ms < ${at}::bigint - l.window_ms`);
        // A key is full when its limit-th newest call is still inside the window; that call leaving frees it.
        const blocking = rowsOf<{ key: string; at_ms: string; window_ms: string }>(
          await tx.execute(sql`
            select l.key, b.at_ms, l.window_ms
            from (values ${windows}) as l(key, lim, window_ms)
            cross join lateral (
              select c.at_ms from ${providerLimitCalls} c
              where c.key = l.key and c.at_ms >= ${at}::bigint - l.window_ms
              order by c.at_ms desc offset l.lim - 1 limit 1
            ) as b`),
        );
        if (blocking.length > 0) {
          const waitMs = Math.max(...blocking.map((row) => Number(row.at_ms) + Number(row.window_ms) + 1 - at));
          return { admitted: false as const, waitMs: Math.max(1, waitMs), fullKeys: blocking.map((row) => row.key), at };
        }
        await tx.insert(providerLimitCalls).values(entries.map((entry) => ({ key: entry.key, atMs: at })));
        return { admitted: true as const, at };
      });
      if (attempt.at - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = attempt.at;
        // Housekeeping only: a failed sweep is retried a minute later and must not refuse a call already counted.
        await db
          .delete(providerLimitCalls)
          .where(sql`${providerLimitCalls.atMs} < ${attempt.at - sweepAfterMs}`)
          .catch(() => undefined);
      }
      return attempt.admitted ? { admitted: true, at: attempt.at } : { admitted: false, waitMs: attempt.waitMs, fullKeys: attempt.fullKeys };
    },
    // The database handle is the server's: it closes it.
    close: async () => undefined,
  };
}
