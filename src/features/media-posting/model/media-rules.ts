import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';

const t = mediaPostingJa.rules;

// Google's media rules (docs/providers.md), the same numbers the server checks (media-upload.ts): the console
// checks first so a file that would be refused is never uploaded.
export const MEDIA_LIMITS = {
  photoMinBytes: 10 * 1024,
  photoMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 75 * 1024 * 1024,
  photoMinSide: 250,
  videoMinSeconds: 1,
  videoMaxSeconds: 30,
} as const;

export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
// video/quicktime is how browsers name a .mov file.
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;
// What the file field offers and refuses at once. Videos as a kind, so its refusal reads 「JPEG・PNG・動画」 rather
// than naming video/quicktime; a video of another format is refused by mediaTypeProblem with the server's words.
export const MEDIA_ACCEPT = [...PHOTO_TYPES, 'video/*'] as const;

export type MediaKind = 'photo' | 'video';

export const mediaKind = (type: string): MediaKind | null => {
  if ((PHOTO_TYPES as readonly string[]).includes(type)) return 'photo';
  if ((VIDEO_TYPES as readonly string[]).includes(type)) return 'video';
  return null;
};

/** What the browser could read of a chosen file; null where it could not tell. */
export interface MediaFacts {
  kind: MediaKind;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  /** A photo the browser failed to decode. */
  unreadable?: boolean;
}

/** The type rule: JPEG or PNG photos, MP4 or MOV videos. */
export const typeProblem = (type: string): string | null => (mediaKind(type) ? null : t.typeUnsupported);

/** The size rule of a file of `kind`, or null when its size is fine. */
export const sizeProblem = (kind: MediaKind, bytes: number): string | null => {
  if (kind === 'video') return bytes > MEDIA_LIMITS.videoMaxBytes ? t.videoTooLarge : null;
  if (bytes < MEDIA_LIMITS.photoMinBytes) return t.photoTooSmall;
  if (bytes > MEDIA_LIMITS.photoMaxBytes) return t.photoTooLarge;
  return null;
};

/**
 * The rule the read facts break, or null. A fact the browser could not read (a video whose metadata it cannot
 * parse) is left to the server, which reads the container itself.
 */
export const factsProblem = (facts: MediaFacts): string | null => {
  if (facts.unreadable) return t.unreadable;
  if (facts.kind === 'photo') {
    if (facts.width !== null && facts.height !== null && Math.min(facts.width, facts.height) < MEDIA_LIMITS.photoMinSide) return t.dimensionsTooSmall;
    return null;
  }
  if (facts.durationSeconds === null) return null;
  if (facts.durationSeconds < MEDIA_LIMITS.videoMinSeconds) return t.videoTooShort;
  if (facts.durationSeconds > MEDIA_LIMITS.videoMaxSeconds) return t.videoTooLong;
  return null;
};
