import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { redrivePendingReplyIntents, redriveReplyIntent } from './review-reply.service';

export const REVIEWS_REPLY_JOB = 'reviews.reply';
const intentIdOf = idPayload('intentId');

// Replies are written in the request that asks for them; this job drives again, every minute and with their own
// idempotency key, the intents left pending: by a request or worker that died, or queued because Google asked to wait
// longer than a request may (their claim time is set so the sweep takes them only once Google allows).
export const reviewReplyJob = defineSweptJob({
  name: REVIEWS_REPLY_JOB,
  parse: intentIdOf,
  runOne: (deps, { intentId }) => redriveReplyIntent(deps, intentId),
  sweep: redrivePendingReplyIntents,
});
