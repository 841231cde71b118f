import { chartChrome, SERIES_COLOURS, seriesStyle } from './chart-palette';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('chart palette', () => {
  it('keeps every series colour at 3:1 or more against the card and the page background', () => {
    for (const colour of SERIES_COLOURS) {
      expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrast(colour, '#f5f7fa')).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(SERIES_COLOURS).size).toBe(SERIES_COLOURS.length);
  });

  it('starts with the brand blue and gives neighbouring series different colours and point shapes', () => {
    expect(seriesStyle(0).colour).toBe('#0b5cad');
    for (let i = 0; i < 20; i += 1) {
      expect(seriesStyle(i).colour).not.toBe(seriesStyle(i + 1).colour);
      expect(seriesStyle(i).pointStyle).not.toBe(seriesStyle(i + 1).pointStyle);
    }
  });

  it('tells a repeated colour apart by a dashed line and another point shape', () => {
    const first = seriesStyle(0);
    const repeat = seriesStyle(SERIES_COLOURS.length);
    expect(repeat.colour).toBe(first.colour);
    expect(repeat.dash).not.toEqual(first.dash);
    expect(repeat.pointStyle).not.toBe(first.pointStyle);
  });

  it('takes axis text, grid and font from the theme', () => {
    expect(chartChrome).toEqual({ text: '#4a5568', grid: '#cbd5e0', font: expect.stringContaining('Hiragino') });
  });
});
