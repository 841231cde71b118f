import readline from 'node:readline';
import { openDatabase, type Database } from '../../db/client';
import { createPgLimitStore } from './pg-limit-store';
import { systemProviderClock } from './provider-clock';
import { prefixRateLimits } from './rate-limiter';
import { createRedisLimitStore } from './redis-limit-store';
import { createSharedRateLimiter, type LimitStore } from './shared-rate-limiter';

// One process of the two-process shared limiter test (shared-rate-limiter.processes.test.ts): builds its own store,
// says "ready", and on "go" calls acquire as fast as it can with a few concurrent callers for durationMs. It then prints
// the times the store admitted its calls (the store's clock) as one JSON line and exits.

export interface ChildConfig {
  backend: 'redis' | 'pg';
  url: string;
  /** Redis key prefix, unique per run. */
  prefix: string;
  key: string;
  limit: number;
  windowMs: number;
  durationMs: number;
  concurrency: number;
}

async function openStore(config: ChildConfig): Promise<{ store: LimitStore; database?: Database }> {
  if (config.backend === 'redis') return { store: createRedisLimitStore(config.url, { prefix: config.prefix }) };
  const database = await openDatabase({ databaseUrl: config.url, dataDir: '.' });
  return { store: createPgLimitStore(database.db), database };
}

function waitForGo(): Promise<void> {
  return new Promise((resolve) => {
    const lines = readline.createInterface({ input: process.stdin });
    lines.on('line', (line) => {
      if (line.trim() !== 'go') return;
      lines.close();
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const config = JSON.parse(process.argv[2] ?? '') as ChildConfig;
  const { store, database } = await openStore(config);
  const admitted: number[] = [];
  // The store's own admission times: the quota is the store's, measured on its clock.
  const recording: LimitStore = {
    tryAcquire: async (entries) => {
      const attempt = await store.tryAcquire(entries);
      if (attempt.admitted) admitted.push(attempt.at);
      return attempt;
    },
    close: () => store.close(),
  };
  const limiter = createSharedRateLimiter({
    store: recording,
    clock: systemProviderClock,
    limits: prefixRateLimits({ [config.key]: { limit: config.limit, windowMs: config.windowMs } }),
  });
  // Connected (and the Redis script loaded) before "go", so both processes start racing for the first window together.
  await store.tryAcquire([{ key: `${config.key}:warm-up`, limit: 1_000, windowMs: 1_000 }]);
  process.stdout.write('ready\n');
  await waitForGo();
  const end = Date.now() + config.durationMs;
  const caller = async () => {
    while (Date.now() < end) await limiter.acquire([config.key]);
  };
  try {
    await Promise.all(Array.from({ length: config.concurrency }, caller));
    process.stdout.write(`${JSON.stringify({ times: admitted })}\n`);
  } finally {
    await store.close();
    await database?.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
