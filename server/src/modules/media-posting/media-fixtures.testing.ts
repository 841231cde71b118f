import zlib from 'node:zlib';
import sharp from 'sharp';

// Tiny media built in code for the upload tests: photos with sharp, and an ISO base media (MP4 / MOV) file holding
// only the boxes a container reader needs for the duration (ftyp, and a moov with its movie header and one video
// track, with or without a sound track; for a fragmented file, movie fragments listing the frames' durations), no
// frames.

const box = (type: string, ...payload: Buffer[]): Buffer => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

const u32 = (...values: number[]): Buffer => {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => out.writeUInt32BE(v >>> 0, i * 4));
  return out;
};

const IDENTITY_MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

const track = (id: number, handler: 'vide' | 'soun', timescale: number, seconds: number, entry: Buffer): Buffer => {
  const duration = Math.round(seconds * timescale);
  const tkhd = box('tkhd', u32(0x00000007, 0, 0, id, 0, Math.round(seconds * 1000), 0, 0), Buffer.alloc(8), IDENTITY_MATRIX, u32(handler === 'vide' ? 1280 << 16 : 0, handler === 'vide' ? 720 << 16 : 0));
  const mdhd = box('mdhd', u32(0, 0, 0, timescale, duration), Buffer.from([0x55, 0xc4, 0, 0]));
  const hdlr = box('hdlr', u32(0, 0), Buffer.from(handler, 'latin1'), u32(0, 0, 0), Buffer.from(`${handler}Handler\0`, 'latin1'));
  const stbl = box('stbl', box('stsd', u32(0, 1), entry), box('stts', u32(0, 0)), box('stsz', u32(0, 0, 0)), box('stco', u32(0, 0)));
  return box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', stbl)));
};

// An H.264 visual sample entry (1280×720) and an AAC sound sample entry (stereo, 16 bit, 44.1 kHz), without codec data.
const videoEntry = box('avc1', Buffer.alloc(6), Buffer.from([0, 1]), Buffer.alloc(16), Buffer.from([0x05, 0x00, 0x02, 0xd0]), u32(0x00480000, 0x00480000, 0), Buffer.from([0, 1]), Buffer.alloc(32), Buffer.from([0, 0x18, 0xff, 0xff]));
const audioEntry = box('mp4a', Buffer.alloc(6), Buffer.from([0, 1]), u32(0, 0), Buffer.from([0, 2, 0, 16, 0, 0, 0, 0]), u32(44100 << 16));

const FRAME_RATE = 30;
const VIDEO_TIMESCALE = 90000;

/**
 * Movie fragments of `seconds` of 30 fps video on track 1, one fragment a second, as browsers and screen recorders
 * write them: each lists its frames' durations (trun), and the movie header before them says 0.
 */
const fragments = (seconds: number): Buffer[] => {
  const frameDuration = VIDEO_TIMESCALE / FRAME_RATE;
  let frames = Math.round(seconds * FRAME_RATE);
  const out: Buffer[] = [];
  for (let sequence = 1; frames > 0; sequence += 1) {
    const count = Math.min(frames, FRAME_RATE);
    frames -= count;
    // tfhd flags: default-base-is-moof (0x020000) with a default sample duration (0x08); trun without per-frame fields.
    const traf = box('traf', box('tfhd', u32(0x00020008, 1, frameDuration)), box('trun', u32(0, count)));
    out.push(box('moof', box('mfhd', u32(0, sequence)), traf), box('mdat'));
  }
  return out;
};

interface VideoOptions {
  brand?: string;
  /** Without a sound track, like a screen recording. */
  silent?: boolean;
  /** An mdat of that many zero bytes, for a file of a realistic size. */
  mediaBytes?: number;
  /** The movie header after the media data, as cameras write it when they finish recording. */
  moovLast?: boolean;
  /** A fragmented file: the length only in its movie fragments. */
  fragmented?: boolean;
}

/** A video container of `seconds`; brand 'qt  ' makes a QuickTime .mov, anything else an MP4. */
export function buildVideo(seconds: number, options: VideoOptions = {}): Buffer {
  const brand = options.brand ?? 'isom';
  const headerSeconds = options.fragmented ? 0 : seconds;
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), u32(0x200), Buffer.from(`${brand}mp41`, 'latin1'));
  const mvhd = box('mvhd', u32(0, 0, 0, 1000, Math.round(headerSeconds * 1000), 0x00010000), Buffer.from([0x01, 0x00]), Buffer.alloc(10), IDENTITY_MATRIX, Buffer.alloc(24), u32(3));
  const tracks = [
    track(1, 'vide', VIDEO_TIMESCALE, headerSeconds, videoEntry),
    ...(options.silent ? [] : [track(2, 'soun', 44100, headerSeconds, audioEntry)]),
  ];
  const mvex = options.fragmented ? [box('mvex', ...tracks.map((_, i) => box('trex', u32(0, i + 1, 1, 0, 0, 0))))] : [];
  const moov = box('moov', mvhd, ...tracks, ...mvex);
  const mdat = options.mediaBytes ? [box('mdat', Buffer.alloc(options.mediaBytes))] : [];
  const rest = options.fragmented ? fragments(seconds) : [];
  return Buffer.concat(options.moovLast ? [ftyp, ...mdat, moov, ...rest] : [ftyp, moov, ...mdat, ...rest]);
}

/** A noisy photo (so it does not compress below Google's 10 KB minimum) of the given size and type. */
export async function buildPhoto(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', options: { exifOrientation?: number } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 16;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const withExif = options.exifOrientation
    ? image.withMetadata({ orientation: options.exifOrientation, exif: { IFD0: { Make: 'TestCam', Model: 'GPS-Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 40/1 0/1' } } })
    : image;
  return format === 'png' ? withExif.png().toBuffer() : withExif.jpeg({ quality: 90 }).toBuffer();
}

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a valid grey PNG of 8000×8000 pixels (64 MP, 64 MB once decoded) whose rows of zeros
 * compress to about 64 KB.
 */
export function buildPngBomb(side = 8000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc(side * (side + 1)), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

export const SVG_BYTES = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><script>alert(1)</script><rect width="300" height="300"/></svg>'.padEnd(12000, ' '));
