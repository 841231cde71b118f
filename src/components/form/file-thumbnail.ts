// The spec's thumbnail: JPEG at quality 0.75 (spec section 9), longest edge at most `maxEdge` pixels.
export const THUMBNAIL_TYPE = 'image/jpeg';
export const THUMBNAIL_QUALITY = 0.75;

/** What the thumbnail needs of a decoded image. */
export interface ThumbnailSource {
  width: number;
  height: number;
}

/** What the thumbnail needs of a canvas: jsdom has none, so tests hand in their own. */
export interface ThumbnailCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'drawImage'> | null;
  toBlob(callback: (blob: Blob | null) => void, type: string, quality: number): void;
}

export interface ThumbnailDeps<S extends ThumbnailSource> {
  decode: (file: Blob) => Promise<S>;
  createCanvas: () => ThumbnailCanvas;
}

const browserDeps: ThumbnailDeps<ImageBitmap> = {
  // createImageBitmap applies the photo's EXIF orientation, so a phone's portrait shot stays upright.
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  createCanvas: () => document.createElement('canvas') as ThumbnailCanvas,
};

/** The size of the thumbnail: the image scaled down (never up) so its longest edge is at most maxEdge. */
export const thumbnailSize = ({ width, height }: ThumbnailSource, maxEdge: number) => {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

export function makeJpegThumbnail(file: Blob, maxEdge: number): Promise<Blob>;
export function makeJpegThumbnail<S extends ThumbnailSource>(file: Blob, maxEdge: number, deps: ThumbnailDeps<S>): Promise<Blob>;
export async function makeJpegThumbnail(file: Blob, maxEdge: number, deps: ThumbnailDeps<ThumbnailSource> = browserDeps as ThumbnailDeps<ThumbnailSource>): Promise<Blob> {
  const image = await deps.decode(file);
  const size = thumbnailSize(image, maxEdge);
  const canvas = deps.createCanvas();
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  context.drawImage(image as CanvasImageSource, 0, 0, size.width, size.height);
  // A decoded bitmap holds the full-size pixels until closed; a phone photo is tens of megabytes of them.
  if ('close' in image && typeof image.close === 'function') image.close();
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), THUMBNAIL_TYPE, THUMBNAIL_QUALITY);
  });
}
