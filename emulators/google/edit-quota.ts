import type { EmulatorData } from './google-types';

// providers.md: "10 edits per minute per individual profile (cannot be raised)". Over quota Google answers
// 429 RESOURCE_EXHAUSTED; the emulator adds Retry-After so a client can wait exactly as long as needed.
export const EDITS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

/** The location a write edits, or undefined for writes that change no profile (upload slots, tokens). */
export function editedLocationId(method: string, path: string): string | undefined {
  if (method === 'GET' || path.endsWith(':startUpload')) return undefined;
  if (!path.startsWith('/v1/') && !path.startsWith('/v4/')) return undefined;
  return /\/locations\/([^/:]+)/.exec(path)?.[1];
}

/** Counts one edit, or answers the seconds until the oldest edit leaves the one-minute window. */
export function takeEdit(data: EmulatorData, locationId: string, now: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
  const times = (data.edits.get(locationId) ?? []).filter((time) => time > now - WINDOW_MS);
  if (times.length >= EDITS_PER_MINUTE) {
    data.edits.set(locationId, times);
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0] + WINDOW_MS - now) / 1000)) };
  }
  times.push(now);
  data.edits.set(locationId, times);
  return { ok: true };
}
