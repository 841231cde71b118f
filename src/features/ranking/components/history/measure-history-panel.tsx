import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LineChart } from '../../../../components/charts/time-series-chart';
import { QueryState } from '../../../../components/list/query-state';
import { rankingScreenshotPath } from '../../../../app/paths';
import { rankingHistoryJa } from '../../../../shared/i18n/ranking-history.ja';
import { useGetRankHistoryQuery, type RankPeriod, type RankTimeUnit } from '../../ranking.api';
import { formatRankValue, RANK_Y_AXIS, rankSeries } from './rank-chart-data';
import { RankResultsTable } from './rank-results-table';
import { RankStatsList } from './rank-stats-list';

const t = rankingHistoryJa.history;

export interface MeasureHistoryPanelProps {
  measureId: number;
  /** Where a day's 「スナップショット」 link goes; /ranking/screenshot?result=<id> by default. */
  snapshotHref?: (resultId: number) => string;
  /** Default 1ヶ月. */
  period?: RankPeriod;
  /** Default 日. */
  unit?: RankTimeUnit;
  /** Charts are imported lazily by the kit; tests pass a fake loader. */
  loadChart?: Parameters<typeof LineChart>[0]['loadChart'];
}

// One measure's rank over the period: stats, a rank line (1位 at the top, 圏外 / 表示なし as gaps) and every day's
// result with its status, failure reason and snapshot link.
export const MeasureHistoryPanel = ({ measureId, snapshotHref = rankingScreenshotPath, period = 'month', unit = 'day', loadChart }: MeasureHistoryPanelProps) => {
  const query = useGetRankHistoryQuery({ id: measureId, period, unit });
  const row = query.data?.data;
  const series = useMemo(() => (row ? [rankSeries(row.measure.keyword, row.points)] : []), [row]);
  const labels = useMemo(() => row?.points.map((p) => p.date) ?? [], [row]);
  return (
    <Box as="section" aria-labelledby={`measure-history-${measureId}`} data-testid="measure-history-panel">
      <QueryState query={query}>
        {({ data, results }) => (
          <>
            <chakra.h2 id={`measure-history-${measureId}`} fontSize="lg" fontWeight="bold" mb="2">
              {t.heading(data.measure.keyword, data.measure.store_name)}
            </chakra.h2>
            <RankStatsList stats={data.stats} />
            <Box my="4">
              <LineChart
                title={t.chartTitle(data.measure.keyword)}
                labels={labels}
                series={series}
                formatValue={formatRankValue}
                yAxis={RANK_Y_AXIS}
                loadChart={loadChart}
              />
            </Box>
            <chakra.h3 fontWeight="bold" mb="2">
              {t.results}
            </chakra.h3>
            <RankResultsTable results={results} snapshotHref={snapshotHref} />
          </>
        )}
      </QueryState>
    </Box>
  );
};
