import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { ja } from '../shared/i18n/ja';
import { Button } from './button';

export interface PaginationInfo {
  total: number;
  current_page: number;
  last_page: number;
  page_size: number;
  total_capped?: boolean;
}

interface PaginationProps {
  pagination: PaginationInfo;
  onChange: (page: number) => void;
}

export const pageRange = ({ total, current_page, page_size }: PaginationInfo) => {
  if (total === 0) return { from: 0, to: 0 };
  const from = (current_page - 1) * page_size + 1;
  return { from, to: Math.min(total, current_page * page_size) };
};

export const Pagination = ({ pagination, onChange }: PaginationProps) => {
  const selectId = useId();
  const { total, current_page, last_page } = pagination;
  const pages = Math.max(1, last_page);
  const { from, to } = pageRange(pagination);
  return (
    <Box as="nav" aria-label={ja.list.pagination} display="flex" flexWrap="wrap" alignItems="center" gap="3" py="4" data-testid="pagination">
      <chakra.span fontSize="sm">{(pagination.total_capped ? ja.list.rangeCapped : ja.list.range)(total, from, to)}</chakra.span>
      <Box display="flex" alignItems="center" gap="2" ml="auto">
        <Button size="sm" variant="outline" disabled={current_page <= 1} onClick={() => onChange(current_page - 1)}>
          {ja.list.prev}
        </Button>
        <chakra.label htmlFor={selectId} fontSize="sm">
          {ja.list.pageSelect}
        </chakra.label>
        <chakra.select
          id={selectId}
          value={current_page}
          onChange={(e) => onChange(Number(e.target.value))}
          borderWidth="1px"
          borderStyle="solid"
          borderColor="muted"
          borderRadius="sm"
          minH="8"
          px="2"
          bg="surface"
        >
          {Array.from({ length: pages }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </chakra.select>
        <chakra.span fontSize="sm">{ja.list.totalPages(pages)}</chakra.span>
        <Button size="sm" variant="outline" disabled={current_page >= pages} onClick={() => onChange(current_page + 1)}>
          {ja.list.next}
        </Button>
      </Box>
    </Box>
  );
};
