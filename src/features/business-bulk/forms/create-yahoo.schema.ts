import { hasForbiddenCharacters, hasLineBreak, LISTING_LIMITS, PHONE_PATTERN, POSTAL_CODE_PATTERN, TIME_PATTERN, withinYahooDay, isValidWebsite } from '../../../shared/business/listing-rules';
import type { BusinessListing } from '../../../shared/business/listing';
import { ja } from '../../../shared/i18n/ja';
import { yup } from '../../../shared/validation/validators';
import type { YahooPlaceRequest } from '../business-bulk.api';
import { createYahooJa } from '../business-bulk.ja';
import type { HoursRow } from './bulk-changes.schema';

const v = ja.validation;
const max = (limit: number) => v.stringMax.replace('${max}', String(limit));
/** Yahoo!プレイス reads the name in full-width katakana (the server's rule, spaces allowed). */
export const KANA_PATTERN = /^[\u30A0-\u30FF\s\u3000]+$/;
const WEBSITE_MAX = 500;

/** The form keeps the request's names, so the server's field errors (e.g. address_parts.postal_code) land as they are. */
export interface CreateYahooValues {
  google_local_account_id: string;
  name: string;
  name_kana: string;
  phone: string;
  address_parts: { postal_code: string; prefecture: string; city: string; street: string };
  website: string;
  description: string;
  regular_hours: HoursRow[];
  hours_note: string;
  categories: string[];
}

export const emptyCreateYahoo = (): CreateYahooValues => ({
  google_local_account_id: '',
  name: '',
  name_kana: '',
  phone: '',
  address_parts: { postal_code: '', prefecture: '', city: '', street: '' },
  website: '',
  description: '',
  regular_hours: [],
  hours_note: '',
  categories: [],
});

const safe = (limit: number) =>
  yup
    .string()
    .max(limit, max(limit))
    .test('forbidden', v.forbiddenChars, (value) => !hasForbiddenCharacters(value));
const oneLine = (limit: number) => safe(limit).test('single-line', v.noLineBreaks, (value) => !hasLineBreak(value));
const yahooTime = () => yup.string().required(v.required).matches(TIME_PATTERN, v.format);

export const createYahooSchema = yup.object({
  google_local_account_id: yup.string().required(v.requiredSelect),
  name: oneLine(LISTING_LIMITS.name).trim().required(v.required),
  name_kana: oneLine(LISTING_LIMITS.nameKana).trim().required(v.required).matches(KANA_PATTERN, { message: createYahooJa.kanaFormat, excludeEmptyString: true }),
  phone: yup.string().trim().matches(PHONE_PATTERN, { message: v.format, excludeEmptyString: true }),
  address_parts: yup.object({
    postal_code: yup.string().trim().required(v.required).matches(POSTAL_CODE_PATTERN, v.format),
    prefecture: oneLine(LISTING_LIMITS.prefecture).trim().required(v.required),
    city: oneLine(LISTING_LIMITS.city).trim().required(v.required),
    street: oneLine(LISTING_LIMITS.street).trim().required(v.required),
  }),
  website: yup
    .string()
    .trim()
    .max(WEBSITE_MAX, max(WEBSITE_MAX))
    .test('url', v.format, (value) => !value || isValidWebsite(value)),
  description: safe(LISTING_LIMITS.description),
  regular_hours: yup
    .array()
    .of(
      yup.object({
        day: yup.string().required(v.requiredSelect),
        open: yahooTime(),
        // Yahoo!プレイス: the day runs from 0:00 to 翌6:00 and closes after it opens.
        close: yahooTime().test('yahoo-day', v.yahooHours, function check(value) {
          const open = (this.parent as { open?: string }).open ?? '';
          return !value || !TIME_PATTERN.test(open) || withinYahooDay(open, value);
        }),
      }),
    )
    .max(LISTING_LIMITS.regularPeriods, v.arrayMax.replace('${max}', String(LISTING_LIMITS.regularPeriods))),
  hours_note: oneLine(LISTING_LIMITS.hoursNote),
});

/** The Google store's listing as the form's starting values (name_kana and hours_note are Yahoo's own: empty). */
export const prefillFromListing = (googleKey: string, listing: BusinessListing): CreateYahooValues => ({
  google_local_account_id: googleKey,
  name: listing.name,
  name_kana: listing.name_kana ?? '',
  phone: listing.phone ?? '',
  address_parts: { ...listing.address },
  website: listing.website ?? '',
  description: listing.description,
  regular_hours: listing.regular_hours.map(({ day, open, close }) => ({ day, open, close })),
  hours_note: listing.hours_note ?? '',
  categories: listing.categories.slice(0, 3),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const toYahooPlaceRequest = (values: CreateYahooValues): YahooPlaceRequest => {
  const a = values.address_parts;
  const address_parts = { postal_code: a.postal_code.trim(), prefecture: a.prefecture.trim(), city: a.city.trim(), street: a.street.trim() };
  return {
    google_local_account_id: values.google_local_account_id,
    name: values.name.trim(),
    name_kana: values.name_kana.trim(),
    address: `${address_parts.prefecture}${address_parts.city}${address_parts.street}`,
    address_parts,
    phone: orNull(values.phone),
    website: orNull(values.website),
    description: orNull(values.description),
    regular_hours: values.regular_hours,
    hours_note: orNull(values.hours_note),
    categories: values.categories,
  };
};
