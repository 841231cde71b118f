import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { openTestDatabase, type TestDatabase } from '../../testing/test-db';
import { maxCallsInWindow } from './rate-limiter';
import type { ChildConfig } from './shared-limiter.child';

// The acceptance test of the shared limiter: two processes, each with its own store connection, never exceed the quota
// together and still use most of it. Runs per backend where its server is configured (REDIS_URL, TEST_DATABASE_URL).
jest.setTimeout(60_000);

const CHILD = path.resolve(__dirname, 'shared-limiter.child.ts');
const LIMIT = 15;
const WINDOW_MS = 2_000;
const DURATION_MS = 6_000;

interface Child {
  ready: Promise<void>;
  go(): void;
  done: Promise<number[]>;
}

function startChild(config: ChildConfig): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(config)], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.includes('ready\n')) onReady();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const done = new Promise<number[]>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`limiter child exited with ${code}:\n${stderr}${stdout}`));
      else resolve((JSON.parse(line) as { times: number[] }).times);
    });
  });
  // A child that dies before "ready" fails the test through `done` instead of leaving `ready` pending.
  return { ready: Promise.race([ready, done.then(() => undefined)]), go: () => child.stdin.end('go\n'), done };
}

async function runTwo(config: Omit<ChildConfig, 'key' | 'limit' | 'windowMs' | 'durationMs' | 'concurrency'>) {
  const shared = { ...config, key: `test:shared:${randomUUID()}`, limit: LIMIT, windowMs: WINDOW_MS, durationMs: DURATION_MS, concurrency: 5 };
  const children = [startChild(shared), startChild(shared)];
  await Promise.all(children.map((child) => child.ready));
  for (const child of children) child.go();
  return Promise.all(children.map((child) => child.done));
}

function expectOneQuotaUsedWell([first, second]: number[][]): void {
  const times = [...first, ...second];
  expect(maxCallsInWindow(times, WINDOW_MS)).toBeLessThanOrEqual(LIMIT);
  // The most a sliding window admits between the first and last call: a full window every windowMs + 1.
  const span = Math.max(...times) - Math.min(...times);
  const possible = LIMIT * (Math.floor(span / (WINDOW_MS + 1)) + 1);
  expect(times.length).toBeGreaterThanOrEqual(Math.floor(0.8 * possible));
  expect(times.length).toBeGreaterThanOrEqual(LIMIT * Math.floor(DURATION_MS / (WINDOW_MS + 1)));
  expect(first.length).toBeGreaterThan(0);
  expect(second.length).toBeGreaterThan(0);
}

const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('two processes on one Redis store', () => {
  const prefix = `meo:test:limit:${randomUUID()}:`;
  afterAll(async () => {
    const redis = new Redis(redisUrl ?? '');
    try {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
  });

  it('never exceed the quota together, and use most of it', async () => {
    expectOneQuotaUsedWell(await runTwo({ backend: 'redis', url: redisUrl ?? '', prefix }));
  });
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('two processes on one PostgreSQL store', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it('never exceed the quota together, and use most of it', async () => {
    if (testDb.database.kind !== 'pg') throw new Error('expected PostgreSQL');
    expectOneQuotaUsedWell(await runTwo({ backend: 'pg', url: testDb.database.connectionString, prefix: '' }));
  });
});
