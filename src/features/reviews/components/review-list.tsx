import { Box, chakra } from '@chakra-ui/react';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { ReviewQuery } from '../model/review-filters';
import { useListReviewsQuery, type ReviewItem } from '../reviews.api';

const t = reviewInboxJa.list;

// The spec's paging: a first page of 10, then 「さらに表示」 pages of 200 continued by the keyset cursor.
export const FIRST_PAGE_SIZE = 10;
export const MORE_PAGE_SIZE = 200;

type RenderReview = (review: ReviewItem) => ReactNode;

const Reviews = ({ items, render }: { items: ReviewItem[]; render: RenderReview }) => (
  <>
    {items.map((review) => (
      <Fragment key={review.id}>{render(review)}</Fragment>
    ))}
  </>
);

// One 200-row page. Its cards join the list, and the first of them takes the focus so a keyboard user continues
// reading where the new reviews begin.
const MorePage = ({ query, cursor, render, focusFirst }: { query: ReviewQuery; cursor: string; render: RenderReview; focusFirst: boolean }) => {
  const page = useListReviewsQuery({ ...query, pageSize: MORE_PAGE_SIZE, cursor });
  const wrapper = useRef<HTMLDivElement>(null);
  const loaded = !!page.data;
  useEffect(() => {
    if (loaded && focusFirst) wrapper.current?.querySelector<HTMLElement>('article')?.focus();
  }, [loaded, focusFirst]);
  return (
    <Box ref={wrapper} display="contents">
      {page.data ? <Reviews items={page.data.data} render={render} /> : null}
    </Box>
  );
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
  const cursors = more.base === firstIds ? more.cursors : [];
  const lastCursor = cursors.at(-1);
  const last = useListReviewsQuery(
    lastCursor ? { ...query, pageSize: MORE_PAGE_SIZE, cursor: lastCursor } : { ...query, page: 1, pageSize: FIRST_PAGE_SIZE },
  );
  const next = last.data?.next_cursor ?? null;
  const pagination = first.data?.pagination;

  return (
    <chakra.div role="region" aria-labelledby={labelledBy} aria-busy={first.isFetching || last.isFetching || undefined} data-testid="review-list">
      <chakra.p role="status" fontWeight="bold" mb="3" minH="6">
        {pagination ? (pagination.total_capped ? t.totalCapped(pagination.total) : t.total(pagination.total)) : null}
      </chakra.p>
      {first.isLoading ? <chakra.p color="muted">{t.loading}</chakra.p> : null}
      {first.isError ? (
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
          <chakra.p>{t.loadFailed}</chakra.p>
          <Button variant="outline" minH="44px" onClick={() => void first.refetch()}>
            {t.retry}
          </Button>
        </Box>
      ) : null}
      {first.data && first.data.data.length === 0 ? <EmptyState message={t.empty} /> : null}
      <Box display="flex" flexDirection="column" gap="3">
        {first.data ? <Reviews items={first.data.data} render={renderReview} /> : null}
        {cursors.map((cursor, i) => (
          <MorePage key={cursor} query={query} cursor={cursor} render={renderReview} focusFirst={i === cursors.length - 1} />
        ))}
      </Box>
      {next || (lastCursor && last.isFetching) ? (
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
