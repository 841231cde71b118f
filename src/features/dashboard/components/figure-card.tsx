import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { LineChart } from '../../../components/charts/time-series-chart';
import { dashboardJa, type DashboardFigureId } from '../../../shared/i18n/dashboard.ja';
import type { AnalysisRange, DashboardFigure, MetricSeries } from '../dashboard.api';
import { figureChange, figureChartData, formatFigureValue } from '../model/dashboard-figures';
import { FigureChange } from './figure-change';

const t = dashboardJa.figures;

// Every row has its final height from the first paint, loaded or not, so nothing moves when the numbers arrive.
export const FIGURE_ROWS = { name: '20px', value: '32px', change: '20px', chart: 88 } as const;

const Placeholder = ({ w, h }: { w: string; h: string }) => <Box w={w} h={h} bg="canvas" borderRadius="sm" aria-hidden="true" />;

interface FigureCardProps {
  id: DashboardFigureId;
  /** Undefined while loading: the card keeps its boxes and shows placeholders in them. */
  figure?: DashboardFigure;
  /** The month's daily series of every figure and its range; the card draws its own. */
  series?: MetricSeries[];
  range?: AnalysisRange;
  /** The month's label for the chart's accessible name (2026年5月). */
  month?: string;
}

/** One headline figure: its name, the month's value, the change against the previous month and a small daily chart. */
export const FigureCard = ({ id, figure, series, range, month = '' }: FigureCardProps) => {
  const nameId = useId();
  const chart = useMemo(() => (series && range ? figureChartData(id, series, range) : undefined), [id, series, range]);
  const name = t.names[id];
  const loading = figure === undefined;
  return (
    <chakra.article
      aria-labelledby={nameId}
      aria-busy={loading}
      bg="surface"
      borderWidth="1px"
      borderColor="line"
      borderRadius="md"
      p="3"
      minW="0"
      display="flex"
      flexDirection="column"
      gap="1"
      data-testid="figure-card"
      data-figure={id}
    >
      <chakra.h3 id={nameId} h={FIGURE_ROWS.name} fontSize="sm" fontWeight="bold" lineHeight={FIGURE_ROWS.name} truncate>
        {name}
      </chakra.h3>
      <Box h={FIGURE_ROWS.value} display="flex" alignItems="center" minW="0">
        {loading ? (
          <Placeholder w="60%" h="24px" />
        ) : (
          <chakra.p fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight={FIGURE_ROWS.value} truncate data-testid="figure-value">
            {formatFigureValue(id, figure.value)}
          </chakra.p>
        )}
      </Box>
      <Box h={FIGURE_ROWS.change} fontSize="sm" lineHeight={FIGURE_ROWS.change} position="relative" overflow="hidden" whiteSpace="nowrap">
        {loading ? <Placeholder w="70%" h="14px" /> : <FigureChange change={figureChange(figure)} />}
      </Box>
      <Box h={`${FIGURE_ROWS.chart}px`} minW="0">
        {loading || !chart ? (
          <Placeholder w="100%" h={`${FIGURE_ROWS.chart}px`} />
        ) : (
          <LineChart title={t.chartTitle(name, month)} labels={chart.labels} series={chart.series} height={FIGURE_ROWS.chart} />
        )}
      </Box>
    </chakra.article>
  );
};
