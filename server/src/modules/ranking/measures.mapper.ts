import { isoToSlashDate } from '../../../../src/shared/dates/calendar-date';
import type { components } from '../../generated/openapi';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { MeasureView } from './measure-views.repository';
import type { RankResultRow } from './ranking.table';

type Schemas = components['schemas'];

export function toResultSummary(row: RankResultRow): Schemas['RankResultSummary'] {
  return {
    id: row.id,
    measured_on: isoToSlashDate(row.measuredOn),
    measured_at: row.measuredAt?.toISOString() ?? null,
    // A claimed row is still pending from the user's side.
    status: row.status === 'claimed' ? 'pending' : row.status,
    outcome: row.outcome ?? null,
    rank: row.rank ?? null,
    depth: row.depth,
    result_count: row.resultCount,
    snapshot_status: row.snapshotStatus,
    attempts: row.attempts,
    error_message: row.errorMessage ?? null,
  };
}

export function toMeasure(view: MeasureView): Schemas['Measure'] {
  const { row } = view;
  return {
    id: row.id,
    local_account_id: toAccountKey(row.provider, row.localAccountId),
    store_id: row.storeId,
    store_name: view.storeName,
    store_code: view.storeCode,
    provider: row.provider,
    keyword: row.keyword,
    kind: row.kind,
    status: row.status,
    point: { kind: row.pointKind, label: row.pointLabel ?? null, lat: row.pointLat ?? null, lng: row.pointLng ?? null },
    radius_m: row.radiusM,
    measure_time: row.measureTime,
    depth: row.depth,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    latest: view.latest ? toResultSummary(view.latest) : null,
    previous: view.previous ? toResultSummary(view.previous) : null,
  };
}
