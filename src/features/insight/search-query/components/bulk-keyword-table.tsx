import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { PagedTable, type Column } from '../../../../components/list/paged-table';
import type { QueryResultLike } from '../../../../components/list/query-state';
import { formatNumber } from '../../../../shared/formats/formats';
import { searchQueryJa } from '../../../../shared/i18n/search-query.ja';
import type { AnalysisAccount, SearchQueryBulkList, SearchQueryBulkRow } from '../../insight.api';
import { figureText } from '../model/keyword-cells';

const t = searchQueryJa;

const PerStore = ({ row, names }: { row: SearchQueryBulkRow; names: Map<string, string> }) => (
  <chakra.ul listStyleType="none" p="0" m="0" mt="2" fontSize="xs" data-testid={`per-store-${row.keyword}`}>
    {row.accounts.map((a) => (
      <chakra.li key={a.account} display="flex" justifyContent="space-between" gap="3">
        <chakra.span wordBreak="break-all">{names.get(a.account) ?? a.account}</chakra.span>
        <chakra.span whiteSpace="nowrap">{figureText(a)}</chakra.span>
      </chakra.li>
    ))}
  </chakra.ul>
);

const columnsOf = (open: Set<string>, toggle: (keyword: string) => void, names: Map<string, string>): Column<SearchQueryBulkRow>[] => [
  { key: 'keyword', header: t.table.keyword, rowHeader: true, cellProps: { minW: '9rem', wordBreak: 'break-all' }, cell: (r) => r.keyword },
  { key: 'total', header: t.table.total, align: 'right', cell: (r) => formatNumber(r.total) },
  { key: 'stores', header: t.table.stores, align: 'right', cellProps: { whiteSpace: 'nowrap' }, cell: (r) => t.table.storeCount(r.stores) },
  { key: 'threshold', header: t.table.thresholdStores, align: 'right', cellProps: { whiteSpace: 'nowrap' }, cell: (r) => t.table.storeCount(r.threshold_stores) },
  {
    key: 'accounts',
    header: t.table.perStore,
    cellProps: { minW: '12rem' },
    cell: (r) => (
      <>
        <Button
          variant="outline"
          size="sm"
          minH="44px"
          aria-expanded={open.has(r.keyword)}
          aria-label={(open.has(r.keyword) ? t.expand.hide : t.expand.show)(r.keyword)}
          onClick={() => toggle(r.keyword)}
        >
          {open.has(r.keyword) ? t.expand.hideShort : t.expand.showShort}
        </Button>
        {open.has(r.keyword) ? <PerStore row={r} names={names} /> : null}
      </>
    ),
  },
];

const namesOf = (accounts: AnalysisAccount[] | undefined) => new Map((accounts ?? []).map((a) => [a.id, a.name]));

interface BulkKeywordTableProps {
  query: QueryResultLike<SearchQueryBulkList>;
  onPageChange: (page: number) => void;
}

// One month across the chosen stores: each keyword's total, its stores, the stores that saw only a threshold, and each
// store's own figure on demand.
export const BulkKeywordTable = ({ query, onPageChange }: BulkKeywordTableProps) => {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (keyword: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(keyword)) next.add(keyword);
      return next;
    });
  return (
    <PagedTable
      query={query}
      columns={columnsOf(open, toggle, namesOf(query.data?.accounts))}
      rowKey={(r) => r.keyword}
      label={t.table.bulkLabel(query.data?.month ?? '')}
      onPageChange={onPageChange}
      empty={t.table.empty}
      rowTestId={(r) => `bulk-row-${r.keyword}`}
      data-testid="bulk-keyword-table"
    />
  );
};
