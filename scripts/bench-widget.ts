// Public widget bench (issue 14): the embed endpoint at 50 concurrent clients against the auth-only floor of the same
// run, and the embed script's size. A PGlite temp dir (or a throwaway database on DATABASE_URL's server) is seeded
// with the demo data and 5,000 reviews on one store; the real app listens on a free port and autocannon runs in a
// child process so it does not share the server's event loop.
//
//   npm run bench:widget
//   BENCH_SECONDS=3 npm run bench:widget
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import { defaultWidgetSettings } from '../src/shared/widget/widget-defaults';
import { loadConfig } from '../server/src/config';
import { demoUsers, seedDemo } from '../server/src/db/seed-demo';
import { createDeps } from '../server/src/deps';
import { openBenchDatabase, percentile, serveSignedIn } from './bench-insight-harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REVIEWS = 5_000;
const EMBED_BUDGET_GZIP = 20 * 1024;

interface Scenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** The status every answer must have (200, or 304 for a revalidation). */
  status: number;
}
interface Measured {
  name: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}
type Tracker = { on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: { requests: { average: number }; errors: number }) => void) => Tracker;

async function measure(base: string, scenario: Scenario, connections: number): Promise<Measured> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const options = { url: `${base}${scenario.path}`, connections, duration: SECONDS, headers: scenario.headers };
  await new Promise((resolve) => autocannon({ ...options, duration: 1 }, resolve));
  const times: number[] = [];
  let unexpected = 0;
  const result = await new Promise<{ requests: { average: number }; errors: number }>((resolve, reject) => {
    const instance = autocannon(options, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on('response', (_c, status, _b, ms) => {
      if (Number(status) === scenario.status) times.push(ms);
      else unexpected += 1;
    });
  });
  times.sort((a, b) => a - b);
  return { name: scenario.name, connections, p50: times.length ? percentile(times, 50) : NaN, p99: times.length ? percentile(times, 99) : NaN, rps: result.requests.average, errors: result.errors + unexpected };
}

async function runClient(): Promise<void> {
  const { base, scenarios } = JSON.parse(process.env.BENCH_SPEC ?? '{}') as { base: string; scenarios: Scenario[] };
  const results: Measured[] = [];
  for (const connections of [1, 50]) for (const scenario of scenarios) results.push(await measure(base, scenario, connections));
  process.send?.(results);
}

/** The embed script as `vite build` writes it, measured raw and gzipped (level 9, as the build precompresses). */
async function embedSize(): Promise<{ raw: number; gzip: number }> {
  const out = await build({ entryPoints: ['src/widget/embed.ts'], bundle: true, minify: true, format: 'iife', target: ['es2019', 'safari13'], write: false, legalComments: 'none' });
  const bytes = Buffer.from(out.outputFiles[0].contents);
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

async function runServer(): Promise<void> {
  const database = await openBenchDatabase('meo-bench-widget');
  process.stdout.write(`public widget bench on ${database.label}\n`);
  const config = { ...loadConfig({ ...database.env, LOG_LEVEL: 'warn' }), workers: false };
  const deps = await createDeps(config);
  let failed: boolean;
  try {
    await seedDemo(deps.db, deps.clock);
    const [owner] = rowsOf<{ company_id: number }>(await deps.db.execute(sql`select company_id from users where email = ${demoUsers.owner.email}`));
    const [account] = rowsOf<{ id: number }>(
      await deps.db.execute(sql`insert into local_accounts (company_id, provider, provider_location_id, provider_account_id, title, store_code, address, status, linked_at)
        values (${owner.company_id}, 'google', 'locations/bench-widget', 'accounts/bench', 'ベンチ店舗', 'BW-001', '東京都千代田区1-1', 'linked', now()) returning id`),
    );
    await deps.db.execute(sql`insert into reviews (company_id, local_account_id, provider, kind, provider_review_id, reviewer_name, rating, comment, posted_at, provider_updated_at)
      select ${owner.company_id}, ${account.id}, 'google', 1, 'bench-' || g, 'レビュアー' || g, 1 + g % 5, 'とても美味しかったです。また来ます。 #' || g,
             now() - g * interval '1 hour', now() - g * interval '1 hour' from generate_series(1, ${REVIEWS}) g`);
    const { base, token, app } = await serveSignedIn(deps);
    const created = await fetch(`${base}/api/map-tool/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...defaultWidgetSettings('review'), name: 'ベンチ', accounts: [`g_${account.id}`], dispnum: 50 }),
    });
    if (created.status !== 200) throw new Error(`widget create answered ${created.status}: ${await created.text()}`);
    const publicId = ((await created.json()) as { data: { public_id: string } }).data.public_id;
    const first = await fetch(`${base}/api/preview/widgets/${publicId}`);
    const etag = first.headers.get('etag') ?? '';
    const scenarios: Scenario[] = [
      { name: 'auth-only floor (GET /api/users/info)', path: '/api/users/info', headers: { authorization: `Bearer ${token}` }, status: 200 },
      { name: 'public widget (200, 50 reviews)', path: `/api/preview/widgets/${publicId}`, headers: {}, status: 200 },
      { name: 'public widget revalidated (304)', path: `/api/preview/widgets/${publicId}`, headers: { 'if-none-match': etag }, status: 304 },
    ];
    const child = fork(process.argv[1], ['--client'], { env: { ...process.env, BENCH_SPEC: JSON.stringify({ base, scenarios }) }, execArgv: process.execArgv });
    const results = await new Promise<Measured[]>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Measured[]));
      child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
    });
    child.kill();
    failed = !report(results, scenarios[0].name, await embedSize(), first.headers.get('content-length') ?? '?');
    await app.close();
  } finally {
    await deps.broadcaster.close();
    await deps.database.close();
    await database.drop();
  }
  process.exit(failed ? 1 : 0);
}

function report(results: Measured[], floorName: string, embed: { raw: number; gzip: number }, bodyBytes: string): boolean {
  const pad = (v: string, n: number) => v.padStart(n);
  const lines = [`${'endpoint'.padEnd(40)} ${pad('conns', 5)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('req/s', 8)} ${pad('rps/floor', 9)} ${pad('p99/floor', 9)} ${pad('errors', 6)}`];
  for (const r of results) {
    const floor = results.find((f) => f.connections === r.connections && f.name === floorName);
    lines.push(
      `${r.name.padEnd(40)} ${pad(String(r.connections), 5)} ${pad(r.p50.toFixed(2), 8)} ${pad(r.p99.toFixed(2), 8)} ${pad(r.rps.toFixed(0), 8)} ${pad(floor ? (r.rps / floor.rps).toFixed(2) : '-', 9)} ${pad(floor ? (r.p99 / floor.p99).toFixed(2) : '-', 9)} ${pad(String(r.errors), 6)}`,
    );
  }
  const within = embed.gzip <= EMBED_BUDGET_GZIP;
  lines.push('', `widget answer: ${bodyBytes} bytes`, `embed script: ${embed.raw} bytes, ${embed.gzip} bytes gzip (budget ${EMBED_BUDGET_GZIP}) ${within ? 'met' : 'NOT met'}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  return within && results.every((r) => r.errors === 0);
}

if (process.argv.includes('--client')) {
  runClient().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
} else {
  runServer().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
