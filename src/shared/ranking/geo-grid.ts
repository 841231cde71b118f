import { round1 } from './rank';

// Geo-grid measurement: the same keyword searched from a square of points around the measure's point. Distances are
// small (≤ 30 km across), so a local flat approximation of the WGS84 ellipsoid is well within a metre.

export const GRID_SIZES = [3, 5, 7] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export const GRID_SPACING = { min: 100, max: 5000, default: 1000 } as const;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface GridCellPoint extends LatLng {
  /** 0-based, north to south. */
  row: number;
  /** 0-based, west to east. */
  col: number;
  /** Metres north (negative: south) and east (negative: west) of the centre. */
  north: number;
  east: number;
}

// WGS84 meridional and prime-vertical radii give the metres per degree at a latitude.
const A = 6_378_137;
const E2 = 0.00669437999014;

export function metersPerDegree(lat: number): { lat: number; lng: number } {
  const phi = (lat * Math.PI) / 180;
  const s = 1 - E2 * Math.sin(phi) ** 2;
  const meridional = (A * (1 - E2)) / s ** 1.5;
  const normal = A / Math.sqrt(s);
  return { lat: (meridional * Math.PI) / 180, lng: (normal * Math.cos(phi) * Math.PI) / 180 };
}

/** The point `north` and `east` metres from `origin`. */
export function offsetLatLng(origin: LatLng, north: number, east: number): LatLng {
  const per = metersPerDegree(origin.lat);
  return { lat: round6(origin.lat + north / per.lat), lng: round6(origin.lng + east / per.lng) };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export const isGridSize = (value: unknown): value is GridSize => GRID_SIZES.some((size) => size === value);

/** size × size points, `spacing` metres apart, centred on `center` (the middle cell is the centre itself). */
export function gridPoints(center: LatLng, size: GridSize, spacing: number): GridCellPoint[] {
  const half = (size - 1) / 2;
  const cells: GridCellPoint[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const north = (half - row) * spacing;
      const east = (col - half) * spacing;
      cells.push({ row, col, north, east, ...offsetLatLng(center, north, east) });
    }
  }
  return cells;
}

/** The search circle of one cell: half the spacing, so neighbouring cells do not overlap. */
export const cellRadius = (spacing: number) => Math.max(50, Math.round(spacing / 2));

export interface GridCellRank {
  rank: number | null;
}

/** Average over the cells where the store was found (one decimal), and how many cells it was found in. */
export function gridSummary(cells: readonly GridCellRank[]): { average: number | null; found: number; total: number } {
  const ranks = cells.map((c) => c.rank).filter((r): r is number => r !== null);
  return {
    average: ranks.length ? round1(ranks.reduce((a, b) => a + b, 0) / ranks.length) : null,
    found: ranks.length,
    total: cells.length,
  };
}
