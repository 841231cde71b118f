import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { getGeoGrid, listGeoGrids, startGeoGrid } from './geo-grid.service';

export const geoGridHandlers: ModuleHandlers<'startGeoGrid' | 'listGeoGrids' | 'getGeoGrid'> = {
  startGeoGrid: async ({ deps, auth, params, body }) => startGeoGrid(deps, requireAuth(auth), params.id, body),
  listGeoGrids: async ({ deps, auth, params }) => listGeoGrids(deps, requireAuth(auth), params.id),
  getGeoGrid: async ({ deps, auth, params }) => getGeoGrid(deps, requireAuth(auth), params.id),
};
