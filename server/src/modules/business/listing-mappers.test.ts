import { diffListings, emptyListing, EDITABLE_FIELDS, type BusinessListing } from '../../../../src/shared/business/listing';
import type { GoogleLocation, GoogleSpecialHourPeriod } from '../../providers/google/google.types';
import type { YahooPlace } from '../../providers/yahoo/yahoo.types';
import {
  googleAttributesToListing, googleFieldOfPath, googleToListing, listingToGoogleAttributes, listingToGooglePatch, listingToYahooUpdate, yahooToListing,
} from './listing-mappers';

const listing: BusinessListing = {
  ...emptyListing(),
  name: 'デモ食堂 渋谷店',
  name_kana: 'デモショクドウ シブヤテン',
  categories: ['レストラン'],
  address: { postal_code: '150-0043', prefecture: '東京都', city: '渋谷区', street: '道玄坂1-2-3' },
  phone: '03-5555-0101',
  website: 'https://example.jp/shibuya',
  regular_hours: [
    { day: 'MON', open: '11:00', close: '22:00' },
    { day: 'FRI', open: '11:00', close: '25:30' },
    { day: 'SAT', open: '00:00', close: '24:00' },
    { day: 'SUN', open: '18:00', close: '30:00' },
  ],
  special_hours: [
    { date: '2027/01/01', closed: true, open: null, close: null },
    { date: '2027/12/31', closed: false, open: '10:00', close: '26:00' },
  ],
  hours_note: 'ラストオーダーは閉店30分前です。',
  description: '渋谷の定食屋です。',
  opening_date: '2020/04/01',
};

// Google keeps what the patch writes: the mapped patch read back is the location Google would answer.
const asGoogleLocation = (l: BusinessListing): GoogleLocation => ({
  ...listingToGooglePatch(l, EDITABLE_FIELDS).patch,
  categories: { primaryCategory: { name: 'gcid:restaurant', displayName: 'レストラン' } },
});

describe('Google mapping', () => {
  it('round-trips every field the location carries (not name_kana, hours_note)', () => {
    const back = googleToListing(asGoogleLocation(listing));
    expect(diffListings(listing, back)).toEqual(['name_kana', 'hours_note']);
  });

  it('writes a close after midnight as the next day with closeDay / endDate', () => {
    const { patch } = listingToGooglePatch(listing, ['regular_hours', 'special_hours']);
    expect(patch.regularHours?.periods).toEqual([
      { openDay: 'MONDAY', openTime: { hours: 11 }, closeDay: 'MONDAY', closeTime: { hours: 22 } },
      { openDay: 'FRIDAY', openTime: { hours: 11 }, closeDay: 'SATURDAY', closeTime: { hours: 1, minutes: 30 } },
      { openDay: 'SATURDAY', openTime: { hours: 0 }, closeDay: 'SATURDAY', closeTime: { hours: 24 } },
      { openDay: 'SUNDAY', openTime: { hours: 18 }, closeDay: 'MONDAY', closeTime: { hours: 6 } },
    ]);
    expect(patch.specialHours?.specialHourPeriods).toEqual<GoogleSpecialHourPeriod[]>([
      { startDate: { year: 2027, month: 1, day: 1 }, endDate: { year: 2027, month: 1, day: 1 }, closed: true },
      { startDate: { year: 2027, month: 12, day: 31 }, openTime: { hours: 10 }, endDate: { year: 2028, month: 1, day: 1 }, closeTime: { hours: 2 } },
    ]);
  });

  it('names only the changed fields Google carries in the updateMask', () => {
    expect(listingToGooglePatch(listing, ['phone', 'hours_note', 'name_kana', 'categories', 'attributes']).updateMask).toEqual(['phoneNumbers.primaryPhone']);
    const { patch, updateMask } = listingToGooglePatch(listing, ['description', 'opening_date', 'regular_hours']);
    expect(updateMask).toEqual(['profile.description', 'openInfo.openingDate', 'regularHours']);
    expect(Object.keys(patch).sort()).toEqual(['openInfo', 'profile', 'regularHours']);
  });

  it('clears a field by masking it without a value', () => {
    const { patch, updateMask } = listingToGooglePatch({ ...listing, website: null }, ['website']);
    expect(updateMask).toEqual(['websiteUri']);
    expect(patch).toEqual({});
  });

  it('writes every known attribute in the mask, so one left out is removed, and reads back the BOOL ones', () => {
    const withAttributes = { ...listing, attributes: [{ key: 'takeout' as const, value: true }, { key: 'non_smoking' as const, value: false }] };
    const { attributes, attributeMask } = listingToGoogleAttributes(withAttributes);
    expect(attributes).toEqual([
      { name: 'attributes/has_takeout', valueType: 'BOOL', values: [true] },
      { name: 'attributes/is_smoke_free', valueType: 'BOOL', values: [false] },
    ]);
    expect(attributeMask).toHaveLength(9);
    const back = googleAttributesToListing([...attributes, { name: 'attributes/has_live_music', valueType: 'BOOL', values: [true] }]);
    expect(diffListings(withAttributes, { ...withAttributes, attributes: back }, ['attributes'])).toEqual([]);
    expect(listingToGooglePatch(withAttributes, ['attributes']).updateMask).toEqual([]);
  });

  it('maps Google field paths back to listing fields', () => {
    expect(googleFieldOfPath('phoneNumbers.primaryPhone')).toBe('phone');
    expect(googleFieldOfPath('phoneNumbers')).toBe('phone');
    expect(googleFieldOfPath('regularHours.periods')).toBe('regular_hours');
    expect(googleFieldOfPath('profile')).toBe('description');
    expect(googleFieldOfPath('openInfo.status')).toBeNull();
  });
});

