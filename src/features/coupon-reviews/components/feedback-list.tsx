import { chakra } from '@chakra-ui/react';
import { Cell, DataTable, HeadCell } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { useUpdateCouponReviewMapVisibilityMutation, type CouponFeedback } from '../coupon-reviews.api';

const fb = couponJa.feedback;

// The feedback customers left through the form (review kind 2), newest first. Every text is the customer's own and
// is rendered as text (React escapes it); the 地図に表示 box decides whether the map review widget may show it.
export const FeedbackList = ({ items }: { items: CouponFeedback[] }) => {
  const [setVisible, { isLoading }] = useUpdateCouponReviewMapVisibilityMutation();
  if (items.length === 0) return <EmptyState message={fb.empty} />;
  return (
    <DataTable aria-label={fb.listLabel} data-testid="coupon-feedback-list">
      <thead>
        <tr>
          <HeadCell scope="col">{fb.postedAt}</HeadCell>
          <HeadCell scope="col">{fb.storeName}</HeadCell>
          <HeadCell scope="col">{fb.reviewer}</HeadCell>
          <HeadCell scope="col">{fb.rating}</HeadCell>
          <HeadCell scope="col">{fb.comment}</HeadCell>
          <HeadCell scope="col">{fb.couponCode}</HeadCell>
          <HeadCell scope="col">{fb.map}</HeadCell>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid={`coupon-feedback-${item.id}`}>
            <Cell whiteSpace="nowrap">{item.posted_at}</Cell>
            <Cell minW="8rem">{item.store_name}</Cell>
            <Cell minW="6rem" wordBreak="break-all">
              {item.reviewer_name}
            </Cell>
            <Cell whiteSpace="nowrap" color="ink">
              {fb.ratingValue(item.rating)}
            </Cell>
            <Cell minW="16rem" whiteSpace="pre-wrap" wordBreak="break-word">
              {item.comment ?? ''}
            </Cell>
            <Cell whiteSpace="nowrap" fontFamily="monospace">
              {item.coupon_code}
            </Cell>
            <Cell textAlign="center">
              <chakra.input
                type="checkbox"
                aria-label={fb.mapLabel(item.reviewer_name, item.posted_at)}
                checked={item.visible_on_map}
                disabled={isLoading}
                onChange={(e) => void setVisible({ id: item.id, couponMapReviewRequest: { visible: e.target.checked } })}
                width="5"
                height="5"
              />
            </Cell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
};
