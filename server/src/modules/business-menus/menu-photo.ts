import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import { validationError, type FieldErrors } from '../../http/errors';
import { checkPhoto, type PhotoRefusalReason, type PhotoType } from '../../storage/photo-upload';
import { businessMenusMessagesJa as m } from './business-menus.messages.ja';

// Menu item photos, checked by the shared photo rules (the bytes, never the name) and stored re-encoded, so no EXIF
// (a phone's GPS position) leaves the server.

const MESSAGES: Record<PhotoRefusalReason, string> = {
  media_type_unsupported: m.imageTypeUnsupported,
  media_too_small: m.imageSizeOutOfRange,
  media_too_large: m.imageSizeOutOfRange,
  media_dimensions_too_small: m.imageDimensionsTooSmall,
  media_too_many_pixels: m.imageTooManyPixels,
  media_unreadable: m.imageUnreadable,
};

export interface CheckedMenuPhoto {
  token: string;
  key: string;
  bytes: Buffer;
  contentType: PhotoType;
}

/** The uploaded files of a save, as a list whether one or several came. */
export const uploadedFiles = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Checks every photo of a save; field errors on `photos.<n>` (code image_invalid) for those that break a rule. */
export async function checkMenuPhotos(companyId: number, storeId: number, files: readonly unknown[]): Promise<CheckedMenuPhoto[]> {
  const errors: FieldErrors = {};
  const checked: CheckedMenuPhoto[] = [];
  for (const [index, file] of files.entries()) {
    const result = Buffer.isBuffer(file) ? await checkPhoto(file) : ({ ok: false, reason: 'media_unreadable' } as const);
    if (!result.ok) {
      errors[`photos.${index}`] = [MESSAGES[result.reason]];
      continue;
    }
    const token = randomBytes(32).toString('base64url');
    const { bytes, contentType } = result.photo;
    checked.push({ token, bytes, contentType, key: `menus/${companyId}/${storeId}/photo-${token}.${contentType === 'image/jpeg' ? 'jpg' : 'png'}` });
  }
  if (Object.keys(errors).length > 0) throw validationError(errors, 'image_invalid');
  return checked;
}

export async function storeMenuPhotos(deps: Pick<Deps, 'storage'>, photos: readonly CheckedMenuPhoto[]): Promise<void> {
  for (const photo of photos) await deps.storage.put(photo.key, photo.bytes, photo.contentType);
}
