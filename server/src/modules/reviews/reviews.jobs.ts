import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { JobDefinition } from '../../jobs/job-definition';
import { exportChannel, REVIEW_SYNC_COMPLETED } from '../../realtime/broadcaster';
import { users } from '../../tenancy/tenancy.table';
import { claimSyncTargets, listSyncTargets, type SyncTarget } from './review-sync.repository';
import { syncAccount, type SyncMode } from './review-sync.service';

export const REVIEWS_SYNC_JOB = 'reviews.sync';
export const REVIEWS_SCHEDULE_JOB = 'reviews.schedule';

/** Accounts one scheduler run queues at most; the rest are due at the next minute. */
const CLAIM_BATCH = 500;
const MINUTE_MS = 60_000;

export interface ReviewSyncJobData {
  companyId: number;
  localAccountIds: number[];
  /** Forced to full by the caller; otherwise full only when the account's reconcile is due. */
  mode?: SyncMode;
  /** The user who asked for the sync (「最新の口コミを取得」): told when it ends, so their open inbox reloads. */
  requestedBy?: number;
}

const modeFor = (deps: Deps, target: SyncTarget, requested: SyncMode | undefined): SyncMode => {
  if (requested === 'full' || !target.lastReconciledAt) return 'full';
  const reconcileDue = deps.clock.now().getTime() - deps.config.reviewReconcileHours * 60 * MINUTE_MS;
  return target.lastReconciledAt.getTime() <= reconcileDue ? 'full' : 'incremental';
};

/** Syncs the given accounts of one company, one after the other; each failure stays on its own account. */
export async function runReviewSync(deps: Deps, data: ReviewSyncJobData): Promise<void> {
  const targets = await listSyncTargets(deps.db, { companyId: data.companyId, localAccountIds: data.localAccountIds });
  let inserted = 0;
  for (const target of targets) inserted += (await syncAccount(deps, target, modeFor(deps, target, data.mode))).inserted;
  if (data.requestedBy !== undefined) await announceSyncEnd(deps, data.requestedBy, inserted);
}

/** Realtime is a convenience: a lost event leaves the inbox to its next reload, never fails the sync. */
async function announceSyncEnd(deps: Deps, userId: number, inserted: number): Promise<void> {
  try {
    const [user] = await deps.db.select({ dispUserId: users.dispUserId }).from(users).where(eq(users.id, userId)).limit(1);
    if (user) await deps.broadcaster.publish({ channel: exportChannel(user.dispUserId), event: REVIEW_SYNC_COMPLETED, data: { inserted } });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'could not announce the end of a review sync');
  }
}

/** Hands the accounts to the workers; false when this process has none (or the queue refused the job). */
export async function dispatchReviewSync(deps: Deps, data: ReviewSyncJobData): Promise<boolean> {
  try {
    return await deps.jobs.send(REVIEWS_SYNC_JOB, data);
  } catch (error) {
    deps.logger.warn({ err: error, companyId: data.companyId }, 'review sync dispatch failed');
    return false;
  }
}

/**
 * The per-minute scheduler: every linked store whose last sync is older than REVIEW_SYNC_INTERVAL_MINUTES (and
 * every store never synced, such as one linked a moment ago) is claimed and queued as its own job, so a slow or
 * failing store delays nobody else. (Replies left pending have their own sweep, reviews.reply.)
 */
export async function scheduleReviewSync(deps: Deps): Promise<{ queued: number }> {
  const now = deps.clock.now();
  const dueBefore = new Date(now.getTime() - deps.config.reviewSyncIntervalMinutes * MINUTE_MS + 5_000);
  const due = (await listSyncTargets(deps.db))
    .filter((t) => !t.lastSyncedAt || t.lastSyncedAt < dueBefore)
    .sort((a, b) => (a.lastSyncedAt?.getTime() ?? 0) - (b.lastSyncedAt?.getTime() ?? 0))
    .slice(0, CLAIM_BATCH);
  const claimed = new Set(await claimSyncTargets(deps.db, due, dueBefore, now));
  for (const target of due) {
    if (!claimed.has(target.localAccountId)) continue;
    const data = { companyId: target.companyId, localAccountIds: [target.localAccountId], mode: modeFor(deps, target, undefined) };
    if (!(await dispatchReviewSync(deps, data))) await runReviewSync(deps, data);
  }
  return { queued: claimed.size };
}

const syncDataOf = (data: unknown): ReviewSyncJobData | null => {
  const value = data as Partial<ReviewSyncJobData> | null;
  if (!value || !Number.isInteger(value.companyId) || !Array.isArray(value.localAccountIds)) return null;
  const ids = value.localAccountIds.filter((id): id is number => Number.isInteger(id));
  const mode = value.mode === 'full' ? 'full' : value.mode === 'incremental' ? 'incremental' : undefined;
  const requestedBy = Number.isInteger(value.requestedBy) ? value.requestedBy : undefined;
  return { companyId: value.companyId as number, localAccountIds: ids, mode, ...(requestedBy === undefined ? {} : { requestedBy }) };
};

export const reviewJobs: JobDefinition[] = [
  {
    name: REVIEWS_SYNC_JOB,
    run: async (deps, data) => {
      const parsed = syncDataOf(data);
      if (parsed) await runReviewSync(deps, parsed);
      else deps.logger.warn({ data }, 'ignored a malformed review sync job');
    },
  },
  // Cron times are UTC; a minute tick keeps the interval a setting (REVIEW_SYNC_INTERVAL_MINUTES) rather than code.
  { name: REVIEWS_SCHEDULE_JOB, cron: '* * * * *', run: async (deps) => void (await scheduleReviewSync(deps)) },
];
