import type { QrContent } from './qr-copy';
import type { Weight } from './qr-fonts';
import type { QrMatrix } from './qr-matrix';
import type { Paper } from './qr-paper';
import type { Box, SceneItem } from './qr-scene';
import { ruleBlock, starsBlock } from './qr-shapes';
import { stack, type Block, type Justify, type PanelStyle, type QrBlock, type TextBlock } from './qr-stack';
import type { Align } from './qr-text';

export interface DesignContext {
  paper: Paper;
  content: QrContent;
  matrix: QrMatrix;
  page: Box;
}

export interface DesignOutput {
  background: string;
  items: SceneItem[];
}

export type Design = (ctx: DesignContext) => DesignOutput;

// What gives way first when space runs out (highest first): other-language messages, ornaments, stars, other-
// language scan hints, other-language titles, then the main message. Title, QR, main hint and store name stay.
export const DROP = { otherMessage: 6, ornament: 5, stars: 4, otherCta: 3, otherHeadline: 2, message: 1 } as const;

export interface Voice {
  ink: string;
  sub: string;
  headline?: string;
  store?: string;
  weights: { headline: Weight; sub: Weight; body: Weight; store: Weight };
  tracking?: { headline?: number; store?: number };
  headlineScale?: number;
}

export function headlineBlocks(ctx: DesignContext, voice: Voice, gap = 0, colour = voice.headline ?? voice.ink, subColour = voice.sub): TextBlock[] {
  const t = ctx.paper.type;
  const scale = voice.headlineScale ?? 1;
  return ctx.content.headline.map((line, i) =>
    i === 0
      ? { kind: 'text', text: line.text, gap, maxLines: 2, style: { size: t.headline * scale, weight: voice.weights.headline, color: colour, tracking: voice.tracking?.headline, leading: 1.28, script: line.script } }
      : { kind: 'text', text: line.text, gap: t.subheadline * 0.25, maxLines: 2, drop: DROP.otherHeadline, style: { size: t.subheadline, weight: voice.weights.sub, color: subColour, leading: 1.3, script: line.script } },
  );
}

export function messageBlocks(ctx: DesignContext, voice: Voice, gap: number, colour = voice.ink): TextBlock[] {
  const t = ctx.paper.type;
  return ctx.content.message.map((line, i) => ({
    kind: 'text',
    text: line.text,
    gap: i === 0 ? gap : t.message * 0.45,
    // The main message may run long (the operator's own text, up to 120 characters) rather than be dropped.
    maxLines: i === 0 ? 7 : 4,
    measure: ctx.paper.horizontal ? 1 : 0.88,
    drop: line.own ? undefined : i === 0 ? DROP.message : DROP.otherMessage,
    style: { size: t.message, weight: voice.weights.body, color: i === 0 ? colour : voice.sub, leading: 1.55, script: line.script },
  }));
}

export function ctaBlocks(ctx: DesignContext, voice: Voice, gap: number, colour = voice.sub): TextBlock[] {
  const t = ctx.paper.type;
  return ctx.content.cta.map((line, i) => ({
    kind: 'text',
    text: line.text,
    gap: i === 0 ? gap : t.cta * 0.1,
    maxLines: 2,
    drop: i === 0 ? undefined : DROP.otherCta,
    style: { size: t.cta, weight: voice.weights.body, color: colour, leading: 1.35, script: line.script },
  }));
}

export function storeBlock(ctx: DesignContext, voice: Voice, gap: number, sizeScale = 1, colour = voice.store ?? voice.ink): TextBlock {
  const t = ctx.paper.type;
  return { kind: 'text', text: ctx.content.storeName, gap, maxLines: 2, style: { size: t.store * sizeScale, weight: voice.weights.store, color: colour, tracking: voice.tracking?.store, leading: 1.3 } };
}

export const qrBlock = (ctx: DesignContext, panel: PanelStyle, gap: number, scale = 1): QrBlock => ({ kind: 'qr', matrix: ctx.matrix, side: ctx.paper.type.qr * scale, panel, gap });

