import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

// Japanese and Latin text is set in Noto Sans JP, Chinese in Noto Sans SC, both from node_modules so a fresh
// machine renders every language without system fonts. Noto Sans JP lacks most simplified Chinese characters
// (欢, 评, 谢 …), which is why Chinese lines and any character JP has no glyph for use the SC face.

export type Weight = 300 | 400 | 500 | 700 | 900;
export type FontKey = `jp-${Weight}` | 'sc-400' | 'sc-700';
/** Which face a text prefers: `cn` lines are set in the Chinese face, everything else in the Japanese one. */
export type Script = 'auto' | 'cn';

export interface LoadedFont {
  key: FontKey;
  font: fontkit.Font;
  buffer: Buffer;
}

const JP_DIR = path.resolve(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-jp');
const JP_FILES: Record<Weight, string> = {
  300: '300Light/NotoSansJP_300Light.ttf',
  400: '400Regular/NotoSansJP_400Regular.ttf',
  500: '500Medium/NotoSansJP_500Medium.ttf',
  700: '700Bold/NotoSansJP_700Bold.ttf',
  900: '900Black/NotoSansJP_900Black.ttf',
};

const SC_DIR = path.resolve(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-sc');
const SC_FILES = { 'sc-400': '400Regular/NotoSansSC_400Regular.ttf', 'sc-700': '700Bold/NotoSansSC_700Bold.ttf' } as const;

const loaded = new Map<FontKey, LoadedFont>();

const fileOf = (key: FontKey): string =>
  key.startsWith('jp-') ? path.join(JP_DIR, JP_FILES[Number(key.slice(3)) as Weight]) : path.join(SC_DIR, SC_FILES[key as keyof typeof SC_FILES]);

function load(key: FontKey): LoadedFont {
  const hit = loaded.get(key);
  if (hit) return hit;
  const buffer = readFileSync(fileOf(key));
  const result = { key, font: fontkit.create(buffer), buffer };
  loaded.set(key, result);
  return result;
}

export const fontOf = (key: FontKey): LoadedFont => load(key);

const scKey = (weight: Weight): FontKey => (weight >= 600 ? 'sc-700' : 'sc-400');

/** Splits one line into runs of the face that has each character's glyph. */
export function fontRuns(text: string, weight: Weight, script: Script): { font: FontKey; text: string }[] {
  const jp = load(`jp-${weight}`);
  const sc = load(scKey(weight));
  const runs: { font: FontKey; text: string }[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    let key: FontKey = `jp-${weight}`;
    if (script === 'cn' && sc.font.hasGlyphForCodePoint(cp)) key = sc.key;
    else if (!jp.font.hasGlyphForCodePoint(cp) && sc.font.hasGlyphForCodePoint(cp)) key = sc.key;
    const last = runs.at(-1);
    if (last && last.font === key) last.text += char;
    else runs.push({ font: key, text: char });
  }
  return runs;
}

const layouts = new Map<string, fontkit.GlyphRun>();
const LAYOUT_CACHE_LIMIT = 2000;

/** fontkit's shaping of one run (the same shaping pdfkit applies when it writes the text). */
export function shape(key: FontKey, text: string): fontkit.GlyphRun {
  const id = `${key}\u0000${text}`;
  const hit = layouts.get(id);
  if (hit) return hit;
  const run = fontOf(key).font.layout(text);
  if (layouts.size >= LAYOUT_CACHE_LIMIT) layouts.delete(layouts.keys().next().value as string);
  layouts.set(id, run);
  return run;
}

/** Advance width in points of a run at `size`, with `spacing` points added after every glyph. */
export function runWidth(key: FontKey, text: string, size: number, spacing: number): number {
  const run = shape(key, text);
  const units = run.positions.reduce((sum, p) => sum + p.xAdvance, 0);
  return (units * size) / fontOf(key).font.unitsPerEm + spacing * run.glyphs.length;
}
