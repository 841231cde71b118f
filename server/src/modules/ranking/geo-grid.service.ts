import type { Deps } from '../../deps';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound, validationError, type FieldErrors } from '../../http/errors';
import { isProviderError } from '../../providers/shared/provider-errors';
import { GRID_SPACING, gridPoints, isGridSize } from '../../../../src/shared/ranking/geo-grid';
import { geoGridJob } from './geo-grid.jobs';
import { toGeoGrid } from './geo-grid.mapper';
import { geoGridMessagesJa as m } from './geo-grid.messages.ja';
import { findGrid, gridCells, hasActiveGrid, insertGrid, listGrids } from './geo-grid.repository';
import { visibleKinds } from './measure-access';
import { resolveMeasureTarget, type MeasureTarget } from './measure-target.service';
import { findMeasure } from './measure-views.repository';
import type { MeasureRow } from './ranking.table';

type Schemas = components['schemas'];
type StartDeps = Pick<Deps, 'db' | 'clock' | 'tokenCipher' | 'providers' | 'jobs' | 'logger'>;

/** Newest runs shown beside a measure. */
export const GRID_LIST_LIMIT = 20;

const gridRunning = () => new DomainError('geo_grid_running', 409, m.running);

function checkRequest(body: Schemas['GeoGridRequest']): void {
  const errors: FieldErrors = {};
  if (!isGridSize(body.size)) errors.size = [m.size];
  const spacing = body.spacing_m;
  if (!Number.isInteger(spacing) || spacing < GRID_SPACING.min || spacing > GRID_SPACING.max) errors.spacing_m = [m.spacing(GRID_SPACING.min, GRID_SPACING.max)];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The grid's centre is the measure's point (a store point is read from the listing once and cached). */
async function measureCentre(deps: StartDeps, measure: MeasureRow): Promise<MeasureTarget> {
  try {
    return await resolveMeasureTarget(deps, measure);
  } catch (error) {
    if (error instanceof DomainError || isProviderError(error)) throw new DomainError('measure_point_unknown', 422, error.message || m.pointUnknown);
    throw error;
  }
}

export async function startGeoGrid(deps: StartDeps, auth: AuthContext, measureId: number, body: Schemas['GeoGridRequest']): Promise<Schemas['GeoGridBody']> {
  checkRequest(body);
  const measure = await findMeasure(deps.db, auth.company.id, measureId, visibleKinds(auth.actor), auth.accountScope);
  if (!measure) throw notFound();
  // Checked before the provider is asked for the point; the unique key settles a race between two starts.
  if (await hasActiveGrid(deps.db, measure.id)) throw gridRunning();
  const centre = await measureCentre(deps, measure);
  const points = gridPoints({ lat: centre.lat, lng: centre.lng }, body.size, body.spacing_m);
  const created = await insertGrid(
    deps.db,
    { companyId: auth.company.id, measureId: measure.id, size: body.size, spacingM: body.spacing_m, center: centre, requestedByUserId: auth.user.id, createdAt: deps.clock.now() },
    points,
  );
  if (!created) throw gridRunning();
  await geoGridJob.send(deps, { gridId: created.grid.id });
  return { data: toGeoGrid(created.grid, created.cells) };
}

export async function listGeoGrids(deps: Pick<Deps, 'db'>, auth: AuthContext, measureId: number): Promise<Schemas['GeoGridList']> {
  const measure = await findMeasure(deps.db, auth.company.id, measureId, visibleKinds(auth.actor), auth.accountScope);
  if (!measure) throw notFound();
  const grids = await listGrids(deps.db, auth.company.id, measure.id, GRID_LIST_LIMIT);
  return { data: grids.map((grid) => toGeoGrid(grid)) };
}

export async function getGeoGrid(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number): Promise<Schemas['GeoGridBody']> {
  const grid = await findGrid(deps.db, auth.company.id, id);
  if (!grid || !(await findMeasure(deps.db, auth.company.id, grid.measureId, visibleKinds(auth.actor), auth.accountScope))) throw notFound();
  return { data: toGeoGrid(grid, await gridCells(deps.db, grid.id)) };
}
