import type { Deps } from '../../deps';
import type { JobDefinition } from '../../jobs/job-definition';
import { isPositiveId } from '../../jobs/swept-job';
import { INSIGHT_SOURCES, type InsightSource } from './insight.table';
import { runInsightSync, sweepInsightSync, type InsightSyncJobData } from './insight-sync.service';

export const INSIGHT_SYNC_JOB = 'insight.sync';
export const INSIGHT_SYNC_DUE_JOB = 'insight.sync-due';

const isSource = (value: unknown): value is InsightSource => INSIGHT_SOURCES.some((source) => source === value);

export function insightSyncDataOf(data: unknown): InsightSyncJobData | null {
  const value = data as Partial<Record<keyof InsightSyncJobData, unknown>> | null;
  if (!value || !isPositiveId(value.localAccountId) || !isSource(value.source)) return null;
  return { localAccountId: value.localAccountId, source: value.source, ...(isPositiveId(value.attempt) ? { attempt: value.attempt } : {}) };
}

/** Hands one claimed listing × source to the workers; false when there are none (or the queue refused it). */
const sendSync = (deps: Pick<Deps, 'jobs' | 'logger'>) => async (data: Required<InsightSyncJobData>): Promise<boolean> => {
  try {
    return await deps.jobs.send(INSIGHT_SYNC_JOB, data);
  } catch (error) {
    deps.logger.warn({ err: error, data }, 'insight sync dispatch failed; running it in the sweep');
    return false;
  }
};

export const insightJobs: JobDefinition[] = [
  {
    // A listing linked a moment ago has no sync state yet: within five minutes (or at start) its backfill begins,
    // without the linking module knowing insight exists. Settled listings come up once a Tokyo day.
    name: INSIGHT_SYNC_DUE_JOB,
    cron: '*/5 * * * *',
    runAtStart: true,
    run: async (deps) => void (await sweepInsightSync(deps, sendSync(deps))),
  },
  {
    name: INSIGHT_SYNC_JOB,
    run: async (deps, data) => {
      const parsed = insightSyncDataOf(data);
      if (parsed) await runInsightSync(deps, parsed);
      else deps.logger.warn({ data }, 'ignored a malformed insight sync job');
    },
  },
];
