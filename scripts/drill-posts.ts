// Posts drill (issue 10): 1,000 publications (20 posts × 50 Google profiles) fall due at the same minute, the server
// is killed with SIGKILL three times while it publishes and restarted on the same data directory each time. The
// emulators run in their own process (their state survives the crashes) and answer every call 50 ms late. The
// outcome is read from the provider's side only: the posts on each listing and the call log. One line on stdout:
//   effects=N duplicates=N lost=N drain_s=N quota_floor_s=N max_calls_per_minute=N max_edits_per_profile_minute=N
// Pass: effects 1000, duplicates 0, lost 0, drain_s ≤ 1.15 × quota_floor_s + the restarts' downtime, at most 300
// calls in any minute and 10 writes per profile in any minute.
//
//   npm run drill:posts
//   DRILL_KILL_AFTER=100,400,700 DRILL_KEEP=1 npm run drill:posts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { login } from './drill/drill-console-api';
import { createPost, historyStates, requestReviewSync } from './drill/drill-posts-api';
import { DrillPostsEmulator, maxCallsPerMinute, maxEditsPerProfileMinute, replayedCreates, tallyPublications, type ProviderPost } from './drill/drill-posts-emulator';
import {
  answers, cleanEnv, dueMinute, EDITS_PER_PROFILE_MINUTE, KEY_PREFIX, linkProfiles, markerOf, openDrillLocations, POSTS, PROFILES, PROJECT_CALLS_PER_MINUTE, PUBLICATIONS, publications, waitForQuiet,
} from './drill/drill-posts-scenario';
import { freePort, say, seconds, sleep, startProcess, stopProcess, tailOf, waitFor, type DrillProcess } from './drill/drill-processes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LATENCY_MS = 50;
const QUOTA_FLOOR_S = (PUBLICATIONS / PROJECT_CALLS_PER_MINUTE) * 60;
const DRAIN_FACTOR = 1.15;
const KILL_AFTER = (process.env.DRILL_KILL_AFTER ?? '100,400,700').split(',').map(Number).filter((n) => n > 0 && n < PUBLICATIONS);
/** After the last publication the provider is watched a little longer, past INTENT_STALE_SECONDS (30 s), for late doubles. */
const SETTLE_MS = Number(process.env.DRILL_SETTLE_SECONDS ?? 35) * 1000;
const DRAIN_LIMIT_MS = 600_000;

interface Drill {
  tmp: string;
  emulators: DrillProcess | null;
  server: DrillProcess | null;
  serverLogs: string[];
}

async function startServer(drill: Drill, env: NodeJS.ProcessEnv, base: string): Promise<DrillProcess> {
  const logFile = path.join(drill.tmp, `server-${drill.serverLogs.length + 1}.log`);
  drill.serverLogs.push(logFile);
  drill.server = startProcess({ name: `server (run ${drill.serverLogs.length})`, entry: 'server/src/main.ts', env, logFile, cwd: ROOT });
  await waitFor('the server', answers(`${base}/api/drill-probe`), { timeoutMs: 90_000, intervalMs: 100, alive: drill.server });
  return drill.server;
}

