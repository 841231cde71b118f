import { chakra } from '@chakra-ui/react';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';

const t = reviewInboxJa.card;

// Five stars read out as 「5段階中4」; the glyphs themselves are hidden from screen readers. Both colours keep 4.5:1
// on white, as axe checks glyphs like text.
export const StarRating = ({ rating }: { rating: number | null }) => {
  if (rating === null) {
    return (
      <chakra.span fontSize="sm" color="muted">
        {t.noRating}
      </chakra.span>
    );
  }
  return (
    <chakra.span role="img" aria-label={t.stars(rating)} display="inline-flex" fontSize="lg" lineHeight="1" letterSpacing="0.05em">
      <chakra.span aria-hidden="true" color="#975a16">
        {'★'.repeat(rating)}
      </chakra.span>
      <chakra.span aria-hidden="true" color="muted">
        {'☆'.repeat(5 - rating)}
      </chakra.span>
    </chakra.span>
  );
};
