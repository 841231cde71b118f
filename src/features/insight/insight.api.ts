import { generatedApi } from '../../api/generated/insight.gen';
import { openExportRunningDialog } from '../../state/export-running-dialog';
import { defineEndpointPolicy, exportJobPolicy } from '../../store/endpoint-policy';

// The one api file of the insight screens: performance analysis, search keywords, Yahoo access analysis and the
// report downloads (features never import each other, so they all live in this feature and share these tags).
export type {
  AccessGroup,
  AnalysisAccount,
  AnalysisBody,
  AnalysisRange,
  ExportAcceptedBody,
  ExportFormat,
  GetAccessAnalysisApiArg,
  GetPerformanceAnalysisApiArg,
  InsightReportRequest,
  InsightSyncState,
  ListSearchQueriesApiArg,
  ListSearchQueriesBulkApiArg,
  LocalAccountKey,
  MetricCount,
  MetricPoint,
  MetricRanking,
  MetricSeries,
  PerformanceGroup,
  RankPeriod,
  RankTimeUnit,
  ReportComment,
  ReportCommentInput,
  ReportKind,
  ReportSchedule,
  ReportScheduleRequest,
  SearchKeywordRank,
  SearchQueryBulkList,
  SearchQueryBulkRow,
  SearchQueryExportRequest,
  SearchQueryList,
  SearchQueryMonthValue,
  SearchQueryRow,
  StoreRankingRow,
  YahooReportRequest,
} from '../../api/generated/insight.gen';

export const INSIGHT_TAGS = ['InsightAnalysis', 'SearchQueries', 'ReportComments', 'ReportSchedule'] as const;

export const insightApi = generatedApi.enhanceEndpoints({
  addTagTypes: [...INSIGHT_TAGS],
  endpoints: {
    getPerformanceAnalysis: { providesTags: ['InsightAnalysis'] },
    getAccessAnalysis: { providesTags: ['InsightAnalysis'] },
    getInsightSyncStatus: { providesTags: ['InsightAnalysis'] },
    listSearchQueries: { providesTags: ['SearchQueries'] },
    listSearchQueriesBulk: { providesTags: ['SearchQueries'] },
    listReportComments: { providesTags: ['ReportComments'] },
    getReportSchedule: { providesTags: ['ReportSchedule'] },
    updateReportSchedule: { invalidatesTags: ['ReportSchedule'] },
    requestSearchQueryExport: {
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => openExportRunningDialog(dispatch, queryFulfilled),
    },
    requestInsightReport: {
      invalidatesTags: ['ReportComments'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => openExportRunningDialog(dispatch, queryFulfilled),
    },
    requestYahooReport: {
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => openExportRunningDialog(dispatch, queryFulfilled),
    },
  },
});

// Requests that only queue a file: the running dialog replaces the generic success dialog, and 422 field errors show on
// the form. The schedule keeps the success dialog (the server's message) and shows its 422s on its fields.
defineEndpointPolicy(insightApi, 'requestSearchQueryExport', exportJobPolicy);
defineEndpointPolicy(insightApi, 'requestInsightReport', { ...exportJobPolicy, fieldErrorsOnForm: true });
defineEndpointPolicy(insightApi, 'requestYahooReport', { ...exportJobPolicy, fieldErrorsOnForm: true });
defineEndpointPolicy(insightApi, 'updateReportSchedule', { fieldErrorsOnForm: true });

export const {
  useGetPerformanceAnalysisQuery,
  useGetAccessAnalysisQuery,
  useGetInsightSyncStatusQuery,
  useListSearchQueriesQuery,
  useListSearchQueriesBulkQuery,
  useRequestSearchQueryExportMutation,
  useRequestInsightReportMutation,
  useRequestYahooReportMutation,
  useListReportCommentsQuery,
  useGetReportScheduleQuery,
  useUpdateReportScheduleMutation,
} = insightApi;
