import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { getReportSchedule, listReportComments, requestInsightReport, requestYahooReport, updateReportSchedule } from './reports.service';

type ReportOperation = 'requestInsightReport' | 'requestYahooReport' | 'listReportComments' | 'getReportSchedule' | 'updateReportSchedule';

export const reportsHandlers: ModuleHandlers<ReportOperation> = {
  requestInsightReport: async ({ deps, auth, body }) => requestInsightReport(deps, requireAuth(auth), body),
  requestYahooReport: async ({ deps, auth, body }) => requestYahooReport(deps, requireAuth(auth), body),
  listReportComments: async ({ deps, auth, query }) => listReportComments(deps, requireAuth(auth), query),
  getReportSchedule: async ({ deps, auth }) => getReportSchedule(deps, requireAuth(auth)),
  updateReportSchedule: async ({ deps, auth, body }) => updateReportSchedule(deps, requireAuth(auth), body),
};
