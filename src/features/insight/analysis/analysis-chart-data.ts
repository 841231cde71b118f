import { metricsToChartData, type ChartData } from '../../../components/charts/chart-series';
import { AVERAGED_METRICS } from '../../../shared/insight/insight-metrics';
import type { AnalysisBody, MetricSeries } from '../insight.api';

/** One chart of a group: an id for React and the test ids, and what it draws. */
export interface AnalysisChart {
  key: 'counts' | 'averages' | 'stores';
  data: ChartData;
  /** The chosen metric of a per-store chart. */
  metricName?: string;
  /** Averages (a rating of 1–5) rather than counts. */
  averaged: boolean;
}

// The server has already bucketed the series, so each bucket holds at most one point and 'last' keeps it as it is;
// the range puts every bucket of the period on the axis, a bucket without data as a gap.
const chartData = (body: AnalysisBody, series: MetricSeries[], perStore: boolean): ChartData => {
  const names = new Map(body.accounts.map((a) => [a.id, a.name]));
  return metricsToChartData(series, {
    unit: body.unit,
    how: 'last',
    graphType: perStore ? 'perStore' : 'overall',
    range: body.range,
    storeName: (account) => names.get(String(account)) ?? String(account),
  });
};

/**
 * 全体: one line per metric, counts and averages (a rating of 1–5 beside counts in the thousands) on charts of
 * their own so neither flattens the other. 店舗別: one line per store for the chosen metric.
 */
export function analysisCharts(body: AnalysisBody, perStore: boolean, metricId: string | undefined): AnalysisChart[] {
  if (perStore) {
    const metric = body.series.find((s) => s.metric_id === metricId) ?? body.series[0];
    if (!metric) return [];
    return [{ key: 'stores', data: chartData(body, [metric], true), metricName: metric.metric_name, averaged: AVERAGED_METRICS.has(metric.metric_id) }];
  }
  const counts = body.series.filter((s) => !AVERAGED_METRICS.has(s.metric_id));
  const averages = body.series.filter((s) => AVERAGED_METRICS.has(s.metric_id));
  const charts: AnalysisChart[] = [];
  if (counts.length > 0) charts.push({ key: 'counts', data: chartData(body, counts, false), averaged: false });
  if (averages.length > 0) charts.push({ key: 'averages', data: chartData(body, averages, false), averaged: true });
  return charts;
}

export interface ShareRow {
  metricId: string;
  name: string;
  value: number;
  /** Percent of the group's sum; null when the group has nothing at all. */
  share: number | null;
}

/** Each metric's sum over the period and its part of the whole (devices, genders, ages). */
export function shareRows(series: MetricSeries[]): ShareRow[] {
  const sums = series.map((s) => ({
    metricId: s.metric_id,
    name: s.metric_name,
    value: s.data.reduce((sum, p) => sum + (p.total ?? 0), 0),
  }));
  const whole = sums.reduce((sum, s) => sum + s.value, 0);
  return sums.map((s) => ({ ...s, share: whole > 0 ? (s.value / whole) * 100 : null }));
}

/** True when no store has a single figure in the period. */
export const hasNoData = (body: AnalysisBody): boolean =>
  body.latest_date === null && !body.series.some((s) => s.data.some((p) => p.total !== null));
