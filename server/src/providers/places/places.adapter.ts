import type { Config } from '../../config';
import { emulatorBaseUrl, type ProviderRuntime } from '../registry';
import { isProviderError } from '../shared/provider-errors';
import { createProviderHttpClient } from '../shared/provider-http-client';
import { searchLimitKeys } from '../shared/rate-limiter';
import type { FirstPageInput, PlacesLocation, PlacesProvider } from './places.port';

/** The emulator's only key (see emulators/places); used when PLACES_API_KEY is unset. */
export const PLACES_EMULATOR_API_KEY = 'emulator-places-api-key';

// IDs only: the free tier, and the only Places content we may keep. nextPageToken must be in the mask to page.
const RANK_FIELD_MASK = 'places.id,nextPageToken';
// Names only to draw a snapshot (read, rendered, dropped).
const NAMES_FIELD_MASK = 'places.id,places.displayName';
const PAGE_SIZE = 20;
/** Places answers at most 3 pages of 20 per query. */
export const MAX_PLACES_DEPTH = 60;
/** How many result ids a measurement keeps (competitors come from them). */
export const KEPT_RESULT_IDS = 20;
const MAX_BIAS_RADIUS_M = 50_000;

interface WireSearchText {
  places?: { id: string; displayName?: { text?: string } }[];
  nextPageToken?: string;
}

interface WirePlaceDetails {
  displayName?: { text?: string };
}

export function placesEndpoint(config: Pick<Config, 'port' | 'providers' | 'emulatorsUrl'>): { baseUrl: string; apiKey: string } {
  const places = config.providers.places;
  return places ? { baseUrl: 'https://places.googleapis.com/v1', apiKey: places.apiKey } : { baseUrl: `${emulatorBaseUrl(config, 'places')}/v1`, apiKey: PLACES_EMULATOR_API_KEY };
}

function searchBody(input: FirstPageInput & { pageToken?: string }): Record<string, unknown> {
  const locationBias = input.location ? { circle: { center: input.location satisfies PlacesLocation, radius: Math.min(input.radiusMeters ?? 5000, MAX_BIAS_RADIUS_M) } } : undefined;
  return {
    textQuery: input.textQuery,
    pageSize: PAGE_SIZE,
    languageCode: 'ja',
    regionCode: 'jp',
    rankPreference: 'RELEVANCE',
    ...(locationBias ? { locationBias } : {}),
    ...(input.pageToken ? { pageToken: input.pageToken } : {}),
  };
}

/** Google Places API (New) Text Search for rank measurement; without PLACES_API_KEY it talks to the emulator. */
export function createPlacesProvider(runtime: ProviderRuntime): PlacesProvider {
  const endpoint = placesEndpoint(runtime.config);
  // Places has its own per-method budget (not Business Profile's project quota), kept in the same limiter.
  const http = createProviderHttpClient({
    provider: 'places',
    credentials: 'api_key',
    baseUrl: endpoint.baseUrl,
    fetch: runtime.fetch,
    clock: runtime.clock,
    logger: runtime.logger,
    limiter: runtime.googleLimiter,
  });
  const search = (input: FirstPageInput & { pageToken?: string }, fieldMask: string) =>
    http.request<WireSearchText>({
      method: 'POST',
      path: '/places:searchText',
      // A search changes nothing: safe to retry without an idempotency key.
      isWrite: false,
      limitKeys: searchLimitKeys.placesSearch,
      headers: { 'x-goog-api-key': endpoint.apiKey, 'x-goog-fieldmask': fieldMask },
      body: searchBody(input),
    });

  return {
    async findRank({ textQuery, placeId, location, radiusMeters, depth = MAX_PLACES_DEPTH }) {
      const limit = Math.max(1, Math.min(depth, MAX_PLACES_DEPTH));
      const resultIds: string[] = [];
      let pageToken: string | undefined;
      let seen = 0;
      let pagesWalked = 0;
      while (seen < limit) {
        const page = await search({ textQuery, location, radiusMeters, pageToken }, RANK_FIELD_MASK);
        pagesWalked += 1;
        const ids = (page.places ?? []).map((place) => place.id);
        resultIds.push(...ids.slice(0, Math.max(0, KEPT_RESULT_IDS - resultIds.length)));
        const index = ids.indexOf(placeId);
        if (index >= 0 && seen + index < limit) return { rank: seen + index + 1, pagesWalked, resultIds, resultCount: Math.min(seen + ids.length, limit) };
        seen += ids.length;
        if (!page.nextPageToken || ids.length === 0) break;
        pageToken = page.nextPageToken;
      }
      return { rank: null, pagesWalked, resultIds, resultCount: Math.min(seen, limit) };
    },

    async firstPageNames(input) {
      const page = await search(input, NAMES_FIELD_MASK);
      return (page.places ?? []).map((place) => ({ id: place.id, name: place.displayName?.text ?? '' }));
    },

    async placeNames(ids) {
      const names = new Map<string, string>();
      for (const id of new Set(ids)) {
        try {
          const place = await http.request<WirePlaceDetails>({
            method: 'GET',
            path: `/places/${encodeURIComponent(id)}`,
            isWrite: false,
            limitKeys: searchLimitKeys.placesDetails,
            query: { languageCode: 'ja', regionCode: 'jp' },
            headers: { 'x-goog-api-key': endpoint.apiKey, 'x-goog-fieldmask': 'displayName' },
          });
          if (place.displayName?.text) names.set(id, place.displayName.text);
        } catch (err) {
          // A place that closed or whose id expired has no name to show; anything else is the caller's failure.
          if (!(isProviderError(err) && err.code === 'not_found')) throw err;
        }
      }
      return names;
    },
  };
}
