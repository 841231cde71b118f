import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LineChart } from '../../../../components/charts/time-series-chart';
import { Cell, DataTable, HeadCell, RowHeadCell } from '../../../../components/data-table';
import { QueryState } from '../../../../components/list/query-state';
import { listJa } from '../../../../shared/i18n/list.ja';
import { rankingHistoryJa } from '../../../../shared/i18n/ranking-history.ja';
import { rankingJa } from '../../../../shared/i18n/ranking.ja';
import { useListRankCompetitorsQuery, type Competitor, type RankPeriod, type RankTimeUnit } from '../../ranking.api';
import { formatRankValue, RANK_Y_AXIS, rankSeries } from '../history/rank-chart-data';

const t = rankingHistoryJa.competitors;

export interface CompetitorsPanelProps {
  measureId: number;
  /** Default 1ヶ月. */
  period?: RankPeriod;
  /** Default 日. */
  unit?: RankTimeUnit;
  /** How many competitors (1–20); 10 by default. */
  limit?: number;
  loadChart?: Parameters<typeof LineChart>[0]['loadChart'];
}

// Only ids are stored: a name the provider would not give is said as such, with the id beside it.
const nameOf = (c: Competitor) => c.name ?? `${t.unnamed}（${c.place_id}）`;
// null: not among the first page read that day, which is not the same as our 圏外.
const rankText = (rank: number | null) => (rank === null ? rankingHistoryJa.stats.none : rankingJa.rank.position(rank));

// CHART_LINES keeps the chart legible at 375 px: ours and the five most often above us.
const CHART_LINES = 5;

// The listings that ranked above ours for the keyword in the period: a table, and their lines beside ours.
export const CompetitorsPanel = ({ measureId, period = 'month', unit = 'day', limit = 10, loadChart }: CompetitorsPanelProps) => {
  const query = useListRankCompetitorsQuery({ id: measureId, period, unit, limit });
  const data = query.data;
  const chart = useMemo(() => {
    if (!data) return { labels: [], series: [] };
    const series = [rankSeries(t.ours, data.ours), ...data.data.slice(0, CHART_LINES).map((c) => rankSeries(nameOf(c), c.points))];
    return { labels: data.ours.map((p) => p.date), series };
  }, [data]);
  return (
    <Box as="section" aria-labelledby={`competitors-${measureId}`} data-testid="competitors-panel">
      <chakra.h2 id={`competitors-${measureId}`} fontSize="lg" fontWeight="bold" mb="2">
        {t.heading}
      </chakra.h2>
      <QueryState query={query} isEmpty={(body) => body.data.length === 0} empty={t.empty}>
        {(body) => (
          <>
            <DataTable aria-label={t.heading} scrollLabel={listJa.scrollRegion(t.heading)}>
              <thead>
                <tr>
                  <HeadCell scope="col">{t.name}</HeadCell>
                  <HeadCell scope="col">{t.latest}</HeadCell>
                  <HeadCell scope="col">{t.best}</HeadCell>
                  <HeadCell scope="col">{t.daysAbove}</HeadCell>
                </tr>
              </thead>
              <tbody>
                {body.data.map((c) => (
                  <tr key={c.place_id} data-testid={`competitor-${c.place_id}`}>
                    <RowHeadCell scope="row" minW="10rem">
                      {nameOf(c)}
                    </RowHeadCell>
                    <Cell whiteSpace="nowrap">{rankText(c.latest_rank)}</Cell>
                    <Cell whiteSpace="nowrap">{rankText(c.best_rank)}</Cell>
                    <Cell whiteSpace="nowrap">{rankingHistoryJa.stats.days(c.days_above)}</Cell>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Box mt="4">
              <LineChart
                title={t.chartTitle}
                labels={chart.labels}
                series={chart.series}
                height={200}
                formatValue={formatRankValue}
                yAxis={RANK_Y_AXIS}
                loadChart={loadChart}
              />
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
};
