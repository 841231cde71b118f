import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { defineIntentTable, readyRows, staleClaims } from '../../jobs/intents';
import type { GridCellPoint } from '../../../../src/shared/ranking/geo-grid';
import type { RankOutcome } from '../../../../src/shared/ranking/rank';
import { geoGridCells, geoGrids, measures, type GeoGridCellRow, type GeoGridRow, type MeasureRow } from './ranking.table';

// A grid run is an intent row (pending → running → done / failed) whose cells are written one by one, so a run
// taken again after a crash measures only the cells still empty.
export const geoGridIntents = defineIntentTable({
  table: geoGrids,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'claimedAt', errorMessage: 'errorMessage', completedAt: 'completedAt' },
  states: { ready: ['pending'], claimed: 'running', done: 'done', failed: 'failed' },
});

export interface NewGrid {
  companyId: number;
  measureId: number;
  size: number;
  spacingM: number;
  center: { lat: number; lng: number };
  requestedByUserId: number;
  createdAt: Date;
}

/** The grid and its empty cells; null when the measure already has a pending or running grid (the partial unique key). */
export async function insertGrid(db: Db, grid: NewGrid, points: readonly GridCellPoint[]): Promise<{ grid: GeoGridRow; cells: GeoGridCellRow[] } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(geoGrids)
      .values({
        companyId: grid.companyId,
        measureId: grid.measureId,
        size: grid.size,
        spacingM: grid.spacingM,
        centerLat: grid.center.lat,
        centerLng: grid.center.lng,
        status: 'pending',
        requestedByUserId: grid.requestedByUserId,
        createdAt: grid.createdAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const cells = await tx
      .insert(geoGridCells)
      .values(points.map((p) => ({ gridId: row.id, row: p.row, col: p.col, lat: p.lat, lng: p.lng, northM: Math.round(p.north), eastM: Math.round(p.east) })))
      .returning();
    return { grid: row, cells: sortCells(cells) };
  });
}

const sortCells = (cells: GeoGridCellRow[]) => cells.sort((a, b) => a.row - b.row || a.col - b.col);

export async function hasActiveGrid(db: Db, measureId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: geoGrids.id })
    .from(geoGrids)
    .where(and(eq(geoGrids.measureId, measureId), inArray(geoGrids.status, ['pending', 'running'])))
    .limit(1);
  return row !== undefined;
}

export async function findGrid(db: Db, companyId: number, id: number): Promise<GeoGridRow | null> {
  const [row] = await db
    .select()
    .from(geoGrids)
    .where(and(eq(geoGrids.id, id), eq(geoGrids.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export async function listGrids(db: Db, companyId: number, measureId: number, limit: number): Promise<GeoGridRow[]> {
  return db
    .select()
    .from(geoGrids)
    .where(and(eq(geoGrids.companyId, companyId), eq(geoGrids.measureId, measureId)))
    .orderBy(desc(geoGrids.createdAt), desc(geoGrids.id))
    .limit(limit);
}

export async function gridCells(db: Db, gridId: number): Promise<GeoGridCellRow[]> {
  return db.select().from(geoGridCells).where(eq(geoGridCells.gridId, gridId)).orderBy(asc(geoGridCells.row), asc(geoGridCells.col));
}

export async function emptyCells(db: Db, gridId: number): Promise<GeoGridCellRow[]> {
  return db
    .select()
    .from(geoGridCells)
    .where(and(eq(geoGridCells.gridId, gridId), isNull(geoGridCells.outcome)))
    .orderBy(asc(geoGridCells.row), asc(geoGridCells.col));
}

export async function writeCell(db: Db, cell: Pick<GeoGridCellRow, 'gridId' | 'row' | 'col'>, result: { outcome: RankOutcome; rank: number | null }, at: Date): Promise<void> {
  await db
    .update(geoGridCells)
    .set({ outcome: result.outcome, rank: result.rank, measuredAt: at })
    .where(and(eq(geoGridCells.gridId, cell.gridId), eq(geoGridCells.row, cell.row), eq(geoGridCells.col, cell.col)));
}

/** The grid's measure while it is live, whatever its kind (the job runs for whoever started it). */
export async function findLiveMeasure(db: Db, companyId: number, id: number): Promise<MeasureRow | null> {
  const [row] = await db
    .select()
    .from(measures)
    .where(and(eq(measures.id, id), eq(measures.companyId, companyId), isNull(measures.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Grids the sweep should run: pending ones nobody took within `sentBefore` (their send was lost, or a retry's wait
 * is over — a retry keeps its claim time) and running ones whose claim went stale.
 */
export const sweepableGrids = (sentBefore: Date, staleBefore: Date) =>
  or(and(readyRows(geoGridIntents), lt(sql`coalesce(${geoGrids.claimedAt}, ${geoGrids.createdAt})`, sentBefore)), staleClaims(geoGridIntents, staleBefore));

export async function findGridsToSweep(db: Db, sentBefore: Date, staleBefore: Date, limit: number): Promise<number[]> {
  const rows = await db.select({ id: geoGrids.id }).from(geoGrids).where(sweepableGrids(sentBefore, staleBefore)).orderBy(asc(geoGrids.id)).limit(limit);
  return rows.map((r) => r.id);
}
