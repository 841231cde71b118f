import { Box, chakra } from '@chakra-ui/react';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import { rankingJa } from '../../../../shared/i18n/ranking.ja';
import { rankLabel } from '../../../../shared/ranking/rank';
import type { GeoGrid } from '../../ranking.api';
import { isGridActive } from './geo-grid-model';

const t = keywordJa.grid;

/** A grid run's state and its two numbers: the average rank where the store showed, and in how many points. */
export const GeoGridSummary = ({ grid }: { grid: GeoGrid }) => {
  const measured = grid.cells.filter((c) => c.outcome !== null).length;
  const active = isGridActive(grid);
  return (
    <Box my="3">
      <chakra.p role="status" fontWeight="bold" data-testid="geo-grid-status">
        {t.status[grid.status]}
        {active && grid.cells.length ? `（${t.progress(measured, grid.total_cells)}）` : ''}
      </chakra.p>
      {grid.status === 'failed' ? (
        <chakra.p role="alert" color="danger" data-testid="geo-grid-error">
          {grid.error_message ?? t.failed}
        </chakra.p>
      ) : null}
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" mt="2">
        <chakra.dt color="muted">{t.average}</chakra.dt>
        <chakra.dd m="0" fontWeight="bold" data-testid="geo-grid-average">
          {grid.average_rank === null ? t.noAverage : rankLabel(rankingJa.rank, 'ranked', grid.average_rank)}
        </chakra.dd>
        <chakra.dt color="muted">{t.found}</chakra.dt>
        <chakra.dd m="0" fontWeight="bold" data-testid="geo-grid-found">
          {t.foundCells(grid.found_cells, grid.total_cells)}
        </chakra.dd>
      </chakra.dl>
    </Box>
  );
};
