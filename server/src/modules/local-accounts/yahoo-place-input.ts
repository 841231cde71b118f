import type { components } from '../../generated/openapi';
import { validationError, type FieldErrors } from '../../http/errors';
import type { YahooPlaceCreate } from '../../providers/yahoo/yahoo.types';
import { hasForbiddenCharacters, hasLineBreak, isValidWebsite, withinYahooDay } from '../../../../src/shared/business/listing-rules';
import { yahooPlaceMessagesJa as m } from './yahoo-place.messages.ja';

export type YahooPlaceInput = components['schemas']['YahooPlaceRequest'];

// The partner API's rules beyond the contract's patterns, checked before anything is sent so the form gets field
// errors in the console's words rather than Yahoo's refusal (emulators/yahoo/place-validation.ts has the same rules).
const YAHOO_PHONE = /^0\d{1,4}-\d{1,4}-\d{3,4}$/;
const YAHOO_ADDRESS_MAX = 100;

function add(errors: FieldErrors, field: string, message: string): void {
  errors[field] = [...(errors[field] ?? []), message];
}

function textRules(errors: FieldErrors, input: YahooPlaceInput): void {
  const texts: [string, string | null | undefined, boolean][] = [
    ['name', input.name, true],
    ['name_kana', input.name_kana, true],
    ['hours_note', input.hours_note, true],
    ['description', input.description, false],
    ...(['prefecture', 'city', 'street'] as const).map((key): [string, string | undefined, boolean] => [`address_parts.${key}`, input.address_parts?.[key], true]),
  ];
  for (const [field, value, singleLine] of texts) {
    if (hasForbiddenCharacters(value)) add(errors, field, m.forbiddenCharacters);
    if (singleLine && hasLineBreak(value)) add(errors, field, m.noLineBreaks);
  }
  (input.categories ?? []).forEach((category, index) => {
    if (hasForbiddenCharacters(category)) add(errors, `categories.${index}`, m.forbiddenCharacters);
  });
  if (input.website && !isValidWebsite(input.website)) add(errors, 'website', m.pattern);
  (input.regular_hours ?? []).forEach((period, index) => {
    if (!withinYahooDay(period.open, period.close)) add(errors, `regular_hours.${index}.close`, m.yahooHours);
  });
}

/** Field errors of the request (422 validation_failed); with a Yahoo connection the partner API's required fields too. */
export function checkYahooPlaceInput(input: YahooPlaceInput, createsAtYahoo: boolean): void {
  const errors: FieldErrors = {};
  textRules(errors, input);
  if (createsAtYahoo) {
    if (!input.name_kana?.trim()) add(errors, 'name_kana', m.required);
    if (!input.address_parts) add(errors, 'address_parts', m.required);
    for (const key of ['prefecture', 'city', 'street'] as const) {
      if ((input.address_parts?.[key].length ?? 0) > YAHOO_ADDRESS_MAX) add(errors, `address_parts.${key}`, m.max100);
    }
    if (input.phone && !YAHOO_PHONE.test(input.phone)) add(errors, 'phone', m.pattern);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The partner API's new place; call after checkYahooPlaceInput(input, true). */
export function toYahooPlaceCreate(input: YahooPlaceInput, storeCode: string | null): YahooPlaceCreate {
  const address = input.address_parts ?? { postal_code: '', prefecture: '', city: '', street: '' };
  return {
    storeCode,
    name: input.name,
    nameKana: input.name_kana ?? '',
    address: { postalCode: address.postal_code, prefecture: address.prefecture, city: address.city, street: address.street },
    ...(input.phone ? { phone: input.phone } : {}),
    ...(input.regular_hours?.length ? { businessHours: input.regular_hours.map((p) => ({ day: p.day, open: p.open, close: p.close })) } : {}),
    ...(input.hours_note ? { hoursNote: input.hours_note } : {}),
    ...(input.description ? { description: input.description } : {}),
    // Free names: the partner API has no category master the console could pick codes from.
    ...(input.categories?.length ? { categories: input.categories.map((name) => ({ code: '', name })) } : {}),
    ...(input.website ? { urls: [{ type: 'OFFICIAL' as const, url: input.website }] } : {}),
  };
}
