import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { exportChannel } from '../../realtime/broadcaster';
import { users } from '../../tenancy/tenancy.table';
import { statusOf } from './bulk-run.mapper';
import { countsOf, findRunById, markRunFinished } from './bulk-runs.repository';
import { reflectionSettledHooks, type ReflectionSettledHook } from './listing-reflection.service';

// Progress of a bulk edit reaches the person who applied it on their one private channel (the one exports use), as
// BusinessBulkProgress with the run's counts (contract in /work/helper-notes/bulk-realtime.md). A run of 2,000 lines
// settles a reflection every few hundred milliseconds, so events are throttled per run; the last settle always
// leads to one more event, so the final counts are never swallowed by the throttle.

export const BUSINESS_BULK_PROGRESS = 'BusinessBulkProgress';
const THROTTLE_MS = 1000;

type ProgressDeps = Pick<Deps, 'db' | 'clock' | 'broadcaster' | 'logger'>;

interface Throttle {
  lastAt: number;
  timer: NodeJS.Timeout | null;
}

// Per broadcaster (one per app): test apps in one process keep their own throttles.
const throttles = new WeakMap<object, Map<number, Throttle>>();

/** Reads the run's counts, stamps its end when nothing is pending, and tells its user. */
export async function publishProgress(deps: ProgressDeps, runId: number): Promise<void> {
  const run = await findRunById(deps.db, runId);
  if (!run) return;
  const counts = (await countsOf(deps.db, [runId])).get(runId);
  if (!counts) return;
  const status = statusOf(counts);
  if (status !== 'running') await markRunFinished(deps.db, runId, deps.clock.now());
  if (run.userId === null) return;
  const [user] = await deps.db.select({ dispUserId: users.dispUserId }).from(users).where(eq(users.id, run.userId)).limit(1);
  if (!user) return;
  await deps.broadcaster.publish({
    channel: exportChannel(user.dispUserId),
    event: BUSINESS_BULK_PROGRESS,
    data: { run_id: runId, status, total: run.total, succeeded: counts.succeeded, failed: counts.failed, skipped: counts.skipped, pending: counts.pending },
  });
}

const publishQuietly = (deps: ProgressDeps, runId: number): Promise<void> =>
  publishProgress(deps, runId).catch((error: unknown) => deps.logger.warn({ err: error, runId }, 'bulk progress could not be announced'));

/**
 * At most one event per run per second: at once when the last one is a second old, otherwise one trailing event at
 * the end of the second (which reads the counts of that moment, so it covers every settle in between).
 */
export function announceProgress(deps: ProgressDeps, runId: number): void {
  let runs = throttles.get(deps.broadcaster);
  if (!runs) {
    runs = new Map();
    throttles.set(deps.broadcaster, runs);
  }
  const throttle = runs.get(runId) ?? { lastAt: 0, timer: null };
  runs.set(runId, throttle);
  if (throttle.timer) return;
  const wait = throttle.lastAt + THROTTLE_MS - Date.now();
  const fire = () => {
    throttle.timer = null;
    throttle.lastAt = Date.now();
    void publishQuietly(deps, runId);
  };
  if (wait <= 0) {
    fire();
    return;
  }
  throttle.timer = setTimeout(fire, wait);
  throttle.timer.unref();
}

// Each reflection a bulk run queued moves the run's counts when it ends.
const onReflectionSettled: ReflectionSettledHook = async (deps, reflection) => {
  if (reflection.bulkRunId === null) return;
  announceProgress(deps, reflection.bulkRunId);
};
if (!reflectionSettledHooks.includes(onReflectionSettled)) reflectionSettledHooks.push(onReflectionSettled);
