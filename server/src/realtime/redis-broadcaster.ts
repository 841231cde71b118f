import { Redis } from 'ioredis';
import type { BroadcastMessage, Broadcaster } from './broadcaster';

/** The one Redis pub/sub channel every server process listens on; each process delivers to its own sockets. */
export const REDIS_REALTIME_CHANNEL = 'meo:realtime';

const isMessage = (value: unknown): value is BroadcastMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.channel === 'string' && typeof m.event === 'string' && typeof m.data === 'object' && m.data !== null;
};

export interface RedisBroadcasterOptions {
  /** Called for a message on the Redis channel that is not a broadcast (logged by the caller, never thrown). */
  onInvalid?: (raw: string) => void;
  /** Connection errors; ioredis keeps reconnecting, so these are reported, not fatal. */
  onError?: (error: Error) => void;
}

/**
 * Cross-process fan-out: publish goes to Redis, and every process (this one included) receives it on its
 * subscriber connection and hands it to its local listeners. A Redis connection in subscriber mode cannot
 * publish, hence two connections.
 */
export function createRedisBroadcaster(redisUrl: string, options: RedisBroadcasterOptions = {}): Broadcaster {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl);
  const listeners = new Set<(message: BroadcastMessage) => void>();
  for (const connection of [publisher, subscriber]) connection.on('error', (error: Error) => options.onError?.(error));
  // ioredis re-subscribes after a reconnect by itself, so one subscribe call lasts the connection's lifetime.
  const subscribed = subscriber.subscribe(REDIS_REALTIME_CHANNEL).then(
    () => undefined,
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      options.onError?.(failure);
      throw failure;
    },
  );
  // ready() hands the failure to whoever waits; nobody waiting must not make it an unhandled rejection.
  subscribed.catch(() => undefined);
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== REDIS_REALTIME_CHANNEL) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
    if (!isMessage(value)) {
      options.onInvalid?.(raw);
      return;
    }
    for (const listener of listeners) listener(value);
  });
  return {
    async publish(message) {
      // Rejects after a few retries while Redis is unreachable: an export must not hang on its notification.
      await publisher.publish(REDIS_REALTIME_CHANNEL, JSON.stringify(message));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => subscribed,
    async close() {
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
