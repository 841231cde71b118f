import { loadSharp } from '../../../storage/sharp';
import type { Scene } from './qr-scene';
import { renderSvg } from './qr-svg';

/** Print resolution of the downloadable PNG. */
export const PRINT_DPI = 300;
/** The live preview's longer side in pixels: sharp on a phone's screen, light enough to re-render on every edit. */
export const PREVIEW_LONG_SIDE = 1000;

export type PngResolution = { dpi: number } | { longSide: number };

export function pixelSize(scene: Scene, resolution: PngResolution): { width: number; height: number } {
  const perPoint = 'dpi' in resolution ? resolution.dpi / 72 : resolution.longSide / Math.max(scene.width, scene.height);
  return { width: Math.round(scene.width * perPoint), height: Math.round(scene.height * perPoint) };
}

/** Rasterises the scene's SVG (librsvg through sharp) and records the resolution in the PNG for printing. */
export async function renderPng(scene: Scene, resolution: PngResolution): Promise<Buffer> {
  const { width, height } = pixelSize(scene, resolution);
  const dpi = (width / scene.width) * 72;
  const sharp = await loadSharp();
  return sharp(Buffer.from(renderSvg(scene, width, height)))
    .withMetadata({ density: dpi })
    .png({ compressionLevel: 8 })
    .toBuffer();
}
