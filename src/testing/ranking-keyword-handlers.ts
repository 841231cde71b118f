import { http } from 'msw';
import type {
  GeoGrid,
  GeoGridCell,
  GetGeoGridApiResponse,
  GetMeasureApiResponse,
  ListGeoGridsApiResponse,
  ListMeasuresApiResponse,
  Measure,
  StartGeoGridApiResponse,
} from '../api/generated/ranking.gen';
import { gridPoints, type GridSize } from '../shared/ranking/geo-grid';
import { json } from './handlers';
import { historyMeasure, rankResult } from './ranking-history-handlers';

// Contracted keywords, their results and geo-grid runs, typed from the contract.

// The history's fixtures, as contracted keywords: a zero-padded store code and a previous day to compare with.
export const makeResult = rankResult;

export const makeMeasure = (id: number, overrides: Partial<Measure> = {}): Measure =>
  historyMeasure(id, {
    store_code: `S-${String(id).padStart(4, '0')}`,
    kind: 'contract',
    latest: makeResult(id * 100 + 2),
    previous: makeResult(id * 100 + 1, { measured_on: '2026/11/24', rank: 5 }),
    ...overrides,
  });

/** Cells of a grid: `rankAt(row, col)` gives each cell's outcome (null outcome: still pending). */
export const makeGridCells = (size: GridSize, spacing: number, rankAt: (row: number, col: number) => Pick<GeoGridCell, 'outcome' | 'rank'>): GeoGridCell[] =>
  gridPoints({ lat: 35.658, lng: 139.7016 }, size, spacing).map((p) => ({
    row: p.row,
    col: p.col,
    lat: p.lat,
    lng: p.lng,
    north_m: p.north,
    east_m: p.east,
    ...rankAt(p.row, p.col),
  }));

export const makeGeoGrid = (id: number, overrides: Partial<GeoGrid> = {}): GeoGrid => {
  const size = (overrides.size ?? 3) as GridSize;
  const spacing = overrides.spacing_m ?? 1000;
  return {
    id,
    measure_id: 1,
    size,
    spacing_m: spacing,
    center: { lat: 35.658, lng: 139.7016 },
    status: 'done',
    created_at: '2026-11-25T01:00:00.000Z',
    completed_at: '2026-11-25T01:02:00.000Z',
    average_rank: 4.5,
    found_cells: 8,
    total_cells: size * size,
    error_message: null,
    cells: makeGridCells(size, spacing, (row, col) => (row === 0 && col === 0 ? { outcome: 'out_of_range', rank: null } : { outcome: 'ranked', rank: row * size + col })),
    ...overrides,
  };
};

export const measuresHandler = (measures: Measure[], seen: URLSearchParams[] = []) =>
  http.get('/api/meo-measure/measures', ({ request }) => {
    seen.push(new URL(request.url).searchParams);
    return json<ListMeasuresApiResponse>({
      data: measures,
      pagination: { page: 1, page_size: 50, total: measures.length, current_page: 1, last_page: 1 },
    });
  });

export const measureHandler = (measure: Measure | null) =>
  http.get('/api/meo-measure/measures/:id', () =>
    measure ? json<GetMeasureApiResponse>({ data: measure }) : json({ message: 'データが見つかりません', code: 'not_found' }, 404),
  );

/** A small in-memory grid service (list, read, start); tests replace entries of `grids` to move a run along. */
export const geoGridHandlers = (grids: GeoGrid[], started: unknown[] = []) => [
  http.get('/api/meo-measure/measures/:id/grids', () => json<ListGeoGridsApiResponse>({ data: grids.map((g) => ({ ...g, cells: [] })) })),
  http.get('/api/meo-measure/grids/:id', ({ params }) => {
    const grid = grids.find((g) => g.id === Number(params.id));
    return grid ? json<GetGeoGridApiResponse>({ data: grid }) : json({ message: 'データが見つかりません', code: 'not_found' }, 404);
  }),
  http.post('/api/meo-measure/measures/:id/grids', async ({ request }) => {
    const body = (await request.json()) as { size: GridSize; spacing_m: number };
    started.push(body);
    const grid = makeGeoGrid(Math.max(0, ...grids.map((g) => g.id)) + 1, {
      ...body,
      status: 'pending',
      completed_at: null,
      average_rank: null,
      found_cells: 0,
      cells: makeGridCells(body.size, body.spacing_m, () => ({ outcome: null, rank: null })),
    });
    grids.unshift(grid);
    return json<StartGeoGridApiResponse>({ data: grid });
  }),
];
