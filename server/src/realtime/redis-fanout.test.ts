import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, demoUsers } from '../db/seed-demo';
import { exportChannel } from './broadcaster';
import { connectPusher, type PusherTestClient } from './pusher-test-client';
import { createRedisBroadcaster } from './redis-broadcaster';
import { adminQuery } from '../testing/test-db';
import { startServerProcess, type ServerProcess } from './server-process';

// Two real server processes on one PostgreSQL database and one Redis: a client signed in on A, connected to B,
// receives an event published into Redis by a third process. Runs only where REDIS_URL is set (CI does).
const redisUrl = process.env.REDIS_URL;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const suite = redisUrl ? describe : describe.skip;

const admin = (text: string) => adminQuery(adminUrl, text);

suite('realtime fan-out across processes through Redis', () => {
  const dbName = `meo_rt_${randomBytes(5).toString('hex')}`;
  const servers: ServerProcess[] = [];
  const clients: PusherTestClient[] = [];
  const dataDirs: string[] = [];

  const start = async (seed: boolean) => {
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-rt-'));
    dataDirs.push(dataDir);
    const server = await startServerProcess({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      APP_SECRET: 'realtime-two-process-secret-of-32-chars',
      REDIS_URL: redisUrl ?? '',
      SEED_DEMO: seed ? 'true' : 'false',
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
  }, 30_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(servers.map((s) => s.stop()));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test('signed in on A, subscribed on B: an export event published through Redis reaches both processes', async () => {
    // A first: it migrates and seeds; B then starts on the ready database.
    const a = await start(true);
    const b = await start(false);

    const owner = demoUsers.owner;
    const login = await fetch(`${a.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: owner.email, password: DEMO_PASSWORD, ownership: owner.ownership }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const channel = exportChannel(owner.dispUserId);

    const signOn = async (socketId: string): Promise<string> => {
      const res = await fetch(`${a.baseUrl}/api/broadcasting/auth`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { auth: string }).auth;
    };

    const onB = await connectPusher(b.baseUrl);
    const onA = await connectPusher(a.baseUrl);
    clients.push(onB, onA);
    await onB.subscribe(channel, await signOn(onB.socketId));
    await onA.subscribe(channel, await signOn(onA.socketId));

    const publisher = createRedisBroadcaster(redisUrl ?? '');
    try {
      await publisher.publish({ channel, event: 'ExportReportCompleted', data: { message: '/api/data-files/1/download' } });
    } finally {
      await publisher.close();
    }
    const expected = { event: 'ExportReportCompleted', channel, data: { message: '/api/data-files/1/download' } };
    expect(await onB.next((f) => f.event === 'ExportReportCompleted', 10_000)).toEqual(expected);
    expect(await onA.next((f) => f.event === 'ExportReportCompleted', 10_000)).toEqual(expected);
  }, 240_000);
});
