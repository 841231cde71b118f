import type { FastifyInstance } from 'fastify';
import { STAR_RATINGS, starValue, type GoogleReview } from './google-types';
import { authorize, bearer, buildTestEmulator, createClock, firstAccount, type TestClock, type Tokens } from './google-emulator.testing';

interface ReviewPage {
  reviews: GoogleReview[];
  averageRating: number;
  totalReviewCount: number;
  nextPageToken?: string;
}

interface Setup {
  app: FastifyInstance;
  tokens: Tokens;
  base: string;
  clock: TestClock;
}

async function setup(): Promise<Setup> {
  const clock = createClock();
  const app = buildTestEmulator(clock);
  const tokens = await authorize(app);
  const { accountId, locationIds } = await firstAccount(app, tokens);
  return { app, tokens, clock, base: `/v4/accounts/${accountId}/locations/${locationIds[0]}/reviews` };
}

async function walk({ app, tokens, base }: Setup, query: string, pageSize: number): Promise<{ reviews: GoogleReview[]; first: ReviewPage }> {
  const reviews: GoogleReview[] = [];
  let first: ReviewPage | undefined;
  let pageToken = '';
  do {
    const page = (await app.inject({ method: 'GET', url: `${base}?pageSize=${pageSize}&pageToken=${pageToken}${query}`, headers: bearer(tokens) })).json<ReviewPage>();
    first ??= page;
    expect(page.reviews.length).toBeLessThanOrEqual(pageSize);
    reviews.push(...page.reviews);
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return { reviews, first: first as ReviewPage };
}

describe('Google emulator v4 reviews', () => {
  it('walks every review exactly once with totals and the average rating', async () => {
    const context = await setup();
    const { reviews, first } = await walk(context, '', 7);
    expect(first.totalReviewCount).toBeGreaterThanOrEqual(20);
    expect(first.totalReviewCount).toBeLessThanOrEqual(60);
    expect(reviews).toHaveLength(first.totalReviewCount);
    expect(new Set(reviews.map((r) => r.reviewId)).size).toBe(reviews.length);
    const average = reviews.reduce((sum, r) => sum + starValue(r.starRating), 0) / reviews.length;
    expect(first.averageRating).toBeCloseTo(average, 1);
    for (const review of reviews) {
      expect(review.name).toBe(`${context.base.slice(4)}/${review.reviewId}`);
      expect(STAR_RATINGS).toContain(review.starRating);
      expect(review.reviewer).toEqual({ displayName: expect.any(String), profilePhotoUrl: expect.stringContaining('http://emulator.test/__assets/avatar/'), isAnonymous: expect.any(Boolean) });
    }
  });

  it('orders by updateTime desc by default, and by rating either way, without losing items', async () => {
    const context = await setup();
    const byTime = (await walk(context, '', 50)).reviews;
    const times = byTime.map((r) => r.updateTime);
    expect(times).toEqual([...times].sort().reverse());
    const ascending = (await walk(context, '&orderBy=rating', 9)).reviews.map((r) => starValue(r.starRating));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await walk(context, `&orderBy=${encodeURIComponent('rating desc')}`, 9);
    const values = descending.reviews.map((r) => starValue(r.starRating));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(new Set(descending.reviews.map((r) => r.reviewId))).toEqual(new Set(byTime.map((r) => r.reviewId)));
    const invalid = await context.app.inject({ method: 'GET', url: `${context.base}?orderBy=stars`, headers: bearer(context.tokens) });
    expect(invalid.statusCode).toBe(400);
    const tooBig = await context.app.inject({ method: 'GET', url: `${context.base}?pageSize=51`, headers: bearer(context.tokens) });
    expect(tooBig.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });

  it('creates, overwrites and deletes a reply, visible on GET', async () => {
    const { app, tokens, base, clock } = await setup();
    const review = (await walk({ app, tokens, base, clock }, '', 50)).reviews.find((r) => !r.reviewReply) as GoogleReview;
    const url = `${base}/${review.reviewId}`;
    const created = await app.inject({ method: 'PUT', url: `${url}/reply`, headers: bearer(tokens), payload: { comment: 'ご来店ありがとうございました。' } });
    expect(created.json()).toEqual({ comment: 'ご来店ありがとうございました。', updateTime: clock.now().toISOString() });
    expect((await app.inject({ method: 'GET', url, headers: bearer(tokens) })).json<GoogleReview>().reviewReply?.comment).toBe('ご来店ありがとうございました。');

    clock.advance(60_000);
    await app.inject({ method: 'PUT', url: `${url}/reply`, headers: bearer(tokens), payload: { comment: '改めてお礼申し上げます。' } });
    const overwritten = (await app.inject({ method: 'GET', url, headers: bearer(tokens) })).json<GoogleReview>();
    expect(overwritten.reviewReply).toEqual({ comment: '改めてお礼申し上げます。', updateTime: clock.now().toISOString() });

    expect((await app.inject({ method: 'DELETE', url: `${url}/reply`, headers: bearer(tokens) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: bearer(tokens) })).json<GoogleReview>().reviewReply).toBeUndefined();
    const empty = await app.inject({ method: 'PUT', url: `${url}/reply`, headers: bearer(tokens), payload: { comment: '' } });
    expect(empty.statusCode).toBe(400);
    const missing = await app.inject({ method: 'GET', url: `${base}/unknown`, headers: bearer(tokens) });
    expect(missing.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });

  it('applies a write once when the same Idempotency-Key repeats', async () => {
    const { app, tokens, base, clock } = await setup();
    const review = (await walk({ app, tokens, base, clock }, '', 50)).reviews[0];
    const url = `${base}/${review.reviewId}/reply`;
    const headers = { ...bearer(tokens), 'idempotency-key': 'key-1' };
    const first = await app.inject({ method: 'PUT', url, headers, payload: { comment: '一回目' } });
    clock.advance(5_000);
    const repeat = await app.inject({ method: 'PUT', url, headers, payload: { comment: '一回目' } });
    expect(repeat.statusCode).toBe(first.statusCode);
    expect(repeat.json()).toEqual(first.json());
    const current = (await app.inject({ method: 'GET', url: `${base}/${review.reviewId}`, headers: bearer(tokens) })).json<GoogleReview>();
    expect(current.reviewReply?.updateTime).toBe(first.json<{ updateTime: string }>().updateTime);

    // A delete replayed after a newer reply must not remove that newer reply.
    const deleteHeaders = { ...bearer(tokens), 'idempotency-key': 'key-2' };
    await app.inject({ method: 'DELETE', url, headers: deleteHeaders });
    await app.inject({ method: 'PUT', url, headers: { ...bearer(tokens), 'idempotency-key': 'key-3' }, payload: { comment: '新しい返信' } });
    await app.inject({ method: 'DELETE', url, headers: deleteHeaders });
    const afterReplay = (await app.inject({ method: 'GET', url: `${base}/${review.reviewId}`, headers: bearer(tokens) })).json<GoogleReview>();
    expect(afterReplay.reviewReply?.comment).toBe('新しい返信');
  });
});
