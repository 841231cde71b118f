import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { insightSyncStatus } from './insight-sync-status.service';

export const insightSyncHandlers: ModuleHandlers<'getInsightSyncStatus'> = {
  getInsightSyncStatus: async ({ deps, auth, query }) => insightSyncStatus(deps, requireAuth(auth), query),
};
