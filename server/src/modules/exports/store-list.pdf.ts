import path from 'node:path';
import { toJstDate, toJstDateTime } from '../../formats';
import { loadPdfKit } from '../../rendering/pdfkit';
import { exportsMessagesJa } from './exports.messages.ja';
import type { StoreListData, StoreListRow } from './store-list.data';

const FONT_DIR = 'node_modules/@expo-google-fonts/noto-sans-jp';
export const pdfFonts = {
  regular: path.resolve(process.cwd(), FONT_DIR, '400Regular/NotoSansJP_400Regular.ttf'),
  bold: path.resolve(process.cwd(), FONT_DIR, '700Bold/NotoSansJP_700Bold.ttf'),
};

const MARGIN = 36;
const CELL_PAD = 4;
const FONT_SIZE = 8;

const cellText = (row: StoreListRow, key: keyof StoreListRow): string => {
  const value = row[key];
  return value instanceof Date ? toJstDateTime(value) : value;
};

/** A4 landscape table; pdfkit embeds only the glyphs used (a subset), so the file stays small. */
export async function writeStoreListPdf(data: StoreListData): Promise<Buffer> {
  const m = exportsMessagesJa.storeList;
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${m.title} ${data.companyName}`, CreationDate: data.generatedAt },
  });
  doc.registerFont('jp', pdfFonts.regular);
  doc.registerFont('jp-bold', pdfFonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const tableWidth = doc.page.width - MARGIN * 2;
  const totalUnits = data.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = data.columns.map((c) => (c.width / totalUnits) * tableWidth);
  const bottom = doc.page.height - MARGIN - 16;

  const rowHeight = (cells: string[], font: string): number => {
    doc.font(font).fontSize(FONT_SIZE);
    return Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: widths[i] - CELL_PAD * 2 }))) + CELL_PAD * 2;
  };
  const drawRow = (cells: string[], y: number, height: number, font: string, fill: string | null) => {
    let x = MARGIN;
    cells.forEach((text, i) => {
      if (fill) doc.rect(x, y, widths[i], height).fill(fill);
      doc.rect(x, y, widths[i], height).lineWidth(0.5).stroke('#9aa5b1');
      doc.fillColor('#1a202c').font(font).fontSize(FONT_SIZE).text(text, x + CELL_PAD, y + CELL_PAD, { width: widths[i] - CELL_PAD * 2 });
      x += widths[i];
    });
  };
  const headers = data.columns.map((c) => c.header);
  const headerHeight = rowHeight(headers, 'jp-bold');
  const drawHeader = (y: number): number => {
    drawRow(headers, y, headerHeight, 'jp-bold', '#e8eef4');
    return y + headerHeight;
  };

  doc.font('jp-bold').fontSize(16).fillColor('#1a202c').text(m.title, MARGIN, MARGIN);
  doc.font('jp').fontSize(9).text(`${m.companyLabel}: ${data.companyName}`).text(`${m.generatedAtLabel}: ${toJstDateTime(data.generatedAt)}`);
  let y = drawHeader(doc.y + 8);
  for (const row of data.rows) {
    const cells = data.columns.map((c) => cellText(row, c.key));
    const height = rowHeight(cells, 'jp');
    // A row never splits across pages; the header repeats on every page.
    if (y + height > bottom) {
      doc.addPage();
      y = drawHeader(MARGIN);
    }
    drawRow(cells, y, height, 'jp', null);
    y += height;
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const footer = `${m.title} ${toJstDate(data.generatedAt)} — ${m.page(i + 1, range.count)}`;
    // Writing below the bottom margin would make pdfkit open a new page, so the margin is lifted for the footer.
    doc.page.margins.bottom = 0;
    doc.font('jp').fontSize(8).fillColor('#4a5568').text(footer, MARGIN, doc.page.height - MARGIN, { width: tableWidth, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
