import type Pusher from 'pusher-js';
import { BUSINESS_BULK_PROGRESS_EVENT, exportChannelName, exportEvents, REVIEW_SYNC_COMPLETED_EVENT, type RealtimeEventPayload } from './realtime.slice';

/** The app key the server's Pusher endpoint serves (server/src/realtime/pusher-protocol.ts). Not a secret. */
export const REALTIME_APP_KEY = 'meo-console';
export const BROADCASTING_AUTH_PATH = '/api/broadcasting/auth';

export type PusherConstructor = typeof Pusher;
/** Resolves the Pusher constructor; tests pass a fake, the app loads pusher-js lazily (keeps it out of the entry). */
export type PusherLoader = () => Promise<PusherConstructor>;

export const loadPusherJs: PusherLoader = async () => (await import('pusher-js')).default;

export interface RealtimeClientOptions {
  dispUserId: string;
  onEvent: (payload: RealtimeEventPayload) => void;
  /** A review sync the user asked for has ended (it comes on the same channel, without a message). */
  onReviewSyncCompleted?: () => void;
  /** A bulk listing edit's progress (its raw payload; see readBusinessBulkProgress). */
  onBusinessBulkProgress?: (data: unknown) => void;
  /** The first subscription_succeeded: from now on the channel's events arrive. */
  onSubscribed?: () => void;
  /** Every subscription_succeeded after the first: the socket came back after a drop. */
  onResubscribed?: () => void;
  /** The libraries did not load or the channel's authorisation was refused: no events will come. */
  onFailed?: () => void;
  loadPusher?: PusherLoader;
  location?: Pick<Location, 'hostname' | 'port' | 'protocol'>;
}

export interface RealtimeClient {
  disconnect(): void;
}

const messageOf = (data: unknown): string => {
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
};

const portOf = (location: Pick<Location, 'port' | 'protocol'>, tls: boolean): number =>
  location.port ? Number(location.port) : tls ? 443 : 80;

/**
 * Connects Laravel Echo (pusher broadcaster) to this server's own Pusher-protocol endpoint and listens on the
 * user's export channel. Resolves once connected; `disconnect` also works while the libraries are still loading.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  let stopped = false;
  let disconnect: (() => void) | null = null;
  const location = options.location ?? window.location;
  const load = options.loadPusher ?? loadPusherJs;

  const start = async () => {
    const [PusherCtor, { default: Echo }] = await Promise.all([load(), import('laravel-echo')]);
    if (stopped) return;
    const tls = location.protocol === 'https:';
    const port = portOf(location, tls);
    const echo = new Echo<'pusher'>({
      broadcaster: 'pusher',
      key: REALTIME_APP_KEY,
      // Required by pusher-js, ignored once wsHost is set: the connection goes to this server, never Pusher's cloud.
      cluster: 'mt1',
      wsHost: location.hostname,
      wsPort: port,
      wssPort: port,
      forceTLS: tls,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      authEndpoint: BROADCASTING_AUTH_PATH,
      // The server's CSRF rule for cookie-authenticated writes: pusher-js adds no such header by itself.
      auth: { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
      Pusher: PusherCtor,
    });
    const name = exportChannelName(options.dispUserId);
    const channel = echo.private(name);
    let subscriptions = 0;
    channel.subscribed(() => {
      subscriptions += 1;
      if (subscriptions === 1) options.onSubscribed?.();
      else options.onResubscribed?.();
    });
    channel.error(() => options.onFailed?.());
    for (const event of exportEvents) {
      // A leading dot listens to the raw event name (no Laravel namespace prefix).
      channel.listen(`.${event}`, (data: unknown) => options.onEvent({ event, channel: `private-${name}`, message: messageOf(data) }));
    }
    channel.listen(`.${REVIEW_SYNC_COMPLETED_EVENT}`, () => options.onReviewSyncCompleted?.());
    channel.listen(`.${BUSINESS_BULK_PROGRESS_EVENT}`, (data: unknown) => options.onBusinessBulkProgress?.(data));
    disconnect = () => echo.disconnect();
  };

  // Realtime is an enhancement: without it the file list still shows every export (the record of truth).
  void start().catch(() => options.onFailed?.());
  return {
    disconnect() {
      stopped = true;
      disconnect?.();
      disconnect = null;
    },
  };
}
