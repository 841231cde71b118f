import type { ChartConfiguration, ChartDataset, TooltipItem } from 'chart.js';
import { chartChrome, seriesStyle } from './chart-palette';
import type { ChartSeries } from './chart-series';

export type ChartKind = 'line' | 'bar';
export type ValueFormatter = (value: number | null) => string;

export interface YAxisOptions {
  /** Smaller values at the top: ranks, where 1位 is best. */
  reverse?: boolean;
  min?: number;
  max?: number;
  /** Ticks on whole numbers only (counts, ranks). */
  integer?: boolean;
  /** The tick text; defaults to the chart's value formatter. */
  formatTick?: (value: number) => string;
}

export interface ChartConfigInput {
  kind: ChartKind;
  labels: string[];
  series: ChartSeries[];
  formatValue: ValueFormatter;
  yAxis?: YAxisOptions;
  /** Bars of one label on top of each other (e.g. the share of each store in the total). */
  stacked?: boolean;
  reducedMotion?: boolean;
}

export type KitChartConfiguration = ChartConfiguration<ChartKind, (number | null)[], string>;

const datasetOf = (kind: ChartKind, series: ChartSeries, index: number): ChartDataset<ChartKind, (number | null)[]> => {
  const style = seriesStyle(index);
  if (kind === 'bar') {
    return { type: 'bar', label: series.name, data: series.data, backgroundColor: style.colour, borderColor: style.colour, maxBarThickness: 32 };
  }
  return {
    type: 'line',
    label: series.name,
    data: series.data,
    borderColor: style.colour,
    backgroundColor: style.colour,
    borderDash: style.dash,
    borderWidth: 2,
    pointStyle: style.pointStyle,
    pointRadius: 3,
    pointHoverRadius: 5,
    tension: 0,
    // Points on the axis edge (1位 at the top of a rank chart) are drawn whole, into the layout padding below.
    clip: 6,
    // A date with nothing measured is a break in the line, never a dip to 0 or a bridge over the gap.
    spanGaps: false,
  };
};

/** The chart.js configuration of one kit chart; pure, so the component only creates, updates and destroys. */
export function buildChartConfig(input: ChartConfigInput): KitChartConfiguration {
  const { kind, labels, series, formatValue, yAxis = {}, stacked = false } = input;
  const formatTick = yAxis.formatTick ?? ((value: number) => formatValue(value));
  return {
    type: kind,
    data: { labels, datasets: series.map((s, i) => datasetOf(kind, s, i)) },
    options: {
      // The container reserves a fixed height (no layout shift while chart.js loads); the chart fills it.
      responsive: true,
      maintainAspectRatio: false,
      animation: input.reducedMotion ? false : undefined,
      interaction: { mode: 'index', intersect: false },
      layout: { padding: { top: 6, right: 6 } },
      scales: {
        x: {
          stacked,
          grid: { display: false },
          // At 375 px only a few dates fit: skip labels rather than tilt them into the plot.
          ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 12, color: chartChrome.text },
        },
        y: {
          stacked,
          reverse: yAxis.reverse ?? false,
          beginAtZero: !yAxis.reverse,
          min: yAxis.min,
          max: yAxis.max,
          grid: { color: chartChrome.grid },
          ticks: {
            precision: yAxis.integer ? 0 : undefined,
            color: chartChrome.text,
            callback: (value) => formatTick(Number(value)),
          },
        },
      },
      plugins: {
        legend: {
          display: series.length > 1,
          position: 'bottom',
          labels: { usePointStyle: true, boxWidth: 10, boxHeight: 10, color: chartChrome.text },
        },
        tooltip: {
          callbacks: {
            label: (item: TooltipItem<ChartKind>) => `${item.dataset.label ?? ''}: ${formatValue(item.parsed.y)}`,
          },
        },
      },
    },
  };
}
