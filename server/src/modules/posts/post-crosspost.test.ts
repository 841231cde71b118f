import { eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { enqueueCrosspost } from './post-crosspost';
import { toGoogleLocalPost } from './post-payload';
import { postHistories, postQueues } from './posts.table';

let t: TestApp;
let demo: LinkedDemo;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
});
afterAll(() => t.close());

const input = (keys: string[]) => ({
  companyId: demo.ownerCompanyId,
  summary: '新メニューのご案内です',
  imageUrl: 'http://localhost:3000/api/instagram-images/abc',
  stores: demo.owner.google.slice(0, keys.length).map((a, n) => ({ localAccountId: a.id, idempotencyKey: keys[n] })),
  now: t.clock.now(),
});

it('opens one queue with a pending Google history per store, sent as a STANDARD post with the photo by URL', async () => {
  const { queueId, historyIds } = await enqueueCrosspost(t.db, input(['ig-1-a', 'ig-1-b']));
  expect(historyIds).toHaveLength(2);
  const rows = await t.db.select().from(postHistories).where(eq(postHistories.queueId, queueId ?? 0));
  expect(rows.map((r) => [r.provider, r.intentStatus, r.postSettingId])).toEqual([['google', 'pending', null], ['google', 'pending', null]]);
  expect(toGoogleLocalPost(rows[0].payload)).toEqual({
    topicType: 'STANDARD',
    languageCode: 'ja',
    summary: '新メニューのご案内です',
    media: [{ mediaFormat: 'PHOTO', sourceUrl: 'http://localhost:3000/api/instagram-images/abc' }],
  });
});

it('adds nothing, and leaves no empty queue, when every key was enqueued before', async () => {
  await enqueueCrosspost(t.db, input(['ig-2-a']));
  const queuesBefore = (await t.db.select().from(postQueues).where(isNull(postQueues.postSettingId))).length;
  expect(await enqueueCrosspost(t.db, input(['ig-2-a']))).toEqual({ queueId: null, historyIds: [] });
  expect((await t.db.select().from(postQueues).where(isNull(postQueues.postSettingId))).length).toBe(queuesBefore);
});
