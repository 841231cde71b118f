import { Box, chakra } from '@chakra-ui/react';
import { useEffect, type Key } from 'react';
import { PagedTable, type Column, type PagedResult } from '../../../../components/list/paged-table';
import { QueryState, type QueryResultLike } from '../../../../components/list/query-state';
import { Pagination } from '../../../../components/pagination';
import { useNarrowScreen } from './use-narrow-screen';

interface ResponsivePagedListProps<Row> {
  query: QueryResultLike<PagedResult<Row>>;
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
  label: string;
  empty: string;
  onPageChange: (page: number) => void;
  rowTestId: (row: Row) => string;
  testId: string;
}

// The cards of a phone: one card per row, the row-header column as its heading and every other column as a
// label / value pair, so nothing scrolls sideways at 375 px.
const Cards = <Row,>({ rows, columns, rowKey, label, rowTestId }: { rows: Row[] } & Pick<ResponsivePagedListProps<Row>, 'columns' | 'rowKey' | 'label' | 'rowTestId'>) => (
  <chakra.ul listStyleType="none" m="0" p="0" aria-label={label}>
    {rows.map((row) => (
      <chakra.li key={rowKey(row)} borderWidth="1px" borderStyle="solid" borderColor="line" borderRadius="md" p="3" mb="3" data-testid={rowTestId(row)}>
        {columns
          .filter((column) => column.rowHeader)
          .map((column) => (
            <chakra.h3 key={column.key} fontSize="md" fontWeight="bold" mb="2" overflowWrap="anywhere">
              {column.cell(row)}
            </chakra.h3>
          ))}
        <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="2" fontSize="sm" m="0">
          {columns
            .filter((column) => !column.rowHeader)
            .map((column) => (
              <Box key={column.key} display="contents">
                <chakra.dt fontWeight="bold" color="muted">
                  {column.header}
                </chakra.dt>
                <chakra.dd m="0" minW="0" overflowWrap="anywhere">
                  {column.cell(row)}
                </chakra.dd>
              </Box>
            ))}
        </chakra.dl>
      </chakra.li>
    ))}
  </chakra.ul>
);

/** A paged list that is the kit's table on wide screens and a column of cards on a phone. */
export const ResponsivePagedList = <Row,>({ query, columns, rowKey, label, empty, onPageChange, rowTestId, testId }: ResponsivePagedListProps<Row>) => {
  const narrow = useNarrowScreen();
  const pagination = query.data?.pagination;
  const outOfRange = narrow && !!pagination && query.data?.data.length === 0 && pagination.current_page > Math.max(1, pagination.last_page);
  useEffect(() => {
    if (outOfRange && pagination) onPageChange(Math.max(1, pagination.last_page));
  }, [outOfRange, pagination, onPageChange]);

  if (!narrow) {
    return (
      <PagedTable query={query} columns={columns} rowKey={rowKey} label={label} empty={empty} onPageChange={onPageChange} rowTestId={rowTestId} data-testid={testId} />
    );
  }
  return (
    <QueryState query={query} isEmpty={(result) => result.data.length === 0} empty={empty}>
      {(result) => (
        <Box data-testid={testId} aria-busy={query.isFetching || undefined}>
          <Cards rows={result.data} columns={columns} rowKey={rowKey} label={label} rowTestId={rowTestId} />
          <Pagination pagination={result.pagination} onChange={onPageChange} />
        </Box>
      )}
    </QueryState>
  );
};
