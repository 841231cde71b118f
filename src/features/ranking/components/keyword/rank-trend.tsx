import { chakra } from '@chakra-ui/react';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import type { RankTrend } from '../../../../shared/ranking/rank';

const t = keywordJa;

// Better is green and up, worse red and down; the arrow is decoration and the word is what a screen reader hears.
const colour: Record<RankTrend, string> = { up: 'success', down: 'danger', same: 'muted', new: 'muted' };

/** The trend against the previous measurement: an arrow for the eye and 上昇 / 下降 / 変化なし / 初回計測 as text. */
export const RankTrendMark = ({ trend }: { trend: RankTrend | null }) => {
  if (trend === null) return null;
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="1" color={colour[trend]} fontSize="sm" fontWeight="bold" data-testid="rank-trend">
      <chakra.span aria-hidden>{t.trendArrow[trend]}</chakra.span>
      <chakra.span>{t.trend[trend]}</chakra.span>
    </chakra.span>
  );
};
