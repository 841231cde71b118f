import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { deriveKey } from '../app-secret';
import type { Deps } from '../deps';
import { messagesJa } from '../http/messages.ja';
import type { BroadcastMessage } from './broadcaster';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  checkProtocol,
  connectionEstablished,
  decodeFrame,
  encodeFrame,
  errorFrame,
  eventFrame,
  isPrivateChannel,
  MAX_MESSAGE_BYTES,
  newSocketId,
  PONG_TIMEOUT_SECONDS,
  PusherCode,
  REALTIME_APP_KEY,
  subscriptionSucceeded,
  verifyChannelAuth,
  type PusherFrame,
} from './pusher-protocol';

/** The console only ever joins its own export channel; a small cap keeps one socket from indexing thousands. */
const MAX_CHANNELS_PER_SOCKET = 20;
/** On shutdown, sockets that have not finished the close handshake by then are cut. */
const CLOSE_GRACE_MS = 1_000;
/** Connecting needs no credentials (Pusher's design), so one process caps how many sockets it holds. */
const MAX_CONNECTIONS = 20_000;
/** A socket that leaves this much unsent (a client that stopped reading) is cut rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface RealtimeOptions {
  activityTimeoutMs?: number;
  pongTimeoutMs?: number;
}

interface Connection {
  socketId: string;
  ws: WebSocket;
  channels: Set<string>;
}

/** The local sockets of this process, indexed by channel so a broadcast touches only its subscribers. */
class ChannelIndex {
  private readonly byChannel = new Map<string, Set<Connection>>();

  add(channel: string, connection: Connection): void {
    const set = this.byChannel.get(channel) ?? new Set<Connection>();
    set.add(connection);
    this.byChannel.set(channel, set);
    connection.channels.add(channel);
  }

  remove(channel: string, connection: Connection): void {
    connection.channels.delete(channel);
    const set = this.byChannel.get(channel);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byChannel.delete(channel);
  }

  deliver(message: BroadcastMessage): void {
    const set = this.byChannel.get(message.channel);
    if (!set) return;
    // Encoded to bytes once per broadcast, not once per socket: with a thousand subscribers this is the hot path.
    const frame = Buffer.from(eventFrame(message.event, message.channel, message.data));
    for (const { ws } of set) {
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.terminate();
      else ws.send(frame, { binary: false });
    }
  }
}

const sameOrigin = (request: FastifyRequest, publicOrigin: string): boolean => {
  const origin = request.headers.origin;
  // Browsers always send Origin on a websocket handshake; other clients cannot be driven by a hostile page and
  // still need a signed auth for every channel they join.
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
};

function handleFrame(connection: Connection, frame: PusherFrame, index: ChannelIndex, secret: Buffer): void {
  const { ws } = connection;
  if (frame.event === 'pusher:ping') {
    ws.send(encodeFrame({ event: 'pusher:pong', data: {} }));
    return;
  }
  if (frame.event === 'pusher:pong') return;
  const data = typeof frame.data === 'object' && frame.data !== null ? (frame.data as Record<string, unknown>) : {};
  const channel = typeof data.channel === 'string' ? data.channel : '';
  if (frame.event === 'pusher:subscribe') {
    // Only private channels exist here, and a private subscription must carry the auth signature for this socket.
    if (!isPrivateChannel(channel) || !verifyChannelAuth(secret, connection.socketId, channel, data.auth)) {
      ws.send(errorFrame(PusherCode.unauthorized, `Invalid signature for channel ${channel.slice(0, 164)}`));
      return;
    }
    if (!connection.channels.has(channel) && connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      ws.send(errorFrame(PusherCode.unauthorized, 'Too many channels'));
      return;
    }
    index.add(channel, connection);
    ws.send(subscriptionSucceeded(channel));
    return;
  }
  if (frame.event === 'pusher:unsubscribe') {
    index.remove(channel, connection);
    return;
  }
  if (frame.event.startsWith('client-')) {
    ws.send(errorFrame(PusherCode.clientEventRejected, 'Client events are not enabled'));
  }
  // Other pusher:* events (signin, cache channels, …) are features this server does not offer: ignored.
}

