import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LimitAttempt, LimitEntry, LimitStore } from './shared-rate-limiter';

export const DEFAULT_LIMIT_KEY_PREFIX = 'meo:limit:';

export interface RedisLimitStoreOptions {
  /** Put before every limit key; tests use one of their own. */
  prefix?: string;
  /** Connection errors of a client this store opened (ioredis keeps reconnecting, so they are reported, not thrown). */
  onError?: (error: Error) => void;
  /** How long one attempt may wait for Redis's answer before the caller is refused (default 3 s). */
  commandTimeoutMs?: number;
}

// One sorted set per limit key, scored by call time. Everything happens in one script, so the check and the count are
// atomic for all keys of a call across every process, and the time is Redis's own: one clock for every machine.
// The window is closed ([now - windowMs, now]): only calls strictly older leave it, as in rate-limiter.ts.
// KEYS: the limit keys; ARGV[1]: a unique member suffix, then limit and windowMs per key.
const ACQUIRE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local wait = 0
local full = {}
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[i * 2])
  local window = tonumber(ARGV[i * 2 + 1])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', '(' .. (now - window))
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local blocking = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(blocking[2]) + window + 1 - now)
    full[#full + 1] = i
  end
end
if #full > 0 then
  return {0, now, wait, unpack(full)}
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, now .. ':' .. ARGV[1])
  redis.call('PEXPIRE', key, tonumber(ARGV[i * 2 + 1]) + 1000)
end
return {1, now}
`;

type AcquireCommand = (numberOfKeys: number, ...args: (string | number)[]) => Promise<number[]>;

/**
 * The shared limiter's store in Redis (REDIS_URL). Given a URL it opens (and on close ends) its own connection; a client
 * handed in stays the caller's. Every key of one call must live on one Redis node (no Redis Cluster across slots).
 */
export function createRedisLimitStore(redis: string | Redis, options: RedisLimitStoreOptions = {}): LimitStore {
  const ownClient = typeof redis === 'string';
  // One retry and a command timeout: a caller must hear "store unreachable" in seconds, not wait out reconnects. A
  // short disconnect timeout lets a process whose Redis never answered exit soon after close.
  const client = ownClient
    ? new Redis(redis, { maxRetriesPerRequest: 1, commandTimeout: options.commandTimeoutMs ?? 3_000, disconnectTimeout: 500 })
    : redis;
  if (ownClient) client.on('error', (error: Error) => options.onError?.(error));
  const prefix = options.prefix ?? DEFAULT_LIMIT_KEY_PREFIX;
  client.defineCommand('meoLimitAcquire', { lua: ACQUIRE_SCRIPT });
  const acquire = (client as unknown as { meoLimitAcquire: AcquireCommand }).meoLimitAcquire.bind(client);

  return {
    async tryAcquire(entries: readonly LimitEntry[]): Promise<LimitAttempt> {
      const keys = entries.map((entry) => `${prefix}${entry.key}`);
      const args = [randomUUID(), ...entries.flatMap((entry) => [entry.limit, entry.windowMs])];
      const reply = (await acquire(keys.length, ...keys, ...args)).map(Number);
      if (reply[0] === 1) return { admitted: true, at: reply[1] };
      return { admitted: false, waitMs: Math.max(1, reply[2]), fullKeys: reply.slice(3).map((index) => entries[index - 1].key) };
    },
    async close() {
      if (!ownClient) return;
      // QUIT is queued like any command; a client that is not connected just stops reconnecting.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
