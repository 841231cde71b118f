import { mediaKind, type MediaFacts } from './media-rules';

// How long a video's metadata may take to arrive before the check is left to the server.
const METADATA_TIMEOUT_MS = 8000;

const readPhotoSize = async (file: Blob): Promise<Pick<MediaFacts, 'width' | 'height' | 'unreadable'>> => {
  // Without createImageBitmap (an old browser) the size is left to the server.
  if (typeof createImageBitmap !== 'function') return { width: null, height: null };
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close?.();
    return size;
  } catch {
    return { width: null, height: null, unreadable: true };
  }
};

// The duration a <video> element reads from the file's metadata, or null when the browser cannot tell (a codec it
// does not play, a container without a length): the server reads the container itself either way.
const readVideoDuration = (file: Blob): Promise<number | null> => {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const finish = (seconds: number | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds !== null && Number.isFinite(seconds) ? seconds : null);
    };
    const timer = setTimeout(() => finish(null), METADATA_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => finish(video.duration), { once: true });
    video.addEventListener('error', () => finish(null), { once: true });
    video.src = url;
  });
};

// Formik validates the whole form on every keystroke; a file is read once.
const cache = new WeakMap<Blob, Promise<MediaFacts | null>>();

/** What the browser can read of a chosen photo or video; null for any other type. */
export const probeMedia = (file: File): Promise<MediaFacts | null> => {
  const known = cache.get(file);
  if (known) return known;
  const kind = mediaKind(file.type);
  const probe: Promise<MediaFacts | null> =
    kind === null
      ? Promise.resolve(null)
      : kind === 'photo'
        ? readPhotoSize(file).then((size) => ({ kind, durationSeconds: null, ...size }))
        : readVideoDuration(file).then((durationSeconds) => ({ kind, width: null, height: null, durationSeconds }));
  cache.set(file, probe);
  return probe;
};
