// Rank measurement bench (issue 12): 1,000 measures due at once, measured by the real engine — ranking.schedule,
// ranking.measure and its sweep through pg-boss, the shared limiter — on PGlite in a temp dir, against the emulators in
// their own process answering every call 50 ms late. The outcome is read from the providers' side (the search
// emulators' call and search logs). Then the history bench (scripts/bench-ranking-history.ts). Two lines on stdout:
//   measures=N minutes=N max_calls_per_minute=N duplicates=N
//   history_p50_ms=… history_p99_ms=… floor_p50_ms=… ratio_p50=… ratio_p99=…
// Pass: every measure done exactly once (duplicates 0: no list searched twice from the same point for a day), Places
// searchText within 600 calls and YOLP within 300 in any minute. minutes is bounded below by those budgets.
//
// The measures are written directly (200 keywords on each of the demo owner's five linked listings), all due now;
// each listing's place id and location are read from the provider by the engine itself at the first measurement.
//
//   npm run bench:ranking
//   BENCH_MEASURES=200 npm run bench:ranking
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, inArray, max, min } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDeps, type Deps } from '../server/src/deps';
import { demoUsers, seedDemo } from '../server/src/db/seed-demo';
import { linkDemoProviders } from '../server/src/db/seed-demo-links';
import { startJobs, type JobRunner } from '../server/src/jobs/boss';
import { localAccounts } from '../server/src/modules/local-accounts/local-accounts.table';
import { rankingJobs } from '../server/src/modules/ranking/measurement.jobs';
import { measures, rankResults } from '../server/src/modules/ranking/ranking.table';
import { maxCallsInWindow } from '../server/src/providers/shared/rate-limiter';
import { users } from '../server/src/tenancy/tenancy.table';
import type { CallRecord } from '../emulators/shared/emulator-ops';
import type { SearchRecord } from '../emulators/shared/rank-variation';
import { benchRankHistory } from './bench-ranking-history';
import { freePort, sleep, startProcess, stopProcess, tailOf, waitFor, type DrillProcess } from './drill/drill-processes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MEASURES = Number(process.env.BENCH_MEASURES ?? 1000);
const LATENCY_MS = 50;
const DRAIN_LIMIT_MS = 900_000;
const MINUTE_MS = 60_000;
const FOREIGN_ENV = ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_ORIGIN', 'STORAGE_DIR', 'APP_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'PLACES_API_KEY', 'YAHOO_APP_ID', 'LLM_API_KEY', 'PORT', 'DATA_DIR'];
const AREA_OF: Record<string, string> = { 'DF-001': '渋谷', 'DF-002': '梅田', 'DF-003': '栄', 'DF-004': '天神', 'DF-005': '札幌' };
const GENRES = ['ランチ', '定食', 'カフェ', '居酒屋', 'ラーメン'];
const BUDGETS = { places: 600, yahoo: 300 } as const;

const say = (line: string): void => void process.stderr.write(`bench: ${line}\n`);

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of FOREIGN_ENV) delete env[name];
  return { ...env, ...extra };
}

/** MEASURES measures spread over the owner's linked listings, every one due today (measure time 00:00). */
async function seedMeasures(deps: Deps): Promise<number[]> {
  const [owner] = await deps.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, demoUsers.owner.email));
  const accounts = await deps.db
    .select({ id: localAccounts.id, provider: localAccounts.provider, storeId: localAccounts.storeId, storeCode: localAccounts.storeCode })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, owner.companyId), eq(localAccounts.status, 'linked')));
  if (accounts.length === 0) throw new Error('the demo owner has no linked listings');
  const rows = Array.from({ length: MEASURES }, (_, i) => {
    const account = accounts[i % accounts.length];
    const n = Math.floor(i / accounts.length);
    const keyword = `${AREA_OF[account.storeCode ?? ''] ?? '渋谷'} ${GENRES[n % GENRES.length]} ${n + 1}`;
    return {
      companyId: owner.companyId, localAccountId: account.id, storeId: account.storeId as number, provider: account.provider, keyword, keywordKey: keyword.toLowerCase(),
      kind: 'menu' as const, status: 'measuring' as const, pointKind: 'store' as const, radiusM: 3000, measureTime: '00:00', depth: account.provider === 'google' ? 60 : 100,
    };
  });
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 200) {
    ids.push(...(await deps.db.insert(measures).values(rows.slice(start, start + 200)).returning({ id: measures.id })).map((row) => row.id));
  }
  return ids;
}

const getJson = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

/** First-page id searches of the same list from the same point on one day: a measurement made twice (a snapshot's
 * read of page 1 with names is not one). */
