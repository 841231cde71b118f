import type { components } from '../../generated/openapi';
import { toJstDateTime } from '../../formats';
import type { ListingProviderName } from '../../providers/listing-provider';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { ReviewRow } from './reviews.table';

export type ReviewItem = components['schemas']['ReviewItem'];

export interface ReviewAccountInfo {
  id: number;
  provider: ListingProviderName;
  title: string;
}

/**
 * A review as the inbox shows it. Only Google reviews have a reply API, and only while the company's Google
 * linkage is usable; Yahoo!プレイス has none and coupon feedback (provider form) is the customer's private note.
 */
/** The fields an inbox item is made of (a list row carries only these). */
export type ReviewItemSource = Pick<
  ReviewRow,
  | 'id' | 'provider' | 'kind' | 'reviewerName' | 'reviewerPhotoUrl' | 'isAnonymous' | 'rating' | 'comment' | 'photoUrls' | 'postedAt'
  | 'replyComment' | 'replyUpdatedAt' | 'replyState' | 'replyError'
>;

export function toReviewItem(row: ReviewItemSource, account: ReviewAccountInfo, googleReplyable: boolean): ReviewItem {
  return {
    id: row.id,
    local_account_id: toAccountKey(account.provider, account.id),
    store_name: account.title,
    provider: row.provider,
    kind: row.kind === 2 ? 2 : 1,
    reviewer_name: row.reviewerName,
    reviewer_photo_url: row.reviewerPhotoUrl,
    is_anonymous: row.isAnonymous,
    rating: row.rating,
    comment: row.comment,
    photo_urls: row.photoUrls,
    posted_at: toJstDateTime(row.postedAt),
    reply: row.replyComment === null ? null : { comment: row.replyComment, updated_at: row.replyUpdatedAt ? toJstDateTime(row.replyUpdatedAt) : null },
    reply_state: row.replyState,
    reply_error: row.replyError,
    can_reply: row.provider === 'google' && googleReplyable,
  };
}
