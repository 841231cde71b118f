import { composeStandard, type Design, type DesignContext } from './qr-compose';
import { fmt, inset, type SceneItem } from './qr-scene';

// template_8 … template_10: monochrome elegant, pop dots and the coral frame.

const hairOf = (ctx: DesignContext) => ctx.paper.type.margin * 0.05;

/** template_8 モノクロエレガント: a double black frame with diamond corners, light widely tracked type. */
export const monochromeDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const hair = hairOf(ctx);
  const outer = inset(page, m * 0.45);
  const inner = inset(outer, hair * 5);
  const items: SceneItem[] = [
    { kind: 'rect', ...outer, stroke: '#1a1a1a', lineWidth: hair * 1.6 },
    { kind: 'rect', ...inner, stroke: '#1a1a1a', lineWidth: hair * 0.5 },
  ];
  const r = hair * 4;
  for (const [x, y] of [
    [inner.x, inner.y],
    [inner.x + inner.w, inner.y],
    [inner.x, inner.y + inner.h],
    [inner.x + inner.w, inner.y + inner.h],
  ]) {
    items.push({ kind: 'path', d: `M${fmt(x)} ${fmt(y - r)}L${fmt(x + r)} ${fmt(y)}L${fmt(x)} ${fmt(y + r)}L${fmt(x - r)} ${fmt(y)}Z`, fill: '#1a1a1a' });
  }
  items.push(
    ...composeStandard(ctx, inset(page, m * 1.35), {
      voice: { ink: '#1a1a1a', sub: '#707070', weights: { headline: 300, sub: 300, body: 300, store: 500 }, tracking: { headline: 110, store: 240 } },
      align: 'center',
      rule: { color: '#1a1a1a', diamond: true },
      store: 'top',
      storeScale: 0.72,
      panel: { shape: 'square', fill: '#ffffff', dark: '#111111', stroke: '#1a1a1a', lineWidth: hair * 0.5 },
    }),
  );
  return { background: '#ffffff', items };
};

/** template_9 ポップドット: sunny yellow with polka dots, black heavy type and a hard-shadowed QR card. */
export const popDotsDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const min = Math.min(page.w, page.h);
  const step = min / 11;
  const dots: string[] = [];
  for (let row = 0, y = step / 2; y < page.h + step; row += 1, y += step * 0.87) {
    for (let x = row % 2 === 0 ? step / 2 : step; x < page.w + step; x += step) {
      const r = step * 0.16;
      dots.push(`M${fmt(x - r)} ${fmt(y)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(r * 2)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-r * 2)} 0Z`);
    }
  }
  const items: SceneItem[] = [{ kind: 'path', d: dots.join(''), fill: '#ffd21f' }];
  items.push(
    paper.horizontal
      ? { kind: 'circle', cx: page.w * 0.02, cy: page.h * 1.02, r: min * 0.26, fill: '#19c3b3' }
      : { kind: 'circle', cx: page.w * 1.0, cy: 0, r: min * 0.24, fill: '#ff4f9a' },
    paper.horizontal
      ? { kind: 'circle', cx: page.w * 0.5, cy: 0, r: min * 0.08, fill: '#ff4f9a' }
      : { kind: 'circle', cx: 0, cy: page.h * 0.985, r: min * 0.16, fill: '#19c3b3' },
  );
  items.push(
    ...composeStandard(ctx, inset(page, m * 1.1), {
      voice: { ink: '#111111', sub: '#3a3a3a', weights: { headline: 900, sub: 700, body: 500, store: 900 } },
      align: 'center',
      stars: '#e6007e',
      store: 'bottom',
      panel: { shape: 'square', fill: '#ffffff', dark: '#111111', stroke: '#111111', lineWidth: m * 0.1, shadow: { dx: m * 0.22, dy: m * 0.22, color: '#111111' } },
    }),
  );
  return { background: '#ffe14f', items };
};

/** template_10 フレーム: a thick coral border with a stitched line, coral title, dashed frame around the QR. */
export const frameDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const hair = hairOf(ctx);
  const border = m * 0.55;
  const inner = inset(page, border);
  const stitch = inset(inner, m * 0.2);
  const items: SceneItem[] = [
    { kind: 'rect', x: 0, y: 0, w: page.w, h: page.h, fill: '#e4572e' },
    { kind: 'rect', ...inner, r: m * 0.25, fill: '#ffffff' },
    { kind: 'rect', ...stitch, r: m * 0.15, stroke: '#e4572e', lineWidth: hair * 0.9, dash: [m * 0.2, m * 0.13] },
  ];
  items.push(
    ...composeStandard(ctx, inset(page, border + m * 0.75), {
      voice: { ink: '#2d2a32', sub: '#6d6875', headline: '#e4572e', weights: { headline: 900, sub: 500, body: 400, store: 700 } },
      align: paper.horizontal ? 'left' : 'center',
      stars: '#e4572e',
      store: 'top',
      storeScale: 0.85,
      panel: { shape: 'square', fill: '#ffffff', dark: '#2d2a32', outline: { offset: m * 0.22, color: '#e4572e', lineWidth: hair * 1.1, dash: [m * 0.14, m * 0.09] } },
    }),
  );
  return { background: '#e4572e', items };
};
