import type { Config } from '../../config';
import { emulatorBaseUrl, type ProviderRuntime } from '../registry';
import { createProviderHttpClient } from '../shared/provider-http-client';
import type { PlacesProvider } from './places.port';

/** The emulator's only key (see emulators/places); used when PLACES_API_KEY is unset. */
export const PLACES_EMULATOR_API_KEY = 'emulator-places-api-key';

// IDs only: the free tier, and the only Places content we may keep. nextPageToken must be in the mask to page.
const FIELD_MASK = 'places.id,nextPageToken';
const PAGE_SIZE = 20;
/** Places answers at most 3 pages of 20 per query. */
export const MAX_PLACES_DEPTH = 60;

interface WireSearchText {
  places?: { id: string }[];
  nextPageToken?: string;
}

export function placesEndpoint(config: Pick<Config, 'port' | 'providers' | 'emulatorsUrl'>): { baseUrl: string; apiKey: string } {
  const places = config.providers.places;
  return places ? { baseUrl: 'https://places.googleapis.com/v1', apiKey: places.apiKey } : { baseUrl: `${emulatorBaseUrl(config, 'places')}/v1`, apiKey: PLACES_EMULATOR_API_KEY };
}

/** Google Places API (New) Text Search for rank measurement; without PLACES_API_KEY it talks to the emulator. */
export function createPlacesProvider(runtime: ProviderRuntime): PlacesProvider {
  const endpoint = placesEndpoint(runtime.config);
  // Places bills per call, not per project quota shared with Business Profile, so it gets no Google limiter keys.
  const http = createProviderHttpClient({ provider: 'places', credentials: 'api_key', baseUrl: endpoint.baseUrl, fetch: runtime.fetch, clock: runtime.clock, logger: runtime.logger });

  return {
    async findRank({ textQuery, placeId, location, radiusMeters, depth = MAX_PLACES_DEPTH }) {
      const limit = Math.max(1, Math.min(depth, MAX_PLACES_DEPTH));
      const locationBias = location ? { circle: { center: location, radius: Math.min(radiusMeters ?? 5000, 50_000) } } : undefined;
      let pageToken: string | undefined;
      let seen = 0;
      let pagesWalked = 0;
      while (seen < limit) {
        const page = await http.request<WireSearchText>({
          method: 'POST',
          path: '/places:searchText',
          // A search changes nothing: safe to retry without an idempotency key.
          isWrite: false,
          headers: { 'x-goog-api-key': endpoint.apiKey, 'x-goog-fieldmask': FIELD_MASK },
          body: { textQuery, pageSize: PAGE_SIZE, languageCode: 'ja', regionCode: 'jp', rankPreference: 'RELEVANCE', ...(locationBias ? { locationBias } : {}), ...(pageToken ? { pageToken } : {}) },
        });
        pagesWalked += 1;
        const ids = (page.places ?? []).map((place) => place.id);
        const index = ids.indexOf(placeId);
        if (index >= 0 && seen + index < limit) return { rank: seen + index + 1, pagesWalked };
        seen += ids.length;
        if (!page.nextPageToken || ids.length === 0) break;
        pageToken = page.nextPageToken;
      }
      return { rank: null, pagesWalked };
    },
  };
}
