import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import { validationError } from '../../http/errors';
import { checkPhoto, type PhotoRefusalReason, type PhotoType } from '../../storage/photo-upload';
import { postsMessagesJa as m } from './posts.messages.ja';

// A post's photo, checked against Google's photo rules by storage/photo-upload (the bytes, never the name) and
// stored re-encoded, so EXIF and other metadata (a phone's GPS position) never leave the server.

// One code for the client (image_invalid), with the message naming the rule the photo broke.
const MESSAGES: Record<PhotoRefusalReason, string> = {
  media_type_unsupported: m.imageTypeUnsupported,
  media_too_small: m.imageSizeOutOfRange,
  media_too_large: m.imageSizeOutOfRange,
  media_dimensions_too_small: m.imageDimensionsTooSmall,
  media_too_many_pixels: m.imageTooManyPixels,
  media_unreadable: m.imageUnreadable,
};

const refused = (reason: PhotoRefusalReason) => validationError({ images: [MESSAGES[reason]] }, 'image_invalid');

export interface StoredPostImage {
  key: string;
  token: string;
  contentType: PhotoType;
}

/** Checks and stores one uploaded photo; a field error on `images` (code image_invalid) when it breaks a rule. */
export async function storePostImage(deps: Pick<Deps, 'storage'>, companyId: number, file: unknown): Promise<StoredPostImage> {
  if (!Buffer.isBuffer(file)) throw refused('media_unreadable');
  const checked = await checkPhoto(file);
  if (!checked.ok) throw refused(checked.reason);
  const { bytes, contentType } = checked.photo;
  const token = randomBytes(32).toString('base64url');
  const key = `posts/${companyId}/img-${token}.${contentType === 'image/jpeg' ? 'jpg' : 'png'}`;
  await deps.storage.put(key, bytes, contentType);
  return { key, token, contentType };
}
