import { chakra } from '@chakra-ui/react';
import { searchQueryJa } from '../../../../shared/i18n/search-query.ja';
import { trendOf, type KeywordFigure } from '../model/keyword-cells';

const t = searchQueryJa.trend;

// The change over the last two months in words beside the arrow, so it never depends on colour alone.
export const TrendMark = ({ months }: { months: readonly KeywordFigure[] }) => {
  const trend = trendOf(months);
  return (
    <chakra.span whiteSpace="nowrap" fontWeight={trend && trend !== 'flat' ? 'bold' : undefined} data-trend={trend ?? 'none'}>
      {trend ? t[trend] : t.none}
    </chakra.span>
  );
};
