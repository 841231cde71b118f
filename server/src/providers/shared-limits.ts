import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { GOOGLE_SENDING_LIMITS } from './registry';
import type { ProviderClock } from './shared/provider-clock';
import { prefixRateLimits, type RateLimiter } from './shared/rate-limiter';
import { createSharedRateLimiter, type LimitStore } from './shared/shared-rate-limiter';

export interface GoogleLimits {
  limiter: RateLimiter;
  /** Where the quota is kept: shared by every process (Redis, PostgreSQL) or this process's alone. */
  kind: 'redis' | 'pg' | 'memory';
  /** Ends the store's own connection (Redis); call on shutdown. */
  close(): Promise<void>;
}

export interface GoogleLimitsInput {
  config: Pick<Config, 'redisUrl'>;
  database: Database;
  /** Whether this process opened the database itself; one handed in (tests) keeps the quota in memory. */
  openedHere: boolean;
  clock: ProviderClock;
  logger: { warn(object: Record<string, unknown>, message: string): void };
  /** The process's Redis command connection (deps.redis), reused instead of opening another; stays the caller's. */
  redis?: Redis | null;
  /** Today's in-memory limiter (with its call journal), built only when no store is shared. */
  inMemory: () => RateLimiter;
}

// A store outage fails every provider call; one warning a minute says so without flooding the log.
const WARN_EVERY_MS = 60_000;

/**
 * One Google / search quota for every process of a deployment: in Redis when REDIS_URL is set, else in PostgreSQL
 * (DATABASE_URL), else (the embedded database, one process) in memory as before. The limits stay GOOGLE_SENDING_LIMITS.
 */
export async function googleLimiterOf(input: GoogleLimitsInput): Promise<GoogleLimits> {
  const { config, database, openedHere, clock } = input;
  if (!openedHere || (!config.redisUrl && database.kind !== 'pg')) return { limiter: input.inMemory(), kind: 'memory', close: async () => undefined };
  let lastWarning = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  const warn = (err: unknown) => {
    const now = clock.now();
    if (now - lastWarning < WARN_EVERY_MS) {
      suppressed += 1;
      return;
    }
    input.logger.warn({ err, suppressed }, 'the shared provider quota store is unreachable: provider calls are refused until it answers');
    lastWarning = now;
    suppressed = 0;
  };
  let store: LimitStore;
  let kind: GoogleLimits['kind'];
  if (config.redisUrl) {
    // ioredis is loaded only when REDIS_URL is set: the embedded default starts without it.
    const { createRedisLimitStore } = await import('./shared/redis-limit-store');
    store = createRedisLimitStore(input.redis ?? config.redisUrl, { onError: warn });
    kind = 'redis';
  } else {
    const { createPgLimitStore } = await import('./shared/pg-limit-store');
    store = createPgLimitStore(database.db);
    kind = 'pg';
  }
  const limiter = createSharedRateLimiter({ store, clock, limits: prefixRateLimits(GOOGLE_SENDING_LIMITS), provider: 'google', onError: warn });
  return { limiter, kind, close: () => store.close() };
}
