import { Box, chakra, Flex } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { formatNumber } from '../../shared/formats/formats';
import { chartsJa } from '../../shared/i18n/charts.ja';
import { buildChartConfig, type ChartKind, type ValueFormatter, type YAxisOptions } from './chart-config';
import { loadChartJs, type ChartLoader } from './chart-loader';
import { isEmptyChart, type ChartSeries } from './chart-series';
import { ChartTable } from './chart-table';
import { useChartInstance, useChartJs } from './use-chart-js';

export interface TimeSeriesChartProps {
  kind: ChartKind;
  /** Names the chart for screen readers (the canvas's label and the table's caption). */
  title: string;
  /** One per bucket, from the period helper (bucketLabel). */
  labels: string[];
  series: ChartSeries[];
  /** The plot's height in px; reserved up front so nothing moves while chart.js loads. */
  height?: number;
  /** Tooltip and table text; null is a date with nothing measured. */
  formatValue?: ValueFormatter;
  yAxis?: YAxisOptions;
  stacked?: boolean;
  /** Tests pass a fake; the app loads chart.js lazily. */
  loadChart?: ChartLoader;
}

export const defaultFormatValue: ValueFormatter = (value) => (value === null ? chartsJa.noValue : formatNumber(value));

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const Overlay = chakra(Flex, {
  base: { position: 'absolute', inset: '0', alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: '4' },
});

/** A line or bar chart over time buckets, drawn by chart.js once it has loaded, with its numbers in a table too. */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { kind, title, labels, series, height = 240, formatValue = defaultFormatValue, yAxis, stacked, loadChart = loadChartJs } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const empty = isEmptyChart({ labels, series });
  const chartJs = useChartJs(loadChart, !empty);
  const config = useMemo(
    () => buildChartConfig({ kind, labels, series, formatValue, yAxis, stacked, reducedMotion: prefersReducedMotion() }),
    [kind, labels, series, formatValue, yAxis, stacked],
  );
  useChartInstance(canvasRef, chartJs.status === 'ready' ? chartJs.Chart : undefined, config);

  const summary = empty
    ? ''
    : chartsJa.summary(title, chartsJa.kind[kind], labels[0], labels[labels.length - 1], series.map((s) => s.name));

  return (
    <Box position="relative" width="100%" minWidth="0">
      <Box position="relative" width="100%" height={`${height}px`} aria-busy={!empty && chartJs.status === 'loading'}>
        {empty ? (
          <Overlay color="muted" data-testid="chart-no-data">
            {chartsJa.noData}
          </Overlay>
        ) : (
          <>
            <canvas ref={canvasRef} role="img" aria-label={summary} />
            {chartJs.status === 'loading' && (
              <Box position="absolute" inset="0" bg="canvas" borderRadius="md" aria-hidden="true" data-testid="chart-skeleton" />
            )}
            {chartJs.status === 'failed' && (
              <Overlay bg="surface" color="muted" role="status">
                {chartsJa.loadFailed}
              </Overlay>
            )}
          </>
        )}
      </Box>
      {!empty && <ChartTable title={title} labels={labels} series={series} formatValue={formatValue} />}
    </Box>
  );
}

export type KindlessChartProps = Omit<TimeSeriesChartProps, 'kind'>;

export const LineChart = (props: KindlessChartProps) => <TimeSeriesChart kind="line" {...props} />;
export const BarChart = (props: KindlessChartProps) => <TimeSeriesChart kind="bar" {...props} />;
