import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { staleBefore, whileClaimed } from '../../jobs/intents';
import { sendReviewReply } from '../reviews/review-reply.service';
import { findReplyContext } from './auto-reply-reviews.repository';
import { autoReplyIntents, claimDueReplies, claimReplyById, finishReply, rescheduleReply } from './auto-replies.repository';
import { newIdempotencyKey } from './auto-reply-planner.service';
import { autoReplyMessagesJa as m } from './auto-reply.messages.ja';
import type { AutoReplyRow } from './auto-reply.table';

// A row still 'sending' past INTENT_STALE_SECONDS (its claim not renewed) belongs to a worker that died mid-way. It is
// sent again with the SAME idempotency key, so the reply intent it left behind is completed rather than duplicated.
const SEND_BATCH = 20;
/** Automatic attempts for transient failures (rate limits, provider outages); after that the row is failed. */
export const MAX_AUTOMATIC_ATTEMPTS = 3;
const RETRY_DELAY_MS = 5 * 60_000;
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);

export interface Delivery {
  row: AutoReplyRow;
  /** Why the row ended failed (or rescheduled); the send's own domain error when it had one. */
  error: DomainError | null;
}

// A reply the review got by other means (the inbox, or Google directly) wins: the automatic one is not sent and the
// row ends 'rejected' with the reason, which keeps 'failed' for rows a person should look at.
const repliedElsewhere = (context: { replyComment: string | null; replyState: string; ownIntent: boolean }): boolean =>
  !context.ownIntent && (context.replyComment !== null || context.replyState === 'sending' || context.replyState === 'replied');

async function finish(deps: Deps, row: AutoReplyRow, status: 'sent' | 'failed' | 'rejected', message: string | null, error: DomainError | null = null): Promise<Delivery> {
  const done = await finishReply(deps.db, row.id, { status, at: deps.clock.now(), message, attempt: row.attempts });
  return { row: done ?? row, error };
}

/**
 * Sends one claimed ('sending') row through the reviews module, which writes the reply exactly once per idempotency
 * key. Automatic sends retry transient failures later with a fresh key; a person's approval reports them at once.
 * The claim is renewed meanwhile, so a slow provider call is not taken for a dead worker's.
 */
export const deliver = (deps: Deps, row: AutoReplyRow, options: DeliverOptions): Promise<Delivery> => whileClaimed(deps, autoReplyIntents, row, () => send(deps, row, options));

interface DeliverOptions {
  userId: number | null;
  retryTransient: boolean;
}

async function send(deps: Deps, row: AutoReplyRow, options: DeliverOptions): Promise<Delivery> {
  const context = await findReplyContext(deps.db, row.companyId, row.reviewId, row.idempotencyKey);
  if (!context) return finish(deps, row, 'failed', m.reviewGone);
  if (repliedElsewhere(context)) return finish(deps, row, 'rejected', m.repliedManually);
  if (!row.draft) return finish(deps, row, 'failed', m.draftFailed);
  try {
    await sendReviewReply(deps, { companyId: row.companyId, reviewId: row.reviewId, comment: row.draft, source: 'auto', idempotencyKey: row.idempotencyKey, userId: options.userId });
    return finish(deps, row, 'sent', null);
  } catch (error) {
    const domain = error instanceof DomainError ? error : null;
    if (!domain) deps.logger.error({ err: error, autoReplyId: row.id }, 'automatic reply failed');
    const message = domain?.message ?? m.sendFailed;
    if (options.retryTransient && domain && TRANSIENT_STATUSES.has(domain.statusCode) && row.attempts < MAX_AUTOMATIC_ATTEMPTS) {
      const sendAfter = new Date(deps.clock.now().getTime() + RETRY_DELAY_MS * row.attempts);
      const rescheduled = await rescheduleReply(deps.db, row.id, { sendAfter, freshKey: newIdempotencyKey(row.reviewId), message, attempt: row.attempts, at: deps.clock.now() });
      return { row: rescheduled ?? row, error: domain };
    }
    return finish(deps, row, 'failed', message, domain ?? new DomainError('auto_reply_failed', 502, message));
  }
}

/** The queued send of one planned row (a second delivery of the job finds it no longer scheduled). */
export async function sendAutoReplyNow(deps: Deps, id: number): Promise<Delivery | null> {
  const row = await claimReplyById(deps.db, id, { now: deps.clock.now(), staleBefore: staleBefore(deps) });
  return row ? deliver(deps, row, { userId: null, retryTransient: true }) : null;
}

/** The minute sweep: every due row, and rows a dead worker left in 'sending'. */
export async function sendDueAutoReplies(deps: Deps): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  // One claim per send: a row claimed ahead of a long batch would go stale (unrenewed) before its turn.
  for (let sent = 0; sent < SEND_BATCH; sent += 1) {
    const [row] = await claimDueReplies(deps.db, { now: deps.clock.now(), staleBefore: staleBefore(deps), limit: 1 });
    if (!row) break;
    const delivery = await deliver(deps, row, { userId: null, retryTransient: true });
    deps.logger.debug({ autoReplyId: row.id, attempt: row.attempts, status: delivery.row.status }, 'automatic reply swept');
    deliveries.push(delivery);
  }
  return deliveries;
}
