import type { JobDefinition } from '../../jobs/job-definition';
import { defineSweptJob, idPayload, isPositiveId } from '../../jobs/swept-job';
import { AUTO_REPLY_PLAN_JOB, type AutoReplyPlanPayload } from '../reviews/review-events';
import { AUTO_REPLY_SEND_JOB, planAutoReplies, sweepUnplannedReviews } from './auto-reply-planner.service';
import { sendAutoReplyNow, sendDueAutoReplies } from './auto-reply-sender.service';

function planPayloadOf(data: unknown): AutoReplyPlanPayload | null {
  const payload = (data ?? {}) as Partial<AutoReplyPlanPayload>;
  if (!isPositiveId(payload.companyId) || !Array.isArray(payload.reviewIds)) return null;
  return { companyId: payload.companyId, reviewIds: payload.reviewIds.filter(isPositiveId) };
}

const autoReplyIdOf = idPayload('autoReplyId');

// Both jobs are swept jobs: sent with data by whoever has work, and scheduled every minute without data as the sweep
// that leaves nothing behind (plan jobs sent while no worker was attached, due sends and stale claims).
export const autoReplyJobs: JobDefinition[] = [
  defineSweptJob({ name: AUTO_REPLY_PLAN_JOB, parse: planPayloadOf, runOne: planAutoReplies, sweep: sweepUnplannedReviews }),
  defineSweptJob({
    name: AUTO_REPLY_SEND_JOB,
    parse: autoReplyIdOf,
    runOne: (deps, { autoReplyId }) => sendAutoReplyNow(deps, autoReplyId),
    sweep: sendDueAutoReplies,
  }),
];
