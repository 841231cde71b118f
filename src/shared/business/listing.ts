// The console's record of one store's listing, in one shape for Google and Yahoo!プレイス. The server keeps our copy
// and each provider's current version in this shape (the adapters map the providers' own shapes), so the list, the
// form, the bulk dry-run and the reflection all compare the same fields. Pure data and functions: shared by the
// browser bundle and the server.

export const LISTING_PROVIDERS = ['google', 'yahoo'] as const;
export type ListingProviderKey = (typeof LISTING_PROVIDERS)[number];

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Times are `HH:mm` on the opening day's clock: a close after midnight runs on as 24:00…30:00 (翌6:00). */
export interface HoursPeriod {
  day: Weekday;
  open: string;
  close: string;
}

/** One day that differs from the regular hours (holidays, New Year): closed, or open with its own times. */
export interface SpecialHoursEntry {
  /** YYYY/MM/DD, Asia/Tokyo. */
  date: string;
  closed: boolean;
  open: string | null;
  close: string | null;
}

export interface ListingAddress {
  /** 123-4567 */
  postal_code: string;
  prefecture: string;
  city: string;
  street: string;
}

export const ATTRIBUTE_KEYS = [
  'wheelchair_accessible',
  'wi_fi',
  'parking',
  'credit_card',
  'electronic_money',
  'reservations',
  'takeout',
  'delivery',
  'non_smoking',
] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

export interface ListingAttribute {
  key: AttributeKey;
  value: boolean;
}

export interface BusinessListing {
  name: string;
  /** Yahoo only (Yahoo!プレイス shows and searches by the reading). */
  name_kana: string | null;
  /** Display names, primary first. Read from the providers; not written by the console. */
  categories: string[];
  address: ListingAddress;
  /** 03-1234-5678 */
  phone: string | null;
  website: string | null;
  regular_hours: HoursPeriod[];
  special_hours: SpecialHoursEntry[];
  /** Yahoo only: free note shown under the hours (e.g. ラストオーダー). */
  hours_note: string | null;
  description: string;
  /** YYYY/MM/DD or null. */
  opening_date: string | null;
  attributes: ListingAttribute[];
}

export const LISTING_FIELDS = [
  'name',
  'name_kana',
  'categories',
  'address',
  'phone',
  'website',
  'regular_hours',
  'special_hours',
  'hours_note',
  'description',
  'opening_date',
  'attributes',
] as const satisfies readonly (keyof BusinessListing)[];
export type ListingField = (typeof LISTING_FIELDS)[number];

/** Fields the console writes (categories are shown and compared, not written). */
export const EDITABLE_FIELDS: readonly ListingField[] = LISTING_FIELDS.filter((f) => f !== 'categories');

/** Which fields each provider carries: the others are never sent to it nor counted as a difference with it. */
export const PROVIDER_FIELDS: Record<ListingProviderKey, readonly ListingField[]> = {
  google: LISTING_FIELDS.filter((f) => f !== 'name_kana' && f !== 'hours_note'),
  yahoo: LISTING_FIELDS.filter((f) => f !== 'attributes'),
};

const byDayThenOpen = (a: HoursPeriod, b: HoursPeriod): number =>
  WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.open.localeCompare(b.open);

/** Pads `9:00` to `09:00`, so equal times compare equal whichever provider wrote them. */
export const normaliseTime = (time: string): string => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : time.trim();
};

// Order-insensitive where the providers do not keep order (hours, special days, attributes), so a re-ordered but
// equal listing is not reported as a difference.
function canonical(listing: BusinessListing, field: ListingField): unknown {
  switch (field) {
    case 'regular_hours':
      return listing.regular_hours.map((p) => ({ day: p.day, open: normaliseTime(p.open), close: normaliseTime(p.close) })).sort(byDayThenOpen);
    case 'special_hours':
      return listing.special_hours
        .map((s) => (s.closed ? { date: s.date, closed: true, open: null, close: null } : { ...s, open: s.open && normaliseTime(s.open), close: s.close && normaliseTime(s.close) }))
        .sort((a, b) => a.date.localeCompare(b.date));
    case 'attributes':
      return [...listing.attributes].sort((a, b) => a.key.localeCompare(b.key));
    case 'description':
    case 'name':
    case 'name_kana':
    case 'hours_note':
      return (listing[field] ?? '').trim();
    case 'website':
    case 'phone':
    case 'opening_date':
      return listing[field] || null;
    default:
      return listing[field];
  }
}

// Key order is not part of a value: a listing read back from a jsonb column has its keys in jsonb's order (shorter
// keys first), one built in code has them in the order written, and the two must compare equal.
const orderedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(orderedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, orderedKeys((value as Record<string, unknown>)[key])]));
};

export const sameField = (a: BusinessListing, b: BusinessListing, field: ListingField): boolean =>
  JSON.stringify(orderedKeys(canonical(a, field))) === JSON.stringify(orderedKeys(canonical(b, field)));

/** The fields (among `fields`, all by default) whose values differ between two listings. */
export function diffListings(a: BusinessListing, b: BusinessListing, fields: readonly ListingField[] = LISTING_FIELDS): ListingField[] {
  return fields.filter((field) => !sameField(a, b, field));
}

/** `base` with the given fields taken from `patch`. */
export function applyListingPatch(base: BusinessListing, patch: Partial<BusinessListing>): BusinessListing {
  return { ...base, ...patch };
}

export const emptyListing = (): BusinessListing => ({
  name: '',
  name_kana: null,
  categories: [],
  address: { postal_code: '', prefecture: '', city: '', street: '' },
  phone: null,
  website: null,
  regular_hours: [],
  special_hours: [],
  hours_note: null,
  description: '',
  opening_date: null,
  attributes: [],
});