export interface StandardSpec {
  voice: Voice;
  align: Align;
  panel: PanelStyle;
  stars?: string;
  rule?: { color: string; diamond?: boolean };
  store: 'top' | 'bottom';
  storeScale?: number;
  qrScale?: number;
  justify?: Justify;
  /** Side-by-side papers: where the QR column goes. */
  qrSide?: 'left' | 'right';
}

const anchorFirst = <T extends Block>(blocks: T[]): T[] => blocks.map((b, i) => (i === 0 ? { ...b, anchor: true } : b));

/** The text of a design, top to bottom, without the QR column (shared by every layout). */
export function textColumn(ctx: DesignContext, spec: StandardSpec, withStore = true): Block[] {
  const t = ctx.paper.type;
  const { voice } = spec;
  const blocks: Block[] = [];
  if (withStore && spec.store === 'top') blocks.push(storeBlock(ctx, voice, 0, spec.storeScale ?? 0.8));
  blocks.push(...anchorFirst(headlineBlocks(ctx, voice, t.headline * 0.4)));
  if (spec.rule) blocks.push(ruleBlock(t.headline * 2.2, spec.rule.color, t.headline * 0.35, { diamond: spec.rule.diamond, align: spec.align === 'left' ? 'left' : 'center' }));
  if (spec.stars) blocks.push(starsBlock(t.headline * 0.62, spec.stars, spec.align, t.headline * 0.35, DROP.stars));
  blocks.push(...anchorFirst(messageBlocks(ctx, voice, t.headline * 0.4)));
  if (withStore && spec.store === 'bottom') blocks.push({ ...storeBlock(ctx, voice, t.headline * 0.5, spec.storeScale ?? 1), anchor: true });
  return blocks;
}

/** The QR panel with the scan hint under it. */
export const qrColumn = (ctx: DesignContext, spec: StandardSpec, gap = 0): Block[] => [
  { ...qrBlock(ctx, spec.panel, gap, spec.qrScale), anchor: true },
  ...ctaBlocks(ctx, spec.voice, ctx.paper.type.cta * 0.7),
];

/** One column for portrait papers: title, message, QR and hint, with the store name at the top or bottom. */
export function portraitColumn(ctx: DesignContext, spec: StandardSpec): Block[] {
  const t = ctx.paper.type;
  const blocks = [...textColumn(ctx, spec, false), ...qrColumn(ctx, spec, t.headline * 0.6)];
  if (spec.store === 'top') return [storeBlock(ctx, spec.voice, 0, spec.storeScale ?? 0.8), ...blocks.map((b, i) => (i === 0 ? { ...b, gap: t.headline * 0.45 } : b))];
  return [...blocks, { ...storeBlock(ctx, spec.voice, t.headline * 0.45, spec.storeScale ?? 1), anchor: true }];
}

/** Splits a box into a text column and a QR column for side-by-side papers. */
export function columns(ctx: DesignContext, box: Box, spec: StandardSpec): { text: Box; qr: Box } {
  const gap = ctx.paper.type.margin * 0.9;
  const qrWidth = Math.min(ctx.paper.type.qr * (spec.qrScale ?? 1) * 1.12, box.w * 0.48);
  const textWidth = box.w - qrWidth - gap;
  const left = spec.qrSide === 'left';
  return {
    text: { x: left ? box.x + qrWidth + gap : box.x, y: box.y, w: textWidth, h: box.h },
    qr: { x: left ? box.x : box.x + textWidth + gap, y: box.y, w: qrWidth, h: box.h },
  };
}

/** The standard arrangement: one column on portrait papers, text beside the QR on landscape ones. */
export function composeStandard(ctx: DesignContext, box: Box, spec: StandardSpec): SceneItem[] {
  if (!ctx.paper.horizontal) return stack(portraitColumn(ctx, spec), box, { align: spec.align, justify: spec.justify ?? 'spread' }).items;
  const { text, qr } = columns(ctx, box, spec);
  return [
    ...stack(textColumn(ctx, spec), text, { align: spec.align, justify: spec.justify ?? 'center' }).items,
    ...stack(qrColumn(ctx, spec), qr, { align: 'center', justify: 'center' }).items,
  ];
}
