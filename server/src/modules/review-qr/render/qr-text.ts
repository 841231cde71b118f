import { fontRuns, runWidth, type Script, type Weight } from './qr-fonts';
import type { TextItem } from './qr-scene';

export interface TextStyle {
  size: number;
  weight: Weight;
  color: string;
  /** Extra space after each glyph, in thousandths of the size. */
  tracking?: number;
  /** Line box height as a multiple of the size. */
  leading?: number;
  script?: Script;
}

export type Align = 'left' | 'center' | 'right';

const spacingOf = (style: TextStyle): number => ((style.tracking ?? 0) * style.size) / 1000;
export const lineHeightOf = (style: TextStyle): number => style.size * (style.leading ?? 1.4);

export function measure(text: string, style: TextStyle): number {
  const spacing = spacingOf(style);
  const width = fontRuns(text, style.weight, style.script ?? 'auto').reduce((sum, run) => sum + runWidth(run.font, run.text, style.size, spacing), 0);
  return Math.max(0, width - spacing);
}

// Japanese line breaking (kinsoku shori): these never start a line, the opening brackets never end one.
const NO_LINE_START = new Set([...'、。，．,.!?！？)）]］}｝」』】〉》〕・：；:;ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥々゛゜']);
/** Punctuation may hang past the line's end (burasage); small kana and marks instead take a character along. */
const HANGING = new Set([...'、。，．,.']);
const NO_LINE_END = new Set([...'(（[［{｛「『【〈《〔']);

/** Latin words (with their trailing spaces) stay whole; every other character can break on its own. */
function tokens(paragraph: string): string[] {
  return paragraph.match(/[\p{Script=Latin}\p{N}'’\-_/@.:%&+]+\s*|\s+|./gu) ?? [];
}

function breakLongToken(token: string, style: TextStyle, maxWidth: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of token) {
    if (current && measure(current + char, style) > maxWidth) {
      pieces.push(current);
      current = '';
    }
    current += char;
  }
  if (current) pieces.push(current);
  return pieces;
}

function wrapParagraph(paragraph: string, style: TextStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens(paragraph)) {
    if (!line && /^\s+$/.test(token)) continue;
    if (measure((line + token).trimEnd(), style) <= maxWidth) {
      line += token;
      continue;
    }
    if (HANGING.has(token) && line) {
      // Hang the comma or full stop on the current line rather than starting a line with it.
      line += token;
      continue;
    }
    if (line) {
      let carry = '';
      // Push-out (oidashi): the last character goes down with a mark that cannot start a line.
      if (NO_LINE_START.has(token[0] ?? '') && [...line].length > 1 && !/\s$/.test(line)) {
        carry = line.at(-1) ?? '';
        line = line.slice(0, -1);
      }
      while (line.length > 1 && NO_LINE_END.has(line.at(-1) ?? '')) {
        carry = (line.at(-1) ?? '') + carry;
        line = line.slice(0, -1);
      }
      lines.push(line.trimEnd());
      line = carry;
    }
    const pieces = measure(token.trimEnd(), style) > maxWidth ? breakLongToken(token.trimEnd(), style, maxWidth) : [token];
    for (const piece of pieces.slice(0, -1)) lines.push(piece);
    line += pieces.at(-1) ?? '';
  }
  if (line.trim()) lines.push(line.trimEnd());
  return avoidWidow(lines);
}

// A last line of one or two ideographs looks like a mistake; it takes characters from the line above instead.
function avoidWidow(lines: string[]): string[] {
  const last = lines.at(-1) ?? '';
  const prev = lines.at(-2);
  if (!prev || [...last].length > 2 || /[\p{Script=Latin}]/u.test(last)) return lines;
  const chars = [...prev];
  let take = 3 - [...last].length;
  while (take > 0 && chars.length > 3) {
    const moved = chars.at(-1) ?? '';
    if (/[\p{Script=Latin}\s]/u.test(moved) || NO_LINE_START.has(moved) || NO_LINE_END.has(chars.at(-2) ?? '')) break;
    chars.pop();
    lines[lines.length - 1] = moved + lines[lines.length - 1];
    take -= 1;
  }
  lines[lines.length - 2] = chars.join('');
  return lines;
}

/** Lines of `text` no wider than maxWidth; explicit line breaks are kept. */
export function wrapText(text: string, style: TextStyle, maxWidth: number): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => (paragraph.trim() ? wrapParagraph(paragraph.trim(), style, maxWidth) : []));
}

// Noto's ideographs sit between about -0.12 em and 0.88 em around the baseline; centring that box in the line box
// gives an even look for Japanese, Chinese and Latin lines alike.
const EM_ABOVE_BASELINE = 0.88;

/** One positioned line: `top` is the top of its line box, x the left edge of the column. */
export function lineItem(text: string, style: TextStyle, x: number, top: number, columnWidth: number, align: Align): TextItem {
  const spacing = spacingOf(style);
  const width = measure(text, style);
  const left = align === 'left' ? x : align === 'right' ? x + columnWidth - width : x + (columnWidth - width) / 2;
  let dx = 0;
  const runs = fontRuns(text, style.weight, style.script ?? 'auto').map((run) => {
    const placed = { font: run.font, text: run.text, dx };
    dx += runWidth(run.font, run.text, style.size, spacing);
    return placed;
  });
  const baseline = top + (lineHeightOf(style) - style.size) / 2 + style.size * EM_ABOVE_BASELINE;
  return { kind: 'text', x: left, y: baseline, size: style.size, color: style.color, spacing, width, runs };
}
