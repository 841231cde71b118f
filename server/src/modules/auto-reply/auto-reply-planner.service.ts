import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { fillReplyPlaceholders } from '../../../../src/shared/reply/reply-placeholders';
import { DomainError } from '../../http/errors';
import { REPLY_MAX_LENGTH, replaceForbiddenCharacters, truncateText } from '../reply-templates/reply-text.rules';
import { DEFAULT_REPLY_TONE, isReplyTone } from './ai-reply.prompt';
import { draftAiReply } from './ai-reply.service';
import { findPlannableReviews, holdReviewForApproval, type PlannableFilter, type PlannableReview } from './auto-reply-reviews.repository';
import { insertPlannedReply } from './auto-replies.repository';
import { autoReplyMessagesJa as m } from './auto-reply.messages.ja';
import type { AutoReplyRow } from './auto-reply.table';

export const AUTO_REPLY_SEND_JOB = 'auto-reply.send';
/** The sweep (plan jobs that never arrived) looks back this far; older reviews are planned by their plan job only. */
export const PLAN_SWEEP_LOOKBACK_MS = 7 * 24 * 60 * 60_000;
const PLAN_SWEEP_BATCH = 20;
const PLAN_CHUNK = 500;

export const newIdempotencyKey = (reviewId: number): string => `auto-reply-${reviewId}-${randomUUID()}`;

/** Fills a fixed text's placeholders; the filled values cannot bring in characters the reply box forbids. */
export function fillFixedText(text: string, review: Pick<PlannableReview, 'reviewerName' | 'storeName' | 'rating'>): string {
  const filled = fillReplyPlaceholders(text, review, replaceForbiddenCharacters);
  return truncateText(filled.trim(), REPLY_MAX_LENGTH);
}

type Draft = { text: string; error: null } | { text: null; error: string };

async function draftFor(deps: Deps, review: PlannableReview): Promise<Draft> {
  const { setting } = review;
  if (setting.mode === 1) {
    const fixed = setting.fixedTexts[String(review.rating) as keyof typeof setting.fixedTexts];
    const text = fixed ? fillFixedText(fixed, review) : '';
    return text ? { text, error: null } : { text: null, error: m.draftFailed };
  }
  try {
    const tone = isReplyTone(setting.aiTone) ? setting.aiTone : DEFAULT_REPLY_TONE;
    const draft = await draftAiReply(deps, review, { tone, mention: setting.aiMention, avoid: setting.aiAvoid });
    return { text: draft.reply, error: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { text: null, error: m.draftFailed };
  }
}

/**
 * Plans the automatic reply of one review: the draft, and either a send time (now + the setting's delay) or, for
 * ratings at or below approval_max_rating, a hold for a person's approval. A draft that could not be made is kept
 * as failed (or held, when a person approves anyway) so that it stays visible; a person can approve it with a text.
 */
async function planOne(deps: Deps, review: PlannableReview): Promise<AutoReplyRow | null> {
  const { setting } = review;
  const needsApproval = setting.approvalMaxRating !== null && review.rating !== null && review.rating <= setting.approvalMaxRating;
  const draft = await draftFor(deps, review);
  const now = deps.clock.now();
  const status = needsApproval ? 'awaiting_approval' : draft.text === null ? 'failed' : 'scheduled';
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertPlannedReply(tx, {
      companyId: review.companyId,
      reviewId: review.id,
      localAccountId: review.localAccountId,
      mode: setting.mode,
      draft: draft.text,
      status,
      sendAfter: new Date(now.getTime() + setting.delayMinutes * 60_000),
      idempotencyKey: newIdempotencyKey(review.id),
      errorMessage: draft.error,
      createdAt: now,
    });
    if (inserted?.status === 'awaiting_approval') await holdReviewForApproval(tx, review.id, now);
    return inserted;
  });
  if (row?.status === 'awaiting_approval') {
    const reviewer = review.isAnonymous ? null : review.reviewerName;
    await deps.alerts.raise({ kind: 'approval_waiting', companyId: review.companyId, localAccountId: review.localAccountId, sourceKey: `auto-reply-${row.id}`, rating: review.rating, reviewer });
  }
  // Queued for its due time (at once when there is no delay); when no worker is attached or the send is lost, the
  // minute sweep sends it.
  if (row?.status === 'scheduled') {
    const startAfter = row.sendAfter.getTime() > now.getTime() ? row.sendAfter : undefined;
    await deps.jobs
      .send(AUTO_REPLY_SEND_JOB, { autoReplyId: row.id }, { startAfter })
      .catch((error: unknown) => deps.logger.warn({ err: error, autoReplyId: row.id }, 'could not queue an automatic reply'));
  }
  return row;
}

async function planAll(deps: Deps, filter: PlannableFilter): Promise<AutoReplyRow[]> {
  const planned: AutoReplyRow[] = [];
  for (const review of await findPlannableReviews(deps.db, filter)) {
    const row = await planOne(deps, review);
    if (row) planned.push(row);
  }
  return planned;
}

/** The plan job: reviews the sync stored for the first time. A job delivered twice plans nothing twice. */
export async function planAutoReplies(deps: Deps, input: { companyId: number; reviewIds: readonly number[] }): Promise<AutoReplyRow[]> {
  const planned: AutoReplyRow[] = [];
  for (let start = 0; start < input.reviewIds.length; start += PLAN_CHUNK) {
    const reviewIds = input.reviewIds.slice(start, start + PLAN_CHUNK);
    planned.push(...(await planAll(deps, { companyId: input.companyId, reviewIds, limit: reviewIds.length })));
  }
  return planned;
}

/** The minute sweep: recent reviews whose plan job never arrived (no worker attached when the sync sent it). */
export async function sweepUnplannedReviews(deps: Deps): Promise<AutoReplyRow[]> {
  const postedSince = new Date(deps.clock.now().getTime() - PLAN_SWEEP_LOOKBACK_MS);
  return planAll(deps, { postedSince, limit: PLAN_SWEEP_BATCH });
}
