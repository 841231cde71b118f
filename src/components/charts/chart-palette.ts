import { appSystem } from '../../shared/theme/system';

// Chakra types token lookups as any; every path used here is a defined colour or font token.
const token = (path: string): string => String(appSystem().token(path));

/**
 * The series colours, in order. The Okabe–Ito hues (distinguishable with the common colour-vision deficiencies),
 * darkened where needed so every line and bar keeps at least 3:1 against the page and the card (WCAG 1.4.11); the
 * first is the operator brand blue. Neighbouring colours differ in lightness too, so they still part in greyscale.
 */
export const SERIES_COLOURS = [
  token('colors.allgrow'), // blue
  '#c04f00', // vermillion
  '#007a5a', // bluish green
  '#b0588a', // reddish purple
  '#a86b00', // orange
  '#2b88c8', // sky blue
  token('colors.muted'), // grey
  token('colors.ink'), // near black
] as const;

// Colour alone is not enough: each series also gets its own point shape, and past the eighth series, where colours
// repeat, a dashed line.
const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'crossRot', 'star', 'rectRounded', 'cross'] as const;

export type PointStyle = (typeof POINT_STYLES)[number];

export interface SeriesStyle {
  colour: string;
  pointStyle: PointStyle;
  dash: number[];
}

export function seriesStyle(index: number): SeriesStyle {
  const round = Math.floor(index / SERIES_COLOURS.length);
  return {
    colour: SERIES_COLOURS[index % SERIES_COLOURS.length],
    pointStyle: POINT_STYLES[(index + round) % POINT_STYLES.length],
    dash: round % 2 === 1 ? [6, 3] : [],
  };
}

/** Axis text, grid lines and the font, from the console's theme tokens. */
export const chartChrome = {
  text: token('colors.muted'),
  grid: token('colors.line'),
  font: token('fonts.body'),
};
