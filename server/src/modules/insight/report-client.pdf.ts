import { insightMetricsJa } from '../../../../src/shared/i18n/insight-metrics.ja';
import { toJstDate } from '../../formats';
import { loadPdfKit } from '../../rendering/pdfkit';
import type { ExportWriter } from '../exports/export-writers';
import { pdfFonts } from '../exports/store-list.pdf';
import { drawBarChart } from './report-charts';
import { loadClientReport, type ClientReportData, type ClientStorePage, type FigureLine } from './report-client.data';
import type { ReportBrand } from './report-data';
import { readReportParams } from './report-range';
import { reportsMessagesJa } from './reports.messages.ja';

const m = reportsMessagesJa.pdf;
const MARGIN = 48;
const INK = '#1a202c';
const MUTED = '#4a5568';
const LINE = '#cbd5e0';
const UP = '#276749';
const DOWN = '#c53030';

// The logo is kept as a URL (companies.logo_url). Only an inline PNG/JPEG (data: URL) is embedded: fetching a remote
// address from the export worker would let a logo setting make the server call anywhere. Otherwise the brand's
// name is printed in its place.
const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i;
export const embeddableLogo = (url: string | null): Buffer | null => {
  const match = url ? DATA_URL.exec(url) : null;
  return match ? Buffer.from(match[2], 'base64') : null;
};

const format = (value: number | null, id: FigureLine['id']): string =>
  value === null ? m.noChange : id === 'average_rating' ? value.toFixed(2) : value.toLocaleString('ja-JP');

const formatChange = (line: FigureLine): string => {
  if (line.change === null) return m.noChange;
  const sign = line.change > 0 ? '+' : '';
  return line.id === 'average_rating' ? `${sign}${line.change.toFixed(1)}` : `${sign}${line.change.toFixed(1)}%`;
};

function drawCover(doc: PDFKit.PDFDocument, brand: ReportBrand, data: ClientReportData, generatedAt: Date) {
  const width = doc.page.width - MARGIN * 2;
  const logo = embeddableLogo(brand.logoUrl);
  let drawn = false;
  if (logo) {
    try {
      doc.image(logo, MARGIN, MARGIN, { fit: [180, 60] });
      drawn = true;
    } catch {
      // An unreadable image falls back to the brand's name rather than failing the whole report.
    }
  }
  if (!drawn) doc.font('jp-bold').fontSize(16).fillColor(MUTED).text(reportsMessagesJa.brand[brand.ownership], MARGIN, MARGIN, { width });
  const middle = doc.page.height / 3;
  doc.font('jp-bold').fontSize(28).fillColor(INK).text(m.coverTitle, MARGIN, middle, { width, align: 'center' });
  doc.moveDown(1.5).font('jp-bold').fontSize(18).text(m.preparedFor(brand.name), { width, align: 'center' });
  doc.moveDown(1).font('jp').fontSize(12).fillColor(MUTED).text(`${m.periodLabel}: ${data.range.start}〜${data.range.end}`, { width, align: 'center' });
  doc.text(`${reportsMessagesJa.headers.generatedAtLabel}: ${toJstDate(generatedAt)}`, { width, align: 'center' });
}

function drawFigures(doc: PDFKit.PDFDocument, page: ClientStorePage, top: number, previous: string): number {
  const width = doc.page.width - MARGIN * 2;
  const cols = [width * 0.46, width * 0.18, width * 0.18, width * 0.18];
  const rowHeight = 22;
  const cells = (y: number, texts: string[], font: string, colours: string[] = []) => {
    let x = MARGIN;
    texts.forEach((text, i) => {
      doc.font(font).fontSize(10).fillColor(colours[i] ?? INK).text(text, x + 4, y + 6, { width: cols[i] - 8, align: i === 0 ? 'left' : 'right', lineBreak: false });
      x += cols[i];
    });
    doc.moveTo(MARGIN, y + rowHeight).lineTo(MARGIN + width, y + rowHeight).lineWidth(0.5).strokeColor(LINE).stroke();
  };
  cells(top, ['', m.periodLabel, `${m.previousLabel}（${previous}）`, m.changeLabel], 'jp-bold');
  page.figures.forEach((line, i) => {
    const colour = line.change === null || line.change === 0 ? MUTED : line.change > 0 ? UP : DOWN;
    cells(top + rowHeight * (i + 1), [insightMetricsJa.ownerLabels[line.id], format(line.value, line.id), format(line.previous, line.id), formatChange(line)], 'jp', [INK, INK, MUTED, colour]);
  });
  return top + rowHeight * (page.figures.length + 1);
}

function drawStorePage(doc: PDFKit.PDFDocument, page: ClientStorePage, data: ClientReportData) {
  const width = doc.page.width - MARGIN * 2;
  doc.font('jp-bold').fontSize(18).fillColor(INK).text(page.store.name, MARGIN, MARGIN, { width });
  doc.font('jp').fontSize(9).fillColor(MUTED).text(`${page.store.storeCode}  ${m.periodLabel}: ${data.range.start}〜${data.range.end}`, { width });
  const previous = `${data.previous.start}〜${data.previous.end}`;
  let y = drawFigures(doc, page, doc.y + 12, previous);
  doc.font('jp-bold').fontSize(11).fillColor(INK).text(m.chartTitle, MARGIN, y + 18, { width });
  drawBarChart(doc, { x: MARGIN, y: doc.y + 4, width, height: 170 }, page.monthly, 'jp');
  y = doc.y > y + 200 ? doc.y : y + 210;
  doc.font('jp-bold').fontSize(11).fillColor(INK).text(m.commentTitle, MARGIN, y + 16, { width });
  const boxTop = doc.y + 4;
  const bottom = doc.page.height - MARGIN - 20;
  doc.rect(MARGIN, boxTop, width, bottom - boxTop).lineWidth(0.5).strokeColor(LINE).stroke();
  doc.font('jp').fontSize(10).fillColor(page.comment ? INK : MUTED).text(page.comment ?? m.noComment, MARGIN + 8, boxTop + 8, { width: width - 16, height: bottom - boxTop - 16, ellipsis: true });
}

/** The client report: a cover, then a page per store. pdfkit embeds only the glyphs used of the Japanese font. */
export async function renderClientReportPdf(data: ClientReportData, generatedAt: Date): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${m.coverTitle} ${data.brand.name}`, CreationDate: generatedAt } });
  doc.registerFont('jp', pdfFonts.regular);
  doc.registerFont('jp-bold', pdfFonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawCover(doc, data.brand, data, generatedAt);
  for (const page of data.pages) {
    doc.addPage();
    drawStorePage(doc, page, data);
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit open a new page, so the margin is lifted for the footer.
    doc.page.margins.bottom = 0;
    const footer = `${data.brand.name} — ${m.page(i + 1, range.count)}`;
    doc.font('jp').fontSize(8).fillColor(MUTED).text(footer, MARGIN, doc.page.height - MARGIN + 12, { width: doc.page.width - MARGIN * 2, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

export const writeClientReportPdf: ExportWriter = async (db, request) => {
  const data = await loadClientReport(db, request.companyId, readReportParams(request.params));
  return renderClientReportPdf(data, request.generatedAt);
};
