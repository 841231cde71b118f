import { cellRadius, gridPoints, gridSummary, metersPerDegree, offsetLatLng } from './geo-grid';

describe('metres to latitude and longitude', () => {
  it('uses the WGS84 lengths of a degree at Tokyo', () => {
    const per = metersPerDegree(35.658);
    // A degree of latitude is about 110.95 km near 35.7°N, one of longitude about 90.6 km.
    expect(per.lat).toBeGreaterThan(110_900);
    expect(per.lat).toBeLessThan(111_000);
    expect(per.lng).toBeGreaterThan(90_400);
    expect(per.lng).toBeLessThan(90_800);
  });
  it('moves a point 1 km north and 1 km east', () => {
    const moved = offsetLatLng({ lat: 35.658, lng: 139.7016 }, 1000, 1000);
    expect(moved.lat - 35.658).toBeCloseTo(1000 / metersPerDegree(35.658).lat, 5);
    expect(moved.lng - 139.7016).toBeCloseTo(1000 / metersPerDegree(35.658).lng, 5);
  });
});

describe('gridPoints', () => {
  const center = { lat: 35.658, lng: 139.7016 };
  it('lays size × size points around the centre, north row first', () => {
    const cells = gridPoints(center, 5, 1000);
    expect(cells).toHaveLength(25);
    const middle = cells.find((c) => c.row === 2 && c.col === 2);
    expect(middle).toMatchObject({ north: 0, east: 0, lat: center.lat, lng: center.lng });
    expect(cells[0]).toMatchObject({ row: 0, col: 0, north: 2000, east: -2000 });
    expect(cells[24]).toMatchObject({ row: 4, col: 4, north: -2000, east: 2000 });
    expect(cells[0].lat).toBeGreaterThan(center.lat);
    expect(cells[0].lng).toBeLessThan(center.lng);
  });
  it('keeps neighbouring search circles apart', () => {
    expect(cellRadius(1000)).toBe(500);
    expect(cellRadius(60)).toBe(50);
  });
});

describe('gridSummary', () => {
  it('averages the cells where the store was found', () => {
    expect(gridSummary([{ rank: 1 }, { rank: 4 }, { rank: null }])).toEqual({ average: 2.5, found: 2, total: 3 });
    expect(gridSummary([{ rank: null }])).toEqual({ average: null, found: 0, total: 1 });
  });
});