/** Arms the idle timer: silence for activity_timeout → we ping; no answer within the pong timeout → close 4201. */
function watchActivity(ws: WebSocket, activityMs: number, pongMs: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = (ms: number, onFire: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(onFire, ms);
    timer.unref();
  };
  const onPongMissing = () => ws.close(PusherCode.pongNotReceived, 'Pong reply not received');
  const onIdle = () => {
    ws.send(encodeFrame({ event: 'pusher:ping', data: {} }));
    arm(pongMs, onPongMissing);
  };
  // Any frame from the client, the pong included, proves it alive.
  const touch = () => arm(activityMs, onIdle);
  touch();
  ws.on('close', () => clearTimeout(timer));
  return touch;
}

/**
 * The Pusher-protocol endpoint at /app/{key}, fed by deps.broadcaster. Also accepts form-encoded bodies, because
 * pusher-js posts the broadcasting auth request as application/x-www-form-urlencoded.
 */
export async function registerRealtime(app: FastifyInstance, deps: Deps, options: RealtimeOptions = {}): Promise<void> {
  const secret = deriveKey(deps.appSecret, 'realtime-signing');
  const activityMs = options.activityTimeoutMs ?? ACTIVITY_TIMEOUT_SECONDS * 1000;
  const pongMs = options.pongTimeoutMs ?? PONG_TIMEOUT_SECONDS * 1000;
  const index = new ChannelIndex();
  const connections = new Set<Connection>();

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });

  const unsubscribe = deps.broadcaster.subscribe((message) => index.deliver(message));

  await app.register(fastifyWebsocket, {
    // ws closes with 1009 (message too big) before buffering more than this.
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // Oversized frames and dropped clients surface here: routine on the internet, so a warning, not an error.
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error }, 'realtime socket error');
      socket.terminate();
    },
    preClose: (done) => {
      unsubscribe();
      // 4200 "generic reconnect immediately": during a rolling restart the client moves to another process.
      for (const { ws } of connections) ws.close(PusherCode.genericReconnect, 'Server shutting down');
      const deadline = Date.now() + CLOSE_GRACE_MS;
      const poll = setInterval(() => {
        if (connections.size > 0 && Date.now() < deadline) return;
        clearInterval(poll);
        for (const { ws } of connections) ws.terminate();
        app.websocketServer.close(() => done());
      }, 20);
    },
  });

  const rejectForeignOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!sameOrigin(request, deps.config.publicOrigin)) return reply.code(403).send({ message: messagesJa.forbidden, code: 'forbidden' });
  };

  app.get<{ Params: { key: string }; Querystring: { protocol?: string } }>(
    '/app/:key',
    { websocket: true, preValidation: rejectForeignOrigin },
    (ws, request) => {
      const refusal =
        request.params.key !== REALTIME_APP_KEY
          ? { code: PusherCode.appNotFound, message: 'Application does not exist' }
          : connections.size >= MAX_CONNECTIONS
            ? { code: PusherCode.overCapacity, message: 'Over capacity' }
            : checkProtocol(request.query.protocol);
      if (refusal) {
        // Protocol 7 refusals: a pusher:error frame with the code, then the close with that same code.
        ws.send(errorFrame(refusal.code, refusal.message));
        ws.close(refusal.code, refusal.message);
        return;
      }
      const connection: Connection = { socketId: newSocketId(), ws, channels: new Set() };
      connections.add(connection);
      const touch = watchActivity(ws, activityMs, pongMs);
      ws.on('message', (raw, isBinary) => {
        touch();
        const frame = isBinary ? null : decodeFrame(raw.toString());
        if (!frame) {
          ws.send(errorFrame(null, 'Malformed message'));
          return;
        }
        handleFrame(connection, frame, index, secret);
      });
      ws.on('close', () => {
        for (const channel of [...connection.channels]) index.remove(channel, connection);
        connections.delete(connection);
      });
      ws.send(connectionEstablished(connection.socketId));
    },
  );
}
