import { columns, composeStandard, headlineBlocks, messageBlocks, qrColumn, storeBlock, textColumn, DROP, type Design, type DesignContext, type StandardSpec } from './qr-compose';
import { fmt, inset, type Box, type SceneItem } from './qr-scene';
import { blossomPath, petalPath, seeded, starsBlock } from './qr-shapes';
import { stack, type Block } from './qr-stack';
import { measure } from './qr-text';

// template_11 … template_14: split, ribbon, stamp and sakura.

const hairOf = (ctx: DesignContext) => ctx.paper.type.margin * 0.05;

/** template_11 スプリット: an indigo half for the words, a white half for the QR, an amber seam between them. */
export const splitDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const seam = m * 0.12;
  const items: SceneItem[] = [];
  const spec: StandardSpec = {
    voice: { ink: '#ffffff', sub: '#c9cff0', store: '#ffffff', weights: { headline: 700, sub: 500, body: 400, store: 700 } },
    align: 'center',
    stars: '#f2b134',
    store: 'bottom',
    panel: { shape: 'square', fill: '#ffffff', dark: '#1d275f' },
  };
  const lower = { ...spec, voice: { ...spec.voice, ink: '#2b3a8c', sub: '#5a6396', store: '#2b3a8c' } };
  if (paper.horizontal) {
    const edge = page.w * 0.52;
    items.push({ kind: 'rect', x: 0, y: 0, w: edge, h: page.h, fill: '#2b3a8c' }, { kind: 'rect', x: edge, y: 0, w: seam, h: page.h, fill: '#f2b134' });
    items.push(...stack(textColumn(ctx, spec), { x: m, y: m, w: edge - m * 1.7, h: page.h - m * 2 }, { align: 'left', justify: 'center' }).items);
    items.push(...stack(qrColumn(ctx, lower), { x: edge + seam + m * 0.8, y: m, w: page.w - edge - seam - m * 1.6, h: page.h - m * 2 }, { align: 'center', justify: 'center' }).items);
  } else {
    const edge = page.h * 0.42;
    items.push({ kind: 'rect', x: 0, y: 0, w: page.w, h: edge, fill: '#2b3a8c' }, { kind: 'rect', x: 0, y: edge, w: page.w, h: seam, fill: '#f2b134' });
    items.push(...stack(textColumn(ctx, spec, false), { x: m, y: m, w: page.w - m * 2, h: edge - m * 1.6 }, { align: 'center', justify: 'center' }).items);
    const rest = { x: m, y: edge + seam + m * 0.7, w: page.w - m * 2, h: page.h - edge - seam - m * 1.5 };
    items.push(...stack([...qrColumn(ctx, lower), storeBlock(ctx, lower.voice, paper.type.headline * 0.4)], rest, { align: 'center', justify: 'spread' }).items);
  }
  return { background: '#ffffff', items };
};

function ribbon(body: Box, tail: number, fold: number, drop: number): SceneItem[] {
  const notch = tail * 0.35;
  const ty = body.y + drop;
  const bottom = ty + body.h;
  const leftOuter = body.x - tail;
  const rightOuter = body.x + body.w + tail;
  return [
    { kind: 'path', fill: '#a10d25', d: `M${fmt(leftOuter)} ${fmt(ty)}H${fmt(body.x + fold)}V${fmt(bottom)}H${fmt(leftOuter)}L${fmt(leftOuter + notch)} ${fmt(ty + body.h / 2)}Z` },
    { kind: 'path', fill: '#a10d25', d: `M${fmt(rightOuter)} ${fmt(ty)}H${fmt(body.x + body.w - fold)}V${fmt(bottom)}H${fmt(rightOuter)}L${fmt(rightOuter - notch)} ${fmt(ty + body.h / 2)}Z` },
    { kind: 'path', fill: '#6e0818', d: `M${fmt(body.x)} ${fmt(body.y + body.h)}H${fmt(body.x + fold)}V${fmt(bottom)}Z` },
    { kind: 'path', fill: '#6e0818', d: `M${fmt(body.x + body.w)} ${fmt(body.y + body.h)}H${fmt(body.x + body.w - fold)}V${fmt(bottom)}Z` },
    { kind: 'rect', ...body, fill: '#c8102e' },
  ];
}

