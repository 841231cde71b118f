import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { getDashboardCalendar, getDashboardMetric } from './dashboard.service';

export const dashboardHandlers: ModuleHandlers<'getDashboardMetric' | 'getDashboardCalendar'> = {
  getDashboardMetric: async ({ deps, auth, query }) => getDashboardMetric(deps, requireAuth(auth), query),
  getDashboardCalendar: async ({ deps, auth, query }) => getDashboardCalendar(deps, requireAuth(auth), query),
};
