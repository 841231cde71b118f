import { metricsToChartData, type ChartData } from '../../../components/charts/chart-series';
import { dashboardJa, type DashboardFigureId } from '../../../shared/i18n/dashboard.ja';
import type { AnalysisRange, DashboardFigure, MetricSeries } from '../dashboard.api';

const t = dashboardJa.figures;

/** The headline figures in the order the cards show them; the loading view draws the same cards. */
export const FIGURE_IDS: readonly DashboardFigureId[] = [
  'impressions',
  'call_clicks',
  'direction_requests',
  'website_clicks',
  'new_reviews',
  'average_rating',
  'posts_published',
];

const isRating = (id: DashboardFigureId) => id === 'average_rating';

const integer = new Intl.NumberFormat('ja-JP');
const oneDecimal = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 12,345 for counts, 4.2 for the rating, － when the month has no value. */
export const formatFigureValue = (id: DashboardFigureId, value: number | null): string => {
  if (value === null || Number.isNaN(value)) return t.noValue;
  return isRating(id) ? oneDecimal.format(value) : integer.format(value);
};

export type ChangeDirection = 'up' | 'down' | 'flat';

export interface FigureChange {
  /** +12.3% / −4.0% / ±0.0% (the rating: +0.3pt); null when the previous month has nothing to compare with. */
  text: string | null;
  direction: ChangeDirection | null;
}

/** The change against the previous month as the card writes it: the sign and an arrow, never colour alone. */
export const figureChange = (figure: Pick<DashboardFigure, 'metric_id' | 'change_rate'>): FigureChange => {
  const rate = figure.change_rate;
  if (rate === null || Number.isNaN(rate)) return { text: null, direction: null };
  const rounded = Math.round(rate * 10) / 10;
  const direction: ChangeDirection = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  // U+2212, the minus sign, lines up with the plus sign where a hyphen would not.
  const sign = direction === 'up' ? '+' : direction === 'down' ? '\u2212' : '±';
  const unit = isRating(figure.metric_id) ? 'pt' : '%';
  return { text: `${sign}${Math.abs(rounded).toFixed(1)}${unit}`, direction };
};

/** The daily series of one figure over the month asked for; days without data are gaps. */
export const figureChartData = (id: DashboardFigureId, series: MetricSeries[], range: AnalysisRange): ChartData => {
  const metric = series.find((s) => s.metric_id === id);
  if (!metric) return { labels: [], series: [] };
  const chart = metricsToChartData([metric], { unit: 'day', how: isRating(id) ? 'avg' : 'sum', graphType: 'overall', range });
  // MM/DD: the card already names the month, and short ticks fit a two-column phone layout.
  return { labels: chart.labels.map((label) => label.slice(5)), series: chart.series.map((s) => ({ ...s, name: t.names[id] })) };
};

/** Nothing to show for the month: no figure has a value and no series has a point. */
export const hasNoData = (figures: DashboardFigure[], series: MetricSeries[]): boolean =>
  figures.every((f) => f.value === null) && series.every((s) => s.data.every((p) => p.total === null));
