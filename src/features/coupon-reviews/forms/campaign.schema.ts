import { hasCalendarDateShape, isCalendarDate, isRangeInverted } from '../../../shared/dates/calendar-date';
import { ja } from '../../../shared/i18n/ja';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { patterns, requiredText, safeText, yup } from '../../../shared/validation/validators';
import type { CouponCampaign, CouponCampaignInput } from '../coupon-reviews.api';

const f = couponJa.form;

/** A blank or malformed side is another test's business. */
export const notBefore = (from: string | undefined, until: string | undefined) => !isRangeInverted(from ?? '', until ?? '');

// Blank means "no date"; otherwise YYYY/MM/DD (a typo gets the format message) naming a day that exists.
export const optionalDay = () =>
  yup
    .string()
    .default('')
    .test('format', f.dateFormat, (value) => !value || hasCalendarDateShape(value))
    .test('exists', f.invalidDate, (value) => !value || !hasCalendarDateShape(value) || isCalendarDate(value));

// Spec section 5 and the contract: lengths, no < > ’ " & ¥ 《 》 in the published texts, titles on one line.
const text = (max: number) => safeText().default('').max(max);
const requiredSafe = (max: number) => requiredText().max(max).test('forbidden-characters', ja.validation.forbiddenChars, (value) => !patterns.forbidden.test(value));
const title = () => requiredSafe(50).test('no-line-breaks', ja.validation.noLineBreaks, (value) => !patterns.lineBreak.test(value));

export const campaignSchema = yup.object({
  local_account_id: yup.string().default(''),
  coupon_title: title(),
  coupon_content: requiredSafe(500),
  coupon_terms: text(1000),
  valid_from: optionalDay(),
  valid_until: optionalDay().test('range', f.validRange, function range(value) {
    return notBefore(this.parent.valid_from as string, value);
  }),
  valid_days: yup
    .string()
    .default('')
    .test('integer', f.integer, (value) => !value || /^\d+$/.test(value))
    .test('range', ja.validation.numberRange.replace('${min}', '1').replace('${max}', '365'), (value) => !value || !/^\d+$/.test(value) || (Number(value) >= 1 && Number(value) <= 365)),
  page_title: title(),
  page_message: text(1000),
  thanks_message: text(1000),
});

export type CampaignValues = yup.InferType<typeof campaignSchema>;

/** Creating needs the store as well. */
export const createCampaignSchema = campaignSchema.shape({ local_account_id: yup.string().required(ja.validation.requiredSelect) });

export const emptyCampaign: CampaignValues = {
  local_account_id: '',
  coupon_title: '',
  coupon_content: '',
  coupon_terms: '',
  valid_from: '',
  valid_until: '',
  valid_days: '30',
  page_title: '',
  page_message: '',
  thanks_message: '',
};

export const toCampaignValues = (campaign: CouponCampaign): CampaignValues => ({
  local_account_id: campaign.local_account_id,
  coupon_title: campaign.coupon_title,
  coupon_content: campaign.coupon_content,
  coupon_terms: campaign.coupon_terms,
  valid_from: campaign.valid_from ?? '',
  valid_until: campaign.valid_until ?? '',
  valid_days: campaign.valid_days === null ? '' : String(campaign.valid_days),
  page_title: campaign.page_title,
  page_message: campaign.page_message,
  thanks_message: campaign.thanks_message,
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const toCampaignInput = (values: CampaignValues): CouponCampaignInput => ({
  coupon_title: values.coupon_title.trim(),
  coupon_content: values.coupon_content.trim(),
  coupon_terms: values.coupon_terms.trim(),
  valid_from: orNull(values.valid_from),
  valid_until: orNull(values.valid_until),
  valid_days: values.valid_days.trim() === '' ? null : Number(values.valid_days),
  page_title: values.page_title.trim(),
  page_message: values.page_message.trim(),
  thanks_message: values.thanks_message.trim(),
});
