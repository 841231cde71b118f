// Crash drill (issue 8): automatic replies to 50 new reviews survive a kill -9 of the server mid-way. The emulators
// run in their own process (npm run emulators) so the provider keeps its state across the crash; the server runs on
// a fresh PGlite data directory, is killed with SIGKILL as soon as the first replies reached the emulator, and is
// started again on the same directory. The outcome is read from the provider's side only:
//   reviews=50 replies=N duplicates=N lost=N      (pass: replies 50, duplicates 0, lost 0 within 120 s of the restart)
//
//   npm run drill:crash
//   DRILL_STORES=DF-001 npm run drill:crash         one store only (Google allows 10 reply edits a minute per store)
//   DRILL_KILL_AFTER=10 DRILL_KEEP=1 npm run drill:crash
//
// The reviews are spread over the demo stores the seed links to Google (DF-* of the owner, PT-* of the partner):
// Google's edit quota is 10 writes per minute per location, so 50 replies to one store take four minutes at best
// whatever the server does, and the drill would measure the quota instead of the recovery.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAR_RATINGS } from '../emulators/google/google-types';
import type { CallRecord } from '../emulators/shared/emulator-ops';
import { autoReplyStates, enableTemplateReplies, googleStoreKeys, login, syncReviews, type ApiSession, type DemoUser } from './drill/drill-console-api';
import { DrillGoogleEmulator, successfulReplyPuts, tally, type DrillReview, type Tally } from './drill/drill-google-emulator';
import { freePort, say, seconds, sleep, startProcess, stopProcess, tailOf, waitFor, type DrillProcess } from './drill/drill-processes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REVIEWS = 50;
const RECOVERY_LIMIT_MS = 120_000;
const STORES = (process.env.DRILL_STORES ?? 'DF-001,DF-002,DF-005,PT-001,PT-002,PT-003').split(',').map((s) => s.trim()).filter(Boolean);
const KILL_AFTER = Math.min(REVIEWS - 1, Math.max(1, Number(process.env.DRILL_KILL_AFTER ?? 1)));
/** After the 50th reply the provider is watched a little longer, past INTENT_STALE_SECONDS (30 s), for late doubles. */
const SETTLE_MS = Number(process.env.DRILL_SETTLE_SECONDS ?? 35) * 1000;
const TEMPLATES = {
  '1': 'ご期待に沿えず申し訳ございませんでした。いただいたご意見を改善に役立ててまいります。',
  '2': 'ご来店ありがとうございました。ご指摘の点を見直し、より良いお店づくりに努めます。',
  '3': 'ご来店ありがとうございました。次回はさらにご満足いただけるよう努めます。',
  '4': 'ご来店ありがとうございました。またのお越しをお待ちしております。',
  '5': '高い評価をいただきありがとうございます。またのお越しを心よりお待ちしております。',
};
// Settings a developer's shell may carry that would point the drill's server elsewhere than its own emulators.
const FOREIGN_ENV = ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_ORIGIN', 'STORAGE_DIR', 'APP_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'LLM_API_KEY', 'PORT', 'DATA_DIR'];

const userOf = (storeCode: string): DemoUser => (storeCode.startsWith('PT-') ? 'partner' : 'owner');

interface Drill {
  tmp: string;
  emulators: DrillProcess | null;
  server: DrillProcess | null;
  serverLogs: string[];
}

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of FOREIGN_ENV) delete env[name];
  return { ...env, ...extra };
}

const answers = (url: string) => async (): Promise<true | undefined> => ((await fetch(url)).status < 500 ? true : undefined);

function startServer(drill: Drill, env: NodeJS.ProcessEnv, run: number): DrillProcess {
  const logFile = path.join(drill.tmp, `server-${run}.log`);
  drill.serverLogs.push(logFile);
  drill.server = startProcess({ name: `server (run ${run})`, entry: 'server/src/main.ts', env, logFile, cwd: ROOT });
  return drill.server;
}

