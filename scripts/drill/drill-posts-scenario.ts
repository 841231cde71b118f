import { DateTime } from 'luxon';
import type { ApiSession } from './drill-console-api';
import { linkGoogleStores, linkedGoogleKeys } from './drill-posts-api';
import { answeredCreates, type DrillLocation, type DrillPostsEmulator } from './drill-posts-emulator';
import { waitFor, type DrillProcess } from './drill-processes';

// What the posts drill and the scale drill share: 20 posts × 50 Google profiles due in the same minute, planned by the
// demo owner through the console API, judged from the emulator's side.

export const PROFILES = 50;
export const POSTS = 20;
export const PUBLICATIONS = PROFILES * POSTS;
/** Google's project quota (docs/providers.md): 300 calls a minute; the 1,000 creates alone need 200 s. */
export const PROJECT_CALLS_PER_MINUTE = 300;
export const EDITS_PER_PROFILE_MINUTE = 10;
/** The demo seed links three of the owner's Google stores; the drill opens and links the rest. */
export const DEMO_STORES = ['DF-001', 'DF-002', 'DF-005'];
export const DRILL_PREFIX = 'DRILL-';
export const KEY_PREFIX = 'post-';

// Settings a developer's shell may carry that would point the drill's servers elsewhere than its own emulators.
const FOREIGN_ENV = ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_ORIGIN', 'STORAGE_DIR', 'APP_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'LLM_API_KEY', 'PORT', 'DATA_DIR', 'ROLE', 'MIGRATE', 'WORKERS', 'SEED_DEMO'];

export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of FOREIGN_ENV) delete env[name];
  return { ...env, ...extra };
}

export const answers = (url: string) => async (): Promise<true | undefined> => ((await fetch(url)).status < 500 ? true : undefined);

export const markerOf = (index: number): string => `［ドリル投稿${String(index + 1).padStart(2, '0')}］`;

/** Opens the 47 extra Google listings on the emulator (the demo seed has the other three). */
export async function openDrillLocations(emulator: DrillPostsEmulator): Promise<void> {
  for (let i = 1; i <= PROFILES - DEMO_STORES.length; i += 1) {
    const number = String(i).padStart(3, '0');
    await emulator.addLocation(`${DRILL_PREFIX}${number}`, `デモ食堂 ドリル${number}号店`);
  }
}

/** Waits until every listing had its first review sync and the provider heard nothing for a few seconds. */
export async function waitForQuiet(emulator: DrillPostsEmulator, locations: DrillLocation[]): Promise<number> {
  return waitFor(
    'the first review sync of the drill stores',
    async () => {
      const calls = await emulator.calls();
      const synced = locations.every((l) => calls.some((c) => c.method === 'GET' && c.path.includes(`/locations/${l.locationId}/reviews`)));
      const last = calls.length === 0 ? 0 : Date.parse(calls[calls.length - 1].time);
      return synced && Date.now() - last > 3000 ? last : undefined;
    },
    { timeoutMs: 180_000, intervalMs: 500 },
  );
}

/** The 50 profiles: the demo's three and 47 opened on the emulator, all linked by the owner through the console. */
export async function linkProfiles(emulator: DrillPostsEmulator, owner: ApiSession, server: DrillProcess): Promise<{ keys: string[]; locations: DrillLocation[] }> {
  await waitFor(
    'the demo links',
    async () => {
      const linked = await linkedGoogleKeys(owner);
      return DEMO_STORES.every((code) => linked.has(code)) ? true : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 500, alive: server },
  );
  await linkGoogleStores(owner, DRILL_PREFIX);
  const linked = await linkedGoogleKeys(owner);
  const codes = [...linked.keys()].filter((code) => DEMO_STORES.includes(code) || code.startsWith(DRILL_PREFIX));
  if (codes.length !== PROFILES) throw new Error(`${codes.length} Google profiles linked instead of ${PROFILES}: ${codes.join(', ')}`);
  const byCode = new Map((await emulator.locations()).map((l) => [l.storeCode, l]));
  return { keys: codes.map((code) => linked.get(code) as string), locations: codes.map((code) => byCode.get(code) as DrillLocation) };
}

/** The next whole minute at least 20 s away and a full minute after the setup's last call (it then counts in no window). */
export function dueMinute(quietSince: number): DateTime {
  const earliest = Math.max(Date.now() + 20_000, quietSince + 60_000);
  return DateTime.fromMillis(earliest, { zone: 'Asia/Tokyo' }).startOf('minute').plus({ minutes: 1 });
}

export async function publications(emulator: DrillPostsEmulator): Promise<number> {
  return answeredCreates(await emulator.calls(), KEY_PREFIX);
}
