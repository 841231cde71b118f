import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { applyBusinessBulk, previewBusinessBulk } from './bulk-apply.service';
import { getBusinessBulkRun, listBusinessBulkResults, listBusinessBulkRuns, retryBusinessBulk } from './bulk-runs.service';
// Registers the progress hook on the reflections wherever the handlers are composed (a request may run them inline).
import './bulk-progress.service';

type BulkOperation = 'previewBusinessBulk' | 'applyBusinessBulk' | 'listBusinessBulkRuns' | 'getBusinessBulkRun' | 'listBusinessBulkResults' | 'retryBusinessBulk';

export const businessBulkHandlers: ModuleHandlers<BulkOperation> = {
  previewBusinessBulk: async ({ deps, auth, body }) => previewBusinessBulk(deps, requireAuth(auth), body),
  applyBusinessBulk: async ({ deps, auth, body }) => applyBusinessBulk(deps, requireAuth(auth), body),
  listBusinessBulkRuns: async ({ deps, auth, query }) => listBusinessBulkRuns(deps, requireAuth(auth), query),
  getBusinessBulkRun: async ({ deps, auth, params }) => getBusinessBulkRun(deps, requireAuth(auth), params.id),
  listBusinessBulkResults: async ({ deps, auth, params, query }) => listBusinessBulkResults(deps, requireAuth(auth), params.id, query),
  retryBusinessBulk: async ({ deps, auth, params }) => retryBusinessBulk(deps, requireAuth(auth), params.id),
};
