import { minutesOf } from '../../../../shared/business/listing-rules';
import { emptyListing, WEEKDAYS, type BusinessListing, type ListingField } from '../../../../shared/business/listing';
import { attributeJa, listingValueJa as v, weekdayShortJa } from './listings.ja';

// A listing field as the lines a person reads: hours by weekday, a close after midnight as 翌2:00, attributes by
// their Japanese names. The list, the Google-edit alert and the change history all show values this way.

/** 26:00 → 翌2:00; other times as written. */
export const readableTime = (time: string): string => {
  const minutes = minutesOf(time);
  if (minutes === null || minutes < 24 * 60) return time;
  const rest = minutes - 24 * 60;
  return v.nextDay(`${Math.floor(rest / 60)}:${String(rest % 60).padStart(2, '0')}`);
};

const hoursLines = (listing: BusinessListing): string[] =>
  WEEKDAYS.flatMap((day) => {
    const periods = listing.regular_hours.filter((p) => p.day === day);
    if (periods.length === 0) return [];
    return [`${weekdayShortJa[day]} ${periods.map((p) => `${p.open}〜${readableTime(p.close)}`).join('、')}`];
  });

const specialLines = (listing: BusinessListing): string[] =>
  [...listing.special_hours]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => (s.closed || !s.open || !s.close ? `${s.date} ${v.closed}` : `${s.date} ${s.open}〜${readableTime(s.close)}`));

/** The value of one field as lines; an empty value is one 「未設定」 line. */
export function fieldLines(listing: BusinessListing, field: ListingField): string[] {
  let lines: string[];
  switch (field) {
    case 'address': {
      const a = listing.address;
      lines = [a.postal_code ? `〒${a.postal_code}` : '', `${a.prefecture}${a.city}${a.street}`].filter(Boolean);
      break;
    }
    case 'categories':
      lines = listing.categories.length > 0 ? [listing.categories.join('、')] : [];
      break;
    case 'regular_hours':
      lines = hoursLines(listing);
      break;
    case 'special_hours':
      lines = specialLines(listing);
      break;
    case 'attributes':
      lines = listing.attributes.length > 0 ? [listing.attributes.map((a) => `${attributeJa[a.key]}：${a.value ? v.yes : v.no}`).join('、')] : [];
      break;
    default: {
      const value = listing[field];
      lines = value ? [value] : [];
    }
  }
  return lines.length > 0 ? lines : [v.none];
}

/** A value of the change history's before/after objects (the changed fields only), read like a listing's field. */
export function partialFieldLines(values: Record<string, unknown>, field: ListingField): string[] {
  const value = values[field];
  if (value === undefined || value === null) return [v.none];
  const listing = { ...emptyListing(), [field]: value } as BusinessListing;
  return fieldLines(listing, field);
}
