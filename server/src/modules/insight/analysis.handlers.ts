import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { getAccessAnalysis, getPerformanceAnalysis } from './analysis.service';

export const analysisHandlers: ModuleHandlers<'getPerformanceAnalysis' | 'getAccessAnalysis'> = {
  getPerformanceAnalysis: async ({ deps, auth, params, query }) => getPerformanceAnalysis(deps, requireAuth(auth), params.group, query),
  getAccessAnalysis: async ({ deps, auth, params, query }) => getAccessAnalysis(deps, requireAuth(auth), params.group, query),
};
