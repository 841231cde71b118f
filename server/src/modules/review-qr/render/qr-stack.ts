import { qrItem, type QrMatrix } from './qr-matrix';
import type { Box, SceneItem } from './qr-scene';
import { lineHeightOf, lineItem, wrapText, type Align, type TextStyle } from './qr-text';

// A column of blocks (text, drawn ornaments, the QR panel) fitted into a box: every text size shrinks by one
// common factor until the column fits, then optional blocks are dropped (highest `drop` first). Leftover height
// is distributed so the design breathes the same way on a card and on A4.

interface BlockBase {
  gap?: number;
  /** Blocks that may be dropped when space runs out, highest first. */
  drop?: number;
  /** With justify 'spread', free height is shared out before anchored blocks (and at both ends). */
  anchor?: boolean;
}

export interface TextBlock extends BlockBase {
  kind: 'text';
  text: string;
  style: TextStyle;
  maxLines?: number;
  align?: Align;
  /** Share of the column width the lines may use (a comfortable measure on wide papers). */
  measure?: number;
}

export interface DrawBlock extends BlockBase {
  kind: 'draw';
  height: number;
  /** Draws into (x, y, w) at the fitted scale; height is `height * scale`. */
  draw: (x: number, y: number, w: number, scale: number) => SceneItem[];
}

export type PanelShape = 'square' | 'rounded' | 'circle';

export interface PanelStyle {
  shape: PanelShape;
  fill: string;
  dark: string;
  stroke?: string;
  lineWidth?: number;
  /** A solid offset copy behind the panel (pop and bold designs). */
  shadow?: { dx: number; dy: number; color: string };
  /** A ring or frame around the panel; the panel shrinks by `offset` inside the block. */
  outline?: { offset: number; color: string; lineWidth: number; dash?: [number, number] };
}

export interface QrBlock extends BlockBase {
  kind: 'qr';
  matrix: QrMatrix;
  /** Outer size of the panel. */
  side: number;
  panel: PanelStyle;
}

export type Block = TextBlock | DrawBlock | QrBlock;

export type Justify = 'top' | 'center' | 'bottom' | 'spread';

export interface StackOptions {
  align: Align;
  justify?: Justify;
}

// (text scale, QR scale) pairs tried in order: text gives way first, then the QR a little, then text again.
const STEPS: [number, number][] = [
  [1, 1],
  [0.94, 1],
  [0.88, 1],
  [0.82, 1],
  [0.82, 0.92],
  [0.76, 0.92],
  [0.76, 0.85],
  [0.7, 0.85],
  [0.64, 0.85],
  [0.58, 0.85],
];
const MIN_TEXT_PT = 4.5;

interface Measured {
  block: Block;
  height: number;
  lines: string[];
  style?: TextStyle;
}

const scaled = (style: TextStyle, scale: number): TextStyle => ({ ...style, size: Math.max(MIN_TEXT_PT, style.size * scale) });

function measureBlocks(blocks: Block[], width: number, scale: number, qrScale: number): Measured[] | null {
  const out: Measured[] = [];
  for (const block of blocks) {
    if (block.kind === 'text') {
      const style = scaled(block.style, scale);
      const lines = wrapText(block.text, style, width * (block.measure ?? 1));
      if (block.maxLines !== undefined && lines.length > block.maxLines) return null;
      out.push({ block, height: lines.length * lineHeightOf(style), lines, style });
    } else if (block.kind === 'draw') out.push({ block, height: block.height * scale, lines: [] });
    else out.push({ block, height: Math.min(block.side * qrScale, width), lines: [] });
  }
  return out;
}

const gapOf = (block: Block, index: number, scale: number) => (index === 0 ? 0 : (block.gap ?? 0) * scale);
const totalHeight = (measured: Measured[], scale: number) => measured.reduce((sum, m, i) => sum + m.height + gapOf(m.block, i, scale), 0);

