import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { buildScene, DESIGNS, type QrTemplate, type SceneInput } from './qr-designs';
import { paperOf, type QrPaperSize } from './qr-paper';
import { renderPdf } from './qr-pdf';
import { renderPng } from './qr-png';
import type { Scene, TextItem } from './qr-scene';

const uri = 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4';
const MM = 72 / 25.4;
const templates = Object.keys(DESIGNS) as QrTemplate[];
const papers: QrPaperSize[] = ['card', 'postcard', 'a4_portrait', 'a4_landscape'];
const cases = templates.flatMap((template) => papers.map((paper) => [template, paper] as const));
/** The smallest module each paper may print, in mm (phones read 0.4 mm modules at arm's length on a card). */
const MIN_MODULE_MM: Record<QrPaperSize, number> = { card: 0.45, postcard: 0.6, a4_portrait: 1.2, a4_landscape: 1.2 };

const input = (template: QrTemplate, paperSize: QrPaperSize, texts: Partial<SceneInput> = {}): SceneInput => ({
  template,
  paperSize,
  language: 'jp_en_cn',
  headline: '',
  message: '',
  storeName: 'デモ食堂 渋谷店',
  uri,
  ...texts,
});

const boxOf = (t: TextItem) => ({ x0: t.x, x1: t.x + t.width, y0: t.y - t.size * 0.88, y1: t.y + t.size * 0.12 });
const intersects = (a: { x0: number; x1: number; y0: number; y1: number }, b: typeof a) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

function expectReadableLayout(scene: Scene, paper: QrPaperSize) {
  const qr = scene.items.find((item) => item.kind === 'qr');
  if (qr?.kind !== 'qr') throw new Error('no QR in the scene');
  expect(qr.size / qr.cells / MM).toBeGreaterThanOrEqual(MIN_MODULE_MM[paper]);
  const symbol = { x0: qr.x, x1: qr.x + qr.size, y0: qr.y, y1: qr.y + qr.size };
  const texts = scene.items.filter((item): item is TextItem => item.kind === 'text').map(boxOf);
  expect(texts.length).toBeGreaterThan(2);
  texts.forEach((box, i) => {
    // Inside the trimmed page with a 2 mm safety margin, never on the QR, never on another line.
    expect(Math.min(box.x0, scene.width - box.x1, box.y0, scene.height - box.y1)).toBeGreaterThanOrEqual(2 * MM);
    expect(intersects(box, symbol)).toBe(false);
    for (const other of texts.slice(i + 1)) expect(intersects(box, other)).toBe(false);
  });
}

describe('every design on every paper', () => {
  it.each(cases)('%s on %s: fits, prints one exact page and scans', async (template, paper) => {
    const scene = buildScene(input(template, paper));
    expectReadableLayout(scene, paper);

    const pdf = await renderPdf(scene, { title: 'test', created: new Date('2026-01-01T00:00:00Z') });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    expect(doc.numPages).toBe(1);
    const { view } = await doc.getPage(1);
    expect(view[2]).toBeCloseTo(paperOf(paper).widthMm * MM, 1);
    expect(view[3]).toBeCloseTo(paperOf(paper).heightMm * MM, 1);

    const png = await renderPng(scene, { longSide: 1000 });
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const stats = await sharp(png).stats();
    expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20);
    expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data).toBe(uri);
  });

  it.each(cases)('%s on %s: the longest texts the contract allows still fit', (template, paper) => {
    for (const texts of [
      { language: 'jp' as const, headline: '口'.repeat(40), message: `${'長'.repeat(19)}\n`.repeat(5) + '長'.repeat(20), storeName: '株式会社デモフーズ 東京都渋谷区道玄坂二丁目店 レストラン＆カフェ' },
      { language: 'jp_en_cn' as const, headline: 'W'.repeat(40), message: 'Thank you for coming today! '.repeat(4).slice(0, 120) },
    ]) {
      expectReadableLayout(buildScene(input(template, paper, texts)), paper);
    }
  });
});
