import { http, HttpResponse } from 'msw';
import type {
  DashboardDay,
  DashboardFigure,
  GetDashboardCalendarApiResponse,
  GetDashboardMetricApiResponse,
  MetricSeries,
} from '../api/generated/dashboard.gen';

// ダッシュボード: a month's figures with their daily series and the month's calendar, typed from the contract. No import
// from handlers.ts, so its defaultHandlers may list these without an import cycle.

const json = <T>(body: T) => HttpResponse.json(body as never);

const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (month: string) => {
  const [year, m] = month.split('/').map(Number);
  return new Date(Date.UTC(year!, m!, 0)).getUTCDate();
};
const previousMonth = (month: string) => {
  const [year, m] = month.split('/').map(Number);
  return m === 1 ? `${year! - 1}/12` : `${year}/${pad(m! - 1)}`;
};
const monthRange = (month: string) => ({ start: `${month}/01`, end: `${month}/${pad(daysInMonth(month))}` });

export const dashboardAccounts = [
  { id: 'g_1', name: 'テスト店1', store_code: 'S-0001' },
  { id: 'g_2', name: 'テスト店2', store_code: 'S-0002' },
];

export const dashboardFigure = (metric_id: DashboardFigure['metric_id'], value: number | null, change_rate: number | null): DashboardFigure => ({
  metric_id,
  metric_name: metric_id,
  value,
  previous: value,
  change_rate,
});

export const defaultFigures: DashboardFigure[] = [
  dashboardFigure('impressions', 12345, 12.3),
  dashboardFigure('call_clicks', 48, -4),
  dashboardFigure('direction_requests', 120, 0),
  dashboardFigure('website_clicks', 1500, null),
  dashboardFigure('new_reviews', 7, 40),
  dashboardFigure('average_rating', 4.25, 0.3),
  dashboardFigure('posts_published', 9, -10),
];

/** One daily series per figure: day n has the value n (null on the 2nd, a gap). */
export const dailySeries = (month: string, figures: DashboardFigure[]): MetricSeries[] =>
  figures.map((f) => ({
    metric_id: f.metric_id,
    metric_name: f.metric_name,
    data: Array.from({ length: daysInMonth(month) }, (_, i) => ({
      date: `${month}/${pad(i + 1)}`,
      total: i === 1 ? null : i + 1,
      count: [],
    })),
  }));

export const dashboardMetric = (month: string, figures = defaultFigures, series = dailySeries(month, figures)): GetDashboardMetricApiResponse => ({
  month,
  range: monthRange(month),
  previous_range: monthRange(previousMonth(month)),
  accounts: dashboardAccounts,
  figures,
  series,
});

/** Every day of the month; `busy` sets the counts and stores of some days. */
export const dashboardCalendar = (month: string, busy: Record<number, Partial<DashboardDay>> = {}): GetDashboardCalendarApiResponse => ({
  month,
  accounts: dashboardAccounts,
  days: Array.from({ length: daysInMonth(month) }, (_, i) => ({
    date: `${month}/${pad(i + 1)}`,
    posts: 0,
    reviews: 0,
    measurements: 0,
    stores: [],
    ...busy[i + 1],
  })),
});

/** Answers the month asked for (`fallback` without one), recording each request's query. */
export const dashboardMetricHandler = (fallback: string, seen?: URLSearchParams[], body?: (month: string) => GetDashboardMetricApiResponse) =>
  http.get('/api/dashboard/metric', ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen?.push(query);
    const month = query.get('month') ?? fallback;
    return json<GetDashboardMetricApiResponse>(body ? body(month) : dashboardMetric(month));
  });

export const dashboardCalendarHandler = (fallback: string, seen?: URLSearchParams[], body?: (month: string) => GetDashboardCalendarApiResponse) =>
  http.get('/api/dashboard/calendar', ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen?.push(query);
    const month = query.get('month') ?? fallback;
    return json<GetDashboardCalendarApiResponse>(body ? body(month) : dashboardCalendar(month));
  });
