import type { HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, type Key, type ReactNode } from 'react';
import { listJa } from '../../shared/i18n/list.ja';
import { Cell, DataTable, HeadCell, RowHeadCell } from '../data-table';
import { Pagination, type PaginationInfo } from '../pagination';
import { QueryState, type QueryResultLike } from './query-state';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  width?: string;
  align?: 'left' | 'center' | 'right';
  /** The cell that names its row (a store name): a row header for screen readers. */
  rowHeader?: boolean;
  /** Extra style of this column's data cells (nowrap dates, a minimum width for long text). */
  cellProps?: HTMLChakraProps<'td'>;
}

/** The shape of every paged list response of the contract. */
export interface PagedResult<Row> {
  data: Row[];
  pagination: PaginationInfo;
}

interface PagedTableProps<Row> {
  query: QueryResultLike<PagedResult<Row>>;
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
  /** The table's accessible name. */
  label: string;
  onPageChange: (page: number) => void;
  /** The empty-list message; the spec's wording by default. */
  empty?: string;
  /** Hide the pagination while everything fits on one page (lists fetched in pages of 200). */
  paginateOnlyWhenMany?: boolean;
  rowTestId?: (row: Row) => string;
  'data-testid'?: string;
}

// A page beyond the last (a bookmarked page=9 after rows were deleted) comes back empty: show the last real page
// instead of saying the list is empty.
const useStayInRange = (pagination: PaginationInfo | undefined, rows: number, onPageChange: (page: number) => void) => {
  const lastPage = Math.max(1, pagination?.last_page ?? 1);
  const outOfRange = !!pagination && rows === 0 && pagination.current_page > lastPage;
  useEffect(() => {
    if (outOfRange) onPageChange(lastPage);
  }, [outOfRange, lastPage, onPageChange]);
};

// A list screen's table: the load states, the rows by column definition, and the spec's pagination. On a phone the
// table scrolls sideways inside a focusable box rather than squeezing its columns.
export const PagedTable = <Row,>({ query, columns, rowKey, label, onPageChange, empty, paginateOnlyWhenMany, rowTestId, ...rest }: PagedTableProps<Row>) => {
  useStayInRange(query.data?.pagination, query.data?.data.length ?? 0, onPageChange);
  return (
    <QueryState query={query} isEmpty={(result) => result.data.length === 0} empty={empty}>
      {({ data, pagination }) => (
        <>
          <DataTable aria-label={label} scrollLabel={listJa.scrollRegion(label)} aria-busy={query.isFetching || undefined} data-testid={rest['data-testid']}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <HeadCell key={column.key} scope="col" width={column.width} textAlign={column.align}>
                    {column.header}
                  </HeadCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <RowHeadCell key={column.key} scope="row" textAlign={column.align} {...column.cellProps}>
                        {column.cell(row)}
                      </RowHeadCell>
                    ) : (
                      <Cell key={column.key} textAlign={column.align} {...column.cellProps}>
                        {column.cell(row)}
                      </Cell>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </DataTable>
          {paginateOnlyWhenMany && pagination.last_page <= 1 ? null : <Pagination pagination={pagination} onChange={onPageChange} />}
        </>
      )}
    </QueryState>
  );
};
