import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { listRankCompetitors } from './competitors.service';
import { getRankHistory, listRankHistories, requestRankExport } from './rank-history.service';

type RankHistoryOperation = 'listRankHistories' | 'getRankHistory' | 'listRankCompetitors' | 'requestRankExport';

export const rankHistoryHandlers: ModuleHandlers<RankHistoryOperation> = {
  listRankHistories: async ({ deps, auth, query }) => listRankHistories(deps, requireAuth(auth), query),
  getRankHistory: async ({ deps, auth, params, query }) => getRankHistory(deps, requireAuth(auth), params.id, query),
  listRankCompetitors: async ({ deps, auth, params, query }) => listRankCompetitors(deps, requireAuth(auth), params.id, query),
  requestRankExport: async ({ deps, auth, body }) => requestRankExport(deps, requireAuth(auth), body),
};
