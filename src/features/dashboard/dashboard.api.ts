import { generatedApi } from '../../api/generated/dashboard.gen';

// The dashboard's figures and calendar.
export type {
  AnalysisAccount,
  AnalysisRange,
  DashboardCalendarBody,
  DashboardDay,
  DashboardFigure,
  DashboardMetricBody,
  DashboardStoreDay,
  GetDashboardCalendarApiArg,
  GetDashboardMetricApiArg,
  LocalAccountKey,
  MetricPoint,
  MetricSeries,
} from '../../api/generated/dashboard.gen';

export const dashboardApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Dashboard'],
  endpoints: {
    getDashboardMetric: { providesTags: ['Dashboard'] },
    getDashboardCalendar: { providesTags: ['Dashboard'] },
  },
});

export const { useGetDashboardMetricQuery, useGetDashboardCalendarQuery } = dashboardApi;
