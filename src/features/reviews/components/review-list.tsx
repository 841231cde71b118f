import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { useDeferredArrival } from '../../../components/hooks/use-deferred-arrival';
import { WindowedList } from '../../../components/list/windowed-list';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { ReviewQuery } from '../model/review-filters';
import { useListReviewsQuery, type ReviewItem } from '../reviews.api';

const t = reviewInboxJa.list;

// The spec's paging: a first page of 10, then 「さらに表示」 pages of 200 continued by the keyset cursor.
export const FIRST_PAGE_SIZE = 10;
export const MORE_PAGE_SIZE = 200;

type RenderReview = (review: ReviewItem) => ReactNode;
type OnRows = (cursor: string, rows: ReviewItem[]) => void;

// A card is about this tall before it is measured (text, stars, the reply button).
const CARD_ESTIMATE = 280;
const reviewKey = (review: ReviewItem) => review.id;
const NO_CURSORS: string[] = [];

// One 200-row page: it keeps the page subscribed (so it refreshes with the list after a reply or a sync) and hands
// its rows to the list, which renders every loaded row through one window.
const MorePage = ({ query, cursor, onRows }: { query: ReviewQuery; cursor: string; onRows: OnRows }) => {
  const rows = useListReviewsQuery({ ...query, pageSize: MORE_PAGE_SIZE, cursor }).data?.data;
  useEffect(() => {
    if (rows) onRows(cursor, rows);
  }, [cursor, rows, onRows]);
  return null;
};

// The first page, then each loaded page in order; a review met twice (the list moved while paging) shows once.
const joinPages = (first: ReviewItem[], cursors: string[], pages: Record<string, ReviewItem[]>): ReviewItem[] => {
  const seen = new Set<number>();
  const items: ReviewItem[] = [];
  for (const rows of [first, ...cursors.map((c) => pages[c] ?? [])]) {
    for (const review of rows) {
      if (seen.has(review.id)) continue;
      seen.add(review.id);
      items.push(review);
    }
  }
  return items;
};

interface ReviewListProps {
  query: ReviewQuery;
  renderReview: RenderReview;
  labelledBy?: string;
}

// Give it a `key` of the filters: a new filter starts again from the first page.
export const ReviewList = ({ query, renderReview, labelledBy }: ReviewListProps) => {
  const first = useListReviewsQuery({ ...query, page: 1, pageSize: FIRST_PAGE_SIZE });
  // Loaded cursors belong to the first page they continue. When a refetch (after 最新の口コミを取得) brings new
  // reviews to the top, the old cursors would leave a gap after the first page, so the list starts again from it.
  const firstIds = first.data?.data.map((r) => r.id).join(',') ?? '';
  const [more, setMore] = useState<{ base: string; cursors: string[] }>({ base: '', cursors: [] });
  const cursors = more.base === firstIds ? more.cursors : NO_CURSORS;
  const lastCursor = cursors.at(-1);
  const last = useListReviewsQuery(
    lastCursor ? { ...query, pageSize: MORE_PAGE_SIZE, cursor: lastCursor } : { ...query, page: 1, pageSize: FIRST_PAGE_SIZE },
  );
  const next = last.data?.next_cursor ?? null;
  // The first page's count and cards are built in a deferred render, together (useDeferredArrival).
  const firstData = useDeferredArrival(first.data);
  const pagination = firstData?.pagination;
  const [pages, setPages] = useState<Record<string, ReviewItem[]>>({});
  const onRows = useCallback<OnRows>((cursor, rows) => setPages((current) => (current[cursor] === rows ? current : { ...current, [cursor]: rows })), []);
  const firstRows = firstData?.data;
  const items = useMemo(() => (firstRows ? joinPages(firstRows, cursors, pages) : []), [firstRows, cursors, pages]);
  // When a page arrives its first card takes the focus, so a keyboard user continues where the new reviews begin.
  const lastRows = lastCursor ? pages[lastCursor] : undefined;
  const focusIndex = lastRows?.length ? items.findIndex((r) => r.id === lastRows[0].id) : -1;

  return (
    <chakra.div role="region" aria-labelledby={labelledBy} aria-busy={first.isFetching || last.isFetching || undefined} data-testid="review-list">
      <chakra.p role="status" fontWeight="bold" mb="3" minH="6">
        {pagination ? (pagination.total_capped ? t.totalCapped(pagination.total) : t.total(pagination.total)) : null}
      </chakra.p>
      {first.isLoading || (first.data && !firstData) ? <chakra.p color="muted">{t.loading}</chakra.p> : null}
      {first.isError ? (
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
          <chakra.p>{t.loadFailed}</chakra.p>
          <Button variant="outline" minH="44px" onClick={() => void first.refetch()}>
            {t.retry}
          </Button>
        </Box>
      ) : null}
      {firstData && firstData.data.length === 0 ? <EmptyState message={t.empty} /> : null}
      {cursors.map((cursor) => (
        <MorePage key={cursor} query={query} cursor={cursor} onRows={onRows} />
      ))}
      <WindowedList
        items={items}
        getKey={reviewKey}
        renderItem={renderReview}
        estimateSize={CARD_ESTIMATE}
        gap={12}
        focusIndex={focusIndex >= 0 ? focusIndex : null}
        testId="review-rows"
      />
      {/* Not ahead of the cards it follows: a button drawn before them would be pushed down when they arrive. */}
      {firstData && (next || (lastCursor && last.isFetching)) ? (
        <Box display="flex" justifyContent="center" mt="4">
          <Button
            variant="outline"
            minH="44px"
            width={{ base: '100%', md: 'auto' }}
            disabled={last.isFetching}
            aria-busy={last.isFetching || undefined}
            onClick={() => next && setMore({ base: firstIds, cursors: [...cursors, next] })}
          >
            {last.isFetching ? t.loading : t.loadMore}
          </Button>
        </Box>
      ) : null}
    </chakra.div>
  );
};
