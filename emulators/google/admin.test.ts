import type { CallRecord } from '../shared/emulator-ops';
import type { GoogleReview } from './google-types';
import { authorize, bearer, buildTestEmulator, createClock, firstAccount } from './google-emulator.testing';

interface ReviewPage { reviews: GoogleReview[]; totalReviewCount: number }

describe('Google emulator admin API', () => {
  it('answers 429 with Retry-After and RESOURCE_EXHAUSTED the configured number of times, then succeeds', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const injected = await app.inject({ method: 'POST', url: '/__admin/failures', payload: { match: { method: 'GET', pathPrefix: '/v1/accounts' }, status: 429, retryAfterSeconds: 7, times: 2 } });
    expect(injected.statusCode).toBe(201);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(tokens) });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('7');
      expect(response.json()).toMatchObject({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } });
    }
    expect((await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(tokens) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__admin/failures' })).json()).toEqual([]);
  });

  it('injects 5xx only where the rule matches, and slow answers', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    await app.inject({ method: 'POST', url: '/__admin/failures', payload: { match: { method: 'PUT', pathPrefix: '/v4/' }, status: 503, times: 1 } });
    expect((await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(tokens) })).statusCode).toBe(200);
    const { accountId, locationIds } = await firstAccount(app, tokens);
    const base = `/v4/accounts/${accountId}/locations/${locationIds[0]}/reviews`;
    const review = (await app.inject({ method: 'GET', url: base, headers: bearer(tokens) })).json<ReviewPage>().reviews[0];
    const put = () => app.inject({ method: 'PUT', url: `${base}/${review.reviewId}/reply`, headers: bearer(tokens), payload: { comment: 'ありがとうございます' } });
    const failed = await put();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ error: { code: 503, status: 'UNAVAILABLE' } });
    expect((await put()).statusCode).toBe(200);

    await app.inject({ method: 'POST', url: '/__admin/failures', payload: { status: 500, times: 1 } });
    expect((await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(tokens) })).json()).toMatchObject({ error: { code: 500, status: 'INTERNAL' } });
    await app.inject({ method: 'POST', url: '/__admin/failures', payload: { delayMs: 150, times: 1 } });
    const started = Date.now();
    expect((await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(tokens) })).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await app.inject({ method: 'POST', url: '/__admin/failures', payload: { status: 418, times: 1 } })).statusCode).toBe(400);
  });

  it('logs API calls with status and idempotency key, and clears the log', async () => {
    const clock = createClock();
    const app = buildTestEmulator(clock);
    const tokens = await authorize(app);
    await app.inject({ method: 'DELETE', url: '/__admin/calls' });
    await app.inject({ method: 'GET', url: '/v1/accounts?pageSize=5' });
    await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(tokens) });
    const { locationIds } = await firstAccount(app, tokens);
    await app.inject({ method: 'PATCH', url: `/v1/locations/${locationIds[0]}?updateMask=title`, headers: { ...bearer(tokens), 'idempotency-key': 'idem-9' }, payload: { title: '新しい店名' } });
    const calls = (await app.inject({ method: 'GET', url: '/__admin/calls' })).json<CallRecord[]>();
    expect(calls[0]).toEqual({ method: 'GET', path: '/v1/accounts', status: 401, time: clock.now().toISOString() });
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/v1/accounts', status: 200 });
    expect(calls[calls.length - 1]).toEqual({ method: 'PATCH', path: `/v1/locations/${locationIds[0]}`, status: 200, idempotencyKey: 'idem-9', time: clock.now().toISOString() });
    expect(calls.some((call) => call.path.startsWith('/__admin'))).toBe(false);
    await app.inject({ method: 'DELETE', url: '/__admin/calls' });
    expect((await app.inject({ method: 'GET', url: '/__admin/calls' })).json()).toEqual([]);
  });

  it('adds a customer review that leads the default order, and reseeding removes it', async () => {
    const clock = createClock();
    const app = buildTestEmulator(clock);
    const tokens = await authorize(app);
    const { accountId, locationIds } = await firstAccount(app, tokens);
    const base = `/v4/accounts/${accountId}/locations/${locationIds[1]}/reviews`;
    const before = (await app.inject({ method: 'GET', url: base, headers: bearer(tokens) })).json<ReviewPage>();
    clock.advance(1000);
    const added = await app.inject({ method: 'POST', url: '/__admin/reviews', payload: { storeCode: 'DF-002', starRating: 'TWO', comment: '料理が冷めていました。' } });
    expect(added.statusCode).toBe(201);
    const after = (await app.inject({ method: 'GET', url: base, headers: bearer(tokens) })).json<ReviewPage>();
    expect(after.totalReviewCount).toBe(before.totalReviewCount + 1);
    expect(after.reviews[0]).toMatchObject({ reviewId: added.json<GoogleReview>().reviewId, starRating: 'TWO', comment: '料理が冷めていました。', createTime: clock.now().toISOString() });
    expect((await app.inject({ method: 'POST', url: '/__admin/reviews', payload: { storeCode: 'XX-999', starRating: 'ONE' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/__admin/reviews', payload: { storeCode: 'DF-002', starRating: 'SIX' } })).statusCode).toBe(400);

    await app.inject({ method: 'POST', url: '/__admin/seed' });
    const reset = (await app.inject({ method: 'GET', url: base, headers: bearer(tokens) })).json<ReviewPage>();
    expect(reset.totalReviewCount).toBe(before.totalReviewCount);
  });

  it('serves reviewer avatars locally', async () => {
    const app = buildTestEmulator();
    const response = await app.inject({ method: 'GET', url: '/__assets/avatar/3.svg' });
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });

  it('deletes a review as its reviewer would, and leaves one out of the listing while still counting it', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { accountId, locationIds } = await firstAccount(app, tokens);
    const base = `/v4/accounts/${accountId}/locations/${locationIds[0]}/reviews`;
    const list = async () => (await app.inject({ method: 'GET', url: `${base}?pageSize=50`, headers: bearer(tokens) })).json<ReviewPage>();
    const before = await list();
    const [deleted, gap] = before.reviews;

    expect((await app.inject({ method: 'DELETE', url: `/__admin/reviews/${deleted.reviewId}` })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/__admin/reviews/${deleted.reviewId}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${base}/${deleted.reviewId}`, headers: bearer(tokens) })).statusCode).toBe(404);
    expect((await list()).totalReviewCount).toBe(before.totalReviewCount - 1);

    await app.inject({ method: 'POST', url: `/__admin/reviews/${gap.reviewId}/listing-gap` });
    const withGap = await list();
    expect(withGap.totalReviewCount).toBe(before.totalReviewCount - 1);
    expect(withGap.reviews.map((review) => review.reviewId)).not.toContain(gap.reviewId);
    expect((await app.inject({ method: 'GET', url: `${base}/${gap.reviewId}`, headers: bearer(tokens) })).statusCode).toBe(200);
  });

  it('adds a store to an account: listed with the others, with no reviews, and refused twice or without a name', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const before = await firstAccount(app, tokens);
    const added = await app.inject({ method: 'POST', url: '/__admin/locations', payload: { storeCode: 'DRILL-001', title: 'ドリル店 1' } });
    expect(added.statusCode).toBe(201);
    const { accountId, locationId } = added.json<{ accountId: string; locationId: string }>();
    expect(accountId).toBe(before.accountId);
    const after = await firstAccount(app, tokens);
    expect(after.locationIds).toEqual([...before.locationIds, locationId]);
    const location = await app.inject({ method: 'GET', url: `/v1/locations/${locationId}?readMask=storeCode,title`, headers: bearer(tokens) });
    expect(location.json()).toEqual({ storeCode: 'DRILL-001', title: 'ドリル店 1' });
    const reviews = await app.inject({ method: 'GET', url: `/v4/accounts/${accountId}/locations/${locationId}/reviews`, headers: bearer(tokens) });
    expect(reviews.json()).toMatchObject({ totalReviewCount: 0 });

    expect((await app.inject({ method: 'POST', url: '/__admin/locations', payload: { storeCode: 'DRILL-001', title: 'ドリル店 1' } })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/__admin/locations', payload: { storeCode: 'DRILL-002' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/__admin/locations', payload: { storeCode: 'DRILL-002', title: 'x', account: 'accounts/0' } })).statusCode).toBe(404);
  });
});
