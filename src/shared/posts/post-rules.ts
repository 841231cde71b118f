import { validationJa } from '../i18n/validation.ja';
import { FORBIDDEN_CHARACTERS } from '../validation/text-patterns';
import { postRulesMessagesJa as m } from './post-rules.messages.ja';

// The rules of a post beyond what the contract's bounds say (spec section 5 and the providers' limits in
// providers.md): the editor's yup schema and the server's service both call postInputErrors, so the console shows
// the same reason before sending that the server would answer.

export const POST_LIMITS = {
  googleSummary: 1500,
  yahooBody: 1000,
  eventTitle: 58,
  yahooTitle: 50,
  couponCode: 58,
  url: 2048,
} as const;

/** Stable code of the one rule the console must single out (the reason is shown before sending). */
export const PHONE_NUMBER_CODE = 'phone_number_in_summary';

// Japanese landline, mobile and freephone numbers with or without separators, in half- or full-width digits (NFKC
// folds the latter): Google tends to reject posts carrying them (providers.md). A candidate must stand alone (no digit
// before or after it) and hold a whole number's digits — 10 or 11 from the leading 0, or 81 and 9 or 10 more — so
// prices (1000000円), dates written as digits (20261201) and order numbers are not taken for phone numbers.
const PHONE_CANDIDATE = /(?<![\d+])(?:\+81[-\s]?|0)\d{1,4}\)?[-\s]?\d{1,4}[-\s]?\d{3,4}(?!\d)/gu;
const isWholeNumber = (candidate: string): boolean => {
  const digits = candidate.replace(/\D/gu, '').length;
  return candidate.startsWith('+') ? digits === 11 || digits === 12 : digits === 10 || digits === 11;
};
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/iu;
const DATE = /^\d{4}\/\d{2}\/\d{2}$/u;

export const containsPhoneNumber = (text: string): boolean => [...text.normalize('NFKC').matchAll(PHONE_CANDIDATE)].some((m) => isWholeNumber(m[0]));

/** The text without its phone numbers (the same rule as containsPhoneNumber; the caller normalises first). */
export const removePhoneNumbers = (text: string): string => text.replace(PHONE_CANDIDATE, (candidate) => (isWholeNumber(candidate) ? '' : candidate));

export type PostEditorType = 'action' | 'offer' | 'event';
export type CallToActionType = 'BOOK' | 'ORDER' | 'SHOP' | 'LEARN_MORE' | 'SIGN_UP' | 'CALL';

/** The editor's fields as the contract names them (empty text = no value). */
export interface PostRuleInput {
  post_type?: PostEditorType | '';
  summary?: string;
  event_title?: string;
  event_start_date?: string;
  event_end_date?: string;
  offer_coupon_code?: string;
  offer_redeem_url?: string;
  offer_terms?: string;
  call_to_action_type?: CallToActionType | '';
  call_to_action_url?: string;
  yahoo_kind?: string;
  yahoo_title?: string;
  yahoo_start_date?: string;
  yahoo_end_date?: string;
  schedule_date?: string;
  repeat?: number;
  repeat_end_date?: string;
}

export interface PostRuleContext {
  hasGoogle: boolean;
  hasYahoo: boolean;
  hasImage: boolean;
}

export type PostFieldErrors = Record<string, string[]>;

export interface PostRuleProblems {
  errors: PostFieldErrors;
  /** phone_number_in_summary when that is among the problems, validation_failed otherwise. */
  code: string;
}

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

const TEXT_FIELDS = ['summary', 'event_title', 'offer_coupon_code', 'offer_terms', 'yahoo_title'] as const;

/** Every problem of a post by field, or null when it may be saved. */
export function postInputErrors(input: PostRuleInput, ctx: PostRuleContext): PostRuleProblems | null {
  const errors: PostFieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const summary = input.summary ?? '';
  let phone = false;
  // Spec section 5: no user text may contain < > ’ " & ¥ 《 》 (the post templates refuse them too).
  for (const field of TEXT_FIELDS) if (FORBIDDEN_CHARACTERS.test(input[field] ?? '')) add(field, validationJa.validation.forbiddenChars);

  if (ctx.hasGoogle) {
    const type = input.post_type ?? '';
    if (type === '') add('post_type', m.required);
    if (summary.length > POST_LIMITS.googleSummary) add('summary', m.tooLong(POST_LIMITS.googleSummary));
    if (containsPhoneNumber(summary)) {
      add('summary', m.phoneNumber);
      phone = true;
    }
    if (type === 'action' && blank(summary) && !ctx.hasImage) add('summary', m.googleTextOrImage);
    if (type === 'event' || type === 'offer') {
      if (blank(input.event_title)) add('event_title', m.required);
      else if ((input.event_title ?? '').length > POST_LIMITS.eventTitle) add('event_title', m.tooLong(POST_LIMITS.eventTitle));
      if (blank(input.event_start_date)) add('event_start_date', m.required);
      if (blank(input.event_end_date)) add('event_end_date', m.required);
      if (!blank(input.event_start_date) && !blank(input.event_end_date) && (input.event_end_date ?? '') < (input.event_start_date ?? '')) add('event_end_date', m.endBeforeStart);
    }
    if (type === 'offer' && !blank(input.offer_redeem_url) && !HTTP_URL.test(input.offer_redeem_url ?? '')) add('offer_redeem_url', m.invalidFormat);
    const action = input.call_to_action_type ?? '';
    const url = input.call_to_action_url ?? '';
    if (action !== '' && type === 'offer') add('call_to_action_type', m.noActionOnOffer);
    else if (action === 'CALL' && !blank(url)) add('call_to_action_url', m.urlNotForCall);
    else if (action !== '' && action !== 'CALL' && blank(url)) add('call_to_action_url', m.urlRequired);
    else if (action !== '' && action !== 'CALL' && !HTTP_URL.test(url)) add('call_to_action_url', m.invalidFormat);
  }

  if (ctx.hasYahoo) {
    if (blank(input.yahoo_kind)) add('yahoo_kind', m.required);
    if (blank(input.yahoo_title)) add('yahoo_title', m.required);
    else if ((input.yahoo_title ?? '').length > POST_LIMITS.yahooTitle) add('yahoo_title', m.tooLong(POST_LIMITS.yahooTitle));
    if (blank(summary)) add('summary', m.required);
    else if (summary.length > POST_LIMITS.yahooBody) add('summary', m.tooLong(POST_LIMITS.yahooBody));
    if (input.yahoo_kind === 'DAYOFF' && blank(input.yahoo_start_date)) add('yahoo_start_date', m.dayoffNeedsStart);
    if (!blank(input.yahoo_start_date) && !blank(input.yahoo_end_date) && (input.yahoo_end_date ?? '') < (input.yahoo_start_date ?? '')) add('yahoo_end_date', m.endBeforeStart);
  }

  if (input.repeat !== undefined && input.repeat !== 4) {
    if (blank(input.repeat_end_date)) add('repeat_end_date', m.repeatNeedsEnd);
    else if (DATE.test(input.schedule_date ?? '') && (input.repeat_end_date ?? '') < (input.schedule_date ?? '')) add('repeat_end_date', m.repeatEndBeforeStart);
  }

  if (Object.keys(errors).length === 0) return null;
  return { errors, code: phone ? PHONE_NUMBER_CODE : 'validation_failed' };
}
