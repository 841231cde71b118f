import { columns, composeStandard, qrColumn, storeBlock, textColumn, type Design, type DesignContext, type StandardSpec } from './qr-compose';
import { fmt, inset, type Box, type SceneItem } from './qr-scene';
import { leafPath, seeded, waveBand } from './qr-shapes';
import { stack } from './qr-stack';

// template_5 … template_7: wood, marine and forest.

const hairOf = (ctx: DesignContext) => ctx.paper.type.margin * 0.05;

function grainLines(box: Box, horizontal: boolean, count: number, amplitude: number, seed: number): string {
  const rnd = seeded(seed);
  const parts: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const along = horizontal ? box.w : box.h;
    const across = (horizontal ? box.h : box.w) * (i / (count + 1));
    const phase = rnd() * Math.PI * 2;
    const waves = 1.5 + rnd() * 2;
    for (let s = 0; s <= 40; s += 1) {
      const t = (s / 40) * along;
      const offset = amplitude * Math.sin(phase + (s / 40) * waves * Math.PI * 2);
      const [x, y] = horizontal ? [box.x + t, box.y + across + offset] : [box.x + across + offset, box.y + t];
      parts.push(`${s === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`);
    }
  }
  return parts.join('');
}

/** template_5 ウッドボード: kraft paper inside a wooden frame with grain. */
export const woodDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const hair = hairOf(ctx);
  const f = m * 0.8;
  const items: SceneItem[] = [{ kind: 'rect', x: 0, y: 0, w: page.w, h: page.h, fill: '#8b5a3c' }];
  const grain = { stroke: '#6a4129', lineWidth: hair * 0.6, opacity: 0.55 };
  items.push(
    { kind: 'path', d: grainLines({ x: 0, y: 0, w: page.w, h: f }, true, 3, f * 0.08, 51), ...grain },
    { kind: 'path', d: grainLines({ x: 0, y: page.h - f, w: page.w, h: f }, true, 3, f * 0.08, 52), ...grain },
    { kind: 'path', d: grainLines({ x: 0, y: f, w: f, h: page.h - f * 2 }, false, 3, f * 0.08, 53), ...grain },
    { kind: 'path', d: grainLines({ x: page.w - f, y: f, w: f, h: page.h - f * 2 }, false, 3, f * 0.08, 54), ...grain },
  );
  const inner = inset(page, f);
  items.push({ kind: 'rect', ...inner, fill: '#f1e4cc', stroke: '#5a3822', lineWidth: hair * 1.4 });
  items.push(
    ...composeStandard(ctx, inset(inner, m * 0.6), {
      voice: { ink: '#4a3326', sub: '#7d6250', weights: { headline: 900, sub: 500, body: 400, store: 700 } },
      align: paper.horizontal ? 'left' : 'center',
      stars: '#6f7d3c',
      store: 'bottom',
      panel: { shape: 'square', fill: '#fffaf0', dark: '#3b2618', stroke: '#8b5a3c', lineWidth: hair * 1.2 },
    }),
  );
  return { background: '#8b5a3c', items };
};

/** template_6 マリン: navy stripes at the top and layered waves under the text. */
export const marineDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const hair = hairOf(ctx);
  const stripe = m * 0.16;
  const items: SceneItem[] = [0, 2, 4].map((i) => ({ kind: 'rect', x: 0, y: i * stripe, w: page.w, h: stripe, fill: '#0b3c5d' }) as SceneItem);
  const top = stripe * 5 + m * 0.7;
  const spec: StandardSpec = {
    voice: { ink: '#0b3c5d', sub: '#4a6b82', weights: { headline: 700, sub: 500, body: 400, store: 700 } },
    align: paper.horizontal ? 'left' : 'center',
    stars: '#f2a93b',
    store: 'bottom',
    panel: { shape: 'square', fill: '#ffffff', dark: '#0b2a40', stroke: '#0b3c5d', lineWidth: hair * 1.4 },
  };
  const waveHeight = page.h * (paper.horizontal ? 0.2 : 0.13);
  const box = { x: m, y: top, w: page.w - m * 2, h: page.h - top - m };
  // Side by side, the waves run under the text only, so the QR column keeps the full height.
  const split = paper.horizontal ? columns(ctx, box, spec) : null;
  const waveBox = split ? { x: 0, y: page.h - waveHeight, w: split.text.x + split.text.w + m * 0.45, h: waveHeight } : { x: 0, y: page.h - waveHeight, w: page.w, h: waveHeight };
  const a = waveHeight * 0.09;
  items.push(
    { kind: 'path', d: waveBand(waveBox, waveBox.y + a, a, 2, 0), fill: '#cfe8f7' },
    { kind: 'path', d: waveBand(waveBox, waveBox.y + waveHeight * 0.32, a, 2.5, 1.2), fill: '#5aa9d6' },
    { kind: 'path', d: waveBand(waveBox, waveBox.y + waveHeight * 0.62, a, 3, 2.4), fill: '#0b3c5d' },
  );
  if (split) {
    const textBox = { ...split.text, h: waveBox.y - split.text.y - m * 0.4 };
    items.push(...stack(textColumn(ctx, spec), textBox, { align: 'left', justify: 'center' }).items);
    items.push(...stack(qrColumn(ctx, spec), split.qr, { align: 'center', justify: 'center' }).items);
  } else {
    items.push(...composeStandard(ctx, { ...box, h: waveBox.y - top - m * 0.3 }, spec));
  }
  return { background: '#ffffff', items };
};

