import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPerformanceAnalysis: build.query<
      GetPerformanceAnalysisApiResponse,
      GetPerformanceAnalysisApiArg
    >({
      query: (queryArg) => ({
        url: `/performance-analysis/${queryArg.group}`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          period: queryArg.period,
          start: queryArg.start,
          end: queryArg.end,
          unit: queryArg.unit,
        },
      }),
    }),
    getAccessAnalysis: build.query<
      GetAccessAnalysisApiResponse,
      GetAccessAnalysisApiArg
    >({
      query: (queryArg) => ({
        url: `/access-analysis/${queryArg.group}`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          period: queryArg.period,
          start: queryArg.start,
          end: queryArg.end,
          unit: queryArg.unit,
        },
      }),
    }),
    getInsightSyncStatus: build.query<
      GetInsightSyncStatusApiResponse,
      GetInsightSyncStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/insight-sync`,
        params: {
          local_account_ids: queryArg.localAccountIds,
        },
      }),
    }),
    listSearchQueries: build.query<
      ListSearchQueriesApiResponse,
      ListSearchQueriesApiArg
    >({
      query: (queryArg) => ({
        url: `/search-query`,
        params: {
          local_account_id: queryArg.localAccountId,
          start_month: queryArg.startMonth,
          end_month: queryArg.endMonth,
          free_word: queryArg.freeWord,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    listSearchQueriesBulk: build.query<
      ListSearchQueriesBulkApiResponse,
      ListSearchQueriesBulkApiArg
    >({
      query: (queryArg) => ({
        url: `/search-query/bulk`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          month: queryArg.month,
          free_word: queryArg.freeWord,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    requestSearchQueryExport: build.mutation<
      RequestSearchQueryExportApiResponse,
      RequestSearchQueryExportApiArg
    >({
      query: (queryArg) => ({
        url: `/search-query/file`,
        method: "POST",
        body: queryArg.searchQueryExportRequest,
      }),
    }),
    requestInsightReport: build.mutation<
      RequestInsightReportApiResponse,
      RequestInsightReportApiArg
    >({
      query: (queryArg) => ({
        url: `/reports`,
        method: "POST",
        body: queryArg.insightReportRequest,
      }),
    }),
    requestYahooReport: build.mutation<
      RequestYahooReportApiResponse,
      RequestYahooReportApiArg
    >({
      query: (queryArg) => ({
        url: `/yahoo-reports`,
        method: "POST",
        body: queryArg.yahooReportRequest,
      }),
    }),
    listReportComments: build.query<
      ListReportCommentsApiResponse,
      ListReportCommentsApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/comments`,
        params: {
          local_account_ids: queryArg.localAccountIds,
        },
      }),
    }),
    getReportSchedule: build.query<
      GetReportScheduleApiResponse,
      GetReportScheduleApiArg
    >({
      query: () => ({ url: `/reports/schedule` }),
    }),
    updateReportSchedule: build.mutation<
      UpdateReportScheduleApiResponse,
      UpdateReportScheduleApiArg
    >({
      query: (queryArg) => ({
        url: `/reports/schedule`,
        method: "PUT",
        body: queryArg.reportScheduleRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetPerformanceAnalysisApiResponse =
  /** status 200 OK. */ AnalysisBody;
export type GetPerformanceAnalysisApiArg = {
  group: PerformanceGroup;
  localAccountIds?: LocalAccountKey[];
  period?: RankPeriod;
  /** YYYY/MM/DD (Tokyo), with end. */
  start?: string;
  /** YYYY/MM/DD (Tokyo), with start; at most 19 months after start. */
  end?: string;
  /** Default month. A day-unit analysis covers at most the last 92 days of the period (the answer's range says which). */
  unit?: RankTimeUnit;
};
export type GetAccessAnalysisApiResponse = /** status 200 OK. */ AnalysisBody;
export type GetAccessAnalysisApiArg = {
  group: AccessGroup;
  localAccountIds?: LocalAccountKey[];
  period?: RankPeriod;
  /** YYYY/MM/DD (Tokyo), with end. */
  start?: string;
  /** YYYY/MM/DD (Tokyo), with start; at most 19 months after start. */
  end?: string;
  /** Default month. A day-unit analysis covers at most the last 92 days of the period (the answer's range says which). */
  unit?: RankTimeUnit;
};
export type GetInsightSyncStatusApiResponse =
  /** status 200 OK. */ InsightSyncList;
export type GetInsightSyncStatusApiArg = {
  localAccountIds?: LocalAccountKey[];
};
export type ListSearchQueriesApiResponse =
  /** status 200 OK. */ SearchQueryList;
export type ListSearchQueriesApiArg = {
  localAccountId: LocalAccountKey;
  /** YYYY/MM */
  startMonth?: string;
  /** YYYY/MM, at most 24 months after start_month. */
  endMonth?: string;
  freeWord?: string;
  page?: number;
  pageSize?: number;
};
export type ListSearchQueriesBulkApiResponse =
  /** status 200 OK. */ SearchQueryBulkList;
export type ListSearchQueriesBulkApiArg = {
  localAccountIds?: LocalAccountKey[];
  /** YYYY/MM; default the latest month with data. */
  month?: string;
  freeWord?: string;
  page?: number;
  pageSize?: number;
};
export type RequestSearchQueryExportApiResponse =
  /** status 200 OK. */ ExportAcceptedBody;
export type RequestSearchQueryExportApiArg = {
  searchQueryExportRequest: SearchQueryExportRequest;
};
export type RequestInsightReportApiResponse =
  /** status 200 OK. */ ExportAcceptedBody;
export type RequestInsightReportApiArg = {
  insightReportRequest: InsightReportRequest;
};
export type RequestYahooReportApiResponse =
  /** status 200 OK. */ ExportAcceptedBody;
export type RequestYahooReportApiArg = {
  yahooReportRequest: YahooReportRequest;
};
export type ListReportCommentsApiResponse =
  /** status 200 OK. */ ReportCommentList;
export type ListReportCommentsApiArg = {
  localAccountIds?: LocalAccountKey[];
};
export type GetReportScheduleApiResponse =
  /** status 200 OK. */ ReportScheduleBody;
export type GetReportScheduleApiArg = void;
export type UpdateReportScheduleApiResponse =
  /** status 200 OK. */ ReportScheduleBody;
export type UpdateReportScheduleApiArg = {
  reportScheduleRequest: ReportScheduleRequest;
};
export type AnalysisRange = {
  /** YYYY/MM/DD */
  start: string;
  /** YYYY/MM/DD */
  end: string;
};
export type RankTimeUnit = "day" | "week" | "month";
export type LocalAccountKey = string;
export type AnalysisAccount = {
  id: LocalAccountKey;
  name: string;
  store_code: string | null;
};
export type MetricCount = {
  account: LocalAccountKey;
  /** The store's figure in the bucket; null when it has no data for it. */
  value: number | null;
  /** Among the selected stores in the bucket, 1 the highest; ties share a rank (1, 1, 3). */
  rank: number | null;
};
export type MetricPoint = {
  /** The bucket: YYYY/MM/DD (day, or a week's Monday) or YYYY/MM (month), Tokyo. */
  date: string;
  /** Sum over the stores (for a rating: the average over the reviews, one decimal); null when no store has data. */
  total: number | null;
  count: MetricCount[];
};
export type MetricSeries = {
  /** e.g. impressions_desktop_maps, call_clicks, review_count, average_rating, age_2. */
  metric_id: string;
  /** Japanese label. */
  metric_name: string;
  data: MetricPoint[];
};
export type StoreRankingRow = {
  /** Ties share a rank (1, 1, 3). */
  rank: number;
  account: LocalAccountKey;
  /** Over the whole period. */
  value: number | null;
  /** The same length of time just before. */
  previous: number | null;
  /** Percent, one decimal; null when previous is 0 or null. */
  change_rate: number | null;
};
export type MetricRanking = {
  metric_id: string;
  metric_name: string;
  rows: StoreRankingRow[];
};
export type SearchKeywordRank = {
  rank: number;
  keyword: string;
  count: number;
};
export type AnalysisBody = {
  range: AnalysisRange;
  unit: RankTimeUnit;
  accounts: AnalysisAccount[];
  series: MetricSeries[];
  rankings: MetricRanking[];
  /** Access analysis group searches only (otherwise empty): the keywords of the period, most first. */
  keywords: SearchKeywordRank[];
  /** YYYY/MM/DD: the last day with data among the stores (providers lag a few days). */
  latest_date: string | null;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type PerformanceGroup =
  "impressions" | "actions" | "photos" | "posts" | "reviews";
export type RankPeriod =
  "all" | "week" | "month" | "quarter" | "half" | "year" | "year_and_half";
export type AccessGroup =
  | "page_views"
  | "user_views"
  | "actions"
  | "searches"
  | "devices"
  | "genders"
  | "ages";
export type InsightSource =
  "google_metrics" | "google_keywords" | "yahoo_access";
export type InsightSyncState = {
  account: LocalAccountKey;
  source: InsightSource;
  /** YYYY/MM/DD */
  synced_through: string | null;
  /** The 18-month backfill has finished. */
  backfilled: boolean;
  last_error: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  last_attempt_at: string | null;
};
export type InsightSyncList = {
  data: InsightSyncState[];
};
export type SearchQueryMonthValue = {
  /** YYYY/MM */
  month: string;
  value: number | null;
  /** Low counts: fewer than this (shown as 「N未満」). */
  threshold: number | null;
};
export type SearchQueryRow = {
  keyword: string;
  /** One entry per month of the window */
  months: SearchQueryMonthValue[];
};
export type Pagination = {
  page: number;
  page_size: number;
  /** Number of items */
  total: number;
  /** True when the total was counted only up to a cap. */
  total_capped?: boolean;
  current_page: number;
  last_page: number;
};
export type SearchQueryList = {
  account: AnalysisAccount;
  /** The window's months */
  months: string[];
  /** Every month with keywords for the listing */
  available_months: string[];
  data: SearchQueryRow[];
  pagination: Pagination;
};
export type SearchQueryAccountValue = {
  account: LocalAccountKey;
  value: number | null;
  threshold: number | null;
};
export type SearchQueryBulkRow = {
  keyword: string;
  /** Sum of the values (thresholds not included). */
  total: number;
  /** Stores where it came only as a threshold. */
  threshold_stores: number;
  stores: number;
  accounts: SearchQueryAccountValue[];
};
export type SearchQueryBulkList = {
  /** YYYY/MM; null when no listing has keywords yet. */
  month: string | null;
  available_months: string[];
  accounts: AnalysisAccount[];
  data: SearchQueryBulkRow[];
  pagination: Pagination;
};
export type ExportStatus = "queued" | "running" | "completed" | "failed";
export type ExportAcceptedBody = {
  /** データファイルを作成しています。完了までしばらくお待ちください。 */
  message: string;
  data: {
    id: number;
    status: ExportStatus;
  };
};
export type SearchQueryExportRequest = {
  local_account_ids: LocalAccountKey[];
  start_month?: string;
  end_month?: string;
};
export type ExportFormat = "xlsx" | "pdf";
export type ReportCommentInput = {
  local_account_id: LocalAccountKey;
  comment: string;
};
export type InsightReportRequest = {
  format: ExportFormat;
  local_account_ids: LocalAccountKey[];
  /** YYYY/MM/DD; with end. Default the summary window. */
  start?: string;
  end?: string;
  unit?: RankTimeUnit;
  /** PDF only. */
  comments?: ReportCommentInput[];
};
export type YahooReportRequest = {
  local_account_ids: LocalAccountKey[];
  start?: string;
  end?: string;
  unit?: RankTimeUnit;
};
export type ReportComment = {
  account: LocalAccountKey;
  comment: string;
  /** YYYY/MM/DD HH:mm */
  updated_at: string;
};
export type ReportCommentList = {
  data: ReportComment[];
};
export type ReportKind = "insight_report" | "yahoo_report" | "client_report";
export type ReportSchedule = {
  enabled: boolean;
  day_of_month: number;
  recipients: string[];
  kinds: ReportKind[];
  /** YYYY/MM */
  last_sent_month: string | null;
};
export type ReportScheduleBody = {
  message: string;
  data: ReportSchedule;
};
export type ReportScheduleRequest = {
  enabled: boolean;
  day_of_month: number;
  recipients: string[];
  kinds: ReportKind[];
};
export const {
  useGetPerformanceAnalysisQuery,
  useLazyGetPerformanceAnalysisQuery,
  useGetAccessAnalysisQuery,
  useLazyGetAccessAnalysisQuery,
  useGetInsightSyncStatusQuery,
  useLazyGetInsightSyncStatusQuery,
  useListSearchQueriesQuery,
  useLazyListSearchQueriesQuery,
  useListSearchQueriesBulkQuery,
  useLazyListSearchQueriesBulkQuery,
  useRequestSearchQueryExportMutation,
  useRequestInsightReportMutation,
  useRequestYahooReportMutation,
  useListReportCommentsQuery,
  useLazyListReportCommentsQuery,
  useGetReportScheduleQuery,
  useLazyGetReportScheduleQuery,
  useUpdateReportScheduleMutation,
} = injectedRtkApi;
