import type { Deps } from '../../deps';
import { DomainError, validationError } from '../../http/errors';
import type { components } from '../../generated/openapi';
import { isProviderError } from '../../providers/shared/provider-errors';
import type { GeocodeHit, GeocodeKind } from '../../providers/yahoo/yahoo-geocoder.adapter';
import type { PointValue } from './measure-input';
import { measuresMessagesJa as m } from './measures.messages.ja';

// Addresses and stations become points through the YOLP geocoder: the console asks first (「検索」) and sends the
// found lat/lng; a point sent with a label only is geocoded here, so an API client needs no second call.

type GeocoderDeps = Pick<Deps, 'providers'>;

async function firstHit(deps: GeocoderDeps, query: string, kind: GeocodeKind): Promise<GeocodeHit | null> {
  try {
    const [hit] = await deps.providers.yahoo.geocoder.geocode({ query, kind, results: 1 });
    return hit ?? null;
  } catch (error) {
    throw new DomainError('provider_failed', 502, isProviderError(error) ? error.message : m.geocodeFailed);
  }
}

export async function geocodeMeasurePoint(deps: GeocoderDeps, query: { query: string; kind?: GeocodeKind }): Promise<components['schemas']['MeasureGeoBody']> {
  const text = query.query.normalize('NFKC').trim();
  const hit = text === '' ? null : await firstHit(deps, text, query.kind ?? 'address');
  if (!hit) throw validationError({ query: [m.geoNotFound] }, 'measure_geo_not_found');
  return { label: hit.label || text, lat: hit.lat, lng: hit.lng };
}

/** The point with its lat/lng: an address or station without them is geocoded (422 on point.label when unknown). */
export async function locatePoint(deps: GeocoderDeps, point: PointValue): Promise<PointValue> {
  if ((point.kind !== 'address' && point.kind !== 'station') || (point.lat !== null && point.lng !== null) || point.label === null) return point;
  const hit = await firstHit(deps, point.label, point.kind);
  if (!hit) throw validationError({ 'point.label': [m.geoNotFound] }, 'measure_geo_not_found');
  return { ...point, lat: hit.lat, lng: hit.lng };
}
