import { Box, chakra } from '@chakra-ui/react';
import { rankingHistoryJa } from '../../../../shared/i18n/ranking-history.ja';
import type { RankStats } from '../../ranking.api';
import { statsCells } from './rank-chart-data';

const t = rankingHistoryJa.stats;

// 最高 / 最低 / 平均 / TOP3日数 / 圏外日数 as a term list that wraps on a phone.
export const RankStatsList = ({ stats }: { stats: RankStats }) => {
  const cells = statsCells(stats, t.none);
  const items: [string, string][] = [
    [t.best, cells.best],
    [t.worst, cells.worst],
    [t.average, cells.average],
    [t.top3Days, t.days(stats.top3_days)],
    [t.outOfRangeDays, t.days(stats.out_of_range_days)],
  ];
  return (
    <chakra.dl display="flex" flexWrap="wrap" gap="3" data-testid="rank-stats">
      {items.map(([term, value]) => (
        <Box key={term} minW="5.5rem">
          <chakra.dt fontSize="xs" color="muted">
            {term}
          </chakra.dt>
          <chakra.dd fontWeight="bold" m="0">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
};
