import { buffer } from 'node:stream/consumers';
import type { Deps } from '../../deps';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import type { StoredFile } from '../../storage/file-storage';
import { visibleKinds } from './measure-access';
import { findMeasure, loadMeasureViews } from './measure-views.repository';
import { toMeasure, toResultSummary } from './measures.mapper';
import type { RankResultRow } from './ranking.table';
import { findResult } from './snapshot.repository';
import { sha256Hex } from './snapshot.service';

type RankSnapshotBody = components['schemas']['RankSnapshotBody'];

export const snapshotImagePath = (resultId: number): string => `/api/screenshots/${resultId}/image`;

/** The measurement, if its measure is live and of a kind this session may see (else 404, like another company's). */
async function visibleResult(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number): Promise<RankResultRow> {
  const result = await findResult(deps.db, auth.company.id, id);
  if (!result || !(await findMeasure(deps.db, auth.company.id, result.measureId, visibleKinds(auth.actor), auth.accountScope))) throw notFound();
  return result;
}

/** Hashes the stored image again: false when it is gone or changed since the measurement, null without one. */
async function verifyHash(deps: Pick<Deps, 'storage'>, row: RankResultRow): Promise<boolean | null> {
  if (row.snapshotStatus !== 'ok' || !row.snapshotKey || !row.contentHash) return null;
  const file = await deps.storage.get(row.snapshotKey);
  if (!file) return false;
  return sha256Hex(await buffer(file.stream)) === row.contentHash;
}

export async function getRankSnapshot(deps: Pick<Deps, 'db' | 'storage'>, auth: AuthContext, id: number): Promise<RankSnapshotBody> {
  const result = await visibleResult(deps, auth, id);
  const [view] = await loadMeasureViews(deps.db, auth.company.id, [result.measureId]);
  if (!view) throw notFound();
  // A measurement records the point it searched from; one not made yet shows the measure's configured point, and a
  // store point whose location was never read has nothing to show yet.
  const lat = result.pointLat ?? view.row.pointLat;
  const lng = result.pointLng ?? view.row.pointLng;
  if (lat === null || lng === null) throw notFound();
  const hasImage = result.snapshotStatus === 'ok' && result.snapshotKey !== null;
  return {
    data: toResultSummary(result),
    measure: toMeasure(view),
    point: { lat, lng, radius_m: result.radiusM ?? view.row.radiusM },
    device_profile: result.deviceProfile ?? '',
    content_hash: result.contentHash ?? null,
    hash_verified: await verifyHash(deps, result),
    image_url: hasImage ? snapshotImagePath(result.id) : null,
  };
}

export async function openRankSnapshotImage(deps: Pick<Deps, 'db' | 'storage'>, auth: AuthContext, id: number): Promise<StoredFile> {
  const result = await visibleResult(deps, auth, id);
  const file = result.snapshotStatus === 'ok' && result.snapshotKey ? await deps.storage.get(result.snapshotKey) : null;
  if (!file) throw notFound();
  return file;
}
