import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { DomainError, notFound } from '../../http/errors';
import { staleBefore } from '../../jobs/intents';
import type { GoogleCredentials, GoogleLocationRef } from '../../providers/google/google.types';
import { isProviderError } from '../../providers/shared/provider-errors';
import { refusedWaitMs, withWaitBudget } from '../../providers/shared/wait-budget';
import { googleCredentialsFor, notLinked } from '../../provider-access/provider-access.service';
import { checkReplyComment } from './review-reply-text';
import { completeReplyIntent, countIntentAttempt, deferReplyIntent, failReplyIntent, findReplyIntent, findStalePendingIntents, openReplyIntent } from './review-reply.repository';
import { findReviewWithAccount, markReplyFailed, markReplyQueued, markReplySending, storeReply, type ReviewWithAccount } from './reviews.repository';
import { reviewsMessagesJa as m } from './reviews.messages.ja';
import type { ReviewReplyIntentRow, ReviewRow } from './reviews.table';

export interface SendReviewReplyInput {
  companyId: number;
  reviewId: number;
  comment: string;
  source: 'manual' | 'auto';
  /** The same key for every attempt of one reply: the provider applies it once. */
  idempotencyKey: string;
  /** null for automatic replies. */
  userId: number | null;
}

type ReplyDeps = Pick<Deps, 'db' | 'clock' | 'tokenCipher' | 'providers' | 'logger' | 'config' | 'database' | 'startedAt'>;

/**
 * How long a reply request (or one sweep's try) may wait on Google's Retry-After or backoff, and before that in this
 * process's own limiter of 10 edits a minute per profile. A person is waiting on the request, so a longer wait is not
 * spent holding it: the intent stays pending and the reviews.reply sweep sends it once Google (or the limiter) allows.
 */
export const REPLY_WAIT_BUDGET_MS = 5_000;

export interface ReplyOutcome {
  row: ReviewRow;
  /** True when Google asked to wait: the reply is kept as a pending intent and the review shows it queued. */
  queued: boolean;
}

const MAX_ATTEMPTS = 5;

async function loadReplyable(deps: ReplyDeps, companyId: number, reviewId: number): Promise<ReviewWithAccount> {
  const found = await findReviewWithAccount(deps.db, companyId, reviewId);
  if (!found || found.account.status !== 'linked') throw notFound();
  const provider = found.review.provider;
  if (provider !== 'google') throw new DomainError('reply_not_supported', 409, m.replyNotSupported[provider]);
  return found;
}

const refOf = (found: ReviewWithAccount): GoogleLocationRef => ({ account: found.account.providerAccountId ?? '', location: found.account.providerLocationId });

/** The outcome a repeated key learns when its write was refused. */
const refused = (message: string | null): DomainError => new DomainError('provider_failed', 502, message ?? m.replyFailed);

// The provider's own wording where it says why (quota, permissions, outage); a dead refresh token is a linkage
// problem the user fixes by linking again, so it keeps the provider-access gateway's 409.
function failureOf(error: unknown, fallback: string): { message: string; error: DomainError } {
  if (isProviderError(error) && error.code === 'token_expired') return { message: notLinked('google').message, error: notLinked('google') };
  if (error instanceof DomainError) return { message: error.message, error };
  const message = isProviderError(error) ? `${fallback}（${error.message}）` : fallback;
  return { message, error: new DomainError('provider_failed', 502, message) };
}

/**
 * The claim time that makes the sweep take the intent again at `retryAt`, not before. The sweep takes a pending intent
 * once its claim is older than staleBefore (INTENT_STALE_SECONDS ago; on the embedded database also anything claimed
 * before this process started), so the claim is dated one stale window before retryAt, and never before the start.
 */
function claimTimeFor(deps: Pick<Deps, 'config' | 'database' | 'startedAt'>, retryAt: Date): Date {
  const dated = retryAt.getTime() - deps.config.intentStaleSeconds * 1000;
  return new Date(deps.database.kind === 'pglite' ? Math.max(dated, deps.startedAt.getTime()) : dated);
}

