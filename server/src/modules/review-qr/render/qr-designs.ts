import type { components } from '../../../generated/openapi';
import type { Design } from './qr-compose';
import { qrContent, type QrLanguage } from './qr-copy';
import { boldDarkDesign, minimalDesign, pastelCafeDesign, standardDesign, washiDesign } from './qr-designs-classic';
import { ribbonDesign, sakuraDesign, splitDesign, stampDesign } from './qr-designs-accent';
import { frameDesign, monochromeDesign, popDotsDesign } from './qr-designs-graphic';
import { forestDesign, marineDesign, woodDesign } from './qr-designs-nature';
import { qrMatrix } from './qr-matrix';
import { paperOf, type QrPaperSize } from './qr-paper';
import type { Scene } from './qr-scene';

export type QrTemplate = components['schemas']['QrTemplate'];

export const DESIGNS: Record<QrTemplate, Design> = {
  default: standardDesign,
  template_1: minimalDesign,
  template_2: washiDesign,
  template_3: boldDarkDesign,
  template_4: pastelCafeDesign,
  template_5: woodDesign,
  template_6: marineDesign,
  template_7: forestDesign,
  template_8: monochromeDesign,
  template_9: popDotsDesign,
  template_10: frameDesign,
  template_11: splitDesign,
  template_12: ribbonDesign,
  template_13: stampDesign,
  template_14: sakuraDesign,
};

export interface SceneInput {
  template: QrTemplate;
  paperSize: QrPaperSize;
  language: QrLanguage;
  headline: string;
  message: string;
  storeName: string;
  /** What the QR encodes: the store's Google review link. */
  uri: string;
}

/** The one layout description both the PDF and the PNG are drawn from. */
export function buildScene(input: SceneInput): Scene {
  const paper = paperOf(input.paperSize);
  const page = { x: 0, y: 0, w: paper.width, h: paper.height };
  const content = qrContent(input);
  const { background, items } = DESIGNS[input.template]({ paper, content, matrix: qrMatrix(input.uri), page });
  return { width: paper.width, height: paper.height, background, items };
}
