import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ChartLoader } from '../../../components/charts/chart-loader';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { insightAnalysisJa } from '../../../shared/i18n/insight-analysis.ja';
import type { AnalysisBody } from '../insight.api';
import { analysisCharts, type AnalysisChart } from './analysis-chart-data';

const t = insightAnalysisJa.chart;

// A fixed plot height: nothing moves while chart.js loads, and at 375 px the legend (below the plot) still fits.
const CHART_HEIGHT = 260;
const RATING_AXIS = { min: 0, max: 5 };
const COUNT_AXIS = { integer: true };

interface AnalysisChartsProps {
  body: AnalysisBody;
  groupLabel: string;
  perStore: boolean;
  metricId: string | undefined;
  /** Parts of a whole (devices, genders, ages): 全体 stacks them as bars. */
  stackedShares?: boolean;
  loadChart?: ChartLoader;
}

const titleOf = (chart: AnalysisChart, groupLabel: string) => {
  if (chart.key === 'averages') return t.title(t.rating);
  if (chart.key === 'stores') return t.perStoreTitle(chart.metricName ?? groupLabel);
  return t.title(groupLabel);
};

// The group's charts: 全体 one line per metric (a rating on its own 0–5 chart), 店舗別 one line per store.
export const AnalysisCharts = ({ body, groupLabel, perStore, metricId, stackedShares = false, loadChart }: AnalysisChartsProps) => {
  const charts = useMemo(() => analysisCharts(body, perStore, metricId), [body, perStore, metricId]);
  return (
    <Box display="flex" flexDirection="column" gap="6">
      {charts.map((chart) => {
        const stacked = stackedShares && chart.key === 'counts';
        return (
          <Box key={chart.key} data-testid={`analysis-chart-${chart.key}`}>
            <TimeSeriesChart
              kind={stacked ? 'bar' : 'line'}
              stacked={stacked}
              title={titleOf(chart, groupLabel)}
              labels={chart.data.labels}
              series={chart.data.series}
              height={CHART_HEIGHT}
              yAxis={chart.averaged ? RATING_AXIS : COUNT_AXIS}
              loadChart={loadChart}
            />
          </Box>
        );
      })}
    </Box>
  );
};
