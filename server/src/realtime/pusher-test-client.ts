import WebSocket from 'ws';
import { decodeFrame, REALTIME_APP_KEY, type PusherFrame } from './pusher-protocol';

// A minimal Pusher client over `ws` for the tests and the realtime bench: it records every frame and lets the
// caller wait for the first one that matches.

export interface PusherTestClient {
  ws: WebSocket;
  frames: PusherFrame[];
  socketId: string;
  next(match: (frame: PusherFrame) => boolean, timeoutMs?: number): Promise<PusherFrame>;
  send(frame: PusherFrame): void;
  /** Subscribes with the given auth and waits for subscription_succeeded (or rejects on pusher:error). */
  subscribe(channel: string, auth: string): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  origin?: string;
  key?: string;
  protocol?: string;
  onFrame?: (frame: PusherFrame) => void;
}

export const socketIdOf = (frame: PusherFrame): string => {
  const data = typeof frame.data === 'object' && frame.data !== null ? (frame.data as { socket_id?: unknown }) : {};
  return typeof data.socket_id === 'string' ? data.socket_id : '';
};

export async function connectPusher(baseUrl: string, options: ConnectOptions = {}): Promise<PusherTestClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/app/${options.key ?? REALTIME_APP_KEY}?protocol=${options.protocol ?? '7'}&client=js&version=8.6.0`;
  const ws = new WebSocket(url, options.origin ? { origin: options.origin } : {});
  const frames: PusherFrame[] = [];
  const waiters = new Set<{ match: (frame: PusherFrame) => boolean; resolve: (frame: PusherFrame) => void }>();
  ws.on('message', (raw) => {
    const frame = decodeFrame(raw.toString());
    if (!frame) return;
    frames.push(frame);
    options.onFrame?.(frame);
    for (const waiter of waiters) {
      if (waiter.match(frame)) {
        waiters.delete(waiter);
        waiter.resolve(frame);
      }
    }
  });
  const next = (match: (frame: PusherFrame) => boolean, timeoutMs = 5_000): Promise<PusherFrame> => {
    const seen = frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve: (frame: PusherFrame) => (clearTimeout(timer), resolve(frame)) };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  const established = await next((f) => f.event === 'pusher:connection_established' || f.event === 'pusher:error');
  const send = (frame: PusherFrame) => ws.send(JSON.stringify(frame));
  return {
    ws,
    frames,
    socketId: socketIdOf(established),
    next,
    send,
    async subscribe(channel, auth) {
      const start = frames.length;
      send({ event: 'pusher:subscribe', data: { channel, auth } });
      const answer = await next((f) => frames.indexOf(f) >= start && ((f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel) || f.event === 'pusher:error'));
      if (answer.event === 'pusher:error') throw new Error(`subscribe refused: ${JSON.stringify(answer.data)}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}
