import { DomainError } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import { checkPhoto as checkPhotoRules, sniffPhotoType, type PhotoRefusalReason, type PhotoType } from '../../storage/photo-upload';
import { loadSharp } from '../../storage/sharp';
import { mediaPostingMessagesJa as m } from './media-posting.messages.ja';
import { readVideoFacts } from './video-duration';

// providers.md: videos at most 30 s and 75 MB, about 1 s minimum; the photo rules live in storage/photo-upload.
export const VIDEO_MAX_BYTES = 75 * 1024 * 1024;
export const VIDEO_MIN_SECONDS = 1;
export const VIDEO_MAX_SECONDS = 30;
const THUMBNAIL_SIDE = 320;
/** The spec's thumbnail JPEG quality 0.75. */
const THUMBNAIL_QUALITY = 75;

export type UploadKind = PhotoType | 'video/mp4' | 'video/quicktime';

export interface CheckedMedia {
  mediaFormat: 'PHOTO' | 'VIDEO';
  contentType: UploadKind;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  thumbnail: Buffer | null;
}

/** A refusal on the file field, with its own stable code. */
export const fileError = (code: string, message: string): DomainError => new DomainError(code, 422, messagesJa.validationFailed, { file: [message] });

// The photo rules' reasons are this module's codes already; only the wording is the module's own.
const PHOTO_MESSAGES: Record<PhotoRefusalReason, string> = {
  media_type_unsupported: m.typeUnsupported,
  media_too_small: m.photoTooSmall,
  media_too_large: m.photoTooLarge,
  media_dimensions_too_small: m.dimensionsTooSmall,
  media_too_many_pixels: m.tooManyPixels,
  media_unreadable: m.unreadable,
};

// ISO base media brands of audio-only files: an .m4a renamed .mp4 is not a video.
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

/** The real type from the leading bytes (never the name or the client's content type); null for anything else, SVG included. */
export function sniffUploadKind(bytes: Buffer): UploadKind | null {
  const photo = sniffPhotoType(bytes);
  if (photo) return photo;
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (AUDIO_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  return null;
}

async function checkPhoto(input: Buffer): Promise<CheckedMedia> {
  const checked = await checkPhotoRules(input);
  if (!checked.ok) throw fileError(checked.reason, PHOTO_MESSAGES[checked.reason]);
  const { bytes, contentType, width, height } = checked.photo;
  const sharp = await loadSharp();
  const thumbnail = await sharp(bytes)
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
  return { mediaFormat: 'PHOTO', contentType, bytes, width, height, durationSeconds: null, thumbnail };
}

async function checkVideo(input: Buffer, kind: 'video/mp4' | 'video/quicktime'): Promise<CheckedMedia> {
  if (input.length > VIDEO_MAX_BYTES) throw fileError('media_too_large', m.videoTooLarge);
  const facts = await readVideoFacts(input, kind);
  if (facts === null) throw fileError('media_unreadable', m.unreadable);
  if (!facts.hasVideo) throw fileError('media_type_unsupported', m.typeUnsupported);
  // Without a length the 30 s limit and the minimum cannot be checked: refused rather than sent to fail at Google.
  if (facts.durationSeconds === null) throw fileError('video_duration_unknown', m.videoDurationUnknown);
  if (facts.durationSeconds < VIDEO_MIN_SECONDS) throw fileError('video_too_short', m.videoTooShort);
  if (facts.durationSeconds > VIDEO_MAX_SECONDS) throw fileError('video_too_long', m.videoTooLong);
  return { mediaFormat: 'VIDEO', contentType: kind, bytes: input, width: null, height: null, durationSeconds: facts.durationSeconds, thumbnail: null };
}

/**
 * Checks one uploaded file against Google's media rules and answers the bytes to store and send: a photo re-encoded
 * (orientation applied, metadata removed) with its JPEG thumbnail, a video as it came with its duration. Every
 * refusal is a 422 field error on `file` with a stable code.
 */
export async function checkUpload(file: unknown): Promise<CheckedMedia> {
  if (!Buffer.isBuffer(file) || file.length === 0) throw fileError('file_required', m.fileMissing);
  const kind = sniffUploadKind(file);
  if (kind === null) throw fileError('media_type_unsupported', m.typeUnsupported);
  return kind === 'image/jpeg' || kind === 'image/png' ? checkPhoto(file) : checkVideo(file, kind);
}