function fit(blocks: Block[], box: Box): { measured: Measured[]; scale: number } {
  const levels = [...new Set(blocks.map((b) => b.drop ?? 0).filter((d) => d > 0))].sort((a, b) => b - a);
  let kept = blocks;
  for (const level of [Infinity, ...levels]) {
    kept = blocks.filter((b) => (b.drop ?? 0) < level);
    for (const [scale, qrScale] of STEPS) {
      const measured = measureBlocks(kept, box.w, scale, qrScale);
      if (measured && totalHeight(measured, scale) <= box.h) return { measured, scale };
    }
  }
  // Nothing fits even at the smallest size: shrink the QR panel into what is left (never below 60 % of it).
  const [scale, qrScale] = STEPS[STEPS.length - 1];
  const measured = measureBlocks(kept.map((b) => (b.kind === 'text' ? { ...b, maxLines: undefined } : b)), box.w, scale, qrScale) ?? [];
  const overflow = totalHeight(measured, scale) - box.h;
  const qr = measured.find((m) => m.block.kind === 'qr');
  if (qr && overflow > 0) qr.height = Math.max(qr.height * 0.7, qr.height - overflow);
  return { measured, scale };
}

function panelItems(block: QrBlock, x0: number, y0: number, outer: number): SceneItem[] {
  const { panel } = block;
  const items: SceneItem[] = [];
  const offset = panel.outline?.offset ?? 0;
  if (panel.outline) {
    const o = panel.outline;
    const stroke = { stroke: o.color, lineWidth: o.lineWidth, dash: o.dash };
    const half = o.lineWidth / 2;
    if (panel.shape === 'circle') items.push({ kind: 'circle', cx: x0 + outer / 2, cy: y0 + outer / 2, r: outer / 2 - half, ...stroke });
    else items.push({ kind: 'rect', x: x0 + half, y: y0 + half, w: outer - o.lineWidth, h: outer - o.lineWidth, r: panel.shape === 'rounded' ? outer * 0.07 : 0, ...stroke });
  }
  const x = x0 + offset;
  const y = y0 + offset;
  const side = outer - offset * 2;
  const paint = { fill: panel.fill, stroke: panel.stroke, lineWidth: panel.lineWidth };
  if (panel.shape === 'circle') {
    const r = side / 2;
    if (panel.shadow) items.push({ kind: 'circle', cx: x + r + panel.shadow.dx, cy: y + r + panel.shadow.dy, r, fill: panel.shadow.color });
    items.push({ kind: 'circle', cx: x + r, cy: y + r, r, ...paint });
    // The symbol with its quiet zone is the square inscribed in the circle.
    const q = side / Math.SQRT2;
    items.push(qrItem(block.matrix, x + (side - q) / 2, y + (side - q) / 2, q, panel.dark, panel.fill));
    return items;
  }
  const r = panel.shape === 'rounded' ? side * 0.06 : 0;
  if (panel.shadow) items.push({ kind: 'rect', x: x + panel.shadow.dx, y: y + panel.shadow.dy, w: side, h: side, r, fill: panel.shadow.color });
  items.push({ kind: 'rect', x, y, w: side, h: side, r, ...paint });
  // The panel is the quiet zone: its rounded corners (6 %) stay well inside the 4 light modules.
  items.push(qrItem(block.matrix, x, y, side, panel.dark, panel.fill));
  return items;
}

/** Lays the blocks out top to bottom inside `box`; returns the drawn items and the fitted scale. */
export function stack(blocks: Block[], box: Box, options: StackOptions): { items: SceneItem[]; scale: number } {
  const { measured, scale } = fit(blocks, box);
  const used = totalHeight(measured, scale);
  const free = Math.max(0, box.h - used);
  const justify = options.justify ?? 'center';
  const slots = measured.filter((m, i) => i > 0 && m.block.anchor).length + 2;
  let y = box.y + (justify === 'center' ? free / 2 : justify === 'bottom' ? free : justify === 'spread' ? free / slots : 0);
  const items: SceneItem[] = [];
  measured.forEach((m, i) => {
    y += gapOf(m.block, i, scale) + (justify === 'spread' && i > 0 && m.block.anchor ? free / slots : 0);
    const block = m.block;
    if (block.kind === 'text' && m.style) {
      const style = m.style;
      const align = block.align ?? options.align;
      const w = box.w * (block.measure ?? 1);
      const x = align === 'left' ? box.x : align === 'right' ? box.x + box.w - w : box.x + (box.w - w) / 2;
      m.lines.forEach((line, n) => items.push(lineItem(line, style, x, y + n * lineHeightOf(style), w, align)));
    } else if (block.kind === 'draw') {
      items.push(...block.draw(box.x, y, box.w, scale));
    } else if (block.kind === 'qr') {
      const x = options.align === 'left' ? box.x : options.align === 'right' ? box.x + box.w - m.height : box.x + (box.w - m.height) / 2;
      items.push(...panelItems(block, x, y, m.height));
    }
    y += m.height;
  });
  return { items, scale };
}
