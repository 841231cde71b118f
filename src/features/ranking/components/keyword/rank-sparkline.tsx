import { chakra } from '@chakra-ui/react';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import { rankingJa } from '../../../../shared/i18n/ranking.ja';
import type { RankPoint } from '../../ranking.api';
import { sparklinePath } from './sparkline-path';

const t = keywordJa.list;
const WIDTH = 120;
const HEIGHT = 32;

/** A compact rank line for a card (1位 at the top; days out of range break the line), named by its best and worst. */
export const RankSparkline = ({ points }: { points: readonly RankPoint[] }) => {
  const ranks = points.map((p) => (p.outcome === 'ranked' ? p.rank : null));
  const ranked = ranks.filter((r): r is number => r !== null);
  if (!ranked.length) {
    return (
      <chakra.span fontSize="xs" color="muted" data-testid="rank-sparkline-empty">
        {t.sparklineEmpty}
      </chakra.span>
    );
  }
  const label = t.sparkline(rankingJa.rank.position(Math.min(...ranked)), rankingJa.rank.position(Math.max(...ranked)));
  return (
    <chakra.svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={`${WIDTH}px`} height={`${HEIGHT}px`} data-testid="rank-sparkline">
      <path d={sparklinePath(ranks, WIDTH, HEIGHT)} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </chakra.svg>
  );
};
