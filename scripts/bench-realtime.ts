// Realtime bench (quality bar: 1,000 websocket clients, one broadcast per second for 60 s: p99 delivery ≤ 50 ms,
// 0 drops). The server runs in this process on a fresh PGlite data dir and publishes through deps.broadcaster;
// the clients run in child processes (`--clients`) so their work does not sit on the server's event loop, and
// in more than one so that one client process reading a thousand sockets in turn is not what gets measured.
//
//   npm run bench:realtime                       1,000 clients, 60 s, 2 client processes
//   BENCH_CLIENTS=200 BENCH_SECONDS=10 BENCH_CLIENT_PROCESSES=1 npm run bench:realtime
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { seedDemo, DEMO_PASSWORD, demoUsers } from '../server/src/db/seed-demo';
import { createDeps } from '../server/src/deps';
import { exportChannel } from '../server/src/realtime/broadcaster';
import { connectPusher, type PusherTestClient } from '../server/src/realtime/pusher-test-client';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const PROCESSES = Math.max(1, Number(process.env.BENCH_CLIENT_PROCESSES ?? 2));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECT_BATCH = 50;
const EVENT = 'ExportExcelCompleted';

const now = () => performance.timeOrigin + performance.now();

interface ClientReport {
  received: number;
  latencies: number[];
}

type ToParent = { type: 'ready' } | { type: 'report'; report: ClientReport } | { type: 'failed'; message: string };
type ToChild = { type: 'finish' };

async function runClients(): Promise<void> {
  const send = (message: ToParent) => process.send?.(message);
  const base = process.env.BENCH_URL ?? '';
  const count = Number(process.env.BENCH_PROCESS_CLIENTS ?? CLIENTS);
  const token = process.env.BENCH_TOKEN ?? '';
  const channel = exportChannel(demoUsers.owner.dispUserId);
  const latencies: number[] = [];
  const clients: PusherTestClient[] = [];
  const onFrame = (frame: { event: string; data?: unknown }) => {
    if (frame.event !== EVENT) return;
    const sentAt = (frame.data as { sentAt?: number } | undefined)?.sentAt ?? 0;
    latencies.push(now() - sentAt);
  };
  const authorise = async (socketId: string): Promise<string> => {
    const res = await fetch(`${base}/api/broadcasting/auth`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });
    if (!res.ok) throw new Error(`broadcasting auth answered ${res.status}`);
    return ((await res.json()) as { auth: string }).auth;
  };
  try {
    for (let i = 0; i < count; i += CONNECT_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, async () => {
          const client = await connectPusher(base, { onFrame });
          await client.subscribe(channel, await authorise(client.socketId));
          return client;
        }),
      );
      clients.push(...batch);
    }
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  process.on('message', (message: ToChild) => {
    if (message.type !== 'finish') return;
    send({ type: 'report', report: { received: latencies.length, latencies } });
    for (const client of clients) client.ws.terminate();
    setTimeout(() => process.exit(0), 100);
  });
  send({ type: 'ready' });
}

const percentile = (sorted: number[], p: number): number => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

async function runServer(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-bench-realtime-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), workers: false };
  process.stdout.write(`creating a PGlite database in ${dataDir} …\n`);
  const deps = await createDeps(config);
  await seedDemo(deps.db, deps.clock);
  const app = await buildApp(deps, { webRoot: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  const owner = demoUsers.owner;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: owner.email, password: DEMO_PASSWORD, ownership: owner.ownership }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const children = Array.from({ length: PROCESSES }, (_, i) =>
    fork(process.argv[1], ['--clients'], {
      env: { ...process.env, BENCH_URL: base, BENCH_TOKEN: token, BENCH_PROCESS_CLIENTS: String(Math.floor(CLIENTS / PROCESSES) + (i < CLIENTS % PROCESSES ? 1 : 0)) },
      execArgv: process.execArgv,
    }),
  );
  const fromChildren = (type: ToParent['type']) =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<ToParent>((resolve, reject) => {
            const listener = (message: ToParent) => {
              if (message.type === 'failed') reject(new Error(message.message));
              if (message.type !== type) return;
              child.off('message', listener);
              resolve(message);
            };
            child.on('message', listener);
          }),
      ),
    );

  const started = performance.now();
  await fromChildren('ready');
  process.stdout.write(`${CLIENTS} clients (${PROCESSES} processes) connected and subscribed in ${Math.round(performance.now() - started)} ms; publishing for ${SECONDS} s …\n`);
  const channel = exportChannel(owner.dispUserId);
  const sendLoops: number[] = [];
  for (let seq = 0; seq < SECONDS; seq += 1) {
    const sentAt = now();
    // The local broadcaster delivers synchronously: this is the time the server spends writing to every socket.
    await deps.broadcaster.publish({ channel, event: EVENT, data: { message: 'bench', seq, sentAt } });
    sendLoops.push(now() - sentAt);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const reportsPromise = fromChildren('report');
  for (const child of children) child.send({ type: 'finish' } satisfies ToChild);
  const report = (await reportsPromise).reduce<ClientReport>(
    (all, message) => (message.type === 'report' ? { received: all.received + message.report.received, latencies: all.latencies.concat(message.report.latencies) } : all),
    { received: 0, latencies: [] },
  );
  const sorted = [...report.latencies].sort((a, b) => a - b);
  const expected = CLIENTS * SECONDS;
  const drops = expected - report.received;
  const p99 = percentile(sorted, 99);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  process.stdout.write(
    [
      `clients ${CLIENTS}, broadcasts ${SECONDS}, deliveries ${report.received}/${expected}, drops ${drops}`,
      `latency p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(p99)}, max ${ms(sorted[sorted.length - 1] ?? NaN)}`,
      `server fan-out loop per broadcast: max ${ms(Math.max(...sendLoops))}`,
      `bar (p99 ≤ 50 ms, 0 drops): ${p99 <= 50 && drops === 0 ? 'met' : 'NOT met'}`,
    ].join('\n') + '\n',
  );
  await app.close();
  await deps.broadcaster.close();
  await deps.database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(p99 <= 50 && drops === 0 ? 0 : 1);
}

if (process.argv.includes('--clients')) {
  void runClients();
} else {
  runServer().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
