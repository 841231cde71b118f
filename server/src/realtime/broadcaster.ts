// Server → browser events. Exports publish here; the realtime endpoint (Pusher protocol) delivers them to the
// sockets subscribed to the private channel, in this process or — with Redis — in any process.

export const exportEvents = ['ExportExcelCompleted', 'ExportExcelFailed', 'ExportReportCompleted', 'ExportReportFailed'] as const;
export type ExportEvent = (typeof exportEvents)[number];

/** The private channel of one user, as the console subscribes to it (Echo adds the `private-` prefix). */
export const exportChannel = (dispUserId: string) => `private-export_excel_channel.${dispUserId}`;

/**
 * A sync the user asked for has ended; data: { inserted }. It rides the user's one channel (named for exports, which
 * came first) so the console needs no second subscription and the channel authorisation stays a single rule.
 */
export const REVIEW_SYNC_COMPLETED = 'ReviewSyncCompleted';

export interface BroadcastMessage {
  channel: string;
  event: string;
  data: Record<string, unknown>;
}

export interface Broadcaster {
  publish(message: BroadcastMessage): Promise<void>;
  /** Local delivery: the realtime endpoint of this process subscribes here. Returns the unsubscribe function. */
  subscribe(listener: (message: BroadcastMessage) => void): () => void;
  /** Resolves once this process hears what any process publishes (Redis: the SUBSCRIBE is confirmed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Single-process fan-out; the Redis broadcaster replaces it when REDIS_URL is set. */
export function createLocalBroadcaster(): Broadcaster {
  const listeners = new Set<(message: BroadcastMessage) => void>();
  return {
    async publish(message) {
      for (const listener of listeners) listener(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ready() {},
    async close() {
      listeners.clear();
    },
  };
}
