import { formatNumber } from '../../../../shared/formats/formats';
import { searchQueryJa } from '../../../../shared/i18n/search-query.ja';

const t = searchQueryJa;

/** One month's figure of a keyword: a count, the provider's threshold for low counts, or neither (not searched). */
export interface KeywordFigure {
  value: number | null;
  threshold: number | null;
}

export type Trend = 'up' | 'down' | 'flat';

/** 1,234 · 「10未満」 · － where the keyword did not appear. */
export const figureText = ({ value, threshold }: KeywordFigure): string => {
  if (value !== null) return formatNumber(value);
  if (threshold !== null) return t.cell.below(formatNumber(threshold));
  return t.table.noData;
};

// A threshold says "fewer than N": it sorts just below N, so 10 beats 「10未満」 and 「10未満」 beats 9 only as a tie
// would; a month without the keyword counts as nothing.
const size = ({ value, threshold }: KeywordFigure): number | null => {
  if (value !== null) return value;
  if (threshold !== null) return threshold - 0.5;
  return null;
};

/** The change between the last two months of a row: null when the keyword appears in neither. */
export const trendOf = (months: readonly KeywordFigure[]): Trend | null => {
  if (months.length < 2) return null;
  const before = size(months[months.length - 2]!);
  const after = size(months[months.length - 1]!);
  if (before === null && after === null) return null;
  const diff = (after ?? 0) - (before ?? 0);
  if (diff > 0) return 'up';
  if (diff < 0) return 'down';
  return 'flat';
};
