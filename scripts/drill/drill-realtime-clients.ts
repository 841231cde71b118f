import { Redis } from 'ioredis';
import { demoUsers } from '../../server/src/db/seed-demo';
import { exportChannel, REVIEW_SYNC_COMPLETED } from '../../server/src/realtime/broadcaster';
import { connectPusher, type PusherTestClient } from '../../server/src/realtime/pusher-test-client';
import { REDIS_REALTIME_CHANNEL } from '../../server/src/realtime/redis-broadcaster';
import type { ApiSession } from './drill-console-api';

// The scale drill's people at their desks: websocket clients of the demo owner spread over every API process, each
// subscribed to the owner's private channel, counting the events the worker processes publish. What was published is
// read on Redis itself, so a count does not depend on any one API process.

const CONNECT_BATCH = 25;

export interface RealtimeAudience {
  /** Events each client received, in client order. */
  received(): number[];
  /** Close codes of the connections the server ended, in the order they closed. */
  dropped(): number[];
  /** Clients connected and subscribed right now. */
  subscribed(): number;
  close(): Promise<void>;
}

async function authorise(session: ApiSession, socketId: string, channel: string): Promise<string> {
  const res = await fetch(`${session.base}/api/broadcasting/auth`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });
  if (!res.ok) throw new Error(`broadcasting auth at ${session.base} answered ${res.status}`);
  return ((await res.json()) as { auth: string }).auth;
}

/**
 * `count` owner clients, dealt round-robin over the sessions (one per API process), all subscribed before it returns.
 * Like pusher-js they answer the server's pings, and a connection the server ends (4200 when its process stops) is
 * opened again and subscribed again, to the same address, as soon as it answers.
 */
export async function connectAudience(sessions: readonly ApiSession[], count: number): Promise<RealtimeAudience> {
  const channel = exportChannel(demoUsers.owner.dispUserId);
  const counts = new Array<number>(count).fill(0);
  const live = new Array<PusherTestClient | null>(count).fill(null);
  const dropped: number[] = [];
  let closing = false;

  const open = async (index: number): Promise<void> => {
    const session = sessions[index % sessions.length];
    let answer: ((frame: { event: string; data: object }) => void) | null = null;
    const client = await connectPusher(session.base, {
      onFrame: (frame) => {
        if (frame.event === REVIEW_SYNC_COMPLETED && frame.channel === channel) counts[index] += 1;
        // The server pings a quiet connection and closes it (4201) when no pong comes back.
        if (frame.event === 'pusher:ping') answer?.({ event: 'pusher:pong', data: {} });
      },
    });
    answer = (frame) => client.send(frame);
    client.ws.on('close', (code: number) => {
      // Only the subscribed connection is reopened from here; one that fails before that is retried by reopen.
      if (live[index] !== client) return;
      live[index] = null;
      if (closing) return;
      dropped.push(code);
      void reopen(index);
    });
    try {
      await client.subscribe(channel, await authorise(session, client.socketId, channel));
    } catch (error) {
      await client.close();
      throw error;
    }
    live[index] = client;
  };
  const reopen = async (index: number): Promise<void> => {
    while (!closing) {
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
      try {
        await open(index);
        return;
      } catch {
        // The process is not back yet: try again.
      }
    }
  };

  for (let start = 0; start < count; start += CONNECT_BATCH) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, offset) => open(start + offset)));
  }
  return {
    received: () => [...counts],
    dropped: () => [...dropped],
    subscribed: () => live.filter((client) => client !== null).length,
    close: async () => {
      closing = true;
      await Promise.all(live.map((client) => client?.close()));
    },
  };
}

export interface PublishedEvents {
  count(): number;
  close(): Promise<void>;
}

/** Counts the review-sync announcements for the owner that any process published on the Redis fan-out channel. */
export async function watchPublished(redisUrl: string): Promise<PublishedEvents> {
  const channel = exportChannel(demoUsers.owner.dispUserId);
  const subscriber = new Redis(redisUrl);
  let published = 0;
  subscriber.on('message', (_name: string, raw: string) => {
    try {
      const message = JSON.parse(raw) as { channel?: string; event?: string };
      if (message.channel === channel && message.event === REVIEW_SYNC_COMPLETED) published += 1;
    } catch {
      // Not a broadcast: nothing to count.
    }
  });
  await subscriber.subscribe(REDIS_REALTIME_CHANNEL);
  return {
    count: () => published,
    close: async () => {
      await subscriber.quit();
    },
  };
}
