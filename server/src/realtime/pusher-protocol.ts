import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// The Pusher Channels protocol, version 7 (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol),
// as far as this server speaks it: private channels only, no client events, no presence.

/** The app key the console and the server share; it names the app in `/app/{key}`, it is not a secret. */
export const REALTIME_APP_KEY = 'meo-console';
/** Sent in connection_established: after this many idle seconds the client pings (and so does the server). */
export const ACTIVITY_TIMEOUT_SECONDS = 120;
/** The protocol's recommended pong timeout: a server ping unanswered this long closes the socket with 4201. */
export const PONG_TIMEOUT_SECONDS = 30;
/** Clients only ever send ping/pong/subscribe/unsubscribe: a few hundred bytes; anything larger is abuse. */
export const MAX_MESSAGE_BYTES = 10 * 1024;
/** Channel names: letters, digits and _ - = @ , . ; only, at most 164 characters (the protocol's channel naming rule). */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
export const SOCKET_ID = /^\d+\.\d+$/;

// Close and error codes from the protocol's error table: 4000–4099 the client must not reconnect unchanged,
// 4100–4199 it reconnects after backing off, 4200–4299 it reconnects immediately, 4300–4399 other errors.
// pusher-js's Protocol.getCloseAction maps them exactly so (refused / backoff / retry).
export const PusherCode = {
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  genericReconnect: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

export interface PusherFrame {
  event: string;
  channel?: string;
  /** Server → client event data is a JSON-encoded string inside the JSON frame; pusher:error and client frames carry an object. */
  data?: unknown;
}

/** Socket ids are "<digits>.<digits>"; the auth signature binds a channel to exactly one of them. */
export const newSocketId = (): string => `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;

export const isPrivateChannel = (channel: string): boolean => channel.startsWith('private-') && CHANNEL_NAME.test(channel);

/** The private-channel signature: `<app key>:<hex HMAC-SHA256 of "socket_id:channel_name" keyed by the app secret>`. */
export const signChannel = (secret: Buffer, socketId: string, channel: string): string =>
  `${REALTIME_APP_KEY}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`;

export function verifyChannelAuth(secret: Buffer, socketId: string, channel: string, auth: unknown): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(secret, socketId, channel));
  const given = Buffer.from(auth);
  // Length first: timingSafeEqual throws on unequal lengths, and the length of a valid signature is public anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const encodeFrame = (frame: PusherFrame): string => JSON.stringify(frame);

export const connectionEstablished = (socketId: string): string =>
  encodeFrame({ event: 'pusher:connection_established', data: JSON.stringify({ socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS }) });

export const errorFrame = (code: number | null, message: string): string => encodeFrame({ event: 'pusher:error', data: { code, message } });

export const subscriptionSucceeded = (channel: string): string =>
  encodeFrame({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });

/** A server event as delivered to subscribers: the data travels JSON-encoded inside the JSON frame. */
export const eventFrame = (event: string, channel: string, data: unknown): string => encodeFrame({ event, channel, data: JSON.stringify(data) });

/** Parses a client frame; null for anything that is not a JSON object with a string `event`. */
export function decodeFrame(raw: string): PusherFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const frame = value as Record<string, unknown>;
  if (typeof frame.event !== 'string') return null;
  // Clients may send data either as an object or as a JSON string; normalise to the object.
  let data = frame.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      // Keep the string: a ping's data may be anything.
    }
  }
  return { event: frame.event, channel: typeof frame.channel === 'string' ? frame.channel : undefined, data };
}

/** The protocol version a client asks for in `?protocol=`; the server speaks 7 and accepts 5–7 (pusher-js 8 sends 7). */
export function checkProtocol(protocol: unknown): { code: number; message: string } | null {
  if (protocol === undefined || protocol === '') return { code: PusherCode.noProtocol, message: 'No protocol version supplied' };
  const version = Number(protocol);
  if (!Number.isInteger(version) || version < 5 || version > 7) return { code: PusherCode.unsupportedProtocol, message: 'Unsupported protocol version' };
  return null;
}
