import type { components } from '../../../generated/openapi';

export type QrPaperSize = components['schemas']['QrPaperSize'];

const PT_PER_MM = 72 / 25.4;
export const mm = (value: number): number => value * PT_PER_MM;

/** Base sizes in points for each paper; designs multiply them and the stack shrinks them to fit. */
export interface TypeScale {
  headline: number;
  subheadline: number;
  message: number;
  cta: number;
  store: number;
  /** Outer side of the QR panel. */
  qr: number;
  /** Safe margin from the trimmed edge. */
  margin: number;
}

export interface Paper {
  key: QrPaperSize;
  widthMm: number;
  heightMm: number;
  width: number;
  height: number;
  /** Card and A4 landscape are laid out side by side; postcard and A4 portrait top to bottom. */
  horizontal: boolean;
  type: TypeScale;
}

const PAPERS: Record<QrPaperSize, { w: number; h: number; type: TypeScale }> = {
  card: { w: 91, h: 55, type: { headline: 11.5, subheadline: 6.8, message: 6.2, cta: 5.4, store: 7.6, qr: mm(34), margin: mm(4) } },
  postcard: { w: 100, h: 148, type: { headline: 19, subheadline: 10, message: 9, cta: 7.8, store: 11.5, qr: mm(56), margin: mm(8) } },
  a4_portrait: { w: 210, h: 297, type: { headline: 42, subheadline: 21, message: 17, cta: 15, store: 24, qr: mm(108), margin: mm(15) } },
  a4_landscape: { w: 297, h: 210, type: { headline: 42, subheadline: 21, message: 18, cta: 15, store: 26, qr: mm(122), margin: mm(15) } },
};

export function paperOf(key: QrPaperSize): Paper {
  const p = PAPERS[key];
  return { key, widthMm: p.w, heightMm: p.h, width: mm(p.w), height: mm(p.h), horizontal: p.w > p.h, type: p.type };
}
