import type { components } from '../../generated/openapi';
import { validationError, type FieldErrors } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import { couponReviewsMessagesJa as m } from './coupon-reviews.messages.ja';
import { slashToIsoDate } from '../../../../src/shared/dates/calendar-date';
import { FORBIDDEN_CHARACTERS } from '../../../../src/shared/validation/text-patterns';

export type CampaignInput = components['schemas']['CouponCampaignInput'];

/** The validated campaign, ready for the table (dates as YYYY-MM-DD). */
export interface CampaignValues {
  couponTitle: string;
  couponContent: string;
  couponTerms: string;
  validFrom: string | null;
  validUntil: string | null;
  validDays: number | null;
  pageTitle: string;
  pageMessage: string;
  thanksMessage: string;
}

// Spec section 5: these characters are refused in the texts the console publishes (the public page shows them).

const LINE_BREAK = /[\r\n]/;

const TEXT_FIELDS = ['coupon_title', 'coupon_content', 'coupon_terms', 'page_title', 'page_message', 'thanks_message'] as const;
const REQUIRED_FIELDS = new Set(['coupon_title', 'coupon_content', 'page_title']);
const SINGLE_LINE_FIELDS = new Set(['coupon_title', 'page_title']);

// The contract already checked types, lengths and the YYYY/MM/DD shape; this adds what JSON Schema cannot say.
export function validateCampaignInput(input: CampaignInput): CampaignValues {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (REQUIRED_FIELDS.has(field) && value.trim() === '') add(field, messagesJa.validation.required);
    if (FORBIDDEN_CHARACTERS.test(value)) add(field, m.validation.forbiddenChars);
    if (SINGLE_LINE_FIELDS.has(field) && LINE_BREAK.test(value)) add(field, m.validation.noLineBreaks);
  }
  const validFrom = input.valid_from === null ? null : slashToIsoDate(input.valid_from);
  const validUntil = input.valid_until === null ? null : slashToIsoDate(input.valid_until);
  if (input.valid_from !== null && validFrom === null) add('valid_from', m.validation.invalidDate);
  if (input.valid_until !== null && validUntil === null) add('valid_until', m.validation.invalidDate);
  if (validFrom !== null && validUntil !== null && validFrom > validUntil) add('valid_until', m.validation.validRange);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  return {
    couponTitle: input.coupon_title.trim(),
    couponContent: input.coupon_content.trim(),
    couponTerms: input.coupon_terms.trim(),
    validFrom,
    validUntil,
    validDays: input.valid_days,
    pageTitle: input.page_title.trim(),
    pageMessage: input.page_message.trim(),
    thanksMessage: input.thanks_message.trim(),
  };
}

export interface FeedbackValues {
  rating: number;
  comment: string;
  nickname: string;
}

/** The customer's feedback: the contract checked the rating range and lengths; blank text and line breaks here. */
export function validateFeedback(input: { rating: number; comment: string; nickname?: string }): FeedbackValues {
  const errors: FieldErrors = {};
  const comment = input.comment.trim();
  const nickname = (input.nickname ?? '').trim();
  if (comment === '') errors.comment = [messagesJa.validation.required];
  if (LINE_BREAK.test(nickname)) errors.nickname = [m.validation.noLineBreaks];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { rating: input.rating, comment, nickname };
}
