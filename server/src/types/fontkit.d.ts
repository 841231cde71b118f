// fontkit (pdfkit's font engine, used directly for the QR PNG outlines) ships no types: the part the QR renderer uses.
// The server tsconfig includes it with src/; the console tsconfig lists it because scripts/ pull the server in.
declare module 'fontkit' {
  export interface Path {
    toSVG(): string;
    translate(x: number, y: number): Path;
  }
  export interface Glyph {
    id: number;
    path: Path;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): Font;
}
