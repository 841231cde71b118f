import { Box, chakra } from '@chakra-ui/react';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import { rankingJa } from '../../../../shared/i18n/ranking.ja';
import { rankLabel, rankTrend } from '../../../../shared/ranking/rank';
import type { Measure, RankResultSummary } from '../../ranking.api';
import { RankTrendMark } from './rank-trend';

const t = keywordJa.list;

const measured = (r: RankResultSummary | null) => (r && r.status === 'done' && r.outcome ? { outcome: r.outcome, rank: r.rank } : null);

/** The latest rank (N位 / 圏外 / 表示なし, or 未計測), its trend against the one before, and its day. */
export const MeasureRank = ({ measure }: { measure: Pick<Measure, 'latest' | 'previous'> }) => {
  const latest = measured(measure.latest);
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="2" rowGap="0" fontSize="sm" minW="10rem" data-testid="measure-rank">
      <chakra.dt color="muted">{t.currentRank}</chakra.dt>
      <chakra.dd m="0">
        <Box as="span" display="inline-flex" flexWrap="wrap" alignItems="center" gap="2">
          <chakra.span fontWeight="bold" fontSize="lg">
            {rankLabel(rankingJa.rank, latest?.outcome ?? null, latest?.rank ?? null, keywordJa.notMeasured)}
          </chakra.span>
          <RankTrendMark trend={rankTrend(latest, measured(measure.previous))} />
        </Box>
      </chakra.dd>
      <chakra.dt color="muted">{t.measuredOn}</chakra.dt>
      <chakra.dd m="0">{latest ? measure.latest?.measured_on : '—'}</chakra.dd>
    </chakra.dl>
  );
};