/** template_7 フォレスト: a deep green canopy with a curved edge and leaves; the QR sits on cream below or beside it. */
export const forestDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const hair = hairOf(ctx);
  const rnd = seeded(7);
  const items: SceneItem[] = [];
  const bulge = Math.min(page.w, page.h) * 0.07;
  let canopy: Box;
  let rest: Box;
  if (paper.horizontal) {
    const edge = page.w * 0.5;
    items.push({ kind: 'path', d: `M0 0H${fmt(edge)}Q${fmt(edge + bulge * 2)} ${fmt(page.h / 2)} ${fmt(edge)} ${fmt(page.h)}H0Z`, fill: '#1f4d3a' });
    canopy = { x: m, y: m, w: edge - m * 1.6, h: page.h - m * 2 };
    rest = { x: edge + bulge + m * 0.6, y: m, w: page.w - edge - bulge - m * 1.6, h: page.h - m * 2 };
  } else {
    const edge = page.h * 0.4;
    items.push({ kind: 'path', d: `M0 0H${fmt(page.w)}V${fmt(edge)}Q${fmt(page.w / 2)} ${fmt(edge + bulge * 2)} 0 ${fmt(edge)}Z`, fill: '#1f4d3a' });
    canopy = { x: m, y: m, w: page.w - m * 2, h: edge - m * 1.3 };
    rest = { x: m, y: edge + bulge + m * 0.6, w: page.w - m * 2, h: page.h - edge - bulge - m * 1.6 };
  }
  // A sprig of leaves in the canopy's outer corner.
  const size = m * 1.6;
  const corner = paper.horizontal ? { x: 0, y: page.h } : { x: page.w, y: 0 };
  // Pointing into the canopy: down-left from the top-right corner, up-right from the bottom-left one.
  const base = paper.horizontal ? -Math.PI / 4 : (Math.PI * 3) / 4;
  for (let i = 0; i < 7; i += 1) {
    const turn = base + (i - 3) * 0.24 + (rnd() - 0.5) * 0.15;
    items.push({ kind: 'path', d: leafPath(corner.x, corner.y, size * (1.1 + rnd() * 0.6), turn), fill: i % 2 === 0 ? '#2f6b4f' : '#3d8560', opacity: 0.9 });
  }
  const spec: StandardSpec = {
    voice: { ink: '#f4f1e6', sub: '#cfe3d4', headline: '#ffffff', store: '#1f4d3a', weights: { headline: 700, sub: 500, body: 400, store: 700 } },
    align: 'center',
    stars: '#e9c46a',
    store: 'bottom',
    panel: { shape: 'square', fill: '#ffffff', dark: '#143526', stroke: '#1f4d3a', lineWidth: hair * 1.2 },
  };
  items.push(...stack(textColumn(ctx, spec, false), canopy, { align: 'center', justify: 'center' }).items);
  const lower = { ...spec, voice: { ...spec.voice, ink: '#1f4d3a', sub: '#5b7a68' } };
  items.push(...stack([...qrColumn(ctx, lower), storeBlock(ctx, lower.voice, paper.type.headline * 0.4)], rest, { align: 'center', justify: 'center' }).items);
  return { background: '#f4f1e6', items };
};
