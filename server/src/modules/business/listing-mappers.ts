import {
  ATTRIBUTE_KEYS, WEEKDAYS, emptyListing, normaliseTime,
  type AttributeKey, type BusinessListing, type HoursPeriod, type ListingAttribute, type ListingField, type SpecialHoursEntry, type Weekday,
} from '../../../../src/shared/business/listing';
import { minutesOf } from '../../../../src/shared/business/listing-rules';
import type { GoogleAttribute } from '../../providers/google/google-attributes.adapter';
import type { GoogleDate, GoogleLocation, GoogleSpecialHourPeriod, GoogleTimeOfDay } from '../../providers/google/google.types';
import type { YahooBusinessHours, YahooPlace, YahooPlaceUpdate } from '../../providers/yahoo/yahoo.types';

// The providers' shapes ↔ the console's one listing shape (src/shared/business/listing.ts). Our hours run on past
// midnight as 24:00–30:00 on the opening day's clock; Google writes the same close as the next day's time
// (closeDay / endDate), Yahoo already as 24:00–30:00.

const DAY_MINUTES = 24 * 60;
const GOOGLE_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/**
 * The Google location field (updateMask path) of each listing field Google carries through the location patch.
 * Attributes are Google's own resource (locations/{l}/attributes), written by listingToGoogleAttributes.
 */
export const GOOGLE_FIELD_PATHS: Partial<Record<ListingField, string>> = {
  name: 'title',
  categories: 'categories',
  address: 'storefrontAddress',
  phone: 'phoneNumbers.primaryPhone',
  website: 'websiteUri',
  regular_hours: 'regularHours',
  special_hours: 'specialHours',
  description: 'profile.description',
  opening_date: 'openInfo.openingDate',
};

/** Listing fields PROVIDER_FIELDS gives Google that this server neither reads from nor writes to Google: none. */
export const GOOGLE_UNSUPPORTED_FIELDS: readonly ListingField[] = [];

/**
 * The Google attribute (BOOL) of each listing attribute. Google offers attributes per category (attributes.list):
 * a location whose category lacks one refuses its write, which the reflection reports as Google's error.
 */
export const GOOGLE_ATTRIBUTE_IDS: Record<AttributeKey, string> = {
  wheelchair_accessible: 'attributes/has_wheelchair_accessible_entrance',
  wi_fi: 'attributes/has_wi_fi',
  parking: 'attributes/has_parking',
  credit_card: 'attributes/pay_credit_card',
  electronic_money: 'attributes/pay_mobile_nfc',
  reservations: 'attributes/accepts_reservations',
  takeout: 'attributes/has_takeout',
  delivery: 'attributes/has_delivery',
  non_smoking: 'attributes/is_smoke_free',
};

/** Google's BOOL attributes the listing knows, in the console's shape (others are left out). */
export function googleAttributesToListing(attributes: readonly GoogleAttribute[]): ListingAttribute[] {
  return ATTRIBUTE_KEYS.flatMap((key) => {
    const found = attributes.find((a) => a.name === GOOGLE_ATTRIBUTE_IDS[key]);
    return found && typeof found.values[0] === 'boolean' ? [{ key, value: found.values[0] }] : [];
  });
}

/**
 * Google's attributes write of the listing: every attribute the listing knows is masked, so one the listing leaves
 * out is removed at Google and the others Google holds are kept.
 */
export function listingToGoogleAttributes(listing: BusinessListing): { attributes: GoogleAttribute[]; attributeMask: string[] } {
  return {
    attributes: listing.attributes.map((a) => ({ name: GOOGLE_ATTRIBUTE_IDS[a.key], valueType: 'BOOL', values: [a.value] })),
    attributeMask: ATTRIBUTE_KEYS.map((key) => GOOGLE_ATTRIBUTE_IDS[key]),
  };
}

/** The read mask of a location read for the listing. */
export const GOOGLE_LISTING_READ_MASK = ['name', 'title', 'storeCode', 'phoneNumbers', 'categories', 'storefrontAddress', 'websiteUri', 'regularHours', 'specialHours', 'profile', 'openInfo'] as const;