/** Google asked to wait longer than the budget: the intent waits for the sweep and the review shows it queued. */
async function queue(deps: ReplyDeps, found: ReviewWithAccount, intent: ReviewReplyIntentRow, waitMs: number): Promise<ReplyOutcome> {
  const now = deps.clock.now();
  await deferReplyIntent(deps.db, intent.id, claimTimeFor(deps, new Date(now.getTime() + waitMs)));
  const row = await markReplyQueued(deps.db, found.review.companyId, found.review.id, m.replyQueuedState, now);
  if (!row) throw notFound();
  deps.logger.info({ reviewId: found.review.id, intentId: intent.id, waitMs }, 'review reply queued until Google allows');
  return { row, queued: true };
}

/**
 * Drives one pending intent to its end. The review is marked `sending` first so a sync running meanwhile keeps
 * the console's reply; the provider call carries the intent's key, so driving the same intent again (a retried
 * request, or the sweep after a worker died between the call and the update below) is applied once.
 */
async function drive(deps: ReplyDeps, found: ReviewWithAccount, intent: ReviewReplyIntentRow, credentials: GoogleCredentials, waitBudgetMs?: number): Promise<ReplyOutcome> {
  const { companyId, id: reviewId, providerReviewId } = found.review;
  const isReply = intent.action === 'reply';
  await markReplySending(deps.db, companyId, reviewId, deps.clock.now());
  await countIntentAttempt(deps.db, intent.id, deps.clock.now());
  let reply: { comment: string | null; updatedAt: Date | null };
  const write = async () => {
    const options = { idempotencyKey: intent.idempotencyKey };
    if (isReply) return deps.providers.google.replyToReview(credentials, refOf(found), providerReviewId, intent.comment ?? '', options);
    await deps.providers.google.deleteReply(credentials, refOf(found), providerReviewId, options);
    return { comment: null, updatedAt: null };
  };
  try {
    reply = waitBudgetMs === undefined ? await write() : await withWaitBudget(waitBudgetMs, write);
  } catch (error) {
    const waitMs = refusedWaitMs(error);
    // Only a reply is queued (a deletion answers at once either way), and only while the sweep has attempts left.
    if (isReply && waitMs !== undefined && intent.attempts + 1 < MAX_ATTEMPTS) return queue(deps, found, intent, waitMs);
    const failure = failureOf(error, isReply ? m.replyFailed : m.replyDeleteFailed);
    deps.logger.warn({ err: error, reviewId, intentId: intent.id }, 'review reply write failed');
    const now = deps.clock.now();
    await failReplyIntent(deps.db, intent.id, failure.message, now);
    await markReplyFailed(deps.db, companyId, reviewId, failure.message, now);
    throw failure.error;
  }
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await completeReplyIntent(tx, intent.id, now);
    const stored = await storeReply(tx, companyId, reviewId, { ...reply, now });
    if (!stored) throw notFound();
    return stored;
  });
  return { row, queued: false };
}

async function settle(deps: ReplyDeps, found: ReviewWithAccount, intent: ReviewReplyIntentRow, credentials: GoogleCredentials, waitBudgetMs?: number): Promise<ReplyOutcome> {
  if (intent.status === 'done') return { row: found.review, queued: false };
  if (intent.status === 'failed') throw refused(intent.errorMessage);
  return drive(deps, found, intent, credentials, waitBudgetMs);
}

/**
 * Sends (creates or overwrites) the reply of one review of the company exactly once per idempotency key and answers
 * the updated review row. Throws DomainError: 404 not_found (no such review in the company), 409
 * reply_not_supported (Yahoo, coupon feedback), 409 provider_not_linked, 502 provider_failed (reply_state failed).
 * Without a wait budget it waits as long as the provider asks (automatic replies, in the background); with one, a
 * longer wait leaves the reply queued for the reviews.reply sweep and answers at once (queued: true).
 */
