// Post list bench (issue 15: "the same bars for the ranking history, insight and post lists the feature issues add
// (each bench prints its ratio)"). A fresh embedded database (a PGlite temp dir; with DATABASE_URL a throwaway
// database on that server, dropped afterwards) gets the demo seed and, in bulk SQL (bench-posts-seed.ts), 20 linked
// stores, 5,000 planned posts and 100,000 post histories for the demo owner's company. The real app listens on a free
// loopback port and the first page of each list, as the console asks for it (page_size=20, no filter):
//   GET /api/post-management/post-settings    (console /posts/settings)
//   GET /api/post-management/post-histories   (console /posts/histories)
// is timed sequentially from one client (p50, p99) and from 10 concurrent clients (p99), each against the auth-only
// floor GET /api/users/info measured the same way in the same run. The clients share the server's process (the
// figures include their fetch overhead, the floor's too). Goal: 10 clients p99 ≤ 100 ms on PGlite.
//
//   npm run bench:posts
//   BENCH_POSTS_SETTINGS=5000 BENCH_POSTS_HISTORIES=100000 BENCH_POSTS_STORES=20 npm run bench:posts
//   BENCH_POSTS_REQUESTS=200 BENCH_POSTS_CLIENTS=10 BENCH_POSTS_CLIENT_REQUESTS=50 npm run bench:posts
import { loadConfig } from '../server/src/config';
import { seedDemo } from '../server/src/db/seed-demo';
import { POST_HISTORY_TOTAL_CAP } from '../server/src/modules/posts/post-histories.service';
import { closeDeps, createDeps } from '../server/src/deps';
import { openBenchDatabase, percentile, runBench, serveSignedIn, timeRequests, type Served } from './bench-insight-harness';
import { seedPosts } from './bench-posts-seed';

const STORES = Number(process.env.BENCH_POSTS_STORES ?? 20);
const SETTINGS = Number(process.env.BENCH_POSTS_SETTINGS ?? 5_000);
const HISTORIES = Number(process.env.BENCH_POSTS_HISTORIES ?? 100_000);
/** Sequential requests of the one-client run. */
const REQUESTS = Number(process.env.BENCH_POSTS_REQUESTS ?? 200);
const CLIENTS = Number(process.env.BENCH_POSTS_CLIENTS ?? 10);
/** Requests each of the concurrent clients sends, one after the other. */
const CLIENT_REQUESTS = Number(process.env.BENCH_POSTS_CLIENT_REQUESTS ?? 50);
/** The console's page size on both screens (src/app/screens/posts/post-*-screen.tsx). */
const PAGE_SIZE = 20;
const GOAL_P99_MS = 100;
const FLOOR_PATH = '/api/users/info';

const LISTS = [
  { name: 'post-settings', path: `/api/post-management/post-settings?page=1&page_size=${PAGE_SIZE}` },
  { name: 'post-histories', path: `/api/post-management/post-histories?page=1&page_size=${PAGE_SIZE}` },
];

const out = (line: string) => process.stdout.write(`${line}\n`);
const log = (line: string) => process.stderr.write(`  ${line}\n`);

interface Timing {
  p50: number;
  p99: number;
  /** p99 of CLIENTS clients each sending CLIENT_REQUESTS requests in turn, all at once. */
  concurrentP99: number;
  bytes: number;
}

async function measure(served: Served, url: string): Promise<Timing> {
  await timeRequests(served, url, 10);
  const { times, bytes } = await timeRequests(served, url, REQUESTS);
  const clients = await Promise.all(Array.from({ length: CLIENTS }, () => timeRequests(served, url, CLIENT_REQUESTS)));
  const concurrent = clients.flatMap((c) => c.times).sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), concurrentP99: percentile(concurrent, 99), bytes };
}

/**
 * The first page must be a full page of a list holding every seeded row (the histories' total counted up to its cap),
 * or the timings measure the wrong thing.
 */
async function checkFirstPage(served: Served, path: string, seeded: number, cap?: number): Promise<void> {
  const res = await fetch(`${served.base}${path}`, { headers: { authorization: `Bearer ${served.token}` } });
  const body = (await res.json()) as { data?: unknown[]; pagination?: { total: number; total_capped?: boolean } };
  const expected = cap === undefined ? seeded : Math.min(seeded, cap);
  const capped = cap !== undefined && seeded >= cap;
  if (res.status !== 200 || body.data?.length !== PAGE_SIZE || body.pagination?.total !== expected || (body.pagination.total_capped ?? false) !== capped) {
    throw new Error(`${path} answered ${res.status} with ${body.data?.length} rows of ${body.pagination?.total} (expected ${PAGE_SIZE} of ${expected})`);
  }
}

async function main(): Promise<void> {
  const database = await openBenchDatabase('meo-bench-posts');
  out(`post list bench on ${database.label}`);
  const config = { ...loadConfig({ ...database.env, LOG_LEVEL: 'warn' }), workers: false, seedDemo: false };
  const deps = await createDeps(config);
  try {
    const startedAt = performance.now();
    await seedDemo(deps.db, deps.clock);
    const seeded = await seedPosts(deps, { stores: STORES, settings: SETTINGS, histories: HISTORIES });
    log(`database ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    out(`seeded stores=${STORES} post_settings=${seeded.settings} post_setting_accounts=${seeded.accounts} post_queues=${seeded.queues} post_histories=${seeded.histories}`);
    const served = await serveSignedIn(deps);
    try {
      await checkFirstPage(served, LISTS[0].path, seeded.settings);
      await checkFirstPage(served, LISTS[1].path, seeded.histories, POST_HISTORY_TOTAL_CAP);
      log(`floor: ${REQUESTS} requests from 1 client, ${CLIENTS} × ${CLIENT_REQUESTS} from ${CLIENTS} clients`);
      const floor = await measure(served, FLOOR_PATH);
      out(
        `endpoint=floor(users/info) n=${REQUESTS} p50_ms=${floor.p50.toFixed(2)} p99_ms=${floor.p99.toFixed(2)} clients=${CLIENTS} c${CLIENTS}_p99_ms=${floor.concurrentP99.toFixed(2)}`,
      );
      let met = true;
      for (const list of LISTS) {
        log(`${list.name}: ${REQUESTS} requests from 1 client, ${CLIENTS} × ${CLIENT_REQUESTS} from ${CLIENTS} clients`);
        const t = await measure(served, list.path);
        const ok = t.concurrentP99 <= GOAL_P99_MS;
        met &&= ok;
        out(
          `endpoint=${list.name} page_size=${PAGE_SIZE} n=${REQUESTS} p50_ms=${t.p50.toFixed(1)} p99_ms=${t.p99.toFixed(1)} ratio_p50=${(t.p50 / floor.p50).toFixed(1)} ratio_p99=${(t.p99 / floor.p99).toFixed(1)} clients=${CLIENTS} c${CLIENTS}_p99_ms=${t.concurrentP99.toFixed(1)} ratio_c${CLIENTS}_p99=${(t.concurrentP99 / floor.concurrentP99).toFixed(1)} kb=${(t.bytes / 1024).toFixed(0)} goal(c${CLIENTS}_p99 ≤ ${GOAL_P99_MS} ms) ${ok ? 'met' : 'NOT met'}`,
        );
      }
      out(`goal ${CLIENTS}-client p99 ≤ ${GOAL_P99_MS} ms on both lists: ${met ? 'met' : 'NOT met'}`);
    } finally {
      await served.app.close();
    }
  } finally {
    await closeDeps(deps);
    await database.drop();
  }
}

runBench(main);
