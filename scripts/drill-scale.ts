// Scale drill (issue 16): the deployment of deploy/compose.yaml on this machine — PostgreSQL, Redis, the emulators in
// their own process, the migration run once, 2 API and 2 worker processes started with the commands and settings of
// scripts/drill/scale-topology.ts. 1,000 publications (20 posts × 50 Google profiles) fall due in the same minute; one
// worker gets SIGTERM and the other kill -9 while they publish, and each is started again, then each API process in turn
// gets SIGTERM and is started again (its clients reconnect as pusher-js does). 200 websocket clients of the
// demo owner, dealt over both API processes, count the review-sync announcements the workers publish (a sync is asked
// for a little more than once a minute, through one API then the other). One line on stdout:
//   effects=N duplicates=N lost=N max_calls_per_minute=N max_edits_per_profile_minute=N realtime_delivered=N/N
// Pass: 1000 / 0 / 0, ≤ 300, ≤ 10, every announcement published on Redis received by every client.
//
//   npm run drill:scale            (PostgreSQL at 127.0.0.1:5432 and Redis at 127.0.0.1:6379, or DRILL_DATABASE_URL / DRILL_REDIS_URL)
//   DRILL_KEEP=1 npm run drill:scale
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { login, type ApiSession } from './drill/drill-console-api';
import { createPost, historyStates, requestReviewSync } from './drill/drill-posts-api';
import { DrillPostsEmulator, maxCallsPerMinute, maxEditsPerProfileMinute, tallyPublications, type ProviderPost } from './drill/drill-posts-emulator';
import {
  answers, cleanEnv, dueMinute, EDITS_PER_PROFILE_MINUTE, linkProfiles, markerOf, openDrillLocations, POSTS, PROFILES, PROJECT_CALLS_PER_MINUTE, PUBLICATIONS, publications, waitForQuiet,
} from './drill/drill-posts-scenario';
import { createDrillDatabase, type DrillDatabase } from './drill/drill-postgres';
import { freePort, say, seconds, sleep, startProcess, stopProcess, tailOf, waitFor, type DrillProcess } from './drill/drill-processes';
import { connectAudience, watchPublished, type PublishedEvents, type RealtimeAudience } from './drill/drill-realtime-clients';
import { scaleServices, type ScaleServiceName } from './drill/scale-topology';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENTS = Number(process.env.DRILL_CLIENTS ?? 200);
const LATENCY_MS = 50;
const SIGTERM_AFTER = 300;
const KILL_AFTER = 600;
// 「最新の口コミを取得」 is taken once a minute per company (reviews.service.ts), so a little more than a minute apart.
const SYNC_EVERY_MS = 65_000;
/** Past INTENT_STALE_SECONDS (30 s) after the last publication, for late doubles. */
const SETTLE_MS = Number(process.env.DRILL_SETTLE_SECONDS ?? 35) * 1000;
const DRAIN_LIMIT_MS = 900_000;

interface Scale {
  tmp: string;
  processes: DrillProcess[];
  logs: string[];
  database: DrillDatabase | null;
  audience: RealtimeAudience | null;
  published: PublishedEvents | null;
}

function start(scale: Scale, service: ScaleServiceName, label: string, env: NodeJS.ProcessEnv): DrillProcess {
  const logFile = path.join(scale.tmp, `${label}-${scale.logs.filter((l) => path.basename(l).startsWith(`${label}-`)).length + 1}.log`);
  scale.logs.push(logFile);
  const proc = startProcess({ name: label, entry: scaleServices[service].entry, env, logFile, cwd: ROOT });
  scale.processes.push(proc);
  return proc;
}

const logged = (file: string, text: string) => async (): Promise<true | undefined> => (fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(text) ? true : undefined);

