import { fmt, type Box, type PathItem, type SceneItem } from './qr-scene';
import type { DrawBlock } from './qr-stack';

// Decorative shapes shared by the designs, all as plain path data so both renderers draw them identically.

const point = (x: number, y: number) => `${fmt(x)} ${fmt(y)}`;

/** A five-pointed star centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.42): string {
  const parts: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    parts.push(`${i === 0 ? 'M' : 'L'}${point(cx + r * Math.cos(a), cy + r * Math.sin(a))}`);
  }
  return `${parts.join('')}Z`;
}

/** Five rating stars as a stack block, aligned like the column. */
export function starsBlock(size: number, color: string, align: 'left' | 'center' | 'right', gap: number, drop = 3): DrawBlock {
  return {
    kind: 'draw',
    height: size,
    gap,
    drop,
    draw: (x, y, w, scale) => {
      const s = size * scale;
      const step = s * 1.25;
      const total = step * 4 + s;
      const left = align === 'left' ? x : align === 'right' ? x + w - total : x + (w - total) / 2;
      const d = [0, 1, 2, 3, 4].map((i) => starPath(left + s / 2 + i * step, y + s * 0.53, s / 2)).join('');
      return [{ kind: 'path', d, fill: color }];
    },
  };
}

/** A short horizontal rule (or a rule with a centred diamond) as a stack block. */
export function ruleBlock(width: number, color: string, gap: number, options: { lineWidth?: number; diamond?: boolean; align?: 'left' | 'center' } = {}): DrawBlock {
  const lw = options.lineWidth ?? 0.8;
  return {
    kind: 'draw',
    height: options.diamond ? width * 0.08 : lw * 4,
    gap,
    drop: 4,
    draw: (x, y, w, scale) => {
      const len = Math.min(w, width * scale);
      const left = options.align === 'left' ? x : x + (w - len) / 2;
      const mid = y + (options.diamond ? width * 0.04 * scale : lw * 2);
      const items: SceneItem[] = [{ kind: 'path', d: `M${point(left, mid)}H${fmt(left + len)}`, stroke: color, lineWidth: lw * Math.max(scale, 0.6) }];
      if (options.diamond) {
        const r = width * 0.04 * scale;
        const cx = left + len / 2;
        items.push({ kind: 'path', d: `M${point(cx, mid - r)}L${point(cx + r, mid)}L${point(cx, mid + r)}L${point(cx - r, mid)}Z`, fill: color });
      }
      return items;
    },
  };
}

/** A cherry blossom: five notched petals around a centre, rotated by `turn` radians. */
export function blossomPath(cx: number, cy: number, r: number, turn = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const a = turn + (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const at = (radius: number, offset: number) => point(cx + radius * Math.cos(a + offset), cy + radius * Math.sin(a + offset));
    parts.push(`M${point(cx, cy)}C${at(r * 0.55, -0.75)} ${at(r * 1.05, -0.45)} ${at(r, -0.12)}L${at(r * 0.82, 0)}L${at(r, 0.12)}C${at(r * 1.05, 0.45)} ${at(r * 0.55, 0.75)} ${point(cx, cy)}Z`);
  }
  return parts.join('');
}

/** A single falling petal. */
export function petalPath(cx: number, cy: number, r: number, turn: number): string {
  const at = (radius: number, offset: number) => point(cx + radius * Math.cos(turn + offset), cy + radius * Math.sin(turn + offset));
  return `M${at(r, Math.PI)}C${at(r * 0.9, Math.PI * 0.45)} ${at(r * 0.9, Math.PI * 0.2)} ${at(r, 0.06)}L${at(r * 0.75, 0)}L${at(r, -0.06)}C${at(r * 0.9, -Math.PI * 0.2)} ${at(r * 0.9, -Math.PI * 0.45)} ${at(r, Math.PI)}Z`;
}

/** A leaf with its tip at angle `turn` from (x, y). */
export function leafPath(x: number, y: number, length: number, turn: number): string {
  const tip = { x: x + length * Math.cos(turn), y: y + length * Math.sin(turn) };
  const n = { x: -Math.sin(turn) * length * 0.32, y: Math.cos(turn) * length * 0.32 };
  const c1 = { x: x + (tip.x - x) * 0.3, y: y + (tip.y - y) * 0.3 };
  const c2 = { x: x + (tip.x - x) * 0.75, y: y + (tip.y - y) * 0.75 };
  return `M${point(x, y)}C${point(c1.x + n.x, c1.y + n.y)} ${point(c2.x + n.x, c2.y + n.y)} ${point(tip.x, tip.y)}C${point(c2.x - n.x, c2.y - n.y)} ${point(c1.x - n.x, c1.y - n.y)} ${point(x, y)}Z`;
}

/** A filled band whose top edge is a sine wave, from `top` down to the bottom of `box`. */
export function waveBand(box: Box, top: number, amplitude: number, waves: number, phase = 0): string {
  const steps = 48;
  const parts = [`M${point(box.x, box.y + box.h)}`];
  for (let i = 0; i <= steps; i += 1) {
    const x = box.x + (box.w * i) / steps;
    parts.push(`L${point(x, top + amplitude * Math.sin(phase + (i / steps) * waves * 2 * Math.PI))}`);
  }
  parts.push(`L${point(box.x + box.w, box.y + box.h)}Z`);
  return parts.join('');
}

/** An L-shaped bracket at one corner of a box (corner 0..3: top-left, top-right, bottom-right, bottom-left). */
export function cornerPath(box: Box, corner: 0 | 1 | 2 | 3, length: number): string {
  const x = corner === 0 || corner === 3 ? box.x : box.x + box.w;
  const y = corner < 2 ? box.y : box.y + box.h;
  const dx = corner === 0 || corner === 3 ? length : -length;
  const dy = corner < 2 ? length : -length;
  return `M${point(x + dx, y)}L${point(x, y)}L${point(x, y + dy)}`;
}

export const corners = (box: Box, length: number, stroke: string, lineWidth: number): PathItem[] =>
  ([0, 1, 2, 3] as const).map((c) => ({ kind: 'path', d: cornerPath(box, c, length), stroke, lineWidth }));

/** Deterministic pseudo-random numbers, so a design prints the same way every time. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
