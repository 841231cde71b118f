import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { isProviderError } from '../../providers/shared/provider-errors';
import { insightSyncMessagesJa as m } from './insight-sync.messages.ja';
import {
  claimSource,
  findDueSources,
  findState,
  findSyncTarget,
  recordFailure,
  recordSuccess,
  SOURCES_OF,
  stillClaimed,
  type DueSource,
  type InsightSyncTarget,
} from './insight-sync.repository';
import { syncGoogleKeywords, syncGoogleMetrics } from './insight-sync-google';
import { startOfTodayTokyo } from './insight-sync-window';
import { syncYahooAccess } from './insight-sync-yahoo';
import type { InsightSource } from './insight.table';

// Copies each linked listing's insight figures from its provider: one listing × source at a time, claimed on its
// sync state so two workers never copy the same one together, and every failure kept on that state (never thrown),
// so one broken listing delays nobody else.

export type InsightSyncDeps = Pick<Deps, 'db' | 'clock' | 'tokenCipher' | 'providers' | 'logger'>;

type Copier = (deps: InsightSyncDeps, target: InsightSyncTarget, syncedThrough: string | null) => Promise<string>;

const COPIERS: Record<InsightSource, Copier> = {
  google_metrics: syncGoogleMetrics,
  google_keywords: syncGoogleKeywords,
  yahoo_access: syncYahooAccess,
};

/** Listing × sources handed out by one sweep at most; the rest are due at the next one (every 5 minutes). */
export const SWEEP_BATCH = 25;

export interface InsightSyncJobData {
  localAccountId: number;
  source: InsightSource;
  /** The claim the sweeper took; without it the run takes its own (a manual sync). */
  attempt?: number;
}

export interface SourceOutcome {
  source: InsightSource;
  /** false: another run holds the source, nothing was done. */
  ran: boolean;
  ok: boolean;
  syncedThrough?: string;
  error?: string;
}

const failureMessage = (error: unknown, source: InsightSource): string =>
  error instanceof DomainError || isProviderError(error) ? error.message : m.syncFailed(source);

async function runClaimed(deps: InsightSyncDeps, target: InsightSyncTarget, source: InsightSource, attempt: number): Promise<SourceOutcome> {
  const key = { localAccountId: target.localAccountId, source, attempt };
  try {
    const state = await findState(deps.db, target.localAccountId, source);
    const syncedThrough = await COPIERS[source](deps, target, state?.syncedThrough ?? null);
    await recordSuccess(deps.db, key, { syncedThrough, now: deps.clock.now() });
    return { source, ran: true, ok: true, syncedThrough };
  } catch (error) {
    const message = failureMessage(error, source);
    deps.logger.warn({ err: error, localAccountId: target.localAccountId, source }, 'insight sync failed');
    await recordFailure(deps.db, key, message);
    return { source, ran: true, ok: false, error: message };
  }
}

const dueOf = (target: InsightSyncTarget, source: InsightSource): DueSource => ({ companyId: target.companyId, localAccountId: target.localAccountId, source });

/**
 * The `insight.sync` job: one listing × source. With the sweeper's attempt it runs only while that claim is still
 * its own (a second delivery, or a claim taken again after going stale, does nothing); without one it claims unless
 * a run is in progress. A listing no longer linked is skipped.
 */
export async function runInsightSync(deps: InsightSyncDeps, data: InsightSyncJobData): Promise<SourceOutcome | null> {
  const target = await findSyncTarget(deps.db, data.localAccountId);
  if (!target || !SOURCES_OF[target.provider].includes(data.source)) return null;
  const attempt =
    data.attempt === undefined
      ? await claimSource(deps.db, dueOf(target, data.source), deps.clock.now(), 'now')
      : (await stillClaimed(deps.db, target.localAccountId, data.source, data.attempt))
        ? data.attempt
        : null;
  if (attempt === null) return { source: data.source, ran: false, ok: false };
  return runClaimed(deps, target, data.source, attempt);
}

/**
 * Copies every source of one linked listing now, whatever its schedule (admin CLI, bench, e2e): the first run is the
 * 18-month backfill, later ones the daily top-up. Sources another run holds are reported as not run.
 */
export async function syncAccountNow(deps: InsightSyncDeps, localAccountId: number): Promise<SourceOutcome[]> {
  const target = await findSyncTarget(deps.db, localAccountId);
  if (!target) return [];
  const outcomes: SourceOutcome[] = [];
  for (const source of SOURCES_OF[target.provider]) outcomes.push((await runInsightSync(deps, { localAccountId, source })) ?? { source, ran: false, ok: false });
  return outcomes;
}

/** Hands a claimed source to the workers; false when this process has none (the sweeper then runs it itself). */
export type SendInsightSync = (data: Required<InsightSyncJobData>) => Promise<boolean>;

/**
 * The sweep: linked listings × sources without a state (a listing just linked: its backfill), with an unfinished
 * backfill, or not synced since Tokyo's midnight, past their backoff. Each is claimed and sent as its own job; at most
 * SWEEP_BATCH per sweep, so a thousand new listings are spread over several sweeps.
 */
export async function sweepInsightSync(deps: InsightSyncDeps, send: SendInsightSync): Promise<{ claimed: number }> {
  const now = deps.clock.now();
  const due = await findDueSources(deps.db, now, startOfTodayTokyo(now), SWEEP_BATCH);
  let claimed = 0;
  for (const source of due) {
    const attempt = await claimSource(deps.db, source, now, 'due');
    if (attempt === null) continue;
    claimed += 1;
    const data = { localAccountId: source.localAccountId, source: source.source, attempt };
    if (!(await send(data))) await runInsightSync(deps, data);
  }
  return { claimed };
}
