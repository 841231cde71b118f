import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { claimOne, complete, fail, staleBefore, whileClaimed } from '../../jobs/intents';
import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { isProviderError } from '../../providers/shared/provider-errors';
import { isTransientProviderError } from '../../providers/shared/retry';
import { cellRadius, gridSummary } from '../../../../src/shared/ranking/geo-grid';
import { outcomeOf, type RankOutcome } from '../../../../src/shared/ranking/rank';
import { geoGridMessagesJa as m } from './geo-grid.messages.ja';
import { emptyCells, findGridsToSweep, findLiveMeasure, geoGridIntents, gridCells, sweepableGrids, writeCell } from './geo-grid.repository';
import { resolveMeasureTarget } from './measure-target.service';
import type { GeoGridCellRow, GeoGridRow, MeasureRow } from './ranking.table';

export const GEO_GRID_RUN = 'ranking.geo-grid';
/** Transient provider failures are tried again by the sweep (cells already measured are kept) up to this many runs. */
export const GEO_GRID_MAX_ATTEMPTS = 3;
/** A pending grid younger than this may still have its send on the way; a retried one waits this long. */
const SWEEP_PENDING_AFTER_MS = 30_000;
const SWEEP_BATCH = 5;
/** YOLP's dist is in km, at most 20. */
const YOLP_MAX_DIST_KM = 20;

type RunDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'logger' | 'tokenCipher' | 'providers' | 'database' | 'startedAt'>;
type CellResult = { outcome: RankOutcome; rank: number | null };

/** One search from one cell, with the cell's own small circle so neighbouring cells do not overlap. */
async function searchCell(deps: RunDeps, measure: MeasureRow, placeId: string, cell: GeoGridCellRow, radiusM: number): Promise<CellResult> {
  if (measure.provider === 'google') {
    const found = await deps.providers.places.findRank({
      textQuery: measure.keyword,
      placeId,
      location: { latitude: cell.lat, longitude: cell.lng },
      radiusMeters: radiusM,
      depth: measure.depth,
    });
    return outcomeOf(found.rank === null ? null : found.rank - 1, found.resultCount, measure.depth);
  }
  const found = await deps.providers.yahoo.localSearch.findRank({
    query: measure.keyword,
    gid: placeId,
    lat: cell.lat,
    lon: cell.lng,
    distKm: Math.min(YOLP_MAX_DIST_KM, radiusM / 1000),
    depth: measure.depth,
  });
  return outcomeOf(found.rank === null ? null : found.rank - 1, found.resultCount, measure.depth);
}

async function measureCells(deps: RunDeps, grid: GeoGridRow): Promise<GeoGridRow | null> {
  const measure = await findLiveMeasure(deps.db, grid.companyId, grid.measureId);
  if (!measure) return fail(deps.db, geoGridIntents, grid.id, m.measureGone, { at: deps.clock.now(), attempt: grid.attempts, set: { completedAt: deps.clock.now() } });
  const { placeId } = await resolveMeasureTarget(deps, measure);
  const radius = cellRadius(grid.spacingM);
  // Each cell is written as soon as it is measured, so a run taken again after a crash starts where this one stopped.
  for (const cell of await emptyCells(deps.db, grid.id)) {
    await writeCell(deps.db, cell, await searchCell(deps, measure, placeId, cell, radius), deps.clock.now());
  }
  const summary = gridSummary(await gridCells(deps.db, grid.id));
  return complete(deps.db, geoGridIntents, grid.id, { at: deps.clock.now(), attempt: grid.attempts, set: { averageRank: summary.average, foundCells: summary.found } });
}

async function settleFailure(deps: RunDeps, grid: GeoGridRow, error: unknown): Promise<GeoGridRow | null> {
  const now = deps.clock.now();
  if (isProviderError(error) && isTransientProviderError(error) && grid.attempts < GEO_GRID_MAX_ATTEMPTS) {
    // Back to pending with the claim time kept: the sweep takes it again once SWEEP_PENDING_AFTER_MS has passed.
    return fail(deps.db, geoGridIntents, grid.id, m.retrying(error.message), { at: now, attempt: grid.attempts, status: 'pending' });
  }
  const message = error instanceof DomainError || isProviderError(error) ? error.message : m.failed;
  return fail(deps.db, geoGridIntents, grid.id, message, { at: now, attempt: grid.attempts, set: { completedAt: now } });
}

/**
 * Measures one grid. Only a pending grid (or, from the sweep, a stale running one) is claimed, so a job delivered
 * twice does nothing; the claim is renewed while the cells are searched.
 */
export async function runGeoGrid(deps: RunDeps, gridId: number, options: { stale?: boolean } = {}): Promise<GeoGridRow | null> {
  const now = deps.clock.now();
  const where = options.stale ? sweepableGrids(new Date(now.getTime() - SWEEP_PENDING_AFTER_MS), staleBefore(deps)) : undefined;
  const claimed = await claimOne(deps.db, geoGridIntents, gridId, { now, where });
  if (!claimed) return null;
  return whileClaimed(deps, geoGridIntents, claimed, async () => {
    try {
      return await measureCells(deps, claimed);
    } catch (error) {
      deps.logger.warn({ err: error, gridId }, 'geo-grid measurement failed');
      return settleFailure(deps, claimed, error);
    }
  });
}

/** The cron run: grids whose send was lost, whose retry wait is over, or whose worker died. */
export async function sweepGeoGrids(deps: RunDeps): Promise<{ ran: number }> {
  const now = deps.clock.now().getTime();
  const ids = await findGridsToSweep(deps.db, new Date(now - SWEEP_PENDING_AFTER_MS), staleBefore(deps), SWEEP_BATCH);
  for (const id of ids) await runGeoGrid(deps, id, { stale: true });
  return { ran: ids.length };
}

const gridIdOf = idPayload('gridId');

export const geoGridJob = defineSweptJob({
  name: GEO_GRID_RUN,
  parse: gridIdOf,
  runOne: (deps, { gridId }) => runGeoGrid(deps, gridId),
  sweep: sweepGeoGrids,
});