async function run(drill: Drill): Promise<boolean> {
  const emulatorsPort = await freePort();
  const emulatorsOrigin = `http://127.0.0.1:${emulatorsPort}`;
  drill.emulators = startProcess({ name: 'emulators', entry: 'emulators/main.ts', env: cleanEnv({ EMULATORS_PORT: String(emulatorsPort), EMULATORS_HOST: '127.0.0.1' }), logFile: path.join(drill.tmp, 'emulators.log'), cwd: ROOT });
  await waitFor('the emulators', answers(`${emulatorsOrigin}/emulators`), { timeoutMs: 60_000, intervalMs: 250, alive: drill.emulators });
  const emulator = new DrillPostsEmulator(emulatorsOrigin);
  await openDrillLocations(emulator);
  await emulator.setLatency(LATENCY_MS);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(drill.tmp, 'data'), EMULATORS_URL: emulatorsOrigin, WORKERS: 'true', LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'warn' };
  // The demo seed (users, stores, grants) is made by the first start only. With SEED_DEMO every start would renew the
  // demo grants and sync every demo store's reviews (the in-process emulators forget both); the emulators' own process
  // keeps them, and a restarted production server does neither.
  let server = await startServer(drill, cleanEnv({ ...env, SEED_DEMO: 'true' }), base);
  const owner = await login(base, 'owner');
  const { keys, locations } = await linkProfiles(emulator, owner, server);
  await requestReviewSync(owner, keys);
  const quietSince = await waitForQuiet(emulator, locations);

  const due = dueMinute(quietSince);
  const markers = Array.from({ length: POSTS }, (_, index) => markerOf(index));
  for (const marker of markers) await createPost(owner, { keys, marker, date: due.toFormat('yyyy/MM/dd'), time: due.toFormat('HH:mm') });
  const dueAt = due.toMillis();
  say(`${POSTS} posts × ${PROFILES} profiles planned for ${due.toFormat('HH:mm')} Asia/Tokyo (in ${seconds(dueAt - Date.now())} s); provider latency ${LATENCY_MS} ms`);

  const downtimes: number[] = [];
  for (const threshold of KILL_AFTER) {
    const current = server;
    const killedAfter = await waitFor(
      `${threshold} publications`,
      async () => {
        const n = await publications(emulator);
        if (n < threshold) return undefined;
        process.kill(current.child.pid as number, 'SIGKILL');
        return n;
      },
      { timeoutMs: dueAt - Date.now() + DRAIN_LIMIT_MS, intervalMs: 100, alive: current },
    );
    const killedAt = Date.now();
    await current.exited;
    server = await startServer(drill, cleanEnv({ ...env, SEED_DEMO: 'false' }), base);
    downtimes.push(Date.now() - killedAt);
    say(`killed the server after ${killedAfter} publications (${seconds(killedAt - dueAt)} s after due); listening again after ${seconds(downtimes[downtimes.length - 1])} s`);
  }

  const done = await waitFor(
    `all ${PUBLICATIONS} publications`,
    async () => ((await publications(emulator)) >= PUBLICATIONS ? true : undefined),
    { timeoutMs: Math.max(1000, dueAt + DRAIN_LIMIT_MS - Date.now()), intervalMs: 500, alive: server },
  ).catch((error: unknown) => {
    say(error instanceof Error ? error.message : String(error));
    return false;
  });
  if (done) await sleep(SETTLE_MS);

  // The call log is read before the drill's own reads of the listings, which would count against the project.
  const calls = await emulator.calls();
  const posts: ProviderPost[] = [];
  for (const location of locations) posts.push(...(await emulator.localPosts(location)));
  const tally = tallyPublications(
    posts,
    locations.map((l) => l.locationId),
    markers,
  );
  const drainMs = tally.lastCreateAt === null ? Number.NaN : tally.lastCreateAt - dueAt;
  const downtimeMs = downtimes.reduce((sum, ms) => sum + ms, 0);
  const maxCalls = maxCallsPerMinute(calls);
  const edits = maxEditsPerProfileMinute(calls);
  process.stdout.write(
    `effects=${tally.effects} duplicates=${tally.duplicates} lost=${tally.lost} drain_s=${seconds(drainMs)} quota_floor_s=${QUOTA_FLOOR_S} max_calls_per_minute=${maxCalls} max_edits_per_profile_minute=${edits.max}\n`,
  );
  const allowedMs = DRAIN_FACTOR * QUOTA_FLOOR_S * 1000 + downtimeMs;
  const refused = calls.filter((c) => c.status === 429).length;
  say(
    `quota_floor_s counts the ${PUBLICATIONS} local-post creates alone at ${PROJECT_CALLS_PER_MINUTE} calls a minute; drain_s runs from the due minute (${due.toISO()}) to the first create of the last publication; max_calls_per_minute counts the Business Profile API calls (not the OAuth consent and token endpoints)`,
  );
  say(
    `downtime_s=${seconds(downtimeMs)} (${downtimes.map(seconds).join(' + ')}, each from the kill until the new process answered HTTP) drain_allowed_s=${seconds(allowedMs)} ` +
      `google_calls=${calls.length} max_calls_per_minute_with_oauth=${maxCallsPerMinute(calls, () => true)} refused_429=${refused} replayed_creates=${replayedCreates(calls, KEY_PREFIX)} busiest_profile=${edits.locationId ?? 'none'}`,
  );
  const passed =
    tally.effects === PUBLICATIONS && tally.duplicates === 0 && tally.lost === 0 && drainMs <= allowedMs && maxCalls <= PROJECT_CALLS_PER_MINUTE && edits.max <= EDITS_PER_PROFILE_MINUTE;
  if (!passed) {
    say(`post histories by status: ${JSON.stringify(await historyStates(owner).catch((error: unknown) => String(error)))}`);
    for (const log of drill.serverLogs) say(`--- ${path.basename(log)} (last lines)\n${tailOf(log, 20)}`);
  }
  return passed;
}

async function main(): Promise<void> {
  const drill: Drill = { tmp: fs.mkdtempSync(path.join(os.tmpdir(), 'meo-drill-posts-')), emulators: null, server: null, serverLogs: [] };
  let passed = false;
  try {
    passed = await run(drill);
  } catch (error) {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    for (const log of drill.serverLogs) say(`--- ${path.basename(log)} (last lines)\n${tailOf(log, 40)}`);
  } finally {
    if (drill.server) await stopProcess(drill.server);
    if (drill.emulators) await stopProcess(drill.emulators);
    if (process.env.DRILL_KEEP === '1') say(`kept ${drill.tmp}`);
    else fs.rmSync(drill.tmp, { recursive: true, force: true });
  }
  process.exit(passed ? 0 : 1);
}

void main();