function duplicatesOf(searches: readonly (SearchRecord & { provider: string })[]): number {
  const seen = new Map<string, number>();
  for (const search of searches.filter((s) => s.firstPage && !s.names)) {
    const key = JSON.stringify([search.provider, search.query, search.lat, search.lon, search.radiusM, search.time.slice(0, 10)]);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
}

const perMinute = (calls: readonly CallRecord[], counted: (call: CallRecord) => boolean) => maxCallsInWindow(calls.filter(counted).map((c) => Date.parse(c.time)), MINUTE_MS);

async function run(tmp: string, holder: { emulators: DrillProcess | null; close: (() => Promise<void>) | null }): Promise<boolean> {
  const emulatorsPort = await freePort();
  const origin = `http://127.0.0.1:${emulatorsPort}`;
  holder.emulators = startProcess({ name: 'emulators', entry: 'emulators/main.ts', env: cleanEnv({ EMULATORS_PORT: String(emulatorsPort), EMULATORS_HOST: '127.0.0.1' }), logFile: path.join(tmp, 'emulators.log'), cwd: ROOT });
  await waitFor('the emulators', async () => ((await fetch(`${origin}/emulators`)).status < 500 ? true : undefined), { timeoutMs: 60_000, intervalMs: 250, alive: holder.emulators });

  const port = await freePort();
  const config = { ...loadConfig({ DATA_DIR: path.join(tmp, 'data'), EMULATORS_URL: origin, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' }), workers: false };
  const deps = await createDeps(config);
  await seedDemo(deps.db, deps.clock);
  const app = await buildApp(deps, { webRoot: '/nonexistent' });
  await app.listen({ port, host: '127.0.0.1' });
  let jobs: JobRunner | null = null;
  holder.close = async () => {
    await app.close();
    await jobs?.stop();
    await deps.broadcaster.close();
    await deps.htmlRenderer.close();
    await deps.database.close();
  };
  await linkDemoProviders(deps);
  const ids = await seedMeasures(deps);
  for (const name of ['places', 'yahoo', 'google']) {
    await fetch(`${origin}/emulators/${name}/__admin/failures`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delayMs: LATENCY_MS, times: 1_000_000_000 }) });
    await fetch(`${origin}/emulators/${name}/__admin/calls`, { method: 'DELETE' });
  }
  for (const name of ['places', 'yahoo']) await fetch(`${origin}/emulators/${name}/__admin/searches`, { method: 'DELETE' });
  say(`${ids.length} measures due; provider latency ${LATENCY_MS} ms; snapshots ${deps.htmlRenderer.available ? 'rendered' : 'missing (no browser)'}`);

  const started = Date.now();
  // ranking.schedule runs at start: today's row of every measure, each handed to ranking.measure.
  jobs = await startJobs(deps, { jobs: rankingJobs });
  let lastLog = 0;
  await waitFor(
    'every measure to be measured',
    async () => {
      const states = await deps.db.select({ status: rankResults.status, n: count() }).from(rankResults).where(inArray(rankResults.measureId, ids)).groupBy(rankResults.status);
      const of = (status: string) => states.find((s) => s.status === status)?.n ?? 0;
      if (Date.now() - lastLog > 15_000) {
        lastLog = Date.now();
        say(`${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(Object.fromEntries(states.map((s) => [s.status, s.n])))}`);
      }
      return of('done') + of('failed') === ids.length ? true : undefined;
    },
    { timeoutMs: DRAIN_LIMIT_MS, intervalMs: 1000 },
  );
  const [summary] = await deps.db
    .select({ rows: count(), measures: count(rankResults.measureId), first: min(rankResults.measuredAt), last: max(rankResults.measuredAt) })
    .from(rankResults)
    .where(inArray(rankResults.measureId, ids));
  const done = (await deps.db.select({ n: count() }).from(rankResults).where(and(inArray(rankResults.measureId, ids), eq(rankResults.status, 'done'))))[0].n;
  const placesCalls = await getJson<CallRecord[]>(`${origin}/emulators/places/__admin/calls`);
  const yahooCalls = await getJson<CallRecord[]>(`${origin}/emulators/yahoo/__admin/calls`);
  const googleCalls = await getJson<CallRecord[]>(`${origin}/emulators/google/__admin/calls`);
  const searchesOf = async (provider: string) => (await getJson<SearchRecord[]>(`${origin}/emulators/${provider}/__admin/searches`)).map((s) => ({ ...s, provider }));
  const searches = [...(await searchesOf('places')), ...(await searchesOf('yahoo'))];
  const placesPerMinute = perMinute(placesCalls, (c) => c.path === '/v1/places:searchText');
  const yolpPerMinute = perMinute(yahooCalls, (c) => c.path === '/OpenLocalPlatform/V1/localSearch');
  const duplicates = duplicatesOf(searches);
  const drainMs = (summary.last?.getTime() ?? Date.now()) - started;
  process.stdout.write(`measures=${done} minutes=${(drainMs / MINUTE_MS).toFixed(1)} max_calls_per_minute=${Math.max(placesPerMinute, yolpPerMinute)} duplicates=${duplicates}\n`);
  say(
    `rows=${summary.rows} done=${done} places_searchText_per_minute=${placesPerMinute} yolp_per_minute=${yolpPerMinute} places_calls=${placesCalls.length} yolp_calls=${yahooCalls.length} ` +
      `google_calls=${googleCalls.length} refused_429=${[...placesCalls, ...yahooCalls].filter((c) => c.status === 429).length}; minutes run from the start of the jobs to the last measurement`,
  );
  return done === ids.length && summary.rows === ids.length && duplicates === 0 && placesPerMinute <= BUDGETS.places && yolpPerMinute <= BUDGETS.yahoo;
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-bench-ranking-'));
  const holder: { emulators: DrillProcess | null; close: (() => Promise<void>) | null } = { emulators: null, close: null };
  let passed = false;
  try {
    passed = await run(tmp, holder);
  } catch (error) {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    say(`--- emulators (last lines)\n${tailOf(path.join(tmp, 'emulators.log'), 20)}`);
  } finally {
    await holder.close?.().catch((error: unknown) => say(`close: ${String(error)}`));
    if (holder.emulators) await stopProcess(holder.emulators);
    await sleep(100);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (passed) {
    try {
      process.stdout.write(`${await benchRankHistory()}\n`);
    } catch (error) {
      say(`history bench failed: ${error instanceof Error ? error.message : String(error)}`);
      passed = false;
    }
  }
  process.exit(passed ? 0 : 1);
}

void main();