describe('Yahoo mapping', () => {
  const place: YahooPlace = {
    placeId: 'p1', businessId: 'b1', storeCode: 'DF-001', name: '', nameKana: '',
    address: { postalCode: '', prefecture: '', city: '', street: '' }, phone: '',
    businessHours: [{ day: 'HOLIDAY', open: '11:00', close: '21:00' }], hoursNote: '',
    categories: [{ code: '0101001', name: 'レストラン' }], description: '',
    urls: [{ type: 'RESERVATION', url: 'https://reserve.example.jp/1' }],
    location: { lat: 35, lon: 139 }, specialHours: [], openingDate: null, updatedAt: new Date(0),
  };
  const applied = (update: ReturnType<typeof listingToYahooUpdate>): YahooPlace => ({ ...place, ...update });

  it('round-trips every field Yahoo carries (not attributes), keeping the HOLIDAY row and other URLs', () => {
    const update = listingToYahooUpdate(listing, EDITABLE_FIELDS, place);
    const back = yahooToListing(applied(update));
    expect(diffListings(listing, back)).toEqual([]);
    expect(update.businessHours).toContainEqual({ day: 'HOLIDAY', open: '11:00', close: '21:00' });
    expect(update.urls).toEqual([{ type: 'OFFICIAL', url: 'https://example.jp/shibuya' }, { type: 'RESERVATION', url: 'https://reserve.example.jp/1' }]);
  });

  it('keeps 24:00–30:00 and writes dates with dashes', () => {
    const update = listingToYahooUpdate(listing, ['regular_hours', 'special_hours', 'opening_date']);
    expect(update.businessHours).toContainEqual({ day: 'FRI', open: '11:00', close: '25:30' });
    expect(update.specialHours).toContainEqual({ date: '2027-12-31', closed: false, open: '10:00', close: '26:00' });
    expect(update.openingDate).toBe('2020-04-01');
  });

  it('sends only the given fields', () => {
    expect(Object.keys(listingToYahooUpdate(listing, ['hours_note', 'attributes', 'categories']))).toEqual(['hoursNote']);
  });

  it('reads Yahoo times without padding as padded', () => {
    const back = yahooToListing({ ...place, businessHours: [{ day: 'MON', open: '8:00', close: '20:00' }] });
    expect(back.regular_hours).toEqual([{ day: 'MON', open: '08:00', close: '20:00' }]);
  });
});
