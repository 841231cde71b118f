import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { requestRateCounters } from './request-rate-counters.table';

// Every so many counts, the windows that ended an hour ago or more are deleted: a table nobody trims would grow
// with every visitor.
const TRIM_EVERY = 200;

// Keys are stored as their SHA-256: they carry client addresses and the e-mail addresses typed at login, which the
// table need not hold in clear, and a login body may carry a NUL character that PostgreSQL's text type refuses
// (the request is counted before its body is validated).
const storedKey = (key: string): string => createHash('sha256').update(key).digest('hex');

type Result = { current: number; ttl: number };

/**
 * @fastify/rate-limit's store on PostgreSQL, for API processes that share a database but no Redis: every process
 * counts against one budget. A fixed window per key, as the library's own stores keep it, timed by the database's
 * clock so processes on several machines agree. One upsert per count: the row lock makes concurrent counts of a key
 * take turns, so none is lost.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;
  const count = async (key: string, windowMs: number): Promise<Result> => {
    const c = requestRateCounters;
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    // One instant for the whole count (the window a new row would open is excluded.window_ends_at), taken with
    // clock_timestamp(): now() is when the transaction began, and the answer's ttl is measured after any wait for the
    // row lock, so it never exceeds the window.
    const result = await db.execute(sql`
      insert into ${c} as c (key, hits, window_ends_at) select ${storedKey(key)}, 1, clock_timestamp() + ${window}
      on conflict (key) do update set
        hits = case when c.window_ends_at <= excluded.window_ends_at - ${window} then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= excluded.window_ends_at - ${window} then excluded.window_ends_at else c.window_ends_at end
      returning c.hits as hits, greatest(0, ceil(extract(epoch from c.window_ends_at - clock_timestamp()) * 1000))::int as ttl`);
    counted += 1;
    if (counted % TRIM_EVERY === 0) await db.execute(sql`delete from ${c} where window_ends_at < clock_timestamp() - interval '1 hour'`);
    const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
    return { current: Number(row.hits), ttl: Number(row.ttl) };
  };

  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void {
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The same key on two routes is two budgets, as in the library's Redis store.
    // The library passes the route's merged options with `routeInfo` (empty for app.createRateLimit), not the route.
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new PgRateLimitStore(`${this.prefix}${route?.method ?? ''}${route?.url ?? ''}-`);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
