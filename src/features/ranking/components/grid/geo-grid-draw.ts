import {
  BAND_COLOURS,
  cellLabel,
  cellOrigin,
  distanceLabel,
  fitFont,
  rankBand,
  type GeoBounds,
  type GridCellLike,
  type GridLayout,
} from './geo-grid-model';

/** Where a tile layer draws: the grid's geographic bounds and the square it occupies, in CSS pixels. */
export interface TileBounds extends GeoBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Map tiles (or any background) under the cells. None by default: the console reaches no external tile server. */
export interface GeoGridTileLayer {
  draw(ctx: CanvasRenderingContext2D, bounds: TileBounds): void;
}

export interface DrawInput {
  layout: GridLayout;
  ratio: number;
  size: number;
  spacing: number;
  cells: readonly GridCellLike[];
  bounds: GeoBounds;
  font: string;
  ink: string;
  tileLayer?: GeoGridTileLayer;
}

const CENTRE_RING = '#1a202c';

// The whole picture, redrawn from scratch: backing cleared, optional tiles, cells with their labels, the centre ring
// and the scale bar. Coordinates are CSS pixels; the transform scales them to the device's pixels.
export function drawGeoGrid(ctx: CanvasRenderingContext2D, input: DrawInput): void {
  const { layout, ratio, size, spacing, cells, bounds, font, ink, tileLayer } = input;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  if (tileLayer) {
    ctx.save();
    tileLayer.draw(ctx, { ...bounds, x: layout.gridX, y: layout.gridY, width: layout.gridSize, height: layout.gridSize });
    ctx.restore();
  }
  // Over tiles the cells are slightly see-through so the streets stay readable beneath them.
  ctx.globalAlpha = tileLayer ? 0.85 : 1;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const cell of cells) {
    const { x, y } = cellOrigin(layout, cell.row, cell.col);
    const colours = BAND_COLOURS[rankBand(cell.outcome, cell.rank)];
    ctx.fillStyle = colours.fill;
    ctx.fillRect(x, y, layout.cell, layout.cell);
    const label = cellLabel(cell);
    ctx.fillStyle = colours.text;
    ctx.font = `bold ${fitFont(label, layout)}px ${font}`;
    ctx.fillText(label, x + layout.cell / 2, y + layout.cell / 2);
  }
  ctx.globalAlpha = 1;
  drawCentre(ctx, layout, size);
  drawScale(ctx, layout, spacing, font, ink);
}

function drawCentre(ctx: CanvasRenderingContext2D, layout: GridLayout, size: number) {
  const middle = (size - 1) / 2;
  const { x, y } = cellOrigin(layout, middle, middle);
  ctx.strokeStyle = CENTRE_RING;
  ctx.lineWidth = 3;
  ctx.strokeRect(x + 1.5, y + 1.5, layout.cell - 3, layout.cell - 3);
  // A small pin in the corner marks the measure's own point without covering the rank.
  const r = Math.max(3, layout.cell * 0.08);
  ctx.beginPath();
  ctx.arc(x + r + 4, y + r + 4, r, 0, Math.PI * 2);
  ctx.fillStyle = CENTRE_RING;
  ctx.fill();
  // A white edge keeps the pin visible on the darkest band colours.
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function drawScale(ctx: CanvasRenderingContext2D, layout: GridLayout, spacing: number, font: string, ink: string) {
  const { x1, x2, y } = layout.scale;
  ctx.strokeStyle = ink;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x1, y - 4);
  ctx.lineTo(x1, y);
  ctx.lineTo(x2, y);
  ctx.lineTo(x2, y - 4);
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.font = `12px ${font}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(distanceLabel(spacing), x2 + 6, y);
}
