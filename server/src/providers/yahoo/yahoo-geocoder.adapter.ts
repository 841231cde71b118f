import type { ProviderRuntime } from '../registry';
import { createProviderHttpClient } from '../shared/provider-http-client';
import { yahooEndpoints } from './yahoo-endpoints';

export type GeocodeKind = 'address' | 'station';

export interface GeocodeHit {
  /** The place as YOLP names it (a normalised address or the landmark's name). */
  label: string;
  lat: number;
  lng: number;
}

/** YOLP geocoding (public, read-only, keyed by application id like local search). */
export interface YahooGeocoderPort {
  /** The best matches, best first; [] when nothing matches. */
  geocode(input: { query: string; kind: GeocodeKind; results?: number }): Promise<GeocodeHit[]>;
}

interface WireGeoFeature {
  Name?: string;
  Geometry?: { Coordinates?: string };
}

interface WireGeoSearch {
  ResultInfo?: { Count?: number };
  Feature?: WireGeoFeature[];
}

// YOLP answers `Coordinates: "lon,lat"`; a feature without readable coordinates is no hit.
export function toGeocodeHit(feature: WireGeoFeature): GeocodeHit | null {
  const [lng, lat] = (feature.Geometry?.Coordinates ?? '').split(',').map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { label: feature.Name ?? '', lat, lng };
}

/**
 * Addresses go to the geocoder (geoCoder), stations to the contents geocoder's landmarks (contentsGeoCoder,
 * category=landmark), both under the same host as local search; without a YOLP application id, the emulator's.
 */
export function createYahooGeocoder(runtime: ProviderRuntime): YahooGeocoderPort {
  const endpoints = yahooEndpoints(runtime.config);
  const http = createProviderHttpClient({ provider: 'yolp', credentials: 'api_key', baseUrl: endpoints.geocoderBaseUrl, fetch: runtime.fetch, clock: runtime.clock, logger: runtime.logger });
  return {
    async geocode({ query, kind, results = 5 }) {
      const path = kind === 'station' ? '/geocode/cont/V1/contentsGeoCoder' : '/geocode/V1/geoCoder';
      const wire = await http.request<WireGeoSearch>({
        method: 'GET',
        path,
        query: { appid: endpoints.appId, query, results, output: 'json', ...(kind === 'station' ? { category: 'landmark' } : {}) },
      });
      return (wire.Feature ?? []).map(toGeocodeHit).filter((hit): hit is GeocodeHit => hit !== null);
    },
  };
}
