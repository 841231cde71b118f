import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardMetric: build.query<
      GetDashboardMetricApiResponse,
      GetDashboardMetricApiArg
    >({
      query: (queryArg) => ({
        url: `/dashboard/metric`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          month: queryArg.month,
        },
      }),
    }),
    getDashboardCalendar: build.query<
      GetDashboardCalendarApiResponse,
      GetDashboardCalendarApiArg
    >({
      query: (queryArg) => ({
        url: `/dashboard/calendar`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          month: queryArg.month,
          local_account_id: queryArg.localAccountId,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetDashboardMetricApiResponse =
  /** status 200 OK. */ DashboardMetricBody;
export type GetDashboardMetricApiArg = {
  localAccountIds?: LocalAccountKey[];
  /** YYYY/MM (Tokyo). */
  month?: string;
};
export type GetDashboardCalendarApiResponse =
  /** status 200 OK. */ DashboardCalendarBody;
export type GetDashboardCalendarApiArg = {
  localAccountIds?: LocalAccountKey[];
  /** YYYY/MM (Tokyo). */
  month?: string;
  localAccountId?: LocalAccountKey;
};
export type AnalysisRange = {
  /** YYYY/MM/DD */
  start: string;
  /** YYYY/MM/DD */
  end: string;
};
export type LocalAccountKey = string;
export type AnalysisAccount = {
  id: LocalAccountKey;
  name: string;
  store_code: string | null;
};
export type DashboardFigure = {
  metric_id:
    | "impressions"
    | "call_clicks"
    | "direction_requests"
    | "website_clicks"
    | "new_reviews"
    | "average_rating"
    | "posts_published";
  metric_name: string;
  value: number | null;
  previous: number | null;
  /** Percent, one decimal; for average_rating the difference in points. */
  change_rate: number | null;
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
export type DashboardMetricBody = {
  /** YYYY/MM */
  month: string;
  range: AnalysisRange;
  previous_range: AnalysisRange;
  accounts: AnalysisAccount[];
  figures: DashboardFigure[];
  /** Daily series of the figures */
  series: MetricSeries[];
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type DashboardStoreDay = {
  account: LocalAccountKey;
  posts: number;
  reviews: number;
  measurements: number;
};
export type DashboardDay = {
  /** YYYY/MM/DD */
  date: string;
  /** Posts published (Google and Yahoo). */
  posts: number;
  /** Reviews received. */
  reviews: number;
  /** Rank measurements done. */
  measurements: number;
  /** Only stores with something that day. */
  stores: DashboardStoreDay[];
};
export type DashboardCalendarBody = {
  /** YYYY/MM */
  month: string;
  accounts: AnalysisAccount[];
  /** Every day of the month */
  days: DashboardDay[];
};
export const {
  useGetDashboardMetricQuery,
  useLazyGetDashboardMetricQuery,
  useGetDashboardCalendarQuery,
  useLazyGetDashboardCalendarQuery,
} = injectedRtkApi;
