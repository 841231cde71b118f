// Vector charts for the client report, drawn with pdfkit's own paths (no browser, no canvas): crisp at any zoom and
// a few hundred bytes per chart.

export interface ChartPoint {
  label: string;
  value: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const AXIS = '#718096';
const GRID = '#e2e8f0';
const BAR = '#2b6cb0';
const TEXT = '#1a202c';
const LABEL_SIZE = 7;

/** A round step (1, 2 or 5 × 10^n) giving about four grid lines up to `max`. */
export function niceStep(max: number): number {
  if (max <= 0) return 1;
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  return Math.max(1, step);
}

/** A bar chart with a value axis, grid lines, the value above each bar and the label under it. */
export function drawBarChart(doc: PDFKit.PDFDocument, box: Box, points: readonly ChartPoint[], font: string): void {
  const axisWidth = 36;
  const labelHeight = 14;
  const plot = { x: box.x + axisWidth, y: box.y + 10, width: box.width - axisWidth, height: box.height - labelHeight - 10 };
  const max = Math.max(0, ...points.map((p) => p.value));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const yOf = (value: number) => plot.y + plot.height - (value / top) * plot.height;

  doc.save();
  doc.font(font).fontSize(LABEL_SIZE);
  for (let value = 0; value <= top; value += step) {
    const y = yOf(value);
    doc.moveTo(plot.x, y).lineTo(plot.x + plot.width, y).lineWidth(0.5).strokeColor(value === 0 ? AXIS : GRID).stroke();
    doc.fillColor(AXIS).text(value.toLocaleString('ja-JP'), box.x, y - 4, { width: axisWidth - 4, align: 'right', lineBreak: false });
  }
  const slot = points.length > 0 ? plot.width / points.length : plot.width;
  const barWidth = Math.min(40, slot * 0.6);
  points.forEach((point, i) => {
    const x = plot.x + slot * i + (slot - barWidth) / 2;
    const y = yOf(point.value);
    if (point.value > 0) doc.rect(x, y, barWidth, plot.y + plot.height - y).fillColor(BAR).fill();
    doc.fillColor(TEXT).text(point.value.toLocaleString('ja-JP'), x - 10, y - 10, { width: barWidth + 20, align: 'center', lineBreak: false });
    doc.fillColor(AXIS).text(point.label, plot.x + slot * i, plot.y + plot.height + 3, { width: slot, align: 'center', lineBreak: false });
  });
  doc.restore();
}