async function run(scale: Scale): Promise<boolean> {
  const redisUrl = process.env.DRILL_REDIS_URL ?? 'redis://127.0.0.1:6379';
  scale.database = await createDrillDatabase(process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const emulatorsPort = await freePort();
  const emulatorsOrigin = `http://127.0.0.1:${emulatorsPort}`;
  const emulators = start(scale, 'emulators', 'emulators', cleanEnv({ ...scaleServices.emulators.env, EMULATORS_PORT: String(emulatorsPort), EMULATORS_HOST: '127.0.0.1' }));
  await waitFor('the emulators', answers(`${emulatorsOrigin}/emulators`), { timeoutMs: 60_000, intervalMs: 250, alive: emulators });
  const emulator = new DrillPostsEmulator(emulatorsOrigin);
  await openDrillLocations(emulator);
  await emulator.setLatency(LATENCY_MS);

  const ports = [await freePort(), await freePort()];
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const shared = { APP_SECRET: randomBytes(24).toString('hex'), DATABASE_URL: scale.database.url, REDIS_URL: redisUrl, PUBLIC_ORIGIN: bases[0], EMULATORS_URL: emulatorsOrigin, STORAGE_DIR: path.join(scale.tmp, 'files') };
  const envOf = (service: ScaleServiceName, label: string, perHost: Record<string, string> = {}, drillOnly: Record<string, string> = {}) =>
    cleanEnv({ ...scaleServices[service].env, ...shared, DATA_DIR: path.join(scale.tmp, label), LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'warn', ...perHost, ...drillOnly });

  const migrate = start(scale, 'migrate', 'migrate', envOf('migrate', 'migrate'));
  const migrated = await migrate.exited;
  if (migrated.code !== 0) throw new Error(`the migration exited with ${migrated.code ?? migrated.signal}`);
  const apis: DrillProcess[] = [];
  for (const [index, port] of ports.entries()) {
    // Only the drill seeds: the demo owner, stores and links are what it drives (a deployment starts empty).
    const seed: Record<string, string> = index === 0 ? { SEED_DEMO: 'true' } : {};
    apis.push(start(scale, 'api', `api-${index + 1}`, envOf('api', `api-${index + 1}`, { PORT: String(port), HOST: '127.0.0.1' }, seed)));
    await waitFor(`api-${index + 1}`, async () => ((await fetch(`${bases[index]}/readyz`)).status === 200 ? true : undefined), { timeoutMs: 120_000, intervalMs: 200, alive: apis[index] });
  }
  const owners: ApiSession[] = [await login(bases[0], 'owner'), await login(bases[1], 'owner')];
  // Connected before any worker runs: the workers are the only ones announcing syncs, so nothing is published unseen.
  const published = await watchPublished(redisUrl);
  scale.published = published;
  const audience = await connectAudience(owners, CLIENTS);
  scale.audience = audience;
  say(`${CLIENTS} websocket clients subscribed over ${bases.join(' and ')}`);

  const workerEnv = (n: number) => envOf('worker', `worker-${n}`, { LOG_LEVEL: 'info' });
  const startWorker = async (n: number): Promise<DrillProcess> => {
    const proc = start(scale, 'worker', `worker-${n}`, workerEnv(n));
    await waitFor(`worker-${n}`, logged(scale.logs[scale.logs.length - 1], 'worker ready in'), { timeoutMs: 120_000, intervalMs: 200, alive: proc });
    return proc;
  };
  const workers = [await startWorker(1), await startWorker(2)];

  const { keys, locations } = await linkProfiles(emulator, owners[0], apis[0]);
  await requestReviewSync(owners[1], keys);
  let syncRequests = 1;
  const quietSince = await waitForQuiet(emulator, locations);
  const due = dueMinute(quietSince);
  const markers = Array.from({ length: POSTS }, (_, index) => markerOf(index));
  for (const [index, marker] of markers.entries()) await createPost(owners[index % 2], { keys, marker, date: due.toFormat('yyyy/MM/dd'), time: due.toFormat('HH:mm') });
  const dueAt = due.toMillis();
  say(`${POSTS} posts × ${PROFILES} profiles planned through both APIs for ${due.toFormat('HH:mm')} Asia/Tokyo (in ${seconds(dueAt - Date.now())} s)`);

  // A person asks for 最新の口コミを取得 now and then, through one API then the other; a worker announces each end.
  let syncing = true;
  const syncs = (async () => {
    while (syncing) {
      await sleep(SYNC_EVERY_MS);
      if (!syncing) break;
      await requestReviewSync(owners[syncRequests % 2], [keys[syncRequests % keys.length]]).then(
        () => void (syncRequests += 1),
        (error: unknown) => say(`a sync request failed: ${String(error)}`),
      );
    }
  })();

  for (const [index, threshold, signal] of [[0, SIGTERM_AFTER, 'SIGTERM'], [1, KILL_AFTER, 'SIGKILL']] as const) {
    const current = workers[index];
    await waitFor(`${threshold} publications`, async () => ((await publications(emulator)) >= threshold ? true : undefined), { timeoutMs: dueAt - Date.now() + DRAIN_LIMIT_MS, intervalMs: 100 });
    const sentAt = Date.now();
    process.kill(current.child.pid as number, signal);
    const exit = await current.exited;
    const stoppedMs = Date.now() - sentAt;
    workers[index] = await startWorker(index + 1);
    say(`${signal} to worker-${index + 1} after ${await publications(emulator)} publications: exited in ${seconds(stoppedMs)} s (${exit.code ?? exit.signal}); working again after ${seconds(Date.now() - sentAt)} s`);
  }

  // A rolling restart of the API processes, each right after an announcement (the next sync is a minute away, and a
  // socket that is reconnecting would miss what is published meanwhile, as a browser would).
  for (const index of [1, 0]) {
    const seen = published.count();
    await waitFor('an announcement', async () => (published.count() > seen ? true : undefined), { timeoutMs: 180_000, intervalMs: 100 });
    const sentAt = Date.now();
    const droppedBefore = audience.dropped().length;
    process.kill(apis[index].child.pid as number, 'SIGTERM');
    const exit = await apis[index].exited;
    const stoppedMs = Date.now() - sentAt;
    apis[index] = start(scale, 'api', `api-${index + 1}`, envOf('api', `api-${index + 1}`, { PORT: String(ports[index]), HOST: '127.0.0.1' }));
    await waitFor(`api-${index + 1} again`, async () => ((await fetch(`${bases[index]}/readyz`)).status === 200 ? true : undefined), { timeoutMs: 120_000, intervalMs: 100, alive: apis[index] });
    await waitFor(`${CLIENTS} clients subscribed again`, async () => (audience.subscribed() === CLIENTS ? true : undefined), { timeoutMs: 60_000, intervalMs: 100 });
    const codes = [...new Set(audience.dropped().slice(droppedBefore))].join(',');
    say(`SIGTERM to api-${index + 1}: exited in ${seconds(stoppedMs)} s (${exit.code ?? exit.signal}); ${audience.dropped().length - droppedBefore} websockets closed (${codes}); all ${CLIENTS} subscribed again after ${seconds(Date.now() - sentAt)} s`);
  }

  const done = await waitFor(`all ${PUBLICATIONS} publications`, async () => ((await publications(emulator)) >= PUBLICATIONS ? true : undefined), {
    timeoutMs: Math.max(1000, dueAt + DRAIN_LIMIT_MS - Date.now()),
    intervalMs: 500,
  }).catch((error: unknown) => {
    say(error instanceof Error ? error.message : String(error));
    return false;
  });
  if (done) await sleep(SETTLE_MS);
  syncing = false;
  await syncs;
  // Every sync asked for is announced once it has run, a killed worker's after its job is taken again.
  await waitFor('the announcement of every sync', async () => (published.count() >= syncRequests ? true : undefined), { timeoutMs: 120_000, intervalMs: 500 }).catch(() => false);
  await sleep(2_000);

  const calls = await emulator.calls();
  const posts: ProviderPost[] = [];
  for (const location of locations) posts.push(...(await emulator.localPosts(location)));
  const tally = tallyPublications(posts, locations.map((l) => l.locationId), markers);
  const maxCalls = maxCallsPerMinute(calls);
  const edits = maxEditsPerProfileMinute(calls);
  const received = audience.received();
  const expected = published.count() * CLIENTS;
  const delivered = received.reduce((sum, n) => sum + Math.min(n, published.count()), 0);
  process.stdout.write(
    `effects=${tally.effects} duplicates=${tally.duplicates} lost=${tally.lost} max_calls_per_minute=${maxCalls} max_edits_per_profile_minute=${edits.max} realtime_delivered=${delivered}/${expected}\n`,
  );
  const drainMs = tally.lastCreateAt === null ? Number.NaN : tally.lastCreateAt - dueAt;
  say(
    `drain_s=${seconds(drainMs)} (due minute to the last create) google_calls=${calls.length} refused_429=${calls.filter((c) => c.status === 429).length} ` +
      `sync_requests=${syncRequests} announcements_published=${published.count()} clients_missing_some=${received.filter((n) => n < published.count()).length} clients_with_extra=${received.filter((n) => n > published.count()).length} connections_dropped=${audience.dropped().length}`,
  );
  const passed =
    tally.effects === PUBLICATIONS && tally.duplicates === 0 && tally.lost === 0 && maxCalls <= PROJECT_CALLS_PER_MINUTE && edits.max <= EDITS_PER_PROFILE_MINUTE &&
    published.count() >= syncRequests && delivered === expected && received.every((n) => n === published.count());
  if (!passed) {
    say(`post histories by status: ${JSON.stringify(await historyStates(owners[0]).catch((error: unknown) => String(error)))}`);
    for (const log of scale.logs) say(`--- ${path.basename(log)} (last lines)\n${tailOf(log, 15)}`);
  }
  return passed;
}

async function main(): Promise<void> {
  const scale: Scale = { tmp: fs.mkdtempSync(path.join(os.tmpdir(), 'meo-drill-scale-')), processes: [], logs: [], database: null, audience: null, published: null };
  let passed = false;
  try {
    passed = await run(scale);
  } catch (error) {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    for (const log of scale.logs) say(`--- ${path.basename(log)} (last lines)\n${tailOf(log, 30)}`);
  } finally {
    await scale.audience?.close().catch(() => undefined);
    await scale.published?.close().catch(() => undefined);
    // The servers first, the emulators last (a worker stopping may still call them).
    for (const proc of [...scale.processes].reverse()) await stopProcess(proc);
    await scale.database?.drop().catch((error: unknown) => say(`the drill database was not dropped: ${String(error)}`));
    if (process.env.DRILL_KEEP === '1') say(`kept ${scale.tmp}`);
    else fs.rmSync(scale.tmp, { recursive: true, force: true });
  }
  process.exit(passed ? 0 : 1);
}

void main();
