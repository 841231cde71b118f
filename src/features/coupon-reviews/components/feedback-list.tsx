import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { PagedTable, type Column, type PagedResult } from '../../../components/list/paged-table';
import type { QueryResultLike } from '../../../components/list/query-state';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { useUpdateCouponReviewMapVisibilityMutation, type CouponFeedback } from '../coupon-reviews.api';

const fb = couponJa.feedback;

interface FeedbackListProps {
  query: QueryResultLike<PagedResult<CouponFeedback>>;
  onPageChange: (page: number) => void;
}

// The feedback customers left through the form (review kind 2), newest first. Every text is the customer's own and
// is rendered as text (React escapes it); the 地図に表示 box decides whether the map review widget may show it.
export const FeedbackList = ({ query, onPageChange }: FeedbackListProps) => {
  const [setVisible, { isLoading }] = useUpdateCouponReviewMapVisibilityMutation();
  const columns = useMemo(
    (): Column<CouponFeedback>[] => [
      { key: 'posted', header: fb.postedAt, cell: (item) => item.posted_at, cellProps: { whiteSpace: 'nowrap' } },
      { key: 'store', header: fb.storeName, cell: (item) => item.store_name, cellProps: { minW: '8rem' } },
      { key: 'reviewer', header: fb.reviewer, cell: (item) => item.reviewer_name, cellProps: { minW: '6rem', wordBreak: 'break-all' } },
      { key: 'rating', header: fb.rating, cell: (item) => fb.ratingValue(item.rating), cellProps: { whiteSpace: 'nowrap', color: 'ink' } },
      { key: 'comment', header: fb.comment, cell: (item) => item.comment ?? '', cellProps: { minW: '16rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' } },
      { key: 'code', header: fb.couponCode, cell: (item) => item.coupon_code, cellProps: { whiteSpace: 'nowrap', fontFamily: 'monospace' } },
      {
        key: 'map',
        header: fb.map,
        align: 'center',
        cell: (item) => (
          <chakra.input
            type="checkbox"
            aria-label={fb.mapLabel(item.reviewer_name, item.posted_at)}
            checked={item.visible_on_map}
            disabled={isLoading}
            onChange={(e) => void setVisible({ id: item.id, couponMapReviewRequest: { visible: e.target.checked } })}
            width="5"
            height="5"
          />
        ),
      },
    ],
    [isLoading, setVisible],
  );
  return (
    <PagedTable
      query={query}
      columns={columns}
      rowKey={(item) => item.id}
      rowTestId={(item) => `coupon-feedback-${item.id}`}
      label={fb.listLabel}
      empty={fb.empty}
      onPageChange={onPageChange}
      data-testid="coupon-feedback-list"
    />
  );
};
