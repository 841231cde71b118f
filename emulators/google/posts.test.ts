import { POST_REVIEW_MS } from './post-routes';
import { authorize, bearer, buildTestEmulator, createClock, firstAccount } from './google-emulator.testing';

type Post = { name: string; state: string; topicType: string; summary?: string; callToAction?: unknown; event?: unknown };

async function setup() {
  const clock = createClock();
  const app = buildTestEmulator(clock);
  const tokens = await authorize(app);
  const { accountId, locationIds } = await firstAccount(app, tokens);
  const base = `/v4/accounts/${accountId}/locations/${locationIds[0]}/localPosts`;
  const create = (payload: object) => app.inject({ method: 'POST', url: base, headers: bearer(tokens), payload });
  return { app, tokens, clock, base, create };
}

const schedule = { startDate: { year: 2026, month: 12, day: 1 }, endDate: { year: 2026, month: 12, day: 24 }, startTime: { hours: 10 }, endTime: { hours: 20 } };

describe('Google emulator local posts', () => {
  it('creates a post PROCESSING that is LIVE after review, and gets it by name', async () => {
    const { app, tokens, clock, create } = await setup();
    const created = await create({ topicType: 'STANDARD', languageCode: 'ja', summary: '冬季限定メニューを始めました。', callToAction: { actionType: 'LEARN_MORE', url: 'https://example.com/winter' } });
    expect(created.statusCode).toBe(200);
    const post = created.json<Post>();
    expect(post.state).toBe('PROCESSING');
    expect(post.name).toMatch(/\/localPosts\/\d+$/);
    clock.advance(POST_REVIEW_MS);
    const fetched = await app.inject({ method: 'GET', url: `/v4/${post.name}`, headers: bearer(tokens) });
    expect(fetched.json<Post>()).toMatchObject({ name: post.name, state: 'LIVE', summary: '冬季限定メニューを始めました。' });
  });

  it('rejects a post whose summary contains a phone number', async () => {
    const { create } = await setup();
    const post = (await create({ topicType: 'STANDARD', summary: 'ご予約は０３－１２３４－５６７８まで' })).json<Post>();
    expect(post.state).toBe('REJECTED');
  });

  it('requires an event for EVENT and OFFER posts and validates topicType and call to action', async () => {
    const { create } = await setup();
    for (const payload of [
      { topicType: 'EVENT', summary: 'イベント' },
      { topicType: 'OFFER', summary: 'クーポン', event: { title: 'x' } },
      { topicType: 'NEWS', summary: 'x' },
      { topicType: 'STANDARD', summary: 'x', callToAction: { actionType: 'CALL', url: 'https://example.com' } },
      { topicType: 'STANDARD', summary: 'x', callToAction: { actionType: 'BOOK' } },
      { topicType: 'EVENT', summary: 'x', event: { title: 'あ'.repeat(59), schedule } },
    ]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    }
    const event = await create({ topicType: 'EVENT', summary: '年末感謝祭', event: { title: '年末感謝祭', schedule } });
    expect(event.statusCode).toBe(200);
    const call = await create({ topicType: 'STANDARD', summary: 'お電話ください', callToAction: { actionType: 'CALL' } });
    expect(call.statusCode).toBe(200);
  });

  it('ignores a call to action on an OFFER post', async () => {
    const { create } = await setup();
    const offer = (await create({ topicType: 'OFFER', summary: '10%オフ', event: { title: '冬のクーポン', schedule }, offer: { couponCode: 'WINTER10' }, callToAction: { actionType: 'SHOP', url: 'https://example.com' } })).json<Post>();
    expect(offer.callToAction).toBeUndefined();
    expect(offer).toMatchObject({ topicType: 'OFFER', offer: { couponCode: 'WINTER10' } });
  });

  it('patches only masked fields, re-enters review, and deletes', async () => {
    const { app, tokens, clock, create } = await setup();
    const post = (await create({ topicType: 'STANDARD', summary: '旧文面', callToAction: { actionType: 'LEARN_MORE', url: 'https://example.com' } })).json<Post>();
    clock.advance(POST_REVIEW_MS);
    const url = `/v4/${post.name}`;
    expect((await app.inject({ method: 'PATCH', url, headers: bearer(tokens), payload: { summary: 'x' } })).statusCode).toBe(400);
    const patched = await app.inject({ method: 'PATCH', url: `${url}?updateMask=summary`, headers: bearer(tokens), payload: { summary: '新文面', topicType: 'EVENT' } });
    expect(patched.json<Post>()).toMatchObject({ summary: '新文面', topicType: 'STANDARD', state: 'PROCESSING', callToAction: { actionType: 'LEARN_MORE' } });
    expect((await app.inject({ method: 'DELETE', url, headers: bearer(tokens) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: bearer(tokens) })).statusCode).toBe(404);
  });

  it('lists newest first in pages of at most 100', async () => {
    const { app, tokens, clock, base, create } = await setup();
    for (const summary of ['一', '二', '三']) {
      await create({ topicType: 'STANDARD', summary });
      clock.advance(60_000);
    }
    const first = (await app.inject({ method: 'GET', url: `${base}?pageSize=2`, headers: bearer(tokens) })).json<{ localPosts: Post[]; nextPageToken: string }>();
    expect(first.localPosts.map((p) => p.summary)).toEqual(['三', '二']);
    const second = (await app.inject({ method: 'GET', url: `${base}?pageSize=2&pageToken=${first.nextPageToken}`, headers: bearer(tokens) })).json<{ localPosts: Post[]; nextPageToken?: string }>();
    expect(second.localPosts.map((p) => p.summary)).toEqual(['一']);
    expect(second.nextPageToken).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: `${base}?pageSize=101`, headers: bearer(tokens) })).statusCode).toBe(400);
  });
});
