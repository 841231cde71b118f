import type { CallRecord } from '../../emulators/shared/emulator-ops';
import type { GoogleReview, StarRating } from '../../emulators/google/google-types';

// What the Google emulator (the provider) saw: the drill adds reviews through its admin API and judges the outcome
// from the provider's side only — the replies on its reviews and the reply writes in its call log.

export interface DrillReview {
  storeCode: string;
  /** accounts/{a}/locations/{l}/reviews/{r}: the key of a review (the emulator may repeat a reviewId across locations). */
  name: string;
  reviewId: string;
}

export interface Tally {
  reviews: number;
  /** Reviews that carry a reply. */
  replies: number;
  /** Reply writes applied beyond one per review: successful PUTs under a second (or no) idempotency key. */
  duplicates: number;
  /** Reviews without a reply. */
  lost: number;
  /** Successful PUTs that repeated an idempotency key already applied: replayed by the emulator, not applied again. */
  retries: number;
  /** PUTs the emulator refused (quota 429, injected failures). */
  refused: number;
  /** Names of the reviews without a reply. */
  lostReviews: string[];
  /** Names of the reviews replied to more than once. */
  duplicateReviews: string[];
}

const DRILL_CLIENT_ID = 'drill-crash';
const DRILL_REDIRECT_URI = 'http://127.0.0.1/drill-crash/callback';

export class DrillGoogleEmulator {
  protected readonly base: string;
  private accessToken: string | null = null;

  constructor(emulatorsOrigin: string) {
    this.base = `${emulatorsOrigin}/emulators/google`;
  }

  async addReview(storeCode: string, starRating: StarRating, comment: string): Promise<DrillReview> {
    const res = await fetch(`${this.base}/__admin/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ storeCode, starRating, comment, reviewerName: 'ドリル 太郎' }),
    });
    if (res.status !== 201) throw new Error(`adding a review to ${storeCode} answered ${res.status}: ${await res.text()}`);
    const review = (await res.json()) as GoogleReview;
    return { storeCode, name: review.name, reviewId: review.reviewId };
  }

  async calls(): Promise<CallRecord[]> {
    const res = await fetch(`${this.base}/__admin/calls`);
    if (!res.ok) throw new Error(`the call log answered ${res.status}`);
    return (await res.json()) as CallRecord[];
  }

  /** The drill's own grant (a client of its own, as the emulator allows), to read the reviews as the provider has them. */
  protected async token(): Promise<string> {
    if (this.accessToken) return this.accessToken;
    const consent = await fetch(`${this.base}/o/oauth2/v2/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: DRILL_CLIENT_ID, redirect_uri: DRILL_REDIRECT_URI, state: 'drill', decision: 'allow' }).toString(),
      redirect: 'manual',
    });
    const code = new URL(consent.headers.get('location') ?? 'http://invalid/').searchParams.get('code');
    if (!code) throw new Error(`the Google emulator granted no code (${consent.status})`);
    const res = await fetch(`${this.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: DRILL_REDIRECT_URI, client_id: DRILL_CLIENT_ID }).toString(),
    });
    if (!res.ok) throw new Error(`the Google emulator's token endpoint answered ${res.status}`);
    this.accessToken = ((await res.json()) as { access_token: string }).access_token;
    return this.accessToken;
  }

  /** The reply comment of each review (by name) as the provider holds it (null: no reply). */
  async replies(reviews: readonly DrillReview[]): Promise<Map<string, string | null>> {
    const token = await this.token();
    const entries = await Promise.all(
      reviews.map(async (review): Promise<[string, string | null]> => {
        const res = await fetch(`${this.base}/v4/${review.name}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`reading ${review.name} answered ${res.status}`);
        return [review.name, ((await res.json()) as GoogleReview).reviewReply?.comment ?? null];
      }),
    );
    return new Map(entries);
  }
}

const replyPathOf = (review: DrillReview): string => `/v4/${review.name}/reply`;

/** Successful reply PUTs of each drill review (by name, in log order), from the provider's call log. */
export function successfulReplyPuts(reviews: readonly DrillReview[], calls: readonly CallRecord[]): Map<string, CallRecord[]> {
  const byPath = new Map(reviews.map((review) => [replyPathOf(review), review.name]));
  const puts = new Map<string, CallRecord[]>(reviews.map((review) => [review.name, []]));
  for (const call of calls) {
    const name = call.method === 'PUT' && call.status < 300 ? byPath.get(call.path) : undefined;
    if (name !== undefined) puts.get(name)?.push(call);
  }
  return puts;
}

export function tally(reviews: readonly DrillReview[], calls: readonly CallRecord[], replies: ReadonlyMap<string, string | null>): Tally {
  const replyPaths = new Set(reviews.map(replyPathOf));
  const puts = successfulReplyPuts(reviews, calls);
  const result: Tally = { reviews: reviews.length, replies: 0, duplicates: 0, lost: 0, retries: 0, refused: 0, lostReviews: [], duplicateReviews: [] };
  for (const call of calls) if (call.method === 'PUT' && call.status >= 300 && replyPaths.has(call.path)) result.refused += 1;
  for (const review of reviews) {
    if (replies.get(review.name)) result.replies += 1;
    else {
      result.lost += 1;
      result.lostReviews.push(review.name);
    }
    // A key the emulator already applied is replayed; a new key (or none) is a write applied again.
    const applied = new Set<string>();
    let appliedWrites = 0;
    for (const put of puts.get(review.name) ?? []) {
      if (put.idempotencyKey !== undefined && applied.has(put.idempotencyKey)) {
        result.retries += 1;
        continue;
      }
      if (put.idempotencyKey !== undefined) applied.add(put.idempotencyKey);
      appliedWrites += 1;
    }
    if (appliedWrites > 1) {
      result.duplicates += appliedWrites - 1;
      result.duplicateReviews.push(review.name);
    }
  }
  return result;
}