/** template_12 リボン: the title on a crimson ribbon banner with folded, notched tails. */
export const ribbonDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const t = paper.type;
  const hair = hairOf(ctx);
  const spec: StandardSpec = {
    voice: { ink: '#2a2a2a', sub: '#6b6b6b', headline: '#ffffff', weights: { headline: 900, sub: 500, body: 400, store: 700 } },
    align: 'center',
    panel: { shape: 'square', fill: '#ffffff', dark: '#1d1d1d', stroke: '#c8102e', lineWidth: hair * 1.2 },
    store: 'bottom',
  };
  const box = inset(page, m);
  const split = paper.horizontal ? columns(ctx, box, spec) : null;
  const column = split ? split.text : box;
  const [title, ...others] = headlineBlocks(ctx, spec.voice, 0);
  const tail = m * 0.7;
  const bodyX = column.x + tail * 0.6;
  const bodyW = column.w - tail * 1.2;
  const oneLine = measure(title.text, { ...title.style }) <= bodyW - t.headline;
  const body = { x: bodyX, y: column.y, w: bodyW, h: t.headline * (oneLine ? 2 : 3.1) };
  const drop = body.h * 0.28;
  const items: SceneItem[] = [...ribbon(body, tail, tail * 0.6, drop)];
  items.push(...stack([{ ...title, maxLines: 2 }], inset(body, t.headline * 0.5, t.headline * 0.3), { align: 'center', justify: 'center' }).items);
  const below: Block[] = [
    ...others.map((b, i) => (i === 0 ? { ...b, gap: 0 } : b)),
    starsBlock(t.headline * 0.55, '#d4a017', 'center', t.headline * 0.3, DROP.stars),
    ...messageBlocks(ctx, spec.voice, t.headline * 0.35).map((b, i) => (i === 0 ? { ...b, anchor: true } : b)),
  ];
  const rest = { x: column.x, y: body.y + body.h + drop + t.headline * 0.45, w: column.w, h: column.y + column.h - (body.y + body.h + drop + t.headline * 0.45) };
  if (split) {
    items.push(...stack([...below, { ...storeBlock(ctx, spec.voice, t.headline * 0.45), anchor: true }], rest, { align: 'center', justify: 'center' }).items);
    items.push(...stack(qrColumn(ctx, spec), split.qr, { align: 'center', justify: 'center' }).items);
  } else {
    const blocks = [...below, ...qrColumn(ctx, spec, t.headline * 0.5), { ...storeBlock(ctx, spec.voice, t.headline * 0.4), anchor: true }];
    items.push(...stack(blocks, rest, { align: 'center', justify: 'spread' }).items);
  }
  return { background: '#f6f4f1', items };
};

/** template_13 スタンプ: the QR inside a round stamp with a dashed ring, teal ink on off-white card stock. */
export const stampDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const hair = hairOf(ctx);
  const frame = inset(page, m * 0.45);
  const items: SceneItem[] = [{ kind: 'rect', ...frame, r: m * 0.4, stroke: '#0f6e6a', lineWidth: hair * 1.2 }];
  items.push(
    ...composeStandard(ctx, inset(page, m * 1.1), {
      voice: { ink: '#0f4f4c', sub: '#4f7b78', weights: { headline: 900, sub: 500, body: 400, store: 700 }, tracking: { headline: 60 } },
      align: 'center',
      rule: { color: '#0f6e6a', diamond: true },
      stars: '#0f6e6a',
      store: 'bottom',
      qrScale: paper.horizontal ? 1.1 : 1.2,
      panel: {
        shape: 'circle',
        fill: '#ffffff',
        dark: '#0b3f3d',
        stroke: '#0f6e6a',
        lineWidth: hair * 2,
        outline: { offset: m * 0.32, color: '#0f6e6a', lineWidth: hair, dash: [hair * 3, hair * 2.4] },
      },
    }),
  );
  return { background: '#fbf7ee', items };
};

/** template_14 桜: blossom clusters and falling petals in the margins, plum text on pale pink. */
export const sakuraDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const hair = hairOf(ctx);
  const rnd = seeded(14);
  const pinks = ['#f7b6c8', '#f9cad6', '#ef9ab2'];
  const items: SceneItem[] = [];
  const cluster = (cx: number, cy: number, scale: number) => {
    items.push({ kind: 'path', d: `M${fmt(cx - m * 2.2 * scale)} ${fmt(cy - m * 0.2)}Q${fmt(cx)} ${fmt(cy + m * 0.5 * scale)} ${fmt(cx + m * 2.4 * scale)} ${fmt(cy + m * 1.4 * scale)}`, stroke: '#8c5a5a', lineWidth: hair * 2.2 * scale });
    [
      [0, 0, 1],
      [1.1, 0.55, 0.75],
      [-0.95, 0.35, 0.62],
      [0.35, -0.9, 0.55],
    ].forEach(([dx, dy, size], i) => {
      const r = m * 0.72 * scale * size;
      const x = cx + dx * m * scale;
      const y = cy + dy * m * scale;
      items.push({ kind: 'path', d: blossomPath(x, y, r, rnd() * 1.2), fill: pinks[i % pinks.length] }, { kind: 'circle', cx: x, cy: y, r: r * 0.2, fill: '#d6577a' });
    });
  };
  cluster(m * 0.55, m * 0.5, 1);
  cluster(page.w - m * 0.6, page.h - m * 0.55, 0.9);
  const petals = paper.key === 'card' ? 5 : 9;
  for (let i = 0; i < petals; i += 1) {
    const alongTop = i % 2 === 0;
    const x = alongTop ? m * 2 + rnd() * (page.w - m * 4) : (i % 4 === 1 ? 0.3 : page.w - m * 0.7) + rnd() * m * 0.4;
    const y = alongTop ? m * (0.25 + rnd() * 0.35) : m * 2 + rnd() * (page.h - m * 4);
    items.push({ kind: 'path', d: petalPath(x, y, m * 0.22, rnd() * Math.PI * 2), fill: pinks[i % pinks.length], opacity: 0.9 });
  }
  items.push(
    ...composeStandard(ctx, inset(page, m * 1.2), {
      voice: { ink: '#5b2a3c', sub: '#8a5a6b', weights: { headline: 700, sub: 500, body: 400, store: 700 } },
      align: 'center',
      stars: '#e06c8f',
      store: 'bottom',
      panel: { shape: 'rounded', fill: '#ffffff', dark: '#3d1a27', stroke: '#f0a6bb', lineWidth: hair * 1.4 },
    }),
  );
  return { background: '#fdf0f3', items };
};
