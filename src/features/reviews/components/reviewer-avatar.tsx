import { chakra } from '@chakra-ui/react';
import { initialOf, isSafeImageUrl } from '../model/review-text';

const SIZE = '40px';

// The reviewer's photo, or the first character of the name on a tinted circle. Decorative: the name is printed beside it.
export const ReviewerAvatar = ({ name, photoUrl }: { name: string; photoUrl: string | null }) =>
  photoUrl && isSafeImageUrl(photoUrl) ? (
    <chakra.img
      src={photoUrl}
      alt=""
      width={SIZE}
      height={SIZE}
      loading="lazy"
      referrerPolicy="no-referrer"
      borderRadius="full"
      objectFit="cover"
      flexShrink={0}
    />
  ) : (
    <chakra.span
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      width={SIZE}
      height={SIZE}
      borderRadius="full"
      bg="var(--brand-soft)"
      color="var(--brand-dark)"
      fontWeight="bold"
      flexShrink={0}
    >
      {initialOf(name)}
    </chakra.span>
  );
