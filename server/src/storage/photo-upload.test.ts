import zlib from 'node:zlib';
import sharp from 'sharp';
import { checkPhoto, PHOTO_MAX_BYTES, sniffPhotoType, type PhotoCheck } from './photo-upload';

// Noisy pixels compress badly, so even a small photo clears the 10 KB minimum.
const noise = (length: number): Buffer => {
  const pixels = Buffer.alloc(length);
  let seed = 4242;
  for (let i = 0; i < length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 16;
  }
  return pixels;
};

const CAMERA_EXIF = { IFD0: { Make: 'TestCam', Model: 'GPS-Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 40/1 0/1' } };

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', orientation?: number) => {
  const image = sharp(noise(width * height * 3), { raw: { width, height, channels: 3 } }).withMetadata({ orientation, exif: CAMERA_EXIF });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
};

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid grey PNG whose rows of zeros compress to almost nothing: huge once decoded, small on the wire. */
const pngBomb = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
};

const reasonOf = (check: PhotoCheck) => (check.ok ? 'accepted' : check.reason);

describe('the refusals, each with its stable reason', () => {
  it('media_type_unsupported for anything but JPEG or PNG bytes, whatever it would be called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300"/></svg>'.padEnd(12_000, ' '));
    const gif = await sharp(noise(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } }).gif().toBuffer();
    const webp = await sharp(noise(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } }).webp().toBuffer();
    for (const bytes of [svg, gif, webp, Buffer.from('これは写真ではありません。'.repeat(1000)), Buffer.alloc(0)]) {
      expect(reasonOf(await checkPhoto(bytes))).toBe('media_type_unsupported');
    }
    expect(sniffPhotoType(svg)).toBeNull();
  });

  it('media_too_small under 10 KB and media_too_large over 5 MB', async () => {
    const flat = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    expect(flat.length).toBeLessThan(10 * 1024);
    expect(reasonOf(await checkPhoto(flat))).toBe('media_too_small');
    // Refused by its length before anything is decoded.
    const oversized = Buffer.concat([await photo(300, 300), Buffer.alloc(PHOTO_MAX_BYTES)]);
    expect(reasonOf(await checkPhoto(oversized))).toBe('media_too_large');
  });

  it('media_dimensions_too_small when either side is under 250 pixels', async () => {
    expect(reasonOf(await checkPhoto(await photo(240, 400)))).toBe('media_dimensions_too_small');
    expect(reasonOf(await checkPhoto(await photo(400, 240, 'png')))).toBe('media_dimensions_too_small');
    expect(reasonOf(await checkPhoto(await photo(250, 250)))).toBe('accepted');
  });

  it('media_too_many_pixels for a decompression bomb, from its header, above 40 megapixels', async () => {
    const bomb = pngBomb(8000, 8000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(reasonOf(await checkPhoto(bomb))).toBe('media_too_many_pixels');
    expect(reasonOf(await checkPhoto(pngBomb(7000, 6000)))).toBe('media_too_many_pixels');
  });

  it('media_unreadable for a JPEG or PNG signature followed by garbage', async () => {
    expect(reasonOf(await checkPhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), noise(20_000)])))).toBe('media_unreadable');
    const truncatedPng = (await photo(300, 300, 'png')).subarray(0, 40_000);
    expect(reasonOf(await checkPhoto(truncatedPng))).toBe('media_unreadable');
  });
});

describe('an accepted photo', () => {
  it('comes back upright without its EXIF (camera, GPS)', async () => {
    // 400×300 stored sideways: EXIF orientation 6 says to turn it a quarter, so it is 300 wide and 400 high upright.
    const original = await photo(400, 300, 'jpeg', 6);
    const before = await sharp(original).metadata();
    expect([before.exif !== undefined, before.orientation]).toEqual([true, 6]);
    const check = await checkPhoto(original);
    if (!check.ok) throw new Error(`refused: ${check.reason}`);
    expect([check.photo.contentType, check.photo.width, check.photo.height]).toEqual(['image/jpeg', 300, 400]);
    const after = await sharp(check.photo.bytes).metadata();
    expect({ format: after.format, width: after.width, height: after.height, exif: after.exif, orientation: after.orientation }).toEqual({
      format: 'jpeg',
      width: 300,
      height: 400,
      exif: undefined,
      orientation: undefined,
    });
  });

  it('stays a PNG when it came as one, still without metadata', async () => {
    const original = await photo(300, 260, 'png');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const check = await checkPhoto(original);
    if (!check.ok) throw new Error(`refused: ${check.reason}`);
    expect([check.photo.contentType, check.photo.width, check.photo.height]).toEqual(['image/png', 300, 260]);
    const after = await sharp(check.photo.bytes).metadata();
    expect([after.format, after.exif]).toEqual(['png', undefined]);
  });
});
