import { aggregate, bucketLabel, bucketsBetween, toTokyo, type AggregateRange, type Aggregation, type TimeUnit } from '../../shared/dates/period';

/**
 * The analytics series as the API returns it (the spec's section 3: "metric_id, metric_name, data with date, total,
 * count (account, value, rank)"): one point per date with the overall total and one entry per store.
 */
export interface MetricStoreCount {
  /** The store (local account) the value belongs to. */
  account: string | number;
  value: number | null;
  /** Only on ranking series: N (N位), 0 or beyond the measured depth (圏外), null (表示なし). */
  rank?: number | null;
}

export interface MetricPoint {
  /** 'yyyy/MM/dd' or ISO; read as a Tokyo date. */
  date: string;
  total: number | null;
  count: MetricStoreCount[];
}

export interface MetricSeries {
  metric_id: number | string;
  metric_name: string;
  data: MetricPoint[];
}

/** What a chart draws: one value per label, null where nothing was measured (a gap, never 0). */
export interface ChartSeries {
  name: string;
  data: (number | null)[];
}

export interface ChartData {
  labels: string[];
  series: ChartSeries[];
}

/** The spec's graph types: one line per metric (overall) or one line per store for a single metric. */
export type GraphType = 'overall' | 'perStore';

export interface MetricChartOptions {
  unit: TimeUnit;
  how: Aggregation;
  graphType: GraphType;
  /**
   * The per-store view reads `rank` instead of `value` on ranking series. Ranks are taken as they come: 0 (圏外)
   * would win a 'min', so a ranking screen maps 圏外 to its own value before folding.
   */
  field?: 'value' | 'rank';
  /** The whole period asked for, so dates with no data still get their place on the axis. */
  range?: AggregateRange;
  storeName?: (account: string | number) => string;
}

/** The bucket starts of the range asked for, or of the span the data covers. */
const bucketsOf = (metrics: MetricSeries[], options: MetricChartOptions) => {
  if (options.range) return bucketsBetween(options.range.start, options.range.end, options.unit);
  const instants = metrics.flatMap((m) => m.data.map((p) => toTokyo(p.date).toMillis()));
  if (instants.length === 0) return [];
  // A reduce, not Math.min(...): a year of days across many stores would overflow the argument list.
  const first = instants.reduce((a, b) => (b < a ? b : a));
  const last = instants.reduce((a, b) => (b > a ? b : a));
  return bucketsBetween(first, last, options.unit);
};

/** Turns the API's metric series into chart labels and series, bucketed by the chosen time unit in Tokyo time. */
export function metricsToChartData(metrics: MetricSeries[], options: MetricChartOptions): ChartData {
  const buckets = bucketsOf(metrics, options);
  if (buckets.length === 0) return { labels: [], series: [] };
  const labels = buckets.map((start) => bucketLabel(start, options.unit));
  const range = { start: buckets[0], end: buckets[buckets.length - 1] };
  const fold = (points: { date: string; value: number | null }[]) =>
    aggregate(points, options.unit, options.how, range).map((b) => b.value);

  if (options.graphType === 'overall') {
    return { labels, series: metrics.map((m) => ({ name: m.metric_name, data: fold(m.data.map((p) => ({ date: p.date, value: p.total }))) })) };
  }
  const field = options.field ?? 'value';
  const name = options.storeName ?? String;
  const stores = new Map<string | number, { date: string; value: number | null }[]>();
  for (const point of metrics[0]?.data ?? []) {
    for (const count of point.count) {
      const list = stores.get(count.account) ?? [];
      list.push({ date: point.date, value: count[field] ?? null });
      stores.set(count.account, list);
    }
  }
  return { labels, series: [...stores].map(([account, points]) => ({ name: name(account), data: fold(points) })) };
}

/** True when there is nothing to draw: no labels, no series, or not a single measured value. */
export const isEmptyChart = ({ labels, series }: ChartData): boolean =>
  labels.length === 0 || !series.some((s) => s.data.some((v) => v !== null && !Number.isNaN(v)));
