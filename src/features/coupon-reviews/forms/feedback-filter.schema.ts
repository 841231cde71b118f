import { couponJa } from '../../../shared/i18n/coupon.ja';
import { yup } from '../../../shared/validation/validators';
import type { ListCouponReviewsApiArg } from '../coupon-reviews.api';
import { notBefore, optionalDay } from './campaign.schema';

export const feedbackFilterSchema = yup.object({
  local_account_id: yup.string().default(''),
  start_at: optionalDay(),
  end_at: optionalDay().test('range', couponJa.feedback.range, function range(value) {
    return notBefore(this.parent.start_at as string, value);
  }),
});

export type FeedbackFilterValues = yup.InferType<typeof feedbackFilterSchema>;

export const emptyFeedbackFilter: FeedbackFilterValues = { local_account_id: '', start_at: '', end_at: '' };

/** The list call's filters (blank fields left out). */
export const toFeedbackQuery = (values: FeedbackFilterValues): Pick<ListCouponReviewsApiArg, 'localAccountIds' | 'startAt' | 'endAt'> => ({
  ...(values.local_account_id ? { localAccountIds: [values.local_account_id] } : {}),
  ...(values.start_at ? { startAt: values.start_at } : {}),
  ...(values.end_at ? { endAt: values.end_at } : {}),
});
