import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { DomainError } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import { mediaPostingMessagesJa as m } from './media-posting.messages.ja';
import { readVideoFacts } from './video-duration';

// providers.md: photos JPG or PNG, 10 KB–5 MB, at least 250×250 px; videos at most 30 s and 75 MB, about 1 s minimum.
export const PHOTO_MIN_BYTES = 10 * 1024;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 75 * 1024 * 1024;
export const PHOTO_MIN_SIDE = 250;
export const VIDEO_MIN_SECONDS = 1;
export const VIDEO_MAX_SECONDS = 30;
/** Above any phone camera (about 50 MP): a larger header is a decompression bomb, refused before decoding. */
export const MAX_INPUT_PIXELS = 60_000_000;
const THUMBNAIL_SIDE = 320;
/** The spec's thumbnail JPEG quality 0.75. */
const THUMBNAIL_QUALITY = 75;

export type UploadKind = 'image/jpeg' | 'image/png' | 'video/mp4' | 'video/quicktime';

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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// ISO base media brands of audio-only files: an .m4a renamed .mp4 is not a video.
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

/** The real type from the leading bytes (never the name or the client's content type); null for anything else, SVG included. */
export function sniffUploadKind(bytes: Buffer): UploadKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (AUDIO_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  return null;
}

async function checkPhoto(input: Buffer, kind: 'image/jpeg' | 'image/png'): Promise<CheckedMedia> {
  if (input.length < PHOTO_MIN_BYTES) throw fileError('media_too_small', m.photoTooSmall);
  if (input.length > PHOTO_MAX_BYTES) throw fileError('media_too_large', m.photoTooLarge);
  let meta: Metadata;
  try {
    // The header alone: a bomb is refused by its declared size before any pixel is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw fileError('media_unreadable', m.unreadable);
  }
  const declaredWidth = meta.width ?? 0;
  const declaredHeight = meta.height ?? 0;
  if (declaredWidth * declaredHeight > MAX_INPUT_PIXELS || (meta.pages ?? 1) > 1) throw fileError('media_too_many_pixels', m.tooManyPixels);
  let bytes: Buffer;
  let info: OutputInfo;
  try {
    // Re-encoded with the EXIF orientation applied and no metadata kept (sharp writes none unless asked): the
    // camera's EXIF (GPS position, device) never reaches Google.
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const encoded = kind === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 92, mozjpeg: true });
    ({ data: bytes, info } = await encoded.toBuffer({ resolveWithObject: true }));
  } catch {
    throw fileError('media_unreadable', m.unreadable);
  }
  if (info.width < PHOTO_MIN_SIDE || info.height < PHOTO_MIN_SIDE) throw fileError('media_dimensions_too_small', m.dimensionsTooSmall);
  // Google checks the bytes it receives, so the re-encoded photo must keep within the same limits.
  if (bytes.length < PHOTO_MIN_BYTES) throw fileError('media_too_small', m.photoTooSmall);
  if (bytes.length > PHOTO_MAX_BYTES) throw fileError('media_too_large', m.photoTooLarge);
  const thumbnail = await sharp(bytes)
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
  return { mediaFormat: 'PHOTO', contentType: kind, bytes, width: info.width, height: info.height, durationSeconds: null, thumbnail };
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
  return kind === 'image/jpeg' || kind === 'image/png' ? checkPhoto(file, kind) : checkVideo(file, kind);
}
