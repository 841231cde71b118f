import { INSIGHT_SYNC_DUE_JOB, INSIGHT_SYNC_JOB, insightJobs, insightSyncDataOf } from './insight-sync.jobs';

describe('insight sync jobs', () => {
  it('sweeps every five minutes and at start; the per-source job runs on demand', () => {
    expect(insightJobs.map((job) => [job.name, job.cron, job.runAtStart])).toEqual([
      [INSIGHT_SYNC_DUE_JOB, '*/5 * * * *', true],
      [INSIGHT_SYNC_JOB, undefined, undefined],
    ]);
  });

  it('takes a listing, a known source and an optional attempt, and refuses anything else', () => {
    expect(insightSyncDataOf({ localAccountId: 4, source: 'yahoo_access', attempt: 2 })).toEqual({ localAccountId: 4, source: 'yahoo_access', attempt: 2 });
    expect(insightSyncDataOf({ localAccountId: 4, source: 'google_keywords', attempt: 'x' })).toEqual({ localAccountId: 4, source: 'google_keywords' });
    expect(insightSyncDataOf({ localAccountId: 4, source: 'instagram' })).toBeNull();
    expect(insightSyncDataOf({ localAccountId: -1, source: 'google_metrics' })).toBeNull();
    expect(insightSyncDataOf(null)).toBeNull();
  });
});
