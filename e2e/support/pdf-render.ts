import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Page } from '@playwright/test';

// Renders a PDF the way a viewer would, with pdf.js in the browser, so a spec can check what a downloaded file
// actually shows. The page lives on a made-up origin answered by page.route: pdf.js is loaded from node_modules as
// ES modules, and its worker module runs on the main thread (globalThis.pdfjsWorker), so no Worker request is made.

const ORIGIN = 'http://pdf-render.e2e';
const BUILD = path.resolve('node_modules/pdfjs-dist/build');
const MODULES = new Set(['pdf.min.mjs', 'pdf.worker.min.mjs']);

const HTML = `<!doctype html><meta charset="utf-8"><title>pdf</title>
<script type="module">
  const pdfjs = await import('/pdf.min.mjs');
  globalThis.pdfjsWorker = await import('/pdf.worker.min.mjs');
  window.renderPdf = async (base64, scale) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const doc = await pdfjs.getDocument({ data: bytes }).promise;
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await first.render({ canvas, canvasContext: ctx, viewport }).promise;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) {
      const luminance = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
      if (luminance < 245) ink += 1;
      if (luminance < 64) dark += 1;
    }
    const pixels = canvas.width * canvas.height;
    const size = first.getViewport({ scale: 1 });
    return {
      pages: doc.numPages,
      widthPt: size.width,
      heightPt: size.height,
      width: canvas.width,
      height: canvas.height,
      inkShare: ink / pixels,
      darkShare: dark / pixels,
      png: canvas.toDataURL('image/png').split(',')[1],
    };
  };
  document.body.dataset.ready = 'true';
</script>`;

export interface RenderedPdf {
  pages: number;
  /** Page 1's size in PDF points (1/72 inch). */
  widthPt: number;
  heightPt: number;
  /** The rendered canvas in pixels. */
  width: number;
  height: number;
  /** Share of pixels that are not (near) white, and of pixels that are dark. */
  inkShare: number;
  darkShare: number;
  png: Buffer;
}

/** Renders page 1 of `pdf` to PNG on `page` (a spare page: it is navigated to the render origin). */
export async function renderPdfFirstPage(page: Page, pdf: Buffer, scale = 3): Promise<RenderedPdf> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (MODULES.has(name)) return route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(path.join(BUILD, name)) });
    return route.fulfill({ contentType: 'text/html', body: HTML });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => document.body?.dataset.ready === 'true');
  const rendered = await page.evaluate(
    ([base64, s]) => (window as unknown as { renderPdf: (b: string, s: number) => Promise<Omit<RenderedPdf, 'png'> & { png: string }> }).renderPdf(base64, s),
    [pdf.toString('base64'), scale] as const,
  );
  return { ...rendered, png: Buffer.from(rendered.png, 'base64') };
}

/** The text of the first QR code found in a PNG, or null. */
export async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}
