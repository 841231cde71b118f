import type { QrLanguage, QrPaperSize, QrTemplate } from '../review-qr.api';

export const QR_TEMPLATES: readonly QrTemplate[] = [
  'default', 'template_1', 'template_2', 'template_3', 'template_4', 'template_5', 'template_6', 'template_7',
  'template_8', 'template_9', 'template_10', 'template_11', 'template_12', 'template_13', 'template_14',
];
export const QR_PAPERS: readonly QrPaperSize[] = ['card', 'postcard', 'a4_portrait', 'a4_landscape'];
export const QR_LANGUAGES: readonly QrLanguage[] = ['jp', 'en', 'cn', 'jp_en', 'jp_cn', 'jp_en_cn'];

/** Background and accent of each printed design (server/src/modules/review-qr/render), for the picker's swatches. */
export const TEMPLATE_SWATCHES: Record<QrTemplate, [string, string]> = {
  default: ['#ffffff', '#2563eb'],
  template_1: ['#ffffff', '#111111'],
  template_2: ['#f3ead7', '#b8332a'],
  template_3: ['#15181e', '#ffc83d'],
  template_4: ['#fff7f1', '#ffdccc'],
  template_5: ['#f1e4cc', '#8b5a3c'],
  template_6: ['#ffffff', '#0b3c5d'],
  template_7: ['#f4f1e6', '#1f4d3a'],
  template_8: ['#ffffff', '#1a1a1a'],
  template_9: ['#ffe14f', '#ff4f9a'],
  template_10: ['#ffffff', '#e4572e'],
  template_11: ['#2b3a8c', '#f2b134'],
  template_12: ['#f6f4f1', '#c8102e'],
  template_13: ['#fbf7ee', '#0f6e6a'],
  template_14: ['#fdf0f3', '#f7b6c8'],
};

/** Width / height of each paper, so the preview keeps its box before the image arrives. */
export const PAPER_RATIO: Record<QrPaperSize, string> = { card: '91 / 55', postcard: '100 / 148', a4_portrait: '210 / 297', a4_landscape: '297 / 210' };
