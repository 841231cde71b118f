import { chakra } from '@chakra-ui/react';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import type { MediaCategory, MediaFormat } from '../media-posting.api';

const t = mediaPostingJa.media;

interface MediaThumbnailProps {
  format: MediaFormat;
  category: MediaCategory;
  /** The server-made JPEG (quality 0.75) of a photo; videos have none. */
  url: string | null;
  size?: string;
}

// A fixed square, so rows do not jump as thumbnails load; a video (or a photo without a thumbnail) says what it is.
export const MediaThumbnail = ({ format, category, url, size = '16' }: MediaThumbnailProps) =>
  url ? (
    <chakra.img
      src={url}
      alt={t.thumbnailOf(mediaPostingJa.categories[category])}
      loading="lazy"
      w={size}
      h={size}
      flexShrink={0}
      objectFit="cover"
      borderRadius="md"
      bg="canvas"
    />
  ) : (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w={size}
      h={size}
      flexShrink={0}
      borderRadius="md"
      bg="canvas"
      color="muted"
      fontSize="xs"
      fontWeight="bold"
    >
      {format === 'VIDEO' ? t.video : t.photo}
    </chakra.span>
  );
