// Queue names the review modules share, so the sync job can hand new reviews to the automatic reply planner
// without the two modules importing each other's code.

/** Payload: { companyId: number; reviewIds: number[] } — reviews the sync stored for the first time. */
export const AUTO_REPLY_PLAN_JOB = 'auto-reply.plan';

export interface AutoReplyPlanPayload {
  companyId: number;
  reviewIds: number[];
}
