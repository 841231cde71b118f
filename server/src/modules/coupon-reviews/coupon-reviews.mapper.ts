import { isoToSlashDate } from '../../../../src/shared/dates/calendar-date';
import { toJstDateTime } from '../../formats';
import type { components } from '../../generated/openapi';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { CampaignView } from './coupon-campaigns.repository';
import type { FeedbackRow } from './coupon-feedback.repository';

type Schemas = components['schemas'];

export const couponReviewPath = (token: string): string => `/coupon-review?token=${encodeURIComponent(token)}`;

export const toCampaign = (row: CampaignView, publicOrigin: string): Schemas['CouponCampaign'] => ({
  coupon_id: row.id,
  local_account_id: toAccountKey('google', row.localAccountId),
  store_name: row.storeName,
  enabled: row.enabled,
  public_url: `${publicOrigin}${couponReviewPath(row.publicToken)}`,
  feedback_count: row.feedbackCount,
  updated_at: toJstDateTime(row.updatedAt),
  coupon_title: row.couponTitle,
  coupon_content: row.couponContent,
  coupon_terms: row.couponTerms,
  valid_from: isoToSlashDate(row.validFrom),
  valid_until: isoToSlashDate(row.validUntil),
  valid_days: row.validDays,
  page_title: row.pageTitle,
  page_message: row.pageMessage,
  thanks_message: row.thanksMessage,
});

export const toFeedback = (row: FeedbackRow): Schemas['CouponFeedback'] => ({
  id: row.id,
  review_id: row.reviewId,
  coupon_id: row.campaignId,
  local_account_id: toAccountKey('google', row.localAccountId),
  store_name: row.storeName,
  reviewer_name: row.reviewerName,
  rating: row.rating,
  comment: row.comment,
  posted_at: toJstDateTime(row.postedAt),
  coupon_code: row.couponCode,
  visible_on_map: row.visibleOnMap,
});
