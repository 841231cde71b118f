import { normaliseTime, type BusinessListing } from '../../../../shared/business/listing';

/**
 * The form holds the listing under `listing`, in the request's own shape, so a 422's field paths
 * (`listing.regular_hours.0.close`) name form fields as they are.
 */
export interface ListingFormValues {
  listing: BusinessListing;
}

export const toFormValues = (record: BusinessListing): ListingFormValues => ({
  listing: structuredCloneListing(record),
});

const structuredCloneListing = (record: BusinessListing): BusinessListing => JSON.parse(JSON.stringify(record)) as BusinessListing;

const orNull = (text: string | null): string | null => (text && text.trim() ? text.trim() : null);

/** What the save sends: blank optional texts as null, times padded, a closed day without times. */
export const toListing = ({ listing }: ListingFormValues): BusinessListing => ({
  ...listing,
  name: listing.name.trim(),
  name_kana: orNull(listing.name_kana),
  phone: orNull(listing.phone),
  website: orNull(listing.website),
  hours_note: orNull(listing.hours_note),
  opening_date: orNull(listing.opening_date),
  address: {
    postal_code: listing.address.postal_code.trim(),
    prefecture: listing.address.prefecture,
    city: listing.address.city.trim(),
    street: listing.address.street.trim(),
  },
  regular_hours: listing.regular_hours.map((p) => ({
    day: p.day,
    open: normaliseTime(p.open),
    close: normaliseTime(p.close),
  })),
  special_hours: listing.special_hours.map((s) =>
    s.closed
      ? { date: s.date, closed: true, open: null, close: null }
      : {
          date: s.date,
          closed: false,
          open: s.open && normaliseTime(s.open),
          close: s.close && normaliseTime(s.close),
        },
  ),
});

/** Server field paths may come with or without the `listing.` prefix; the form's fields live under it. */
export const withListingPrefix = (errors: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([path, messages]) => [path.startsWith('listing.') ? path : `listing.${path}`, messages]));
