import { chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';

const t = reviewInboxJa.filters;
const RATINGS = [5, 4, 3, 2, 1];

// Star ratings, any combination; none checked means every rating.
export const RatingFilter = ({ value, onChange }: { value: number[]; onChange: (ratings: number[]) => void }) => {
  const id = useId();
  const toggle = (rating: number) => onChange(value.includes(rating) ? value.filter((r) => r !== rating) : [...value, rating].sort((a, b) => a - b));
  return (
    <chakra.fieldset border="none" p="0" m="0" minW="0" flex="1 1 16rem">
      <chakra.legend fontWeight="bold" fontSize="sm" mb="1" p="0">
        {t.rating}
      </chakra.legend>
      <chakra.div display="flex" flexWrap="wrap" columnGap="1">
        {RATINGS.map((rating) => (
          <chakra.label
            key={rating}
            htmlFor={`${id}-${rating}`}
            display="inline-flex"
            alignItems="center"
            gap="1"
            minH="44px"
            px="2"
            cursor="pointer"
          >
            <input id={`${id}-${rating}`} type="checkbox" checked={value.includes(rating)} onChange={() => toggle(rating)} />
            {t.ratingOption(rating)}
          </chakra.label>
        ))}
      </chakra.div>
    </chakra.fieldset>
  );
};