/** The listing field a Google field path (a diffMask or updateMask entry such as `phoneNumbers.primaryPhone`) belongs to. */
export function googleFieldOfPath(path: string): ListingField | null {
  for (const [field, own] of Object.entries(GOOGLE_FIELD_PATHS) as [ListingField, string][]) {
    if (path === own || path.startsWith(`${own}.`) || own.startsWith(`${path}.`)) return field;
  }
  return null;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const timeOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const todMinutes = (time: GoogleTimeOfDay | undefined): number => (time?.hours ?? 0) * 60 + (time?.minutes ?? 0);
const tod = (minutes: number): GoogleTimeOfDay => (minutes % 60 === 0 ? { hours: Math.floor(minutes / 60) } : { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
const minutesOrZero = (time: string): number => minutesOf(normaliseTime(time)) ?? 0;

const slashDate = (d: GoogleDate): string => `${d.year}/${pad(d.month)}/${pad(d.day || 1)}`;
const googleDate = (slash: string): GoogleDate => {
  const [year, month, day] = slash.split(/[/-]/).map(Number);
  return { year, month, day };
};
const nextDate = (d: GoogleDate): GoogleDate => {
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};
const sameDate = (a: GoogleDate | undefined, b: GoogleDate): boolean => !a || (a.year === b.year && a.month === b.month && a.day === b.day);

function fromGooglePeriod(period: { openDay: string; openTime?: GoogleTimeOfDay; closeDay: string; closeTime?: GoogleTimeOfDay }): HoursPeriod | null {
  const openIndex = GOOGLE_DAYS.indexOf(period.openDay as (typeof GOOGLE_DAYS)[number]);
  const closeIndex = GOOGLE_DAYS.indexOf(period.closeDay as (typeof GOOGLE_DAYS)[number]);
  if (openIndex < 0 || closeIndex < 0) return null;
  const open = todMinutes(period.openTime);
  let close = todMinutes(period.closeTime) + ((closeIndex - openIndex + 7) % 7) * DAY_MINUTES;
  // A close of 0:00 on the opening day is the end of that day.
  if (close <= open && closeIndex === openIndex) close += DAY_MINUTES;
  return { day: WEEKDAYS[openIndex], open: timeOf(open), close: timeOf(close) };
}

function toGooglePeriod(period: HoursPeriod) {
  const open = minutesOrZero(period.open);
  const close = minutesOrZero(period.close);
  const day = WEEKDAYS.indexOf(period.day);
  const openShift = Math.floor(open / DAY_MINUTES);
  // 24:00 stays on the opening day (Google's end of day); later closes move to the next day's clock.
  const closeShift = close === DAY_MINUTES ? 0 : Math.floor(close / DAY_MINUTES);
  return {
    openDay: GOOGLE_DAYS[(day + openShift) % 7],
    openTime: tod(open - openShift * DAY_MINUTES),
    closeDay: GOOGLE_DAYS[(day + closeShift) % 7],
    closeTime: tod(close - closeShift * DAY_MINUTES),
  };
}

function fromGoogleSpecial(period: GoogleSpecialHourPeriod): SpecialHoursEntry {
  if (period.closed) return { date: slashDate(period.startDate), closed: true, open: null, close: null };
  const open = todMinutes(period.openTime);
  let close = todMinutes(period.closeTime) + (sameDate(period.endDate, period.startDate) ? 0 : DAY_MINUTES);
  if (close <= open) close += DAY_MINUTES;
  return { date: slashDate(period.startDate), closed: false, open: timeOf(open), close: timeOf(close) };
}

function toGoogleSpecial(entry: SpecialHoursEntry): GoogleSpecialHourPeriod {
  const startDate = googleDate(entry.date);
  if (entry.closed || !entry.open || !entry.close) return { startDate, endDate: startDate, closed: true };
  const open = minutesOrZero(entry.open);
  const close = minutesOrZero(entry.close);
  const nextDay = close > DAY_MINUTES;
  return { startDate, openTime: tod(open), endDate: nextDay ? nextDate(startDate) : startDate, closeTime: tod(nextDay ? close - DAY_MINUTES : close) };
}

/** A Google location (read with GOOGLE_LISTING_READ_MASK) in the console's shape. */
export function googleToListing(location: GoogleLocation): BusinessListing {
  const address = location.storefrontAddress;
  const categories = location.categories;
  const opening = location.openInfo?.openingDate;
  return {
    ...emptyListing(),
    name: location.title ?? '',
    categories: [categories?.primaryCategory, ...(categories?.additionalCategories ?? [])].flatMap((c) => (c ? [c.displayName ?? c.name] : [])),
    address: {
      postal_code: address?.postalCode ?? '',
      prefecture: address?.administrativeArea ?? '',
      city: address?.locality ?? '',
      street: (address?.addressLines ?? []).join(' '),
    },
    phone: location.phoneNumbers?.primaryPhone || null,
    website: location.websiteUri || null,
    regular_hours: (location.regularHours?.periods ?? []).flatMap((p) => fromGooglePeriod(p) ?? []),
    special_hours: (location.specialHours?.specialHourPeriods ?? []).map(fromGoogleSpecial),
    description: location.profile?.description ?? '',
    opening_date: opening?.year && opening.month ? slashDate(opening) : null,
  };
}

/**
 * Google's location patch of the given fields: `updateMask` names exactly the changed fields Google carries
 * (fields Google does not carry, categories and attributes are left out); a field cleared in the listing is left out
 * of `patch` and clears at Google, as a masked absent field does there.
 */
export function listingToGooglePatch(listing: BusinessListing, fields: readonly ListingField[]): { patch: GoogleLocation; updateMask: string[] } {
  const patch: GoogleLocation = {};
  const updateMask: string[] = [];
  for (const field of fields) {
    const path = GOOGLE_FIELD_PATHS[field];
    if (!path || field === 'categories' || updateMask.includes(path)) continue;
    updateMask.push(path);
    switch (field) {
      case 'name':
        patch.title = listing.name;
        break;
      case 'address':
        patch.storefrontAddress = {
          regionCode: 'JP',
          postalCode: listing.address.postal_code,
          administrativeArea: listing.address.prefecture,
          locality: listing.address.city,
          addressLines: [listing.address.street],
        };
        break;
      case 'phone':
        if (listing.phone) patch.phoneNumbers = { primaryPhone: listing.phone };
        break;
      case 'website':
        if (listing.website) patch.websiteUri = listing.website;
        break;
      case 'regular_hours':
        if (listing.regular_hours.length > 0) patch.regularHours = { periods: listing.regular_hours.map(toGooglePeriod) };
        break;
      case 'special_hours':
        if (listing.special_hours.length > 0) patch.specialHours = { specialHourPeriods: listing.special_hours.map(toGoogleSpecial) };
        break;
      case 'description':
        patch.profile = { description: listing.description };
        break;
      case 'opening_date':
        if (listing.opening_date) patch.openInfo = { openingDate: googleDate(listing.opening_date) };
        break;
      default:
        break;
    }
  }
  return { patch, updateMask };
}

const dashDate = (slash: string): string => slash.replaceAll('/', '-');
const yahooTime = (time: string): string => normaliseTime(time);

/** A Yahoo!プレイス place in the console's shape (the HOLIDAY hours row has no place in it and is left out). */
export function yahooToListing(place: YahooPlace): BusinessListing {
  return {
    ...emptyListing(),
    name: place.name,
    name_kana: place.nameKana || null,
    categories: place.categories.map((c) => c.name),
    address: { postal_code: place.address.postalCode, prefecture: place.address.prefecture, city: place.address.city, street: place.address.street },
    phone: place.phone || null,
    website: place.urls.find((u) => u.type === 'OFFICIAL')?.url ?? null,
    regular_hours: place.businessHours.flatMap((h) => (h.day === 'HOLIDAY' ? [] : [{ day: h.day as Weekday, open: normaliseTime(h.open), close: normaliseTime(h.close) }])),
    special_hours: (place.specialHours ?? []).map((s) => ({
      date: s.date.replaceAll('-', '/'),
      closed: s.closed,
      open: s.closed || !s.open ? null : normaliseTime(s.open),
      close: s.closed || !s.close ? null : normaliseTime(s.close),
    })),
    hours_note: place.hoursNote || null,
    description: place.description,
    opening_date: place.openingDate ? place.openingDate.replaceAll('-', '/') : null,
  };
}

/**
 * Yahoo's place update of the given fields (only those keys are present, so only they change). Given the place as
 * Yahoo holds it (`current`), what the listing has no room for is kept: the HOLIDAY hours row and the other URLs.
 */
export function listingToYahooUpdate(listing: BusinessListing, fields: readonly ListingField[], current?: YahooPlace | null): YahooPlaceUpdate {
  const update: YahooPlaceUpdate = {};
  for (const field of fields) {
    switch (field) {
      case 'name':
        update.name = listing.name;
        break;
      case 'name_kana':
        update.nameKana = listing.name_kana ?? '';
        break;
      case 'address':
        update.address = { postalCode: listing.address.postal_code, prefecture: listing.address.prefecture, city: listing.address.city, street: listing.address.street };
        break;
      case 'phone':
        update.phone = listing.phone ?? '';
        break;
      case 'website': {
        const others = (current?.urls ?? []).filter((u) => u.type !== 'OFFICIAL');
        update.urls = [...(listing.website ? [{ type: 'OFFICIAL' as const, url: listing.website }] : []), ...others];
        break;
      }
      case 'regular_hours': {
        const holiday = (current?.businessHours ?? []).filter((h) => h.day === 'HOLIDAY');
        update.businessHours = [...listing.regular_hours.map((p): YahooBusinessHours => ({ day: p.day, open: yahooTime(p.open), close: yahooTime(p.close) })), ...holiday];
        break;
      }
      case 'special_hours':
        update.specialHours = listing.special_hours.map((s) => ({
          date: dashDate(s.date),
          closed: s.closed,
          open: s.closed ? null : s.open && yahooTime(s.open),
          close: s.closed ? null : s.close && yahooTime(s.close),
        }));
        break;
      case 'hours_note':
        update.hoursNote = listing.hours_note ?? '';
        break;
      case 'description':
        update.description = listing.description;
        break;
      case 'opening_date':
        update.openingDate = listing.opening_date ? dashDate(listing.opening_date) : null;
        break;
      default:
        break;
    }
  }
  return update;
}
