import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { redrivePendingReplyIntents, redriveReplyIntent } from './review-reply.service';

export const REVIEWS_REPLY_JOB = 'reviews.reply';
const intentIdOf = idPayload('intentId');

// Replies are written in the request that asks for them; this job is the safety net for an intent whose request
// or worker died: every minute it drives again the intents left pending, with their own idempotency key.
export const reviewReplyJob = defineSweptJob({
  name: REVIEWS_REPLY_JOB,
  parse: intentIdOf,
  runOne: (deps, { intentId }) => redriveReplyIntent(deps, intentId),
  sweep: redrivePendingReplyIntents,
});
