import type { FieldErrors } from '../../http/errors';
import type { BusinessListing } from '../../../../src/shared/business/listing';
import { closesAfterOpening, hasForbiddenCharacters, hasLineBreak, isValidWebsite, withinYahooDay } from '../../../../src/shared/business/listing-rules';
import { businessMessagesJa } from './business.messages.ja';

const m = businessMessagesJa.validation;

/** Which providers the store is linked to: Yahoo narrows the hours to its day, Google needs regular hours for special ones. */
export interface ValidationContext {
  google: boolean;
  yahoo: boolean;
}

/**
 * The section 5 rules the contract's schema cannot say (it already checked types, patterns and lengths), keyed by
 * the field's path under `listing.` as the form maps them (e.g. listing.regular_hours.0.close).
 */
export function listingErrors(listing: BusinessListing, context: ValidationContext): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    const key = `listing.${path}`;
    if (!errors[key]?.includes(message)) errors[key] = [...(errors[key] ?? []), message];
  };
  const text = (path: string, value: string | null, oneLine: boolean) => {
    if (hasForbiddenCharacters(value)) add(path, m.forbiddenCharacters);
    if (oneLine && hasLineBreak(value)) add(path, m.lineBreak);
  };

  if (listing.name.trim() === '') add('name', m.required);
  text('name', listing.name, true);
  text('name_kana', listing.name_kana, true);
  text('address.prefecture', listing.address.prefecture, true);
  text('address.city', listing.address.city, true);
  text('address.street', listing.address.street, true);
  text('hours_note', listing.hours_note, true);
  text('description', listing.description, false);
  if (listing.website) {
    if (hasLineBreak(listing.website)) add('website', m.lineBreak);
    else if (!isValidWebsite(listing.website)) add('website', m.pattern);
  }

  const hours = (path: string, open: string, close: string) => {
    if (!closesAfterOpening(open, close)) add(`${path}.close`, m.closeAfterOpen);
    else if (context.yahoo && !withinYahooDay(open, close)) add(`${path}.close`, m.yahooDay);
  };
  listing.regular_hours.forEach((period, i) => hours(`regular_hours.${i}`, period.open, period.close));

  const dates = new Set<string>();
  listing.special_hours.forEach((day, i) => {
    if (dates.has(day.date)) add(`special_hours.${i}.date`, m.duplicateDate);
    dates.add(day.date);
    if (day.closed) return;
    if (!day.open) add(`special_hours.${i}.open`, m.specialHoursTimes);
    if (!day.close) add(`special_hours.${i}.close`, m.specialHoursTimes);
    if (day.open && day.close) hours(`special_hours.${i}`, day.open, day.close);
  });
  if (context.google && listing.special_hours.length > 0 && listing.regular_hours.length === 0) add('special_hours', m.specialHoursNeedRegular);

  const keys = new Set<string>();
  listing.attributes.forEach((attribute, i) => {
    if (keys.has(attribute.key)) add(`attributes.${i}.key`, m.duplicateAttribute);
    keys.add(attribute.key);
  });
  return errors;
}
