import { eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { AUTO_REPLY_PLAN_JOB } from '../reviews/review-events';
import { reviews } from '../reviews/reviews.table';
import { fillFixedText } from './auto-reply-planner.service';
import { autoReplyJobs } from './auto-reply.jobs';
import { autoReplies } from './auto-reply.table';
import { autoReplySettingInput, companyIdOf, insertLinkedStore, insertReview, type TestReview } from './auto-reply.testing';

let t: TestApp;
let owner: Signed;
let companyId: number;
let ai: { id: number; key: string };
let fixed: { id: number; key: string };
let off: { id: number; key: string };
let enabledAt: Date;

const planJob = autoReplyJobs.find((job) => job.name === AUTO_REPLY_PLAN_JOB)!;
const MINUTE = 60_000;

const settingFor = autoReplySettingInput;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'owner');
  companyId = await companyIdOf(t, 'owner');
  ai = await insertLinkedStore(t, companyId, { title: 'デモ食堂 渋谷店' });
  fixed = await insertLinkedStore(t, companyId, { title: 'デモ食堂 新宿店' });
  off = await insertLinkedStore(t, companyId, { title: 'デモ食堂 池袋店' });
  enabledAt = t.clock.now();
  const save = async (key: string, setting: object) => {
    const res = await t.inject({ method: 'PUT', url: '/api/auto-reply-setting', headers: owner.headers, payload: { local_account_ids: [key], setting } });
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  await save(ai.key, settingFor({ ratings: [1, 2, 4, 5], delay_minutes: 15, ai_mention: '季節のおすすめ' }));
  await save(fixed.key, settingFor({ mode: 1, ratings: [1, 3, 5], approval_max_rating: 1, fixed_texts: { '1': 'ご意見ありがとうございます。', '3': '{投稿者名}様、ありがとうございます。', '5': '{投稿者名}様、{店舗名}への★{評価}をありがとうございます！' } }));
  await save(off.key, settingFor({ enabled: false }));
});
afterAll(() => t.close());

const review = (input: Omit<TestReview, 'companyId'>) => insertReview(t, { companyId, postedAt: t.clock.now(), ...input });
const plan = (reviewIds: number[]) => planJob.run(t.deps, { companyId, reviewIds });
const rowOf = async (reviewId: number) => (await t.db.select().from(autoReplies).where(eq(autoReplies.reviewId, reviewId)))[0];

it('plans an AI reply for a new review of an answered rating, to be sent after the delay', async () => {
  const r = await review({ localAccountId: ai.id, rating: 5, comment: 'Lovely food and friendly staff!', reviewerName: 'Jane Doe' });
  await plan([r.id]);
  const row = await rowOf(r.id);
  expect(row).toMatchObject({ status: 'scheduled', mode: 0, localAccountId: ai.id, errorMessage: null, attempts: 0 });
  expect(row.draft).toMatch(/^Thank you so much for visiting デモ食堂 渋谷店/);
  expect(row.draft).not.toContain('Jane');
  expect(row.sendAfter.getTime()).toBe(t.clock.now().getTime() + 15 * MINUTE);
  expect(row.idempotencyKey).toMatch(/^auto-reply-\d+-/);
});

it('plans nothing for unanswered ratings, old, replied, non-Google or switched-off reviews', async () => {
  const skipped = [
    await review({ localAccountId: ai.id, rating: 3, comment: '普通' }),
    await review({ localAccountId: ai.id, rating: 5, comment: '昔の口コミ', postedAt: new Date(enabledAt.getTime() - MINUTE) }),
    await review({ localAccountId: ai.id, rating: 5, comment: '返信済み', replyComment: 'ありがとうございます' }),
    await review({ localAccountId: ai.id, rating: 5, comment: 'Yahoo', provider: 'yahoo' }),
    await review({ localAccountId: ai.id, rating: null, comment: '評価なし' }),
    await review({ localAccountId: off.id, rating: 5, comment: 'オフの店舗' }),
  ];
  await plan(skipped.map((r) => r.id));
  for (const r of skipped) expect(await rowOf(r.id)).toBeUndefined();
});

it('fills a fixed text’s placeholders per rating, without forbidden characters from the names', async () => {
  const r = await review({ localAccountId: fixed.id, rating: 5, comment: null, reviewerName: 'A&B <商店>' });
  await plan([r.id]);
  expect(await rowOf(r.id)).toMatchObject({ status: 'scheduled', mode: 1, draft: 'A＆B ＜商店＞様、デモ食堂 新宿店への★5をありがとうございます！' });
  expect(fillFixedText('{投稿者名}{店舗名}{評価}{その他}', { reviewerName: '太郎', storeName: '店', rating: null })).toBe('太郎店{その他}');
});

it('holds ratings at or below approval_max_rating for a person, and marks the review', async () => {
  const low = await review({ localAccountId: fixed.id, rating: 1, comment: '残念でした' });
  const lowAi = await review({ localAccountId: ai.id, rating: 2, comment: '待ち時間が長かったです。' });
  await plan([low.id, lowAi.id]);
  expect(await rowOf(low.id)).toMatchObject({ status: 'awaiting_approval', draft: 'ご意見ありがとうございます。' });
  expect((await rowOf(lowAi.id)).draft).toContain('お詫び');
  for (const r of [low, lowAi]) expect((await t.db.select().from(reviews).where(eq(reviews.id, r.id)))[0].replyState).toBe('awaiting_approval');
});

it('plans each review once however often the job is delivered', async () => {
  const r = await review({ localAccountId: fixed.id, rating: 3, comment: 'まあまあ' });
  await Promise.all([plan([r.id]), plan([r.id])]);
  await plan([r.id]);
  expect(await t.db.select().from(autoReplies).where(eq(autoReplies.reviewId, r.id))).toHaveLength(1);
});

it('keeps a failed AI draft visible: failed when it would be sent, held without a draft when a person approves anyway', async () => {
  await t.inject({ method: 'POST', url: '/emulators/llm/__admin/failures', payload: { match: { pathPrefix: '/v1/chat' }, status: 429, retryAfterSeconds: 600, times: 2 } });
  const high = await review({ localAccountId: ai.id, rating: 4, comment: 'Good' });
  const low = await review({ localAccountId: ai.id, rating: 1, comment: 'Bad' });
  await plan([high.id, low.id]);
  expect(await rowOf(high.id)).toMatchObject({ status: 'failed', draft: null, errorMessage: 'AI返信文を作成できませんでした。内容を確認して承認すると送信できます。' });
  const held = await rowOf(low.id);
  expect(held).toMatchObject({ status: 'awaiting_approval', draft: null });
  // Approving needs the text a person writes, since there is no draft to send.
  const approve = await t.inject({ method: 'PUT', url: `/api/reviews/auto-replies/${held.id}`, headers: owner.headers, payload: { action: 'approve' } });
  expect(approve.statusCode).toBe(422);
  expect(approve.json()).toMatchObject({ errors: { comment: ['入力してください'] } });
});

it('the minute sweep plans recent reviews whose plan job never arrived', async () => {
  const r = await review({ localAccountId: fixed.id, rating: 5, comment: '最高' });
  await planJob.run(t.deps, undefined);
  expect(await rowOf(r.id)).toMatchObject({ status: 'scheduled' });
});
