import type { components } from '../../generated/openapi';
import type { GeoGridCellRow, GeoGridRow } from './ranking.table';

type Schemas = components['schemas'];

export function toGeoGridCell(cell: GeoGridCellRow): Schemas['GeoGridCell'] {
  return { row: cell.row, col: cell.col, lat: cell.lat, lng: cell.lng, north_m: cell.northM, east_m: cell.eastM, outcome: cell.outcome ?? null, rank: cell.rank ?? null };
}

/** Lists carry no cells (the contract's `cells: []`). */
export function toGeoGrid(grid: GeoGridRow, cells: readonly GeoGridCellRow[] = []): Schemas['GeoGrid'] {
  return {
    id: grid.id,
    measure_id: grid.measureId,
    size: grid.size as 3 | 5 | 7,
    spacing_m: grid.spacingM,
    center: { lat: grid.centerLat, lng: grid.centerLng },
    status: grid.status,
    created_at: grid.createdAt.toISOString(),
    completed_at: grid.completedAt?.toISOString() ?? null,
    average_rank: grid.averageRank ?? null,
    found_cells: grid.foundCells,
    total_cells: grid.size * grid.size,
    error_message: grid.errorMessage ?? null,
    cells: cells.map(toGeoGridCell),
  };
}
