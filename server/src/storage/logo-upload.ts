import { PHOTO_MAX_PIXELS, sniffPhotoType } from './photo-upload';
import { loadSharp } from './sharp';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
// Larger than the header shows it (2× for sharp screens) and small enough to keep inline as a data: URL.
const LOGO_BOX = { width: 480, height: 160 };

export type LogoRefusalReason = 'logo_type_unsupported' | 'logo_too_large' | 'logo_unreadable';
export type LogoCheck = { ok: true; dataUrl: string } | { ok: false; reason: LogoRefusalReason };

/**
 * Checks an uploaded logo on its bytes (PNG or JPEG; SVG could carry script) and answers it re-encoded as a PNG that
 * fits the header's box, without metadata, as a data: URL: the header and the report PDF show it without fetching.
 */
export async function checkLogo(input: Buffer): Promise<LogoCheck> {
  if (sniffPhotoType(input) === null) return { ok: false, reason: 'logo_type_unsupported' };
  if (input.length > LOGO_MAX_BYTES) return { ok: false, reason: 'logo_too_large' };
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS || (meta.pages ?? 1) > 1) return { ok: false, reason: 'logo_unreadable' };
    const png = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...LOGO_BOX, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    return { ok: true, dataUrl: `data:image/png;base64,${png.toString('base64')}` };
  } catch {
    return { ok: false, reason: 'logo_unreadable' };
  }
}
