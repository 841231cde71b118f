import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { listSearchQueries, listSearchQueriesBulk, requestSearchQueryExport } from './search-query.service';

export const searchQueryHandlers: ModuleHandlers<'listSearchQueries' | 'listSearchQueriesBulk' | 'requestSearchQueryExport'> = {
  listSearchQueries: async ({ deps, auth, query }) => listSearchQueries(deps, requireAuth(auth), query),
  listSearchQueriesBulk: async ({ deps, auth, query }) => listSearchQueriesBulk(deps, requireAuth(auth), query),
  requestSearchQueryExport: async ({ deps, auth, body }) => requestSearchQueryExport(deps, requireAuth(auth), body),
};
