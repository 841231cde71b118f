import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loginAs } from '../testing/http';
import { exportChannel } from './broadcaster';
import { signChannel } from './pusher-protocol';
import { deriveKey } from '../app-secret';
import { connectPusher, type PusherTestClient } from './pusher-test-client';
import { registerRealtime } from './realtime-endpoint';

let t: TestApp;
let base: string;
const clients: PusherTestClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await t.close();
});

const connect = async (options?: Parameters<typeof connectPusher>[1]) => {
  const client = await connectPusher(base, options);
  clients.push(client);
  return client;
};

/** The auth the console gets from POST /api/broadcasting/auth, form-encoded exactly as pusher-js sends it. */
const authFor = async (socketId: string, channel: string): Promise<string> => {
  const owner = await loginAs(t, 'owner');
  const res = await t.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    headers: { ...owner.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ auth: string }>().auth;
};

test('handshake: connection_established with a socket id and activity timeout, then ping → pong', async () => {
  const client = await connect();
  expect(client.frames[0].event).toBe('pusher:connection_established');
  expect(client.socketId).toMatch(/^\d+\.\d+$/);
  expect(client.frames[0].data).toEqual({ socket_id: client.socketId, activity_timeout: 120 });
  client.send({ event: 'pusher:ping', data: {} });
  await client.next((f) => f.event === 'pusher:pong');
});

test('a signed subscription succeeds and receives events published through deps.broadcaster', async () => {
  const client = await connect();
  const channel = exportChannel('demo-owner');
  await client.subscribe(channel, await authFor(client.socketId, channel));
  await t.deps.broadcaster.publish({ channel, event: 'ExportExcelCompleted', data: { message: 'https://example.test/f.xlsx' } });
  const event = await client.next((f) => f.event === 'ExportExcelCompleted');
  expect(event).toEqual({ event: 'ExportExcelCompleted', channel, data: { message: 'https://example.test/f.xlsx' } });
});

test('events of other channels are not delivered; unsubscribe stops delivery', async () => {
  const client = await connect();
  const channel = exportChannel('demo-owner');
  await client.subscribe(channel, await authFor(client.socketId, channel));
  await t.deps.broadcaster.publish({ channel: exportChannel('demo-staff'), event: 'ExportExcelFailed', data: { message: 'x' } });
  client.send({ event: 'pusher:unsubscribe', data: { channel } });
  client.send({ event: 'pusher:ping', data: {} });
  await client.next((f) => f.event === 'pusher:pong');
  await t.deps.broadcaster.publish({ channel, event: 'ExportExcelFailed', data: { message: 'y' } });
  client.send({ event: 'pusher:ping', data: {} });
  await client.next((f) => f.event === 'pusher:pong' && client.frames.filter((x) => x.event === 'pusher:pong').length === 2);
  expect(client.frames.some((f) => f.event === 'ExportExcelFailed')).toBe(false);
});

test('a bad signature, a signature for another socket and a public channel answer pusher:error 4009', async () => {
  const client = await connect();
  const other = await connect();
  const channel = exportChannel('demo-owner');
  const secret = deriveKey(t.deps.appSecret, 'realtime-signing');
  await expect(client.subscribe(channel, 'meo-console:' + '0'.repeat(64))).rejects.toThrow(/4009/);
  await expect(client.subscribe(channel, signChannel(secret, other.socketId, channel))).rejects.toThrow(/4009/);
  await expect(client.subscribe('export_excel_channel.demo-owner', signChannel(secret, client.socketId, 'export_excel_channel.demo-owner'))).rejects.toThrow(/4009/);
  // The connection stays usable after a refused subscription.
  await client.subscribe(channel, signChannel(secret, client.socketId, channel));
});

test('unknown app key and missing protocol are refused with the Pusher close codes', async () => {
  const wrongKey = await connect({ key: 'nope' });
  expect(wrongKey.frames[0]).toEqual({ event: 'pusher:error', data: { code: 4001, message: 'Application does not exist' } });
  const closed = await new Promise<number>((resolve) => wrongKey.ws.once('close', (code) => resolve(code)));
  expect(closed).toBe(4001);
  const noProtocol = await connect({ protocol: '' });
  expect(noProtocol.frames[0]).toMatchObject({ event: 'pusher:error', data: { code: 4008 } });
});

test('a foreign Origin is refused at the upgrade; the own origin is accepted', async () => {
  await expect(connectPusher(base, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
  await connect({ origin: 'http://localhost:3000' });
  await connect({ origin: base });
});

test('an oversized message closes the socket with 1009', async () => {
  const client = await connect();
  const code = new Promise<number>((resolve) => client.ws.once('close', (c) => resolve(c)));
  client.send({ event: 'pusher:ping', data: 'x'.repeat(20_000) });
  expect(await code).toBe(1009);
});

test('app.close() closes open sockets with 4200 (reconnect elsewhere)', async () => {
  const own = await createTestApp();
  await own.app.listen({ port: 0, host: '127.0.0.1' });
  const address = own.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  const client = await connectPusher(`http://127.0.0.1:${address.port}`);
  const code = new Promise<number>((resolve) => client.ws.once('close', (c) => resolve(c)));
  await own.close();
  expect(await code).toBe(4200);
});

test('idle: silence for activity_timeout gets a pusher:ping; no pong closes with 4201, a pong keeps the socket', async () => {
  const bare = Fastify();
  await registerRealtime(bare, t.deps, { activityTimeoutMs: 150, pongTimeoutMs: 150 });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = bare.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    const url = `http://127.0.0.1:${address.port}`;
    const silent = await connectPusher(url);
    const answering = await connectPusher(url, { onFrame: (f) => f.event === 'pusher:ping' && answering.send({ event: 'pusher:pong', data: {} }) });
    const closed = new Promise<number>((resolve) => silent.ws.once('close', (code) => resolve(code)));
    await silent.next((f) => f.event === 'pusher:ping');
    expect(await closed).toBe(4201);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(answering.frames.filter((f) => f.event === 'pusher:ping').length).toBeGreaterThanOrEqual(1);
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    await answering.close();
  } finally {
    await bare.close();
  }
});
