import type { JobDefinition } from '../../jobs/job-definition';
import { AUTO_REPLY_PLAN_JOB, type AutoReplyPlanPayload } from '../reviews/review-events';
import { AUTO_REPLY_SEND_JOB, planAutoReplies, sweepUnplannedReviews } from './auto-reply-planner.service';
import { sendAutoReplyNow, sendDueAutoReplies } from './auto-reply-sender.service';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function planPayloadOf(data: unknown): AutoReplyPlanPayload | null {
  const payload = (data ?? {}) as Partial<AutoReplyPlanPayload>;
  if (!isId(payload.companyId) || !Array.isArray(payload.reviewIds)) return null;
  return { companyId: payload.companyId, reviewIds: payload.reviewIds.filter(isId) };
}

const autoReplyIdOf = (data: unknown): number | null => {
  const id = (data as { autoReplyId?: unknown } | null)?.autoReplyId;
  return isId(id) ? id : null;
};

// Both jobs follow the exports pattern: sent with data by whoever has work, and scheduled every minute without data
// as the sweep that leaves nothing behind (plan jobs sent while no worker was attached, due and stranded sends).
export const autoReplyJobs: JobDefinition[] = [
  {
    name: AUTO_REPLY_PLAN_JOB,
    cron: '* * * * *',
    run: async (deps, data) => {
      const payload = planPayloadOf(data);
      if (payload) await planAutoReplies(deps, payload);
      else await sweepUnplannedReviews(deps);
    },
  },
  {
    name: AUTO_REPLY_SEND_JOB,
    cron: '* * * * *',
    run: async (deps, data) => {
      const id = autoReplyIdOf(data);
      if (id === null) await sendDueAutoReplies(deps);
      else await sendAutoReplyNow(deps, id);
    },
  },
];
