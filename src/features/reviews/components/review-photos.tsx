import { chakra } from '@chakra-ui/react';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { isSafeImageUrl } from '../model/review-text';

const t = reviewInboxJa.card;
const THUMB = '72px';

// Thumbnails load lazily and have a fixed box (no layout shift); each opens the full photo in a new tab.
export const ReviewPhotos = ({ urls: all }: { urls: string[] }) => {
  const urls = all.filter(isSafeImageUrl);
  if (urls.length === 0) return null;
  return (
    <chakra.ul aria-label={t.photos} display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0">
      {urls.map((url, i) => (
        <chakra.li key={url}>
          <chakra.a href={url} target="_blank" rel="noopener noreferrer" display="block" borderRadius="md" overflow="hidden">
            <chakra.img
              src={url}
              alt={t.photo(i + 1)}
              width={THUMB}
              height={THUMB}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
              objectFit="cover"
              display="block"
            />
          </chakra.a>
        </chakra.li>
      ))}
    </chakra.ul>
  );
};
