import type { ISOFile, Movie } from 'mp4box';

export interface VideoFacts {
  hasVideo: boolean;
  /** null when the movie header names no length (a fragmented file without its total, for instance). */
  durationSeconds: number | null;
}

// Media data is skipped before parsing: mp4box copies what it is given, and a 75 MB upload needs only its headers.
const MEDIA_DATA = new Set(['mdat', 'free', 'skip', 'wide']);

/** The file's top-level boxes without their media data (ftyp, moov, moof…); sample offsets are not needed. */
function headerBoxes(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    const declared = bytes.readUInt32BE(at);
    let size = declared === 0 ? bytes.length - at : declared;
    if (declared === 1) {
      if (at + 16 > bytes.length) break;
      size = Number(bytes.readBigUInt64BE(at + 8));
    }
    if (size < 8) break;
    if (!MEDIA_DATA.has(bytes.toString('latin1', at + 4, at + 8))) kept.push(bytes.subarray(at, at + size));
    at += size;
  }
  return Buffer.concat(kept);
}

const durationOf = (movie: Movie): number | null => {
  const fromHeader = movie.timescale > 0 ? movie.duration / movie.timescale : 0;
  // A fragmented file (live or browser recordings) may leave the movie header at 0 and carry its length in the
  // fragments; mp4box adds them up.
  const fragments = movie.fragment_duration;
  const fromFragments = fragments && fragments.den > 0 ? fragments.num / fragments.den : 0;
  const seconds = fromHeader > 0 ? fromHeader : fromFragments;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
};

/**
 * What the container (MP4 / QuickTime, both ISO base media) says about a video, read by mp4box; null when it is no
 * readable container. The length comes from the movie header (mvhd), which every file has whatever its tracks: a
 * silent screen recording has no sound track to take a length from, and must not be refused for it.
 */
export async function readVideoFacts(bytes: Buffer, _mimeType: string): Promise<VideoFacts | null> {
  const headers = headerBoxes(bytes);
  if (headers.length === 0) return null;
  // mp4box loads with the first video upload, not at server start.
  const { createFile, MP4BoxBuffer } = await import('mp4box');
  const seen: { movie?: Movie; failed?: boolean } = {};
  const file: ISOFile = createFile();
  file.onReady = (info) => {
    seen.movie = info;
  };
  file.onError = () => {
    seen.failed = true;
  };
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(headers.buffer.slice(headers.byteOffset, headers.byteOffset + headers.length), 0), true);
    file.flush();
  } catch {
    return null;
  }
  if (seen.failed || !seen.movie?.hasMoov) return null;
  // A video track by its handler ('vide'), whatever the codec: mp4box files unknown sample entries under other tracks.
  const hasVideo = file.moov.traks.some((trak) => trak.mdia?.hdlr?.handler === 'vide');
  return { hasVideo, durationSeconds: durationOf(seen.movie) };
}
