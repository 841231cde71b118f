// Business info bulk bench (issue 11): one bulk edit (New Year special hours) of 1,000 Google stores, sent through
// the real server stack — HTTP, business.bulk-apply, business.reflect, the shared Google limiter — on PGlite in a temp
// dir, against the emulators in their own process answering every call 50 ms late. The outcome is read from the
// provider's side (the Google emulator's call log) and from the run's counts. One line on stdout:
//   stores=N drain_s=N max_edits_per_profile_minute=N max_calls_per_minute=N failures=N
// Pass: failures 0, at most 300 calls in any minute and 10 edits per profile in any minute; drain_s is bounded below
// by Google's quota (1,000 edits at 300 calls a minute = 200 s).
//
// The 997 stores besides the demo's three are opened on the emulator and entered in the database as a company that
// has used the console would have them: linked, with a listing record and Google's version read (the bench measures
// the bulk edit, not a first read of 1,000 listings). Only the business jobs run, so no review sync shares the quota.
//
//   npm run bench:business
//   BENCH_STORES=200 npm run bench:business
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDeps, type Deps } from '../server/src/deps';
import { demoUsers, seedDemo } from '../server/src/db/seed-demo';
import { linkDemoProviders } from '../server/src/db/seed-demo-links';
import { startJobs, type JobRunner } from '../server/src/jobs/boss';
import { businessBulkApplyJob } from '../server/src/modules/business/bulk-apply.jobs';
import { businessBulkLines } from '../server/src/modules/business/bulk-runs.table';
import { listingProviderVersions, listingRecords } from '../server/src/modules/business/business-listings.table';
import { freshProviderVersions } from '../server/src/modules/business/listing-providers.service';
import { findListingStores } from '../server/src/modules/business/listing-records.repository';
import { businessReflectJob } from '../server/src/modules/business/listing-reflection.service';
import { localAccounts } from '../server/src/modules/local-accounts/local-accounts.table';
import { stores } from '../server/src/modules/stores/stores.table';
import { users } from '../server/src/tenancy/tenancy.table';
import type { CallRecord } from '../emulators/shared/emulator-ops';
import { login } from './drill/drill-console-api';
import { DrillPostsEmulator, maxCallsPerMinute, maxEditsPerProfileMinute } from './drill/drill-posts-emulator';
import { freePort, sleep, startProcess, stopProcess, tailOf, waitFor, type DrillProcess } from './drill/drill-processes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STORES = Number(process.env.BENCH_STORES ?? 1000);
const LATENCY_MS = 50;
const DRAIN_LIMIT_MS = 900_000;
const PREFIX = 'BULK-';
const FOREIGN_ENV = ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_ORIGIN', 'STORAGE_DIR', 'APP_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'LLM_API_KEY', 'PORT', 'DATA_DIR'];
const NEW_YEAR = [
  { date: '2027/12/31', closed: false, open: '11:00', close: '18:00' },
  { date: '2028/01/01', closed: true, open: null, close: null },
  { date: '2028/01/02', closed: true, open: null, close: null },
  { date: '2028/01/03', closed: false, open: '12:00', close: '17:00' },
];

const say = (line: string): void => void process.stderr.write(`bench: ${line}\n`);

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of FOREIGN_ENV) delete env[name];
  return { ...env, ...extra };
}

