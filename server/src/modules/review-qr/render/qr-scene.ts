import type { FontKey } from './qr-fonts';

// The one description of a printed QR design, in points (1/72 inch) with the origin at the top left. The PDF
// renderer (pdfkit) and the SVG renderer (for the PNG) both draw exactly these items, so the files always match.

export interface Paint {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
  opacity?: number;
  dash?: [number, number];
}

export interface RectItem extends Paint {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
}

export interface CircleItem extends Paint {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
}

/** SVG path data (M L H V C Q A Z, absolute or relative); pdfkit parses the same syntax. */
export interface PathItem extends Paint {
  kind: 'path';
  d: string;
}

export interface TextRun {
  font: FontKey;
  text: string;
  /** Offset from the line's x. */
  dx: number;
}

/** One line of text; y is the alphabetic baseline. */
export interface TextItem {
  kind: 'text';
  x: number;
  y: number;
  size: number;
  color: string;
  /** Points added after every glyph (PDF character spacing). */
  spacing: number;
  width: number;
  runs: TextRun[];
}

/** The QR symbol: `d` draws the dark modules in module units, quiet zone included, inside a `size` square. */
export interface QrItem {
  kind: 'qr';
  x: number;
  y: number;
  size: number;
  cells: number;
  d: string;
  dark: string;
  light: string;
}

export type SceneItem = RectItem | CircleItem | PathItem | TextItem | QrItem;

export interface Scene {
  width: number;
  height: number;
  background: string;
  items: SceneItem[];
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const inset = (box: Box, dx: number, dy = dx): Box => ({ x: box.x + dx, y: box.y + dy, w: box.w - dx * 2, h: box.h - dy * 2 });

/** Two decimals are far below printer resolution and keep the files small. */
export const fmt = (n: number): string => String(Math.round(n * 100) / 100);
