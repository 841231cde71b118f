import { deflateSync } from 'node:zlib';
import { createPrng } from '../google/prng';

// Post images are generated PNGs so the emulator works offline and crossposting has real image bytes to re-host.
// Low-order noise keeps each file a few tens of kilobytes, above the minimum size photo uploads usually demand.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PALETTE: ReadonlyArray<readonly [number, number, number]> = [
  [233, 150, 122], [244, 196, 48], [134, 185, 110], [120, 170, 214], [196, 140, 190], [240, 128, 128], [160, 120, 90], [250, 210, 160],
];

/** A deterministic square PNG for a media id: a colour from the id, diagonal stripes and seeded noise. */
export function mediaPng(seed: number, size = 320): Buffer {
  const prng = createPrng(seed);
  const [r, g, b] = PALETTE[seed % PALETTE.length];
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const stripe = Math.floor((x + y) / 40) % 2 === 0 ? 0 : 24;
      const noise = prng.int(0, 7);
      row[1 + x * 3] = Math.max(0, r - stripe - noise);
      row[2 + x * 3] = Math.max(0, g - stripe - noise);
      row[3 + x * 3] = Math.max(0, b - stripe - noise);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
