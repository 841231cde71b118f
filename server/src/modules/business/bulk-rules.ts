import type { BusinessListing, ListingField, ListingProviderKey } from '../../../../src/shared/business/listing';
import {
  closesAfterOpening, DATE_PATTERN, hasForbiddenCharacters, hasLineBreak, isValidWebsite, LISTING_LIMITS, withinYahooDay,
} from '../../../../src/shared/business/listing-rules';
import { bulkMessagesJa as m } from './bulk-run.messages.ja';

// The section 5 rules a bulk edit can break, checked on the listing a store would have after the edit, for one
// provider and only the fields the edit sends it: a store whose other fields are already off is still sent the change.
// The first broken rule becomes the dry run's skipped_reason (a list of 1,000 stores shows one reason per line).

type Rule = (listing: BusinessListing, provider: ListingProviderKey) => string | null;

const first = (...checks: (() => string | null)[]): string | null => {
  for (const check of checks) {
    const found = check();
    if (found) return found;
  }
  return null;
};

const timesFit = (provider: ListingProviderKey, open: string, close: string): string | null => {
  if (provider === 'yahoo') return withinYahooDay(open, close) ? null : m.rules.yahooDay;
  return closesAfterOpening(open, close) ? null : m.rules.closeAfterOpen;
};

const text = (label: 'description' | 'hours_note' | 'website', value: string | null, max: number, lineBreaks: boolean): string | null => {
  if (!value) return null;
  const name = m.fieldLabel[label];
  if (value.length > max) return m.rules.tooLong(name, max);
  if (hasForbiddenCharacters(value)) return m.rules.forbiddenCharacters(name);
  if (!lineBreaks && hasLineBreak(value)) return m.rules.lineBreak(name);
  return null;
};

const RULES: Partial<Record<ListingField, Rule>> = {
  regular_hours: (listing, provider) =>
    first(
      () => (listing.regular_hours.length > LISTING_LIMITS.regularPeriods ? m.rules.tooManyPeriods(LISTING_LIMITS.regularPeriods) : null),
      ...listing.regular_hours.map((period) => () => timesFit(provider, period.open, period.close)),
    ),
  special_hours: (listing, provider) => {
    const dates = listing.special_hours.map((entry) => entry.date);
    return first(
      () => (provider === 'google' && listing.special_hours.length > 0 && listing.regular_hours.length === 0 ? m.rules.googleSpecialWithoutRegular : null),
      () => (listing.special_hours.length > LISTING_LIMITS.specialDays ? m.rules.tooManySpecialDays(LISTING_LIMITS.specialDays) : null),
      () => (new Set(dates).size !== dates.length ? m.rules.specialDuplicateDate : null),
      ...listing.special_hours.map((entry) => () => {
        if (!isValidDate(entry.date)) return m.rules.invalidSpecialDate;
        if (entry.closed) return null;
        if (!entry.open || !entry.close) return m.rules.specialTimesRequired;
        return timesFit(provider, entry.open, entry.close);
      }),
    );
  },
  // Descriptions are paragraphs (an appended sentence starts on its own line); the one-line fields refuse breaks.
  description: (listing) => text('description', listing.description, LISTING_LIMITS.description, true),
  hours_note: (listing) => text('hours_note', listing.hours_note, LISTING_LIMITS.hoursNote, false),
  website: (listing) =>
    first(
      () => text('website', listing.website, LISTING_LIMITS.website, false),
      () => (listing.website && !isValidWebsite(listing.website) ? m.rules.invalidWebsite : null),
    ),
  opening_date: (listing) => (listing.opening_date && !isValidDate(listing.opening_date) ? m.rules.invalidDate : null),
};

/** YYYY/MM/DD naming a day of the calendar (2026/02/30 is refused). */
export function isValidDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, mo, d] = value.split('/').map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The first rule the listing breaks for `provider` among `fields`, in Japanese; null when it may be sent. */
export function bulkRuleViolation(listing: BusinessListing, provider: ListingProviderKey, fields: readonly ListingField[]): string | null {
  for (const field of fields) {
    const broken = RULES[field]?.(listing, provider);
    if (broken) return broken;
  }
  return null;
}
