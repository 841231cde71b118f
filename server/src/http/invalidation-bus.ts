import { Redis } from 'ioredis';
import pg from 'pg';
import type { InvalidationBus, SessionInvalidation } from './session-cache';

/** The Redis channel and the PostgreSQL NOTIFY channel every process listens on for session invalidations. */
export const SESSION_INVALIDATION_CHANNEL = 'meo_sessions';

const numbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => Number.isInteger(v));
const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Parses a message from the channel; anything malformed drops every entry, since a dropped entry only costs a read. */
export function parseInvalidation(raw: string): SessionInvalidation {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { all: true };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { all: true };
  const v = value as Record<string, unknown>;
  const ok =
    (v.sessionIds === undefined || numbers(v.sessionIds)) &&
    (v.userIds === undefined || numbers(v.userIds)) &&
    (v.companyIds === undefined || numbers(v.companyIds)) &&
    (v.tokenHashes === undefined || strings(v.tokenHashes)) &&
    (v.all === undefined || typeof v.all === 'boolean');
  return ok ? (v as SessionInvalidation) : { all: true };
}

type Listener = (invalidation: SessionInvalidation) => void;

/** Redis pub/sub; a subscribed connection cannot publish, hence two connections (as the realtime fan-out). */
export function createRedisInvalidationBus(redisUrl: string, onError: (error: unknown) => void): InvalidationBus {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl);
  const listeners = new Set<Listener>();
  for (const connection of [publisher, subscriber]) connection.on('error', onError);
  subscriber.subscribe(SESSION_INVALIDATION_CHANNEL).catch(onError);
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== SESSION_INVALIDATION_CHANNEL) return;
    const invalidation = parseInvalidation(raw);
    for (const listener of listeners) listener(invalidation);
  });
  return {
    async publish(invalidation) {
      await publisher.publish(SESSION_INVALIDATION_CHANNEL, JSON.stringify(invalidation));
    },
    subscribe: (listener) => void listeners.add(listener),
    async close() {
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own (a pooled one would lose the LISTEN when released). After a
 * dropped connection every entry is dropped, since notifications sent meanwhile are lost, then it listens again.
 */
export function createPgInvalidationBus(pool: pg.Pool, connectionString: string, onError: (error: unknown) => void): InvalidationBus {
  const listeners = new Set<Listener>();
  let client: pg.Client | null = null;
  let closed = false;
  const deliver = (invalidation: SessionInvalidation) => {
    for (const listener of listeners) listener(invalidation);
  };
  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === SESSION_INVALIDATION_CHANNEL) deliver(parseInvalidation(message.payload ?? ''));
    });
    next.on('error', (error) => {
      onError(error);
      if (client === next) {
        client = null;
        deliver({ all: true });
        setTimeout(() => void connect().catch(onError), 1000).unref();
      }
    });
    await next.connect();
    await next.query(`LISTEN ${SESSION_INVALIDATION_CHANNEL}`);
    if (closed) await next.end();
    else client = next;
  };
  const ready = connect().catch(onError);
  return {
    async publish(invalidation) {
      // NOTIFY payloads are limited to 8,000 bytes: a larger invalidation becomes "all".
      const payload = JSON.stringify(invalidation);
      await pool.query('select pg_notify($1, $2)', [SESSION_INVALIDATION_CHANNEL, payload.length < 7900 ? payload : JSON.stringify({ all: true })]);
    },
    subscribe: (listener) => void listeners.add(listener),
    async close() {
      closed = true;
      listeners.clear();
      await ready;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
