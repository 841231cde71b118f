import { createPrng, type Prng } from './prng';
import { seedFoodMenus } from './seed-food-menus';
import { CATEGORIES, DESCRIPTIONS, HOURS, SEED_ACCOUNTS, type SeedAccount, type SeedStore } from './seed-stores';
import {
  COMPLAINTS, FAMILY_NAMES, FOREIGN, FOREIGN_NAMES, GENERAL_PRAISE, GIVEN_NAMES, HANDLE_NAMES, KIND_PRAISE, MIXED,
  REPLY_FOREIGN, REPLY_HIGH, REPLY_LOW,
} from './seed-review-texts';
import { STORE_COORDINATES } from '../yahoo/yahoo-seed';
import { STAR_RATINGS, type EmulatorData, type GoogleAccount, type GoogleReview, type LocationEntry, type StarRating } from './google-types';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function avatarUrl(publicBaseUrl: string, index: number): string {
  return `${publicBaseUrl}/__assets/avatar/${index}.svg`;
}

export function newReviewId(prng: Prng): string {
  return `AbFvOq${prng.chars(ID_ALPHABET, 34)}`;
}

// Ratings lean positive, as real Japanese listings do, with enough low ones to exercise reply flows.
function pickRating(prng: Prng): StarRating {
  const roll = prng.next();
  if (roll < 0.45) return 'FIVE';
  if (roll < 0.72) return 'FOUR';
  if (roll < 0.85) return 'THREE';
  if (roll < 0.93) return 'TWO';
  return 'ONE';
}

function commentFor(prng: Prng, store: SeedStore, rating: StarRating, foreign: boolean): string | undefined {
  const value = STAR_RATINGS.indexOf(rating) + 1;
  // Google allows rating-only reviews; a tenth of them have no text.
  if (prng.chance(0.1)) return undefined;
  if (foreign) return prng.pick(value >= 4 ? FOREIGN.high : FOREIGN.low);
  if (value >= 4) {
    const first = prng.pick(KIND_PRAISE[store.kind]);
    return prng.chance(0.6) ? `${first}${prng.pick(GENERAL_PRAISE)}` : first;
  }
  if (value === 3) return prng.pick(MIXED);
  const first = prng.pick(COMPLAINTS);
  return prng.chance(0.5) ? `${first}${prng.pick(COMPLAINTS.filter((line) => line !== first))}` : first;
}

function reviewerFor(prng: Prng, publicBaseUrl: string, foreign: boolean): GoogleReview['reviewer'] {
  if (prng.chance(0.08)) {
    return { displayName: 'Google ユーザー', profilePhotoUrl: avatarUrl(publicBaseUrl, 0), isAnonymous: true };
  }
  let displayName: string;
  if (foreign) displayName = prng.pick(FOREIGN_NAMES);
  else if (prng.chance(0.2)) displayName = prng.pick(HANDLE_NAMES);
  else displayName = `${prng.pick(FAMILY_NAMES)}${prng.pick(GIVEN_NAMES)}`;
  return { displayName, profilePhotoUrl: avatarUrl(publicBaseUrl, prng.int(1, 12)), isAnonymous: false };
}

function seedReviews(prng: Prng, store: SeedStore, reviewPrefix: string, anchor: number, publicBaseUrl: string): GoogleReview[] {
  const count = prng.int(20, 60);
  const reviews: GoogleReview[] = [];
  for (let index = 0; index < count; index += 1) {
    const foreign = prng.chance(0.07);
    const rating = pickRating(prng);
    // Spread over 18 months before the anchor day, at whole seconds like Google's timestamps.
    const created = anchor - prng.int(1, 540 * 24 * 60) * 60_000 - prng.int(0, 59) * 1000;
    const edited = prng.chance(0.1) ? created + prng.int(1, 20) * DAY_MS : created;
    const reviewId = newReviewId(prng);
    const review: GoogleReview = {
      name: `${reviewPrefix}/${reviewId}`,
      reviewId,
      reviewer: reviewerFor(prng, publicBaseUrl, foreign),
      starRating: rating,
      comment: commentFor(prng, store, rating, foreign),
      createTime: new Date(created).toISOString(),
      updateTime: new Date(Math.min(edited, anchor)).toISOString(),
    };
    if (review.comment === undefined) delete review.comment;
    if (prng.chance(0.4)) {
      const low = STAR_RATINGS.indexOf(rating) < 3;
      const text = foreign ? REPLY_FOREIGN : prng.pick(low ? REPLY_LOW : REPLY_HIGH);
      const repliedAt = Math.min(created + prng.int(1, 72) * 3_600_000, anchor);
      review.reviewReply = { comment: text, updateTime: new Date(repliedAt).toISOString() };
    }
    reviews.push(review);
  }
  return reviews;
}