/** Signs the demo users in and switches on fixed-text replies for the drill's stores; answers who syncs which keys. */
async function configure(base: string, server: DrillProcess): Promise<Map<DemoUser, { session: ApiSession; keys: string[] }>> {
  const byUser = new Map<DemoUser, { session: ApiSession; keys: string[] }>();
  for (const user of new Set(STORES.map(userOf))) {
    const session = await login(base, user);
    const codes = STORES.filter((code) => userOf(code) === user);
    // The demo links are made once the server listens; wait until every store of the drill is linked.
    const keys = await waitFor(
      `the demo links of ${codes.join(', ')}`,
      async () => {
        const linked = await googleStoreKeys(session);
        return codes.every((code) => linked.has(code)) ? codes.map((code) => linked.get(code) as string) : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 500, alive: server },
    );
    await enableTemplateReplies(session, keys, TEMPLATES);
    byUser.set(user, { session, keys });
  }
  return byUser;
}

async function observe(emulator: DrillGoogleEmulator, reviews: DrillReview[]): Promise<Tally> {
  const [calls, replies] = await Promise.all([emulator.calls(), emulator.replies(reviews)]);
  return tally(reviews, calls, replies);
}

async function repliedCount(emulator: DrillGoogleEmulator, reviews: DrillReview[]): Promise<number> {
  const puts = successfulReplyPuts(reviews, await emulator.calls());
  return [...puts.values()].filter((list) => list.length > 0).length;
}

/** When the last reply write reached the provider, in seconds after the restart. */
function lastWriteAfter(calls: CallRecord[], reviews: DrillReview[], restartedAt: number): string {
  const times = [...successfulReplyPuts(reviews, calls).values()].flat().map((call) => Date.parse(call.time));
  return times.length === 0 ? 'none' : seconds(Math.max(...times) - restartedAt);
}

async function report(drill: Drill, emulator: DrillGoogleEmulator, reviews: DrillReview[], sessions: ApiSession[]): Promise<void> {
  for (const session of sessions) {
    const states = await autoReplyStates(session).catch((error: unknown) => ({ unavailable: String(error) }));
    say(`auto_replies by status: ${JSON.stringify(states)}`);
  }
  const calls = await emulator.calls();
  const lost = new Set((await observe(emulator, reviews)).lostReviews);
  for (const review of reviews.filter((r) => lost.has(r.name))) {
    const attempts = calls.filter((call) => call.path === `/v4/${review.name}/reply`).map((call) => `${call.method} ${call.status} ${call.time}`);
    say(`lost ${review.storeCode} ${review.name}: ${attempts.length === 0 ? 'never written' : attempts.join(', ')}`);
  }
  for (const log of drill.serverLogs) say(`--- ${path.basename(log)} (last lines)\n${tailOf(log, 30)}`);
}

