import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Deps } from '../../deps';
import { validationError } from '../../http/errors';
import { postsMessagesJa as m } from './posts.messages.ja';

// A post's photo, checked against Google's photo rules (providers.md: JPG or PNG, 10 KB–5 MB, at least 250×250)
// by its bytes, never by its name, and re-encoded so that EXIF and other metadata (a phone's GPS position) never
// leave the server. Decompression bombs stop at sharp's pixel limit.

const MIN_BYTES = 10 * 1024;
const MAX_BYTES = 5 * 1024 * 1024;
const MIN_SIDE = 250;
const MAX_PIXELS = 40_000_000;

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

const refused = () => validationError({ images: [m.imageInvalid] }, 'image_invalid');

export interface StoredPostImage {
  key: string;
  token: string;
  contentType: 'image/jpeg' | 'image/png';
}

/** Checks and stores one uploaded photo; a field error on `images` (code image_invalid) when it breaks a rule. */
export async function storePostImage(deps: Pick<Deps, 'storage'>, companyId: number, file: unknown): Promise<StoredPostImage> {
  if (!Buffer.isBuffer(file) || file.length < MIN_BYTES || file.length > MAX_BYTES) throw refused();
  const contentType = isJpeg(file) ? 'image/jpeg' : isPng(file) ? 'image/png' : null;
  if (!contentType) throw refused();
  let bytes: Buffer;
  try {
    const image = sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const { width = 0, height = 0 } = await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata();
    if (Math.min(width, height) < MIN_SIDE) throw refused();
    bytes = contentType === 'image/jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
  } catch (error) {
    if (error instanceof Error && error.name === 'DomainError') throw error;
    throw refused();
  }
  const token = randomBytes(32).toString('base64url');
  const key = `posts/${companyId}/img-${token}.${contentType === 'image/jpeg' ? 'jpg' : 'png'}`;
  await deps.storage.put(key, bytes, contentType);
  return { key, token, contentType };
}