export async function submitReviewReply(deps: ReplyDeps, input: SendReviewReplyInput, options: { waitBudgetMs?: number } = {}): Promise<ReplyOutcome> {
  const found = await loadReplyable(deps, input.companyId, input.reviewId);
  const comment = checkReplyComment(input.comment);
  const credentials = await googleCredentialsFor(deps, input.companyId);
  const intent = await openReplyIntent(deps.db, {
    companyId: input.companyId,
    reviewId: input.reviewId,
    action: 'reply',
    comment,
    source: input.source,
    idempotencyKey: input.idempotencyKey,
    requestedByUserId: input.userId,
    createdAt: deps.clock.now(),
  });
  // A key is one reply: reused for another review, another text (or another tenant), it is refused, not replayed.
  if (intent.companyId !== input.companyId || intent.reviewId !== input.reviewId || intent.action !== 'reply' || intent.comment !== comment) {
    throw new DomainError('idempotency_key_reused', 409, m.idempotencyKeyReused);
  }
  return settle(deps, found, intent, credentials, options.waitBudgetMs);
}

/** submitReviewReply without a wait budget: the updated review row once the reply is on Google. */
export async function sendReviewReply(deps: ReplyDeps, input: SendReviewReplyInput): Promise<ReviewRow> {
  return (await submitReviewReply(deps, input)).row;
}

/** Deletes the reply of one Google review of the company on Google (once, through its own intent). */
export async function deleteReviewReply(deps: ReplyDeps, input: { companyId: number; reviewId: number; userId: number | null }): Promise<ReviewRow> {
  const found = await loadReplyable(deps, input.companyId, input.reviewId);
  if (found.review.replyComment === null) throw new DomainError('no_reply', 409, m.noReplyToDelete);
  const credentials = await googleCredentialsFor(deps, input.companyId);
  const intent = await openReplyIntent(deps.db, {
    companyId: input.companyId,
    reviewId: input.reviewId,
    action: 'delete',
    comment: null,
    source: 'manual',
    idempotencyKey: randomUUID(),
    requestedByUserId: input.userId,
    createdAt: deps.clock.now(),
  });
  // A person waits on a deletion too: one Google will not take within the budget fails at once with Google's reason.
  return (await settle(deps, found, intent, credentials, REPLY_WAIT_BUDGET_MS)).row;
}

type RedriveDeps = ReplyDeps;

/** Drives one intent left pending again with its own key; false when it could not be completed. */
async function redrive(deps: RedriveDeps, intent: ReviewReplyIntentRow): Promise<boolean> {
  const found = await findReviewWithAccount(deps.db, intent.companyId, intent.reviewId);
  if (!found) return false;
  let credentials: GoogleCredentials;
  try {
    credentials = await googleCredentialsFor(deps, intent.companyId);
  } catch (error) {
    // No usable linkage any more: the intent ends as failed (with the re-link message) instead of waiting forever.
    const message = error instanceof DomainError ? error.message : m.replyFailed;
    const now = deps.clock.now();
    await failReplyIntent(deps.db, intent.id, message, now);
    await markReplyFailed(deps.db, intent.companyId, intent.reviewId, message, now);
    return false;
  }
  try {
    // The sweep waits no longer than a request would: a longer Retry-After queues the intent again for a later sweep.
    return !(await drive(deps, found, intent, credentials, REPLY_WAIT_BUDGET_MS)).queued;
  } catch (error) {
    deps.logger.warn({ err: error, intentId: intent.id }, 'pending review reply could not be completed');
    return false;
  }
}

/** One intent by id (a reviews.reply job): only a pending one with attempts left is driven. */
export async function redriveReplyIntent(deps: RedriveDeps, intentId: number): Promise<boolean> {
  const intent = await findReplyIntent(deps.db, intentId);
  if (!intent || intent.status !== 'pending' || intent.attempts >= MAX_ATTEMPTS) return false;
  return redrive(deps, intent);
}

/** The sweep: intents left pending (past INTENT_STALE_SECONDS) by a request or worker that died are driven again. */
export async function redrivePendingReplyIntents(deps: RedriveDeps, limit = 50): Promise<number> {
  const stale = await findStalePendingIntents(deps.db, staleBefore(deps), MAX_ATTEMPTS, limit);
  let settled = 0;
  for (const intent of stale) if (await redrive(deps, intent)) settled += 1;
  return settled;
}
