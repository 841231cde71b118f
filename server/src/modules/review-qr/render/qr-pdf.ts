import { loadPdfKit } from '../../../rendering/pdfkit';
import { fontOf, type FontKey } from './qr-fonts';
import type { Paint, Scene, SceneItem } from './qr-scene';

type Doc = PDFKit.PDFDocument;

function paint(doc: Doc, item: Paint): void {
  const { fill, stroke } = item;
  if (!fill && !stroke) return;
  doc.save();
  if (item.opacity !== undefined) doc.opacity(item.opacity);
  if (item.lineWidth !== undefined) doc.lineWidth(item.lineWidth);
  if (item.dash) doc.dash(item.dash[0], { space: item.dash[1] });
  if (fill && stroke) doc.fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else if (stroke) doc.stroke(stroke);
  doc.restore();
}

// pdfkit paints the current path when asked, so every shape is drawn inside save/restore with its own state.
function draw(doc: Doc, item: SceneItem): void {
  switch (item.kind) {
    case 'rect':
      doc.save();
      if (item.r) doc.roundedRect(item.x, item.y, item.w, item.h, item.r);
      else doc.rect(item.x, item.y, item.w, item.h);
      paint(doc, item);
      doc.restore();
      return;
    case 'circle':
      doc.save();
      doc.circle(item.cx, item.cy, item.r);
      paint(doc, item);
      doc.restore();
      return;
    case 'path':
      doc.save();
      doc.path(item.d);
      paint(doc, item);
      doc.restore();
      return;
    case 'text':
      for (const run of item.runs) {
        doc
          .font(run.font)
          .fontSize(item.size)
          .fillColor(item.color)
          .text(run.text, item.x + run.dx, item.y, { lineBreak: false, baseline: 'alphabetic', characterSpacing: item.spacing });
      }
      return;
    case 'qr': {
      const module = item.size / item.cells;
      doc.save();
      doc.rect(item.x, item.y, item.size, item.size).fill(item.light);
      doc.translate(item.x, item.y).scale(module);
      doc.path(item.d).fill(item.dark);
      doc.restore();
      return;
    }
  }
}

const fontsUsed = (scene: Scene): FontKey[] => [...new Set(scene.items.flatMap((item) => (item.kind === 'text' ? item.runs.map((r) => r.font) : [])))];

/** A one-page PDF at the scene's exact paper size; fonts are embedded as subsets of the glyphs used. */
export async function renderPdf(scene: Scene, info: { title: string; created: Date }): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: [scene.width, scene.height], margin: 0, autoFirstPage: true, info: { Title: info.title, CreationDate: info.created } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const key of fontsUsed(scene)) doc.registerFont(key, fontOf(key).buffer);
  doc.rect(0, 0, scene.width, scene.height).fill(scene.background);
  for (const item of scene.items) draw(doc, item);
  doc.end();
  return done;
}
