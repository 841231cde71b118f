import { PagedTable, type Column } from '../../../../components/list/paged-table';
import type { QueryResultLike } from '../../../../components/list/query-state';
import { searchQueryJa } from '../../../../shared/i18n/search-query.ja';
import type { SearchQueryList, SearchQueryRow } from '../../insight.api';
import { figureText } from '../model/keyword-cells';
import { TrendMark } from './trend-mark';

const t = searchQueryJa.table;

const columnsOf = (months: string[]): Column<SearchQueryRow>[] => [
  { key: 'keyword', header: t.keyword, rowHeader: true, cellProps: { minW: '9rem', wordBreak: 'break-all' }, cell: (r) => r.keyword },
  ...months.map(
    (month, i): Column<SearchQueryRow> => ({
      key: month,
      header: month,
      align: 'right',
      cellProps: { whiteSpace: 'nowrap' },
      cell: (r) => figureText(r.months[i] ?? { value: null, threshold: null }),
    }),
  ),
  ...(months.length >= 2
    ? [{ key: 'trend', header: t.trend, cellProps: { whiteSpace: 'nowrap' as const }, cell: (r: SearchQueryRow) => <TrendMark months={r.months} /> }]
    : []),
];

interface StoreKeywordTableProps {
  query: QueryResultLike<SearchQueryList>;
  storeName: string;
  onPageChange: (page: number) => void;
}

// One store's keywords × the window's months (oldest first), with the change over the last two months.
export const StoreKeywordTable = ({ query, storeName, onPageChange }: StoreKeywordTableProps) => (
  <PagedTable
    query={query}
    columns={columnsOf(query.data?.months ?? [])}
    rowKey={(r) => r.keyword}
    label={t.storeLabel(storeName)}
    onPageChange={onPageChange}
    empty={t.empty}
    rowTestId={(r) => `keyword-row-${r.keyword}`}
    data-testid="store-keyword-table"
  />
);