async function run(drill: Drill): Promise<boolean> {
  const emulatorsPort = await freePort();
  const emulatorsOrigin = `http://127.0.0.1:${emulatorsPort}`;
  drill.emulators = startProcess({ name: 'emulators', entry: 'emulators/main.ts', env: cleanEnv({ EMULATORS_PORT: String(emulatorsPort), EMULATORS_HOST: '127.0.0.1' }), logFile: path.join(drill.tmp, 'emulators.log'), cwd: ROOT });
  await waitFor('the emulators', answers(`${emulatorsOrigin}/emulators`), { timeoutMs: 60_000, intervalMs: 250, alive: drill.emulators });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = cleanEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(drill.tmp, 'data'),
    EMULATORS_URL: emulatorsOrigin,
    SEED_DEMO: 'true',
    WORKERS: 'true',
    LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'warn',
    REVIEW_SYNC_INTERVAL_MINUTES: '1',
  });
  let server = startServer(drill, serverEnv, 1);
  await waitFor('the server', answers(`${base}/api/drill-probe`), { timeoutMs: 90_000, intervalMs: 250, alive: server });
  const byUser = await configure(base, server);
  say(`server pid ${server.child.pid} on ${base}, emulators on ${emulatorsOrigin}; automatic replies on for ${STORES.join(', ')}`);

  const emulator = new DrillGoogleEmulator(emulatorsOrigin);
  const reviews: DrillReview[] = [];
  for (let i = 0; i < REVIEWS; i += 1) {
    const rating = STAR_RATINGS[i % STAR_RATINGS.length];
    reviews.push(await emulator.addReview(STORES[i % STORES.length], rating, `クラッシュドリルの口コミ ${i + 1}（${rating}）`));
  }
  for (const { session, keys } of byUser.values()) await syncReviews(session, keys);
  say(`${REVIEWS} reviews added and a sync requested; waiting for ${KILL_AFTER} repl${KILL_AFTER === 1 ? 'y' : 'ies'} to reach the emulator`);

  const killedAfter = await waitFor(
    'the first automatic replies',
    async () => {
      const n = await repliedCount(emulator, reviews);
      if (n < KILL_AFTER) return undefined;
      process.kill(server.child.pid as number, 'SIGKILL');
      return n;
    },
    { timeoutMs: 180_000, intervalMs: 100, alive: server },
  );
  const crash = await server.exited;
  say(`killed the server (${crash.signal}) after ${killedAfter} of ${REVIEWS} replies; restarting on the same data directory`);

  const restartedAt = Date.now();
  server = startServer(drill, serverEnv, 2);
  let listeningAfter: number | null = null;
  let reachedAfter: number | null = null;
  let last: Tally = await observe(emulator, reviews);
  const atRestart = last.replies;
  let progressAt = 0;
  const sessions = [...byUser.values()].map((entry) => entry.session);
  for (;;) {
    const elapsed = Date.now() - restartedAt;
    if (reachedAfter === null && elapsed > RECOVERY_LIMIT_MS) break;
    if (reachedAfter !== null && elapsed > reachedAfter + SETTLE_MS) break;
    if (server.child.exitCode !== null) throw new Error(`the restarted server exited (code ${server.child.exitCode})`);
    if (listeningAfter === null && (await answers(`${base}/api/drill-probe`)().catch(() => undefined))) listeningAfter = Date.now() - restartedAt;
    last = await observe(emulator, reviews);
    if (reachedAfter === null && last.replies === REVIEWS) reachedAfter = Date.now() - restartedAt;
    if (elapsed >= progressAt) {
      say(`${seconds(elapsed)} s after the restart: ${last.replies} replies`);
      progressAt += 10_000;
    }
    await sleep(1000);
  }

  const passed = reachedAfter !== null && last.replies === REVIEWS && last.duplicates === 0 && last.lost === 0;
  process.stdout.write(`reviews=${last.reviews} replies=${last.replies} duplicates=${last.duplicates} lost=${last.lost}\n`);
  process.stdout.write(`seconds_after_restart=${reachedAfter === null ? `>${RECOVERY_LIMIT_MS / 1000}` : seconds(reachedAfter)}\n`);
  say(
    `killed_after_replies=${killedAfter} replies_at_restart=${atRestart} last_write_seconds=${lastWriteAfter(await emulator.calls(), reviews, restartedAt)} retries=${last.retries} refused=${last.refused} restart_listening_seconds=${listeningAfter === null ? 'never' : seconds(listeningAfter)} stores=${STORES.join(',')}`,
  );
  if (last.duplicates > 0) say(`reviews replied to more than once: ${last.duplicateReviews.join(', ')}`);
  if (!passed) await report(drill, emulator, reviews, sessions);
  return passed;
}

async function main(): Promise<void> {
  const drill: Drill = { tmp: fs.mkdtempSync(path.join(os.tmpdir(), 'meo-drill-crash-')), emulators: null, server: null, serverLogs: [] };
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
