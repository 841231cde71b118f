import { drawGeoGrid, type GeoGridTileLayer } from './geo-grid-draw';
import {
  BAND_COLOURS,
  backingSize,
  cellLabel,
  cellOrigin,
  distanceLabel,
  eastLabel,
  fitFont,
  gridBounds,
  gridLayout,
  northLabel,
  rankBand,
} from './geo-grid-model';
import { makeGridCells } from '../../../../testing/ranking-keyword-handlers';

// WCAG relative luminance and contrast, to hold the band colours to 4.5:1 for the rank text drawn on them.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('geo-grid model', () => {
  it('bands ranks 1–3, 4–10, 11–20, 21+ and keeps 圏外, 表示なし and pending apart', () => {
    expect([1, 3, 4, 10, 11, 20, 21, 60].map((r) => rankBand('ranked', r))).toEqual(['top3', 'top3', 'top10', 'top10', 'top20', 'top20', 'beyond', 'beyond']);
    expect(rankBand('out_of_range', null)).toBe('outOfRange');
    expect(rankBand('no_result', null)).toBe('none');
    expect(rankBand(null, null)).toBe('pending');
  });

  it('keeps every band’s text readable on its fill (4.5:1)', () => {
    for (const { fill, text } of Object.values(BAND_COLOURS)) expect(contrast(fill, text)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes cells as N位 / 圏外 / 表示なし and distances in m or km', () => {
    expect(cellLabel({ outcome: 'ranked', rank: 7 })).toBe('7位');
    expect(cellLabel({ outcome: 'out_of_range', rank: null })).toBe('圏外');
    expect(cellLabel({ outcome: 'no_result', rank: null })).toBe('表示なし');
    expect(cellLabel({ outcome: null, rank: null })).toBe('…');
    expect([250, 1000, 1250, 1500, 5000, -2000].map(distanceLabel)).toEqual(['250m', '1.0km', '1.25km', '1.5km', '5.0km', '2.0km']);
    expect([northLabel(1000), northLabel(-500), northLabel(0), eastLabel(-1000), eastLabel(2000)]).toEqual(['北1.0km', '南500m', '中心', '西1.0km', '東2.0km']);
  });

  it('fits a 7×7 grid in a 375 px phone and caps the width on a desktop', () => {
    const phone = gridLayout(7, 343);
    expect(phone.width).toBe(343);
    expect(phone.gridX + phone.gridSize).toBeLessThanOrEqual(343);
    expect(phone.cell).toBeGreaterThanOrEqual(44);
    expect(fitFont('表示なし', phone) * 4).toBeLessThanOrEqual(phone.cell);
    expect(gridLayout(3, 1200).width).toBe(480);
    // The scale bar spans exactly one cell pitch, so its label is the spacing.
    expect(phone.scale.x2 - phone.scale.x1).toBe(phone.cell + phone.gap);
    expect(cellOrigin(phone, 1, 2)).toEqual({ x: phone.gridX + 2 * (phone.cell + phone.gap), y: phone.cell + phone.gap });
  });

  it('sizes the backing store by the device pixel ratio', () => {
    const layout = gridLayout(5, 300);
    expect(backingSize(layout, 2)).toEqual({ width: 600, height: layout.height * 2, ratio: 2 });
    expect(backingSize(layout, Number.NaN).ratio).toBe(1);
  });

  it('bounds the grid half a spacing beyond its outer points', () => {
    const b = gridBounds({ lat: 35.658, lng: 139.7016 }, 3, 1000);
    expect(b.north - 35.658).toBeCloseTo(1500 / 110_950, 3);
    expect(b.north - 35.658).toBeCloseTo(35.658 - b.south, 5);
    expect(b.east).toBeGreaterThan(139.7016);
    expect(b.west).toBeLessThan(139.7016);
  });
});

describe('drawGeoGrid', () => {
  const recorder = () => {
    const calls: { fill: { style: unknown; rect: number[] }[]; text: { text: string; font: string }[] } = { fill: [], text: [] };
    const ctx = {
      fillStyle: '' as unknown,
      font: '',
      setTransform: jest.fn(),
      clearRect: jest.fn(),
      save: jest.fn(),
      restore: jest.fn(),
      fillRect(...rect: number[]) {
        calls.fill.push({ style: this.fillStyle, rect });
      },
      fillText(text: string) {
        calls.text.push({ text, font: this.font });
      },
      strokeRect: jest.fn(),
      beginPath: jest.fn(),
      arc: jest.fn(),
      fill: jest.fn(),
      moveTo: jest.fn(),
      lineTo: jest.fn(),
      stroke: jest.fn(),
    };
    return { ctx, calls };
  };

  it('fills each cell in its band colour, writes its rank, rings the centre and labels the scale', () => {
    const { ctx, calls } = recorder();
    const cells = makeGridCells(3, 500, (row, col) => (row === 1 && col === 1 ? { outcome: 'ranked', rank: 2 } : { outcome: 'no_result', rank: null }));
    const layout = gridLayout(3, 300);
    const tileLayer: GeoGridTileLayer = { draw: jest.fn() };
    drawGeoGrid(ctx as unknown as CanvasRenderingContext2D, { layout, ratio: 2, size: 3, spacing: 500, cells, bounds: gridBounds({ lat: 35, lng: 139 }, 3, 500), font: 'sans-serif', ink: '#000', tileLayer });
    expect(ctx.setTransform).toHaveBeenCalledWith(2, 0, 0, 2, 0, 0);
    expect(tileLayer.draw).toHaveBeenCalledWith(ctx, expect.objectContaining({ x: layout.gridX, width: layout.gridSize, north: expect.any(Number) }));
    expect(calls.fill).toHaveLength(9);
    const centre = cellOrigin(layout, 1, 1);
    expect(calls.fill.find((f) => f.rect[0] === centre.x && f.rect[1] === centre.y)?.style).toBe(BAND_COLOURS.top3.fill);
    expect(calls.text.map((c) => c.text).filter((t) => t === '表示なし')).toHaveLength(8);
    expect(calls.text.map((c) => c.text)).toEqual(expect.arrayContaining(['2位', '500m']));
    expect(ctx.strokeRect).toHaveBeenCalledWith(centre.x + 1.5, centre.y + 1.5, layout.cell - 3, layout.cell - 3);
  });
});
