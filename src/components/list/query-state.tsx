import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ja } from '../../shared/i18n/ja';
import { listJa } from '../../shared/i18n/list.ja';
import { Button } from '../button';
import { useDeferredArrival } from '../hooks/use-deferred-arrival';
import { EmptyState } from '../empty-state';

/** The part of an RTK Query hook result the list states read. */
export interface QueryResultLike<T> {
  data?: T;
  isLoading?: boolean;
  isFetching?: boolean;
  isError?: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryResultLike<T>;
  /** Whether the loaded data has nothing to show; without it, loaded data is never empty. */
  isEmpty?: (data: T) => boolean;
  /** The empty-list message; the spec's 「登録されていません。新規作成してください。」 by default. */
  empty?: string;
  /** Height kept while loading or failed, so the page does not jump when the rows arrive. */
  minH?: string;
  children: (data: T) => ReactNode;
}

// One list's loading, failure, empty and loaded states. A failed load is said as a failure with a retry, never as
// an empty list: "nothing registered" after a network error would send the user to create what already exists.
// The first answer's content is built in a deferred render (useDeferredArrival); the loading state stays until then.
export const QueryState = <T,>({ query, isEmpty, empty = ja.list.empty, minH = '20', children }: QueryStateProps<T>) => {
  const data = useDeferredArrival(query.data);
  if (query.isError) {
    return (
      <Box role="alert" display="flex" flexWrap="wrap" alignItems="center" gap="3" minH={minH} py="4" data-testid="query-error">
        <chakra.p>{listJa.loadFailed}</chakra.p>
        {query.refetch ? (
          <Button variant="outline" minH="44px" disabled={query.isFetching} onClick={() => void query.refetch?.()}>
            {listJa.retry}
          </Button>
        ) : null}
      </Box>
    );
  }
  if (data === undefined) {
    if (query.data === undefined && !query.isLoading && !query.isFetching) return null;
    return (
      <Box role="status" aria-busy="true" minH={minH} display="flex" alignItems="center" justifyContent="center" color="muted" fontSize="sm" data-testid="query-loading">
        {listJa.loading}
      </Box>
    );
  }
  if (isEmpty?.(data)) return <EmptyState message={empty} />;
  return <>{children(data)}</>;
};
