import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../../../components/button';
import { PagedTable, type Column } from '../../../../components/list/paged-table';
import type { QueryResultLike } from '../../../../components/list/query-state';
import { pointLabel, statsCells } from '../../../../features/ranking/components/history/rank-chart-data';
import type { RankHistoryList, RankHistoryRow } from '../../../../features/ranking/ranking.api';
import { rankingHistoryJa } from '../../../../shared/i18n/ranking-history.ja';

const t = rankingHistoryJa;

// Each bucket's rank in words (N位 / 圏外 / 表示なし; blank where nothing was measured), scrolling sideways; focusable
// and named so a keyboard user can scroll it too.
const BucketStrip = ({ row }: { row: RankHistoryRow }) => (
  <chakra.ol
    display="flex"
    gap="2"
    listStyleType="none"
    p="0"
    m="0"
    maxW="22rem"
    overflowX="auto"
    tabIndex={0}
    aria-label={t.list.bucketsOf(row.measure.keyword, row.measure.store_name)}
    data-testid={`buckets-${row.measure.id}`}
  >
    {row.points.map((p) => (
      <chakra.li key={p.date} flex="0 0 auto" textAlign="center" fontSize="xs">
        <chakra.span display="block" color="muted">
          {p.date}
        </chakra.span>
        <chakra.span display="block" fontWeight="bold" minH="1.2em">
          {pointLabel(p) || t.stats.none}
        </chakra.span>
      </chakra.li>
    ))}
  </chakra.ol>
);

const columnsOf = (selected: number | null, onSelect: (id: number) => void): Column<RankHistoryRow>[] => [
  {
    key: 'store',
    header: t.list.store,
    rowHeader: true,
    cellProps: { minW: '9rem' },
    cell: (r) => (
      <>
        {r.measure.store_name}
        {r.measure.store_code ? <chakra.span display="block" fontSize="xs" color="muted">{r.measure.store_code}</chakra.span> : null}
      </>
    ),
  },
  { key: 'provider', header: t.list.provider, cell: (r) => t.filters[r.measure.provider] },
  { key: 'keyword', header: t.list.keyword, cellProps: { minW: '8rem' }, cell: (r) => r.measure.keyword },
  ...(['best', 'worst', 'average'] as const).map((key) => ({
    key,
    header: t.stats[key],
    cellProps: { whiteSpace: 'nowrap' as const },
    cell: (r: RankHistoryRow) => statsCells(r.stats, t.stats.none)[key],
  })),
  { key: 'top3', header: t.stats.top3Days, cellProps: { whiteSpace: 'nowrap' }, cell: (r) => t.stats.days(r.stats.top3_days) },
  { key: 'out', header: t.stats.outOfRangeDays, cellProps: { whiteSpace: 'nowrap' }, cell: (r) => t.stats.days(r.stats.out_of_range_days) },
  { key: 'buckets', header: t.list.buckets, cell: (r) => <BucketStrip row={r} /> },
  {
    key: 'select',
    header: <chakra.span srOnly>{t.list.select}</chakra.span>,
    cell: (r) => (
      <Box>
        <Button
          variant={selected === r.measure.id ? 'solid' : 'outline'}
          minH="44px"
          aria-pressed={selected === r.measure.id}
          aria-label={(selected === r.measure.id ? t.list.selectedOf : t.list.selectOf)(r.measure.keyword, r.measure.store_name)}
          onClick={() => onSelect(r.measure.id)}
        >
          {selected === r.measure.id ? t.list.selected : t.list.select}
        </Button>
      </Box>
    ),
  },
];

interface RankingHistoryListProps {
  query: QueryResultLike<RankHistoryList>;
  selected: number | null;
  onSelect: (id: number) => void;
  onPageChange: (page: number) => void;
}

export const RankingHistoryList = ({ query, selected, onSelect, onPageChange }: RankingHistoryListProps) => (
  <PagedTable
    query={query}
    columns={columnsOf(selected, onSelect)}
    rowKey={(r) => r.measure.id}
    label={t.list.label}
    onPageChange={onPageChange}
    empty={t.list.empty}
    rowTestId={(r) => `history-row-${r.measure.id}`}
    data-testid="ranking-history-list"
  />
);
