import type { CallRecord } from '../../emulators/shared/emulator-ops';
import { maxCallsInWindow } from '../../server/src/providers/shared/rate-limiter';
import { DrillGoogleEmulator } from './drill-google-emulator';

// The posts drill's view of the Google emulator: it opens the extra stores and slows every answer through the admin
// API, and judges the outcome from the provider's side only — the posts on each listing and the call log.

export interface DrillLocation {
  accountId: string;
  locationId: string;
  storeCode: string;
}

export interface ProviderPost {
  locationId: string;
  summary: string;
  createTime: string;
}

const MINUTE_MS = 60_000;

export class DrillPostsEmulator extends DrillGoogleEmulator {
  private async admin<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}/__admin${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} __admin${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  addLocation(storeCode: string, title: string): Promise<DrillLocation> {
    return this.admin('POST', '/locations', { storeCode, title });
  }

  locations(): Promise<DrillLocation[]> {
    return this.admin('GET', '/locations');
  }

  /** Every answer of the provider (API, consent and token endpoints) takes `ms` longer, for as long as the drill runs. */
  async setLatency(ms: number): Promise<void> {
    await this.admin('POST', '/failures', { delayMs: ms, times: 1_000_000_000 });
  }

  /** The local posts of one listing as the provider holds them (the drill's own grant; these reads are logged too). */
  async localPosts(location: DrillLocation): Promise<ProviderPost[]> {
    const token = await this.token();
    const posts: ProviderPost[] = [];
    let pageToken = '';
    do {
      const query = new URLSearchParams({ pageSize: '100', ...(pageToken ? { pageToken } : {}) });
      const res = await fetch(`${this.base}/v4/accounts/${location.accountId}/locations/${location.locationId}/localPosts?${query}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`listing the posts of ${location.storeCode} answered ${res.status}`);
      const body = (await res.json()) as { localPosts?: { summary?: string; createTime: string }[]; nextPageToken?: string };
      for (const post of body.localPosts ?? []) posts.push({ locationId: location.locationId, summary: post.summary ?? '', createTime: post.createTime });
      pageToken = body.nextPageToken ?? '';
    } while (pageToken);
    return posts;
  }
}

const CREATE_PATH = /^\/v4\/accounts\/[^/]+\/locations\/([^/]+)\/localPosts$/;
const EDITED_LOCATION = /^\/v[14]\/(?:accounts\/[^/]+\/)?locations\/([^/:]+)/;

const successfulCreates = (calls: readonly CallRecord[], keyPrefix: string): CallRecord[] =>
  calls.filter((call) => call.method === 'POST' && call.status < 300 && CREATE_PATH.test(call.path) && call.idempotencyKey?.startsWith(keyPrefix));

/** Distinct idempotency keys of the local-post creates the provider answered with success (first answers and replays). */
export function answeredCreates(calls: readonly CallRecord[], keyPrefix: string): number {
  return new Set(successfulCreates(calls, keyPrefix).map((call) => call.idempotencyKey)).size;
}

/** Creates sent again with a key the provider had already answered (a crash between its answer and our record). */
export function replayedCreates(calls: readonly CallRecord[], keyPrefix: string): number {
  const creates = successfulCreates(calls, keyPrefix);
  return creates.length - new Set(creates.map((call) => call.idempotencyKey)).size;
}

export interface PublicationTally {
  effects: number;
  duplicates: number;
  lost: number;
  /** Epoch ms of the first create of the last publication to reach the provider; null when none did. */
  lastCreateAt: number | null;
}

/**
 * Publications are (listing, marker) pairs; a post on a listing belongs to the marker its summary starts with. Counted
 * from the posts the provider holds, so a write the provider replayed for a repeated key is not a second post.
 */
export function tallyPublications(posts: readonly ProviderPost[], locationIds: readonly string[], markers: readonly string[]): PublicationTally {
  const counts = new Map<string, number[]>();
  for (const post of posts) {
    const marker = markers.find((candidate) => post.summary.startsWith(`${candidate} `));
    if (marker === undefined) continue;
    const key = `${post.locationId} ${marker}`;
    counts.set(key, [...(counts.get(key) ?? []), Date.parse(post.createTime)]);
  }
  const wanted = new Set(locationIds.flatMap((id) => markers.map((marker) => `${id} ${marker}`)));
  const result: PublicationTally = { effects: 0, duplicates: 0, lost: 0, lastCreateAt: null };
  for (const key of wanted) {
    const times = counts.get(key);
    if (!times) {
      result.lost += 1;
      continue;
    }
    result.effects += 1;
    result.duplicates += times.length - 1;
    const first = Math.min(...times);
    result.lastCreateAt = Math.max(result.lastCreateAt ?? first, first);
  }
  return result;
}

/** The Business Profile APIs the project quota meters; the consent page and the token endpoint are Google's OAuth. */
export const isApiCall = (call: CallRecord): boolean => /^\/(?:v1|v4|upload)\//.test(call.path);

/** Most calls in any closed 60 s window, whatever their answer: by default the API calls the project quota meters. */
export function maxCallsPerMinute(calls: readonly CallRecord[], counted: (call: CallRecord) => boolean = isApiCall): number {
  return maxCallsInWindow(
    calls.filter(counted).map((call) => Date.parse(call.time)),
    MINUTE_MS,
  );
}

/**
 * Most writes sent to one listing in any closed 60 s window: every write the provider logged against the listing,
 * whether applied, replayed for a repeated key or refused with 429, since Google's 10 edits a minute is the
 * client's to keep.
 */
export function maxEditsPerProfileMinute(calls: readonly CallRecord[]): { max: number; locationId: string | null } {
  const byLocation = new Map<string, number[]>();
  for (const call of calls) {
    if (call.method === 'GET' || call.path.endsWith(':startUpload')) continue;
    const locationId = EDITED_LOCATION.exec(call.path)?.[1];
    if (locationId) byLocation.set(locationId, [...(byLocation.get(locationId) ?? []), Date.parse(call.time)]);
  }
  let best = { max: 0, locationId: null as string | null };
  for (const [locationId, times] of byLocation) {
    const max = maxCallsInWindow(times, MINUTE_MS);
    if (max > best.max) best = { max, locationId };
  }
  return best;
}
