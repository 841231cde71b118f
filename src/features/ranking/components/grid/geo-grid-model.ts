import { offsetLatLng, type LatLng } from '../../../../shared/ranking/geo-grid';
import { rankLabel, type RankOutcome } from '../../../../shared/ranking/rank';
import { TOP_RANK } from '../../../../shared/ranking/rank-history';
import { rankingJa } from '../../../../shared/i18n/ranking.ja';
import { keywordJa } from '../../../../shared/i18n/keyword.ja';
import type { GeoGrid } from '../../ranking.api';

// The geometry and colours of the geo-grid picture, kept apart from the canvas so they can be tested without one.

/** A run still measuring: its panel polls it and its summary shows the progress. */
export const isGridActive = (grid: Pick<GeoGrid, 'status'> | undefined) => grid?.status === 'pending' || grid?.status === 'running';

export type RankBand = 'top3' | 'top10' | 'top20' | 'beyond' | 'outOfRange' | 'none' | 'pending';

export interface GridCellLike {
  row: number;
  col: number;
  north_m: number;
  east_m: number;
  outcome: RankOutcome | null;
  rank: number | null;
}

export function rankBand(outcome: RankOutcome | null, rank: number | null): RankBand {
  if (outcome === null) return 'pending';
  if (outcome === 'no_result') return 'none';
  if (outcome === 'out_of_range' || rank === null) return 'outOfRange';
  if (rank <= TOP_RANK) return 'top3';
  if (rank <= 10) return 'top10';
  if (rank <= 20) return 'top20';
  return 'beyond';
}

/**
 * Fill and text colour per band. Green to red by rank like the usual grid reports, with the text colour chosen so
 * every pair keeps at least 4.5:1; the text in each cell carries the rank, so colour is never the only cue.
 */
export const BAND_COLOURS: Record<RankBand, { fill: string; text: string }> = {
  top3: { fill: '#1b7a43', text: '#ffffff' },
  top10: { fill: '#9fd67a', text: '#1a202c' },
  top20: { fill: '#f6c343', text: '#1a202c' },
  beyond: { fill: '#f08a4b', text: '#1a202c' },
  outOfRange: { fill: '#b42318', text: '#ffffff' },
  none: { fill: '#4a5568', text: '#ffffff' },
  pending: { fill: '#edf2f7', text: '#4a5568' },
};

export const BAND_ORDER: readonly RankBand[] = ['top3', 'top10', 'top20', 'beyond', 'outOfRange', 'none', 'pending'];

/** 「1.0km」 from 1000, 「1.25km」 from 1250, 「500m」 below a kilometre. */
export function distanceLabel(metres: number): string {
  const abs = Math.abs(metres);
  if (abs < 1000) return keywordJa.grid.m(abs);
  const km = abs / 1000;
  const text = Number.isInteger(km * 10) ? km.toFixed(1) : String(Math.round(km * 100) / 100);
  return keywordJa.grid.km(text);
}

/** The text drawn in a cell: N位, 圏外, 表示なし, or 「…」 while it waits. */
export const cellLabel = (cell: Pick<GridCellLike, 'outcome' | 'rank'>) =>
  cell.outcome === null ? '…' : rankLabel(rankingJa.rank, cell.outcome, cell.rank);

/** What a screen reader hears for a cell: the label, and 計測待ち instead of the ellipsis. */
export const cellSpokenLabel = (cell: Pick<GridCellLike, 'outcome' | 'rank'>) =>
  cell.outcome === null ? keywordJa.grid.pendingCell : cellLabel(cell);

export const northLabel = (north: number) =>
  north === 0 ? keywordJa.grid.centre : north > 0 ? keywordJa.grid.north(distanceLabel(north)) : keywordJa.grid.south(distanceLabel(north));
export const eastLabel = (east: number) =>
  east === 0 ? keywordJa.grid.centre : east > 0 ? keywordJa.grid.east(distanceLabel(east)) : keywordJa.grid.west(distanceLabel(east));

export interface GridLayout {
  /** CSS pixels of the whole picture. */
  width: number;
  height: number;
  /** The square of cells. */
  gridX: number;
  gridY: number;
  gridSize: number;
  cell: number;
  gap: number;
  /** The scale bar under the grid: one spacing, from the centre of one cell to the next. */
  scale: { x1: number; x2: number; y: number };
  font: number;
}

const SCALE_BAND = 28;
const MAX_WIDTH = 480;
const MIN_WIDTH = 200;

/** Lays the size × size cells out in `available` CSS pixels (clamped so a phone fits and a desktop stays compact). */
export function gridLayout(size: number, available: number): GridLayout {
  const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, available)));
  const gap = size >= 7 ? 2 : 3;
  const cell = Math.floor((width - gap * (size - 1)) / size);
  const gridSize = cell * size + gap * (size - 1);
  const gridX = Math.floor((width - gridSize) / 2);
  const pitch = cell + gap;
  const centreCol = (size - 1) / 2;
  const x1 = gridX + centreCol * pitch + cell / 2;
  return {
    width,
    height: gridSize + SCALE_BAND,
    gridX,
    gridY: 0,
    gridSize,
    cell,
    gap,
    scale: { x1, x2: x1 + pitch, y: gridSize + 12 },
    font: Math.max(10, Math.min(16, Math.floor(cell * 0.3))),
  };
}

/** The top-left corner of a cell. */
export const cellOrigin = (layout: GridLayout, row: number, col: number) => ({
  x: layout.gridX + col * (layout.cell + layout.gap),
  y: layout.gridY + row * (layout.cell + layout.gap),
});

/** A label's width, roughly: full-width characters take 1 em, the rest about 0.6 em. */
export const estimateTextWidth = (text: string, fontPx: number) =>
  [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0xff ? 1 : 0.6) * fontPx, 0);

/** The largest font, up to the layout's, at which the label fits inside the cell with a small margin. */
export function fitFont(text: string, layout: GridLayout): number {
  const room = layout.cell * 0.88;
  const width = estimateTextWidth(text, layout.font);
  if (width <= room) return layout.font;
  return Math.max(7, Math.floor((layout.font * room) / width));
}

/** The canvas's backing size for a device pixel ratio, so lines and text stay sharp on high-density screens. */
export const backingSize = (layout: GridLayout, dpr: number) => {
  const ratio = Number.isFinite(dpr) && dpr > 0 ? Math.min(dpr, 3) : 1;
  return { width: Math.round(layout.width * ratio), height: Math.round(layout.height * ratio), ratio };
};

export interface GeoBounds {
  north: number;
  south: number;
  west: number;
  east: number;
}

/** The area the cells cover (each cell reaches half a spacing around its point), for a tile layer to draw under. */
export function gridBounds(center: LatLng, size: number, spacing: number): GeoBounds {
  const reach = (size / 2) * spacing;
  const ne = offsetLatLng(center, reach, reach);
  const sw = offsetLatLng(center, -reach, -reach);
  return { north: ne.lat, east: ne.lng, south: sw.lat, west: sw.lng };
}
