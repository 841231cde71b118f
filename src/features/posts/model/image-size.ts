export interface ImageSize {
  width: number;
  height: number;
}

const cache = new WeakMap<File, Promise<ImageRead>>();

export type ImageRead = ImageSize | 'unreadable' | null;

// Decodes the picture once per file to read its pixel size: 'unreadable' when it does not decode, null where the
// browser has no decoder to ask (the server checks the photo again either way).
export const readImageSize = (file: File): Promise<ImageRead> => {
  const known = cache.get(file);
  if (known) return known;
  const reading = (async () => {
    if (typeof createImageBitmap !== 'function') return null;
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return 'unreadable' as const;
    }
  })();
  cache.set(file, reading);
  return reading;
};
