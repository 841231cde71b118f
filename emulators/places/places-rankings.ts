import { buildSeedData } from '../google/seed';
import { DEFAULT_SEED } from '../google/emulator-context';
import { variedResults, type DemoStoreInput } from '../shared/rank-variation';
import type { SearchHit } from '../yahoo/ranked-results';
import { STORE_COORDINATES, DEMO_STORES } from '../yahoo/yahoo-seed';

/**
 * Where the demo stores rank in Places Text Search before the day's and the point's variation (rank-variation.ts);
 * other queries naming a store's area list it at a hashed rank. Ranks above 60 are never answered (the API stops at
 * 3 pages of 20), so those queries measure as 圏外.
 */
export const PLACES_DEMO_RANKS: Record<string, Record<string, number>> = {
  '渋谷 ランチ': { 'DF-001': 4 },
  '梅田 定食': { 'DF-002': 9 },
  '栄 カフェ': { 'DF-003': 23 },
  '天神 ランチ': { 'DF-004': 47 },
  '札幌 カフェ': { 'DF-005': 72 },
  '渋谷 カフェ': { 'DF-001': 88 },
};

/** The Places API never answers more than 60 results for a query. */
export const MAX_RESULTS = 60;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

let cachedPlaceIds: Map<string, string> | undefined;

/**
 * The Google emulator's `metadata.placeId` per store code (its default seed), so a location linked through the
 * Google emulator is found by rank measurement. Place ids do not depend on the build date.
 */
export function demoPlaceIds(): Map<string, string> {
  if (!cachedPlaceIds) {
    const data = buildSeedData(DEFAULT_SEED, new Date(0), 'http://localhost');
    cachedPlaceIds = new Map(
      data.locations.map((entry) => [String(entry.data.storeCode), String((entry.data.metadata as Record<string, unknown>).placeId)]),
    );
  }
  return cachedPlaceIds;
}

export interface PlaceResult {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  location: { latitude: number; longitude: number };
}

function toPlace(hit: SearchHit): PlaceResult {
  const id = hit.storeCode ? (demoPlaceIds().get(hit.storeCode) ?? '') : `ChIJ${hit.prng.chars(ID_ALPHABET, 23)}`;
  return {
    id,
    displayName: { text: hit.name, languageCode: 'ja' },
    formattedAddress: `日本、${hit.address}`,
    location: { latitude: hit.lat, longitude: hit.lon },
  };
}

/** The demo stores as search results (their Google emulator coordinates). */
const demoStores = (): DemoStoreInput[] =>
  DEMO_STORES.map((store) => ({
    storeCode: store.storeCode,
    name: store.title,
    address: `${store.administrativeArea}${store.locality}${store.addressLine}`,
    tel: store.phone,
    lat: STORE_COORDINATES[store.storeCode].lat,
    lon: STORE_COORDINATES[store.storeCode].lon,
  }));

export interface PlacesSearch {
  /** locationBias circle: a bias, so results up to about 1.5 radii away are still listed (lower). */
  circle?: { latitude: number; longitude: number; radius: number };
  now: Date;
}

/** Places beyond 1.5 radii of a locationBias circle are not listed. */
const BIAS_CUT_OFF = 1.5;

/** The whole (at most 60-long) deterministic result list of a text query, as seen from the search's point and day. */
export function placesFor(textQuery: string, search: PlacesSearch): PlaceResult[] {
  const centre = search.circle ? { lat: search.circle.latitude, lon: search.circle.longitude, radiusM: search.circle.radius, cutOff: BIAS_CUT_OFF } : undefined;
  return variedResults({ query: textQuery, stores: demoStores(), table: PLACES_DEMO_RANKS, areaTotal: MAX_RESULTS, centre, now: search.now })
    .slice(0, MAX_RESULTS)
    .map(toPlace);
}
