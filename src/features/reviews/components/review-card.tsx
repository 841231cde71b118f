import { Box, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { formatDateTime } from '../../../shared/formats/formats';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { ReviewItem } from '../reviews.api';
import { ReplyStateBadge } from './reply-state-badge';
import { ReviewPhotos } from './review-photos';
import { ReviewText } from './review-text';
import { ReviewerAvatar } from './reviewer-avatar';
import { StarRating } from './star-rating';

const t = reviewInboxJa.card;

export const reviewerName = (review: Pick<ReviewItem, 'is_anonymous' | 'reviewer_name'>) =>
  review.is_anonymous || !review.reviewer_name.trim() ? t.anonymous : review.reviewer_name;

interface ReviewCardProps {
  review: ReviewItem;
  // Composed by the screen: the translate controls under the text, and the reply section.
  translation?: ReactNode;
  children?: ReactNode;
}

// One review. The inbox renders only the cards near the viewport (review-list windows them), so a card carries no
// content-visibility hint: its measured height must be its real one.
export const ReviewCard = ({ review, translation, children }: ReviewCardProps) => {
  const nameId = useId();
  const dateId = useId();
  const name = reviewerName(review);
  return (
    <chakra.article
      aria-labelledby={`${nameId} ${dateId}`}
      tabIndex={-1}
      bg="surface"
      borderRadius="md"
      p={{ base: '3', md: '4' }}
      display="flex"
      flexDirection="column"
      gap="3"
      minW="0"
      data-testid="review-card"
      data-review-id={review.id}
    >
      <Box display="flex" gap="3" alignItems="flex-start">
        <ReviewerAvatar name={name} photoUrl={review.is_anonymous ? null : review.reviewer_photo_url} />
        <Box flex="1" minW="0">
          <Box display="flex" flexWrap="wrap" alignItems="center" columnGap="3" rowGap="1">
            <chakra.h3 id={nameId} fontSize="md" fontWeight="bold" overflowWrap="anywhere">
              {name}
            </chakra.h3>
            <StarRating rating={review.rating} />
            <ReplyStateBadge state={review.reply_state} queued={review.reply_state === 'sending' && review.reply_error !== null} />
          </Box>
          <Box display="flex" flexWrap="wrap" columnGap="3" fontSize="sm" color="muted">
            <chakra.time id={dateId} dateTime={review.posted_at.replaceAll('/', '-')}>
              {formatDateTime(review.posted_at) || review.posted_at}
            </chakra.time>
            <chakra.span overflowWrap="anywhere">
              <chakra.span srOnly>{t.store}: </chakra.span>
              {review.store_name}
            </chakra.span>
            {review.kind === 2 ? <chakra.span>{t.kind[2]}</chakra.span> : null}
          </Box>
        </Box>
      </Box>
      <ReviewText text={review.comment} />
      {translation}
      <ReviewPhotos urls={review.photo_urls} />
      {children}
    </chakra.article>
  );
};