function seedLocation(prng: Prng, account: SeedAccount, store: SeedStore): Record<string, unknown> {
  const placeId = `ChIJ${prng.chars(ID_ALPHABET, 23)}`;
  const cid = `${prng.int(1_000_000_000, 9_999_999_999)}${prng.int(100_000_000, 999_999_999)}`;
  const hours = HOURS[store.kind];
  const periods = WEEKDAYS.filter((day) => !hours.closed.includes(day)).map((day) => ({
    openDay: day,
    openTime: { hours: hours.open },
    closeDay: day,
    closeTime: { hours: hours.close },
  }));
  return {
    storeCode: store.storeCode,
    title: store.title,
    languageCode: 'ja',
    phoneNumbers: { primaryPhone: store.phone, additionalPhones: [] },
    categories: { primaryCategory: CATEGORIES[store.kind], additionalCategories: [] },
    storefrontAddress: {
      regionCode: 'JP',
      languageCode: 'ja',
      postalCode: store.postalCode,
      administrativeArea: store.administrativeArea,
      locality: store.locality,
      addressLines: [store.addressLine],
    },
    websiteUri: `${account.websiteBase}${store.slug}`,
    regularHours: { periods },
    profile: { description: DESCRIPTIONS[store.kind] },
    openInfo: { status: 'OPEN' },
    // The same coordinates the Yahoo emulator and the search emulators use, so a store point measures from the store.
    ...(STORE_COORDINATES[store.storeCode] ? { latlng: { latitude: STORE_COORDINATES[store.storeCode].lat, longitude: STORE_COORDINATES[store.storeCode].lon } } : {}),
    metadata: {
      placeId,
      mapsUri: `https://maps.google.com/maps?cid=${cid}`,
      newReviewUri: `https://search.google.com/local/writereview?placeid=${placeId}`,
      canHaveFoodMenus: store.kind === 'restaurant' || store.kind === 'cafe',
      canModifyServiceList: true,
      hasGoogleUpdated: false,
      hasPendingEdits: false,
    },
  };
}

/** A listing added after the seed (the admin API): an account's new store, with no reviews yet. */
export function newLocationEntry(prng: Prng, accountId: string, account: SeedAccount, store: SeedStore): LocationEntry {
  const id = `${prng.int(1, 9)}${prng.chars('0123456789', 18)}`;
  return { id, accountId, data: { name: `locations/${id}`, ...seedLocation(prng, account, store) } };
}

// Anchoring to the start of the UTC day keeps two builds on the same day identical even when `now` moves.
export function buildSeedData(seed: number, now: Date, publicBaseUrl: string): EmulatorData {
  const prng = createPrng(seed);
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const data: EmulatorData = {
    accounts: [], locations: [], reviews: new Map(), posts: new Map(), media: new Map(), foodMenus: new Map(), listingGaps: new Set(),
    uploads: new Map(), googleUpdated: new Map(), edits: new Map(), sequence: 1000,
  };
  for (const account of SEED_ACCOUNTS) {
    const accountId = `1${prng.chars('0123456789', 20)}`;
    const record: GoogleAccount = {
      name: `accounts/${accountId}`,
      accountName: account.accountName,
      type: 'LOCATION_GROUP',
      role: 'PRIMARY_OWNER',
      verificationState: 'VERIFIED',
      vettedState: 'NOT_VETTED',
    };
    data.accounts.push(record);
    for (const store of account.stores) {
      const id = `${prng.int(1, 9)}${prng.chars('0123456789', 18)}`;
      const entry: LocationEntry = { id, accountId, data: { name: `locations/${id}`, ...seedLocation(prng, account, store) } };
      data.locations.push(entry);
      data.reviews.set(id, seedReviews(prng, store, `accounts/${accountId}/locations/${id}/reviews`, anchor, publicBaseUrl));
    }
  }
  seedGoogleUpdate(data);
  seedFoodMenus(data);
  return data;
}

/**
 * One listing (the second store) where Google has changed the phone number on its own, so `getGoogleUpdated`
 * has a diff to show: providers.md — "`locations.getGoogleUpdated` returns Google's version of a listing with a
 * `diffMask` of what Google changed".
 */
function seedGoogleUpdate(data: EmulatorData): void {
  const entry = data.locations[1];
  if (!entry) return;
  const metadata = entry.data.metadata as Record<string, unknown>;
  metadata.hasGoogleUpdated = true;
  const google = structuredClone(entry.data);
  google.phoneNumbers = { primaryPhone: '06-5555-0199', additionalPhones: [] };
  data.googleUpdated.set(entry.id, { location: google, diffMask: 'phoneNumbers.primaryPhone' });
}