/** The demo stores linked at start plus stores opened on the emulator, until the company has STORES Google stores. */
async function seedStores(deps: Deps, emulator: DrillPostsEmulator): Promise<void> {
  const [owner] = await deps.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, demoUsers.owner.email));
  const companyId = owner.companyId;
  const { rows: demo } = await findListingStores(deps.db, companyId, {});
  const versions = await freshProviderVersions(deps, companyId, demo, { onlyMissing: true });
  const google = demo.filter((s) => s.google !== null);
  const template = google.map((s) => versions.get(s.id)?.google?.listing).find((l) => l !== undefined);
  if (!template) throw new Error('the demo stores could not be read from the Google emulator');
  const [sample] = await deps.db.select().from(localAccounts).where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.provider, 'google'), eq(localAccounts.status, 'linked'))).limit(1);
  const now = new Date();
  for (const store of demo) {
    const record = versions.get(store.id)?.google?.listing ?? versions.get(store.id)?.yahoo?.listing;
    if (record) await deps.db.insert(listingRecords).values({ companyId, storeId: store.id, listing: record, createdAt: now, updatedAt: now }).onConflictDoNothing();
  }
  const toAdd = STORES - google.length;
  for (let start = 0; start < toAdd; start += 100) {
    const batch = [];
    for (let i = start; i < Math.min(toAdd, start + 100); i += 1) {
      const code = `${PREFIX}${String(i + 1).padStart(4, '0')}`;
      const title = `デモ食堂 一括${String(i + 1).padStart(4, '0')}号店`;
      batch.push({ code, title, location: await emulator.addLocation(code, title) });
    }
    const created = await deps.db
      .insert(stores)
      .values(batch.map((b) => ({ companyId, storeCode: b.code, name: b.title, prefecture: '東京都', address: '東京都渋谷区道玄坂1-1-1' })))
      .returning({ id: stores.id, storeCode: stores.storeCode });
    const storeOf = new Map(created.map((s) => [s.storeCode, s.id]));
    const accounts = await deps.db
      .insert(localAccounts)
      .values(
        batch.map((b) => ({
          companyId, provider: 'google' as const, providerLocationId: `locations/${b.location.locationId}`, providerAccountId: `accounts/${b.location.accountId}`,
          connectionId: sample.connectionId, storeId: storeOf.get(b.code) as number, title: b.title, storeCode: b.code, address: '東京都渋谷区道玄坂1-1-1',
          status: 'linked' as const, linkedAt: now,
        })),
      )
      .returning({ id: localAccounts.id, storeId: localAccounts.storeId, title: localAccounts.title });
    const listings = accounts.map((a) => ({ account: a, listing: { ...template, name: a.title } }));
    await deps.db.insert(listingRecords).values(listings.map(({ account, listing }) => ({ companyId, storeId: account.storeId as number, listing, createdAt: now, updatedAt: now })));
    await deps.db.insert(listingProviderVersions).values(
      listings.map(({ account, listing }) => ({ companyId, storeId: account.storeId as number, provider: 'google' as const, localAccountId: account.id, listing, fetchedAt: now })),
    );
  }
}

interface RunCounts {
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
  pending: number;
}

const isEdit = (call: CallRecord): boolean => call.method === 'PATCH' && /^\/v1\/locations\/[^/]+$/.test(call.path);

