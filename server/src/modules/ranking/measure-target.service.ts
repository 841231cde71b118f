import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { measurementMessagesJa as m } from './measurement.messages.ja';
import { measures, type MeasureRow } from './ranking.table';

export interface MeasureTarget {
  /** The listing's id in search results: Google place id, Yahoo gid. */
  placeId: string;
  lat: number;
  lng: number;
}

type TargetDeps = Pick<Deps, 'db' | 'clock' | 'tokenCipher' | 'providers'>;

const targetError = (message: string) => new DomainError('measure_target_unknown', 422, message);

interface Listing {
  placeId: string | null;
  lat: number | null;
  lng: number | null;
}

async function readListing(deps: TargetDeps, measure: MeasureRow): Promise<Listing> {
  const [account] = await deps.db
    .select({ providerLocationId: localAccounts.providerLocationId, status: localAccounts.status })
    .from(localAccounts)
    .where(and(eq(localAccounts.id, measure.localAccountId), eq(localAccounts.companyId, measure.companyId)))
    .limit(1);
  if (!account || account.status !== 'linked') throw targetError(m.target.accountGone);
  if (measure.provider === 'google') {
    const google = await providerAccessFor(deps, measure.companyId, 'google');
    const location = await google.adapter.getLocation(google.credentials, account.providerLocationId, ['metadata', 'latlng']);
    return { placeId: location.metadata?.placeId ?? null, lat: location.latlng?.latitude ?? null, lng: location.latlng?.longitude ?? null };
  }
  // A Yahoo!プレイス place id is the gid YOLP lists it under.
  const yahoo = await providerAccessFor(deps, measure.companyId, 'yahoo');
  const place = await yahoo.adapter.getPlace(account.providerLocationId);
  return { placeId: place.placeId, lat: place.location?.lat ?? null, lng: place.location?.lon ?? null };
}

/** What another measure of the same listing already read (the place id, and the store's location when it has one). */
async function siblingListing(deps: TargetDeps, measure: MeasureRow): Promise<Listing | null> {
  const [sibling] = await deps.db
    .select({ placeId: measures.targetPlaceId, pointKind: measures.pointKind, lat: measures.pointLat, lng: measures.pointLng })
    .from(measures)
    .where(and(eq(measures.localAccountId, measure.localAccountId), isNotNull(measures.targetPlaceId)))
    // A store-point sibling also knows the store's location.
    .orderBy(desc(sql`${measures.pointKind} = 'store'`))
    .limit(1);
  if (!sibling?.placeId) return null;
  const located = sibling.pointKind === 'store' && sibling.lat !== null && sibling.lng !== null;
  return { placeId: sibling.placeId, lat: located ? sibling.lat : null, lng: located ? sibling.lng : null };
}

/**
 * Where and what a measurement searches for. The listing's place id (and, for a store point, its coordinates) are
 * read from the provider once and cached on the measure; the other point kinds carry their own coordinates.
 */
export async function resolveMeasureTarget(deps: TargetDeps, measure: MeasureRow): Promise<MeasureTarget> {
  const isStorePoint = measure.pointKind === 'store';
  const cachedPoint = measure.pointLat !== null && measure.pointLng !== null ? { lat: measure.pointLat, lng: measure.pointLng } : null;
  if (measure.targetPlaceId && cachedPoint) return { placeId: measure.targetPlaceId, ...cachedPoint };
  if (!isStorePoint && !cachedPoint) throw targetError(m.target.noPoint);
  // A listing measured for many keywords is read from the provider once, not once per keyword.
  const sibling = await siblingListing(deps, measure);
  const listing = sibling && (!isStorePoint || cachedPoint || sibling.lat !== null) ? sibling : await readListing(deps, measure);
  if (!listing.placeId) throw targetError(m.target.noPlaceId[measure.provider]);
  const point = cachedPoint ?? (listing.lat !== null && listing.lng !== null ? { lat: listing.lat, lng: listing.lng } : null);
  if (!point) throw targetError(m.target.noStoreLocation);
  await deps.db
    .update(measures)
    .set({ targetPlaceId: listing.placeId, ...(isStorePoint && !cachedPoint ? { pointLat: point.lat, pointLng: point.lng } : {}) })
    .where(eq(measures.id, measure.id));
  return { placeId: listing.placeId, ...point };
}
