import { composeStandard, type Design, type DesignContext } from './qr-compose';
import { inset, type SceneItem } from './qr-scene';
import { seeded } from './qr-shapes';

// default, template_1 … template_4: the calm designs (standard, minimal, washi, bold dark, pastel café).

const hairOf = (ctx: DesignContext) => ctx.paper.type.margin * 0.05;
const alignOf = (ctx: DesignContext, horizontal: 'left' | 'center' = 'left') => (ctx.paper.horizontal ? horizontal : 'center');

/** default: white, a blue band at the top, five gold stars. */
export const standardDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const band = m * 0.42;
  const items: SceneItem[] = [
    { kind: 'rect', x: 0, y: 0, w: page.w, h: band, fill: '#2563eb' },
    { kind: 'rect', x: 0, y: page.h - band * 0.35, w: page.w, h: band * 0.35, fill: '#2563eb' },
  ];
  const box = { x: m, y: band + m * 0.75, w: page.w - m * 2, h: page.h - band * 1.35 - m * 1.5 };
  items.push(
    ...composeStandard(ctx, box, {
      voice: { ink: '#1f2937', sub: '#6b7280', weights: { headline: 700, sub: 500, body: 400, store: 700 } },
      align: alignOf(ctx),
      stars: '#f5b301',
      store: 'bottom',
      panel: { shape: 'square', fill: '#ffffff', dark: '#111827', stroke: '#d1d5db', lineWidth: hairOf(ctx) * 1.2 },
    }),
  );
  return { background: '#ffffff', items };
};

/** template_1 ミニマル: a hairline frame, light type, everything flush left. */
export const minimalDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const hair = hairOf(ctx);
  const items: SceneItem[] = [{ kind: 'rect', ...inset(page, m * 0.45), stroke: '#111111', lineWidth: hair * 0.7 }];
  items.push(
    ...composeStandard(ctx, inset(page, m * 1.25), {
      voice: { ink: '#111111', sub: '#6b6b6b', weights: { headline: 300, sub: 300, body: 300, store: 500 }, tracking: { headline: 40, store: 160 } },
      align: 'left',
      rule: { color: '#111111' },
      store: 'top',
      storeScale: 0.7,
      panel: { shape: 'square', fill: '#ffffff', dark: '#111111' },
    }),
  );
  return { background: '#ffffff', items };
};

/** template_2 和紙: warm beige paper with fibres, a vermilion double frame and corner blocks. */
export const washiDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const hair = hairOf(ctx);
  const rnd = seeded(2 + page.w);
  const items: SceneItem[] = [];
  const fibres = Math.min(420, Math.round((page.w * page.h) / 700));
  const reach = Math.min(page.w, page.h) * 0.035;
  const d: string[] = [];
  for (let i = 0; i < fibres; i += 1) {
    const x = rnd() * page.w;
    const y = rnd() * page.h;
    const a = rnd() * Math.PI * 2;
    const len = reach * (0.3 + rnd());
    d.push(`M${x.toFixed(1)} ${y.toFixed(1)}q${((Math.cos(a) * len) / 2 + len * 0.2).toFixed(1)} ${((Math.sin(a) * len) / 2).toFixed(1)} ${(Math.cos(a) * len).toFixed(1)} ${(Math.sin(a) * len).toFixed(1)}`);
  }
  items.push({ kind: 'path', d: d.join(''), stroke: '#d6c29b', lineWidth: hair * 0.45, opacity: 0.75 });
  const outer = inset(page, m * 0.5);
  const inner = inset(outer, hair * 4);
  items.push({ kind: 'rect', ...outer, stroke: '#b8332a', lineWidth: hair * 1.6 }, { kind: 'rect', ...inner, stroke: '#b8332a', lineWidth: hair * 0.5 });
  const s = hair * 7;
  for (const [x, y] of [
    [outer.x, outer.y],
    [outer.x + outer.w, outer.y],
    [outer.x, outer.y + outer.h],
    [outer.x + outer.w, outer.y + outer.h],
  ]) {
    items.push({ kind: 'rect', x: x - s / 2, y: y - s / 2, w: s, h: s, fill: '#b8332a' });
  }
  items.push(
    ...composeStandard(ctx, inset(page, m * 1.3), {
      voice: { ink: '#3a2a25', sub: '#7a6658', weights: { headline: 700, sub: 500, body: 400, store: 700 }, tracking: { headline: 60 } },
      align: alignOf(ctx, 'center'),
      rule: { color: '#b8332a', diamond: true },
      store: 'bottom',
      panel: { shape: 'square', fill: '#fffdf6', dark: '#2b1d1d', stroke: '#b8332a', lineWidth: hair * 0.8 },
    }),
  );
  return { background: '#f3ead7', items };
};

/** template_3 ボールドダーク: charcoal, black-weight type, a yellow bar and a yellow shadow under the QR. */
export const boldDarkDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const bar = m * 0.32;
  const items: SceneItem[] = paper.horizontal
    ? [{ kind: 'rect', x: 0, y: 0, w: bar, h: page.h, fill: '#ffc83d' }]
    : [{ kind: 'rect', x: 0, y: 0, w: page.w, h: bar, fill: '#ffc83d' }];
  const box = paper.horizontal ? { x: bar + m, y: m, w: page.w - bar - m * 2, h: page.h - m * 2 } : { x: m, y: bar + m, w: page.w - m * 2, h: page.h - bar - m * 2 };
  items.push(
    ...composeStandard(ctx, box, {
      voice: { ink: '#f3f4f6', sub: '#aab2bf', headline: '#ffffff', store: '#ffc83d', weights: { headline: 900, sub: 500, body: 400, store: 700 } },
      align: alignOf(ctx),
      stars: '#ffc83d',
      store: 'bottom',
      panel: { shape: 'rounded', fill: '#ffffff', dark: '#15181e', shadow: { dx: m * 0.2, dy: m * 0.2, color: '#ffc83d' } },
    }),
  );
  return { background: '#15181e', items };
};

/** template_4 パステルカフェ: cream with peach, mint and butter blobs, rounded QR card, cocoa text. */
export const pastelCafeDesign: Design = (ctx) => {
  const { page, paper } = ctx;
  const m = paper.type.margin;
  const min = Math.min(page.w, page.h);
  const items: SceneItem[] = [
    { kind: 'circle', cx: page.w * 0.04, cy: page.h * 0.03, r: min * 0.3, fill: '#ffdccc' },
    { kind: 'circle', cx: page.w * 0.98, cy: page.h * 0.98, r: min * 0.34, fill: '#d3efe4' },
    { kind: 'circle', cx: page.w * 0.92, cy: page.h * 0.08, r: min * 0.07, fill: '#fde7a6' },
    { kind: 'circle', cx: page.w * 0.06, cy: page.h * 0.93, r: min * 0.05, fill: '#f8cadb' },
  ];
  items.push(
    ...composeStandard(ctx, inset(page, m * 1.15), {
      voice: { ink: '#6b4a3a', sub: '#9a7b6a', weights: { headline: 700, sub: 500, body: 400, store: 700 } },
      align: 'center',
      stars: '#f0a35e',
      store: 'bottom',
      panel: { shape: 'rounded', fill: '#ffffff', dark: '#4a3126', shadow: { dx: 0, dy: m * 0.14, color: '#f1d8ca' } },
    }),
  );
  return { background: '#fff7f1', items };
};
