import { randomUUID } from 'node:crypto';
import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { deleteReviewReply, REPLY_WAIT_BUDGET_MS, submitReviewReply } from './review-reply.service';
import { reviewsMessagesJa as m } from './reviews.messages.ja';
import { listReviews, requestReviewExport, requestReviewSync, requireVisibleReview, reviewItemFor } from './reviews.service';

type ReviewOperation = 'listReviews' | 'replyToReview' | 'deleteReviewReply' | 'requestReviewExport' | 'syncReviews';

export const reviewsHandlers: ModuleHandlers<ReviewOperation> = {
  listReviews: async ({ deps, auth, query }) => listReviews(deps, requireAuth(auth), query),
  replyToReview: async ({ deps, auth, body }) => {
    const actor = requireAuth(auth);
    await requireVisibleReview(deps, actor, body.review_id);
    // A person waits on this answer: when Google asks for a longer wait the reply is queued (reply_state sending).
    const { row, queued } = await submitReviewReply(
      deps,
      {
        companyId: actor.company.id,
        reviewId: body.review_id,
        comment: body.comment,
        source: 'manual',
        // A client that sends no key still gets one write per request; sending one makes retries safe.
        idempotencyKey: body.idempotency_key ?? randomUUID(),
        userId: actor.user.id,
      },
      { waitBudgetMs: REPLY_WAIT_BUDGET_MS },
    );
    return { message: queued ? m.replyQueued : m.replied, data: await reviewItemFor(deps, actor, row) };
  },
  deleteReviewReply: async ({ deps, auth, query }) => {
    const actor = requireAuth(auth);
    await requireVisibleReview(deps, actor, query.review_id);
    const row = await deleteReviewReply(deps, { companyId: actor.company.id, reviewId: query.review_id, userId: actor.user.id });
    return { message: m.replyDeleted, data: await reviewItemFor(deps, actor, row) };
  },
  requestReviewExport: async ({ deps, auth, body }) => requestReviewExport(deps, requireAuth(auth), body),
  syncReviews: async ({ deps, auth, body }) => requestReviewSync(deps, requireAuth(auth), body ?? {}),
};
