import QRCode from 'qrcode';
import type { QrItem } from './qr-scene';

/** Light modules around the symbol, as ISO/IEC 18004 requires. */
export const QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  cells: number;
  /** The dark modules as one path in module units (one subpath per horizontal run, filled as a union). */
  d: string;
}

// Level Q (25 % recovery) rather than the minimum M: printed cards get scuffed, folded and photographed at angles.
export function qrMatrix(text: string): QrMatrix {
  const code = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  const n = code.modules.size;
  const parts: string[] = [];
  for (let row = 0; row < n; row += 1) {
    let col = 0;
    while (col < n) {
      if (!code.modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < n && code.modules.get(row, col)) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
    }
  }
  return { cells: n + QUIET_ZONE * 2, d: parts.join('') };
}

export const qrItem = (matrix: QrMatrix, x: number, y: number, size: number, dark: string, light: string): QrItem => ({
  kind: 'qr',
  x,
  y,
  size,
  cells: matrix.cells,
  d: matrix.d,
  dark,
  light,
});
