import { isCalendarDate } from '../../../../shared/dates/calendar-date';
import {
  closesAfterOpening,
  hasForbiddenCharacters,
  hasLineBreak,
  isValidWebsite,
  LISTING_LIMITS,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  TIME_PATTERN,
  withinYahooDay,
} from '../../../../shared/business/listing-rules';
import { ja } from '../../../../shared/i18n/ja';
import { yup } from '../../../../shared/validation/validators';
import { updateJa } from './update.ja';

const v = ja.validation;
const maxText = (n: number) => v.stringMax.replace('${max}', String(n));

// Spec section 5 on the listing, from the shared predicates the server also applies (listing-rules.ts), so the form
// refuses what the server would refuse, with the glossary's words.

const text = (max: number, { required = false, singleLine = true } = {}) => {
  let s = yup.string().nullable();
  if (required) s = s.trim().required(v.required);
  s = s.max(max, maxText(max)).test('forbidden-characters', v.forbiddenChars, (value) => !hasForbiddenCharacters(value));
  return singleLine ? s.test('no-line-breaks', v.noLineBreaks, (value) => !hasLineBreak(value)) : s;
};

const time = (requiredMessage: string = v.required) => yup.string().nullable().required(requiredMessage).matches(TIME_PATTERN, v.format);

/** The close of a period: after its open, and within Yahoo's 0:00–翌6:00 when the store has Yahoo!プレイス. */
interface CloseOptions {
  /** Whether the rule applies to this row (a closed special day has no times). */
  when?: (parent: { closed?: boolean }) => boolean;
  requiredMessage?: string;
}

const closeTime = (hasYahoo: boolean, { when, requiredMessage = v.required }: CloseOptions = {}) =>
  yup
    .string()
    .nullable()
    .test('close', function check(value) {
      const parent = this.parent as { open?: string | null; closed?: boolean };
      if (when && !when(parent)) return true;
      if (!value) return this.createError({ message: requiredMessage });
      if (!TIME_PATTERN.test(value)) return this.createError({ message: v.format });
      const open = parent.open ?? '';
      if (!TIME_PATTERN.test(open)) return true;
      if (!closesAfterOpening(open, value)) return this.createError({ message: updateJa.messages.closeAfterOpen });
      if (hasYahoo && !withinYahooDay(open, value)) return this.createError({ message: v.yahooHours });
      return true;
    });

/** Which providers the store has: Yahoo narrows the hours to its day, Google needs regular hours for special ones. */
export interface ListingFormContext {
  hasGoogle: boolean;
  hasYahoo: boolean;
}

const m = updateJa.messages;

export const listingFormSchema = ({ hasGoogle, hasYahoo }: ListingFormContext) =>
  yup.object({
    listing: yup.object({
      name: text(LISTING_LIMITS.name, { required: true }),
      name_kana: text(LISTING_LIMITS.nameKana),
      phone: yup.string().nullable().matches(PHONE_PATTERN, {
        message: v.format,
        excludeEmptyString: true,
      }),
      website: yup
        .string()
        .nullable()
        .max(LISTING_LIMITS.website, maxText(LISTING_LIMITS.website))
        .test('url', v.format, (value) => !value || isValidWebsite(value.trim()))
        .test('no-line-breaks', v.noLineBreaks, (value) => !hasLineBreak(value)),
      opening_date: yup
        .string()
        .nullable()
        .test('date', v.format, (value) => !value || isCalendarDate(value.trim())),
      address: yup.object({
        postal_code: yup.string().trim().required(v.required).matches(POSTAL_CODE_PATTERN, v.format),
        prefecture: yup.string().required(v.requiredSelect),
        city: text(LISTING_LIMITS.city, { required: true }),
        street: text(LISTING_LIMITS.street, { required: true }),
      }),
      regular_hours: yup
        .array()
        .max(LISTING_LIMITS.regularPeriods, v.arrayMax.replace('${max}', String(LISTING_LIMITS.regularPeriods)))
        .of(yup.object({ open: time(), close: closeTime(hasYahoo) })),
      special_hours: yup
        .array()
        .max(LISTING_LIMITS.specialDays, v.arrayMax.replace('${max}', String(LISTING_LIMITS.specialDays)))
        .test('need-regular', m.specialHoursNeedRegular, function needRegular(days) {
          const regular = (this.parent as { regular_hours?: unknown[] }).regular_hours ?? [];
          return !hasGoogle || !days || days.length === 0 || regular.length > 0;
        })
        .of(
          yup.object({
            date: yup
              .string()
              .required(v.required)
              .test('date', v.format, (value) => isCalendarDate(value))
              .test('unique', m.duplicateDate, function unique(value) {
                // from[0] is this day, from[1] the listing that holds the list of days.
                const days = (this.from?.[1]?.value as { special_hours?: { date: string }[] } | undefined)?.special_hours ?? [];
                return days.filter((d) => d.date === value).length <= 1;
              }),
            open: yup
              .string()
              .nullable()
              .when('closed', { is: false, then: () => time(m.specialHoursTimes) }),
            close: closeTime(hasYahoo, { when: (parent) => !parent.closed, requiredMessage: m.specialHoursTimes }),
          }),
        ),
      description: text(LISTING_LIMITS.description, { singleLine: false }),
      hours_note: text(LISTING_LIMITS.hoursNote),
    }),
  });
