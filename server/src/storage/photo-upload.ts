import type { Metadata, OutputInfo } from 'sharp';
import { loadSharp } from './sharp';

// Google's photo rules (providers.md: JPG or PNG, 10 KB–5 MB, at least 250×250 px), checked on the bytes (never the
// name or the client's content type) by every module that takes a photo upload, so they cannot drift apart.

export const PHOTO_MIN_BYTES = 10 * 1024;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MIN_SIDE = 250;
/**
 * Above this many declared pixels a photo is a decompression bomb, refused from its header before any pixel is
 * decoded. 40 MP is the stricter of the two limits the modules had (40 MP, 60 MP) and still above any genuine upload:
 * the 5 MB ceiling already turns away a full-resolution 50 MP phone photo, and one decode then costs at most about
 * 160 MB (RGBA) on the shared API process instead of 240 MB.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;

export type PhotoType = 'image/jpeg' | 'image/png';

/** Why a photo was refused; stable codes that each module maps to its own field error and message. */
export type PhotoRefusalReason =
  | 'media_type_unsupported'
  | 'media_too_small'
  | 'media_too_large'
  | 'media_dimensions_too_small'
  | 'media_too_many_pixels'
  | 'media_unreadable';

export interface CheckedPhoto {
  bytes: Buffer;
  contentType: PhotoType;
  width: number;
  height: number;
}

export type PhotoCheck = { ok: true; photo: CheckedPhoto } | { ok: false; reason: PhotoRefusalReason };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The photo type from the leading bytes; null for anything else (SVG, GIF, WebP, HEIC, text named .jpg). */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

const refuse = (reason: PhotoRefusalReason): PhotoCheck => ({ ok: false, reason });

const sizeRefusal = (length: number): PhotoRefusalReason | null =>
  length < PHOTO_MIN_BYTES ? 'media_too_small' : length > PHOTO_MAX_BYTES ? 'media_too_large' : null;

/**
 * Checks one uploaded photo and answers it re-encoded in its own type, with the EXIF orientation applied and no
 * metadata kept (sharp writes none unless asked), so a camera's EXIF (GPS position, device) never leaves the server.
 */
export async function checkPhoto(input: Buffer): Promise<PhotoCheck> {
  const contentType = sniffPhotoType(input);
  if (contentType === null) return refuse('media_type_unsupported');
  const inputSize = sizeRefusal(input.length);
  if (inputSize) return refuse(inputSize);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header alone: a bomb is refused by its declared size before any pixel is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return refuse('media_unreadable');
  }
  // An animated PNG's frames multiply the decoding cost; Google takes still photos only.
  if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS || (meta.pages ?? 1) > 1) return refuse('media_too_many_pixels');
  let bytes: Buffer;
  let info: OutputInfo;
  try {
    const pipeline = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    const encoded = contentType === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 92, mozjpeg: true });
    ({ data: bytes, info } = await encoded.toBuffer({ resolveWithObject: true }));
  } catch {
    return refuse('media_unreadable');
  }
  if (info.width < PHOTO_MIN_SIDE || info.height < PHOTO_MIN_SIDE) return refuse('media_dimensions_too_small');
  // Google checks the bytes it receives, so the re-encoded photo must keep within the same limits.
  const outputSize = sizeRefusal(bytes.length);
  if (outputSize) return refuse(outputSize);
  return { ok: true, photo: { bytes, contentType, width: info.width, height: info.height } };
}
