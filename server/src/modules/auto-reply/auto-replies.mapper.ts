import { toJstDateTime } from '../../formats';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { AutoReplyListRow } from './auto-replies.repository';

export const toAutoReplyItem = ({ reply, provider, storeName, reviewRating, reviewComment, reviewerName }: AutoReplyListRow) => ({
  id: reply.id,
  review_id: reply.reviewId,
  local_account_id: toAccountKey(provider, reply.localAccountId),
  store_name: storeName,
  mode: reply.mode === 1 ? (1 as const) : (0 as const),
  status: reply.status,
  draft: reply.draft,
  send_after: toJstDateTime(reply.sendAfter),
  sent_at: reply.sentAt ? toJstDateTime(reply.sentAt) : null,
  error_message: reply.errorMessage,
  review_rating: reviewRating,
  review_comment: reviewComment,
  reviewer_name: reviewerName,
});