async function run(tmp: string, holder: { emulators: DrillProcess | null; close: (() => Promise<void>) | null }): Promise<boolean> {
  const emulatorsPort = await freePort();
  const emulatorsOrigin = `http://127.0.0.1:${emulatorsPort}`;
  holder.emulators = startProcess({ name: 'emulators', entry: 'emulators/main.ts', env: cleanEnv({ EMULATORS_PORT: String(emulatorsPort), EMULATORS_HOST: '127.0.0.1' }), logFile: path.join(tmp, 'emulators.log'), cwd: ROOT });
  const answers = async () => ((await fetch(`${emulatorsOrigin}/emulators`)).status < 500 ? true : undefined);
  await waitFor('the emulators', answers, { timeoutMs: 60_000, intervalMs: 250, alive: holder.emulators });
  const emulator = new DrillPostsEmulator(emulatorsOrigin);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = { ...loadConfig({ DATA_DIR: path.join(tmp, 'data'), EMULATORS_URL: emulatorsOrigin, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' }), workers: false };
  const deps = await createDeps(config);
  await seedDemo(deps.db, deps.clock);
  const app = await buildApp(deps, { webRoot: '/nonexistent' });
  await app.listen({ port, host: '127.0.0.1' });
  let jobs: JobRunner | null = null;
  holder.close = async () => {
    // The last progress event of the run is at most a second behind its end.
    await sleep(1500);
    await app.close();
    await jobs?.stop();
    await deps.broadcaster.close();
    await deps.database.close();
  };
  await linkDemoProviders(deps);
  const seedStarted = Date.now();
  await seedStores(deps, emulator);
  say(`${STORES} Google stores linked with their listings in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  await emulator.setLatency(LATENCY_MS);
  await fetch(`${emulatorsOrigin}/emulators/yahoo/__admin/failures`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delayMs: LATENCY_MS, times: 1_000_000_000 }) });
  jobs = await startJobs(deps, { jobs: [businessReflectJob, businessBulkApplyJob] });

  const owner = await login(base, 'owner');
  const callsBefore = (await emulator.calls()).length;
  const started = Date.now();
  const res = await fetch(`${base}/api/business/bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scope: 'all', changes: { special_hours: { mode: 'merge', entries: NEW_YEAR } } }),
  });
  const answeredMs = Date.now() - started;
  if (!res.ok) throw new Error(`POST /api/business/bulk answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const runId = ((await res.json()) as { data: { id: number } }).data.id;
  say(`bulk edit ${runId} accepted in ${answeredMs} ms; provider latency ${LATENCY_MS} ms`);

  let lastLog = 0;
  let appliedMs: number | null = null;
  // The progress read a person's screen makes while the run drains: how long the busiest moment kept it waiting.
  let slowestPollMs = 0;
  const counts = await waitFor(
    'the bulk edit to settle',
    async () => {
      if (appliedMs === null) {
        const [{ n }] = await deps.db.select({ n: count() }).from(businessBulkLines).where(and(eq(businessBulkLines.runId, runId), eq(businessBulkLines.state, 'pending')));
        if (n === 0) appliedMs = Date.now() - started;
      }
      const asked = Date.now();
      const body = (await (await fetch(`${base}/api/business/bulk/${runId}`, { headers: { authorization: `Bearer ${owner.token}` } })).json()) as { data: RunCounts };
      slowestPollMs = Math.max(slowestPollMs, Date.now() - asked);
      if (process.env.BENCH_DEBUG === '1' && Date.now() - lastLog > 5_000) {
        const states = await deps.db.execute(sql`select status, attempts, count(*)::int as n, min(claimed_at) as next from listing_reflections group by 1, 2 order by 1, 2`);
        const boss = await deps.db.execute(sql`select name, state, count(*)::int as n from pgboss.job where name like 'business.%' group by 1, 2 order by 1, 2`);
        say(`debug ${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify((states as { rows?: unknown[] }).rows ?? states)} ${JSON.stringify((boss as { rows?: unknown[] }).rows ?? boss)}`);
      }
      if (Date.now() - lastLog > (process.env.BENCH_DEBUG === '1' ? 5_000 : 30_000)) {
        lastLog = Date.now();
        const { total, succeeded, failed, skipped, pending } = body.data;
        say(`${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify({ total, succeeded, failed, skipped, pending })}`);
      }
      return body.data.status === 'running' ? undefined : body.data;
    },
    { timeoutMs: DRAIN_LIMIT_MS, intervalMs: 1000 },
  );
  const calls = (await emulator.calls()).slice(callsBefore);
  const edits = calls.filter((c) => isEdit(c) && c.status < 300);
  const drainMs = Math.max(...edits.map((c) => Date.parse(c.time))) - started;
  const [{ n: storeCount }] = await deps.db.select({ n: countDistinct(businessBulkLines.storeId) }).from(businessBulkLines).where(eq(businessBulkLines.runId, runId));
  const maxCalls = maxCallsPerMinute(await emulator.calls());
  const perProfile = maxEditsPerProfileMinute(await emulator.calls());
  process.stdout.write(`stores=${storeCount} drain_s=${(drainMs / 1000).toFixed(1)} max_edits_per_profile_minute=${perProfile.max} max_calls_per_minute=${maxCalls} failures=${counts.failed}\n`);
  say(
    `answer_ms=${answeredMs} slowest_progress_read_ms=${slowestPollMs} stores_applied_s=${appliedMs === null ? 'n/a' : (appliedMs / 1000).toFixed(1)} lines=${counts.total} succeeded=${counts.succeeded} skipped=${counts.skipped} google_edits=${edits.length} refused_429=${calls.filter((c) => c.status === 429).length} ` +
      `quota_floor_s=${((edits.length / 300) * 60).toFixed(0)}; drain_s runs from the apply request to the last accepted location edit; max_calls_per_minute counts the Business Profile API calls of the whole run (setup included)`,
  );
  return counts.failed === 0 && maxCalls <= 300 && perProfile.max <= 10;
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-bench-business-'));
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
  process.exit(passed ? 0 : 1);
}

void main();
