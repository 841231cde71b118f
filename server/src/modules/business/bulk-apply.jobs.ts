import type { Deps } from '../../deps';
import { defineSweptJob, isPositiveId } from '../../jobs/swept-job';
import { applyRunStores, BULK_APPLY_JOB } from './bulk-apply.service';
import { runQueue, runsWithPendingStores } from './bulk-runs.repository';
import { dispatchReflections } from './listing-reflection.service';
// Registers the progress hook on the reflections wherever the jobs are composed.
import './bulk-progress.service';

const SWEEP_RUNS = 20;
/** How often the pacer looks at a run whose reflections are being sent and none waits deferred. */
const FOLLOW_MS = 5_000;

interface BulkApplyData {
  runId: number;
  /** A follow-up of the pacer rather than the run's first delivery. */
  follow?: boolean;
}

const parse = (data: unknown): BulkApplyData | null => {
  const input = data as Partial<BulkApplyData> | null;
  return isPositiveId(input?.runId) ? { runId: input.runId, follow: input.follow === true } : null;
};

/**
 * Paces a run's reflections: a reflection the Google limiter refused (its window full) is deferred with its job spent,
 * and would otherwise wait for the per-minute sweep while the quota is free again. The pacer hands each deferred one
 * back to the workers when its time comes, and looks again until the run has nothing queued or being sent.
 */
async function follow(deps: Deps, runId: number): Promise<void> {
  const now = deps.clock.now();
  const queue = await runQueue(deps.db, runId, now);
  await dispatchReflections(deps, queue.dueDeferred);
  if (queue.open === 0) return;
  const at = queue.nextDeferredAt && queue.nextDeferredAt.getTime() < now.getTime() + FOLLOW_MS ? queue.nextDeferredAt : new Date(now.getTime() + FOLLOW_MS);
  await deps.jobs.send(BULK_APPLY_JOB, { runId, follow: true }, { startAfter: at }).catch((error: unknown) => deps.logger.warn({ err: error, runId }, 'bulk pacer could not be scheduled; the sweep covers the run'));
}

/**
 * The stores of one bulk run, applied a batch at a time, then its reflections paced until they are sent; the sweep
 * (every minute and at start) applies the stores of runs nobody finished — a lost send, a crashed worker — and a store
 * already applied is never applied twice.
 */
export const businessBulkApplyJob = defineSweptJob({
  name: BULK_APPLY_JOB,
  parse,
  runOne: async (deps, { runId, follow: following }) => {
    if (!following) await applyRunStores(deps, runId);
    await follow(deps, runId);
  },
  sweep: async (deps) => {
    for (const runId of await runsWithPendingStores(deps.db, SWEEP_RUNS)) await applyRunStores(deps, runId);
  },
});
