import { and, eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { linkGoogleLocations } from '../local-accounts/linking-flow.testing';
import { attachEmulatorProviders } from '../local-accounts/linking.testing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { AUTO_REPLY_PLAN_JOB } from '../reviews/review-events';
import { sendReviewReply } from '../reviews/review-reply.service';
import { reviews, type ReviewRow } from '../reviews/reviews.table';
import { runReviewSync } from '../reviews/reviews.jobs';
import { claimDueReplies } from './auto-replies.repository';
import { AUTO_REPLY_SEND_JOB } from './auto-reply-planner.service';
import { autoReplyJobs } from './auto-reply.jobs';
import { autoReplies, type AutoReplyRow } from './auto-reply.table';
import { autoReplySettingInput, companyIdOf } from './auto-reply.testing';

// End to end against the Google emulator: stores linked through OAuth, reviews fetched by the real sync, replies
// written by the reviews module's sendReviewReply. The emulator's call log proves how often a reply was written.

interface Store {
  id: number;
  key: string;
  storeCode: string;
  title: string;
}
interface Call {
  method: string;
  path: string;
  status: number;
}

let t: TestApp;
let owner: Signed;
let partner: Signed;
let companyId: number;
let ai: Store;
let fixed: Store;

const job = (name: string) => autoReplyJobs.find((definition) => definition.name === name)!;
const sweepSends = () => job(AUTO_REPLY_SEND_JOB).run(t.deps, undefined);
const MINUTE_S = 60;

async function storeOf(key: string): Promise<Store> {
  const id = Number(key.slice(2));
  const [row] = await t.db.select().from(localAccounts).where(eq(localAccounts.id, id));
  return { id, key, storeCode: row.storeCode ?? '', title: row.title };
}

const setting = (overrides: object) => autoReplySettingInput({ ratings: [1, 2, 4, 5], ...overrides });

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  companyId = await companyIdOf(t, 'owner');
  const keys = await linkGoogleLocations(t, await attachEmulatorProviders(t), owner, 'DF-', 2);
  [ai, fixed] = await Promise.all(keys.map(storeOf));
  // The first sync stores every existing review; they predate the settings and are never answered automatically.
  await runReviewSync(t.deps, { companyId, localAccountIds: [ai.id, fixed.id] });
  const save = async (key: string, value: object) => {
    const res = await t.inject({ method: 'PUT', url: '/api/auto-reply-setting', headers: owner.headers, payload: { local_account_ids: [key], setting: value } });
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  await save(ai.key, setting({}));
  await save(fixed.key, setting({ mode: 1, ratings: [5], delay_minutes: 30, approval_max_rating: null, fixed_texts: { '5': '{投稿者名}様、{店舗名}へのご来店ありがとうございました。' } }));
});
afterAll(() => t.close());

/** A customer writes a review on Google; the next sync stores it and the plan job (sent by the sync) plans it. */
async function newReview(store: Store, starRating: string, comment: string, reviewerName = '佐藤 花子'): Promise<ReviewRow> {
  const created = await t.inject({ method: 'POST', url: '/emulators/google/__admin/reviews', payload: { storeCode: store.storeCode, starRating, comment, reviewerName } });
  const reviewId = created.json<{ reviewId: string }>().reviewId;
  await runReviewSync(t.deps, { companyId, localAccountIds: [store.id] });
  const [row] = await t.db.select().from(reviews).where(and(eq(reviews.localAccountId, store.id), eq(reviews.providerReviewId, reviewId)));
  await job(AUTO_REPLY_PLAN_JOB).run(t.deps, { companyId, reviewIds: [row.id] });
  return row;
}

// Replies Google accepted; a 401 answered to a stale access token (the test clock runs ahead) wrote nothing.
const replyCalls = async (review: ReviewRow): Promise<Call[]> =>
  (await t.inject({ url: '/emulators/google/__admin/calls' }))
    .json<Call[]>()
    .filter((call) => call.method === 'PUT' && call.status === 200 && call.path.endsWith(`/reviews/${review.providerReviewId}/reply`));
const autoReplyOf = async (review: ReviewRow): Promise<AutoReplyRow> => (await t.db.select().from(autoReplies).where(eq(autoReplies.reviewId, review.id)))[0];
const reviewOf = async (review: ReviewRow): Promise<ReviewRow> => (await t.db.select().from(reviews).where(eq(reviews.id, review.id)))[0];
const decide = (who: Signed, id: number, payload: object) => t.inject({ method: 'PUT', url: `/api/reviews/auto-replies/${id}`, headers: who.headers, payload });

it('answers a new five-star review once with an AI reply, and never the reviews from before', async () => {
  const review = await newReview(ai, 'FIVE', '料理がとても美味しかったです！', '田中 一郎');
  const { id } = await autoReplyOf(review);
  // The queued send delivered twice, racing the minute sweep: one claim wins.
  const send = job(AUTO_REPLY_SEND_JOB);
  await Promise.all([send.run(t.deps, { autoReplyId: id }), send.run(t.deps, { autoReplyId: id }), sweepSends()]);
  await sweepSends();
  const row = await autoReplyOf(review);
  expect(row).toMatchObject({ status: 'sent', errorMessage: null });
  expect(row.draft).toMatch(/^この度は.+をご利用いただき/u);
  expect(row.draft).not.toContain('田中');
  expect(await replyCalls(review)).toHaveLength(1);
  expect(await reviewOf(review)).toMatchObject({ replyState: 'replied', replyComment: row.draft });
  const old = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.localAccountId, ai.id));
  const planned = await t.db.select({ reviewId: autoReplies.reviewId }).from(autoReplies).where(eq(autoReplies.localAccountId, ai.id));
  expect(old.length).toBeGreaterThan(planned.length);
  expect(planned.map((p) => p.reviewId)).toEqual([review.id]);
});

it('holds a low rating for approval; approving sends the edited text once', async () => {
  const review = await newReview(ai, 'TWO', '待ち時間が長かったです。');
  await sweepSends();
  const held = await autoReplyOf(review);
  expect(held.status).toBe('awaiting_approval');
  expect(await reviewOf(review)).toMatchObject({ replyState: 'awaiting_approval' });
  expect(await replyCalls(review)).toHaveLength(0);

  const queue = await t.inject({ url: '/api/reviews/auto-replies?status=awaiting_approval', headers: owner.headers });
  expect(queue.json<{ data: Array<{ id: number }> }>().data[0]).toMatchObject({
    id: held.id,
    review_id: review.id,
    local_account_id: ai.key,
    store_name: ai.title,
    mode: 0,
    status: 'awaiting_approval',
    draft: held.draft,
    sent_at: null,
    review_rating: 2,
    review_comment: '待ち時間が長かったです。',
    reviewer_name: '佐藤 花子',
  });

  expect((await decide(owner, held.id, { action: 'approve', comment: 'ご不便をおかけし申し訳ございません & 改善します' })).json()).toMatchObject({ code: 'forbidden_characters', errors: { comment: ['< > ’ " & ¥ 《 》 は使用できません'] } });
  expect((await decide(partner, held.id, { action: 'approve' })).statusCode).toBe(404);
  const approved = await decide(owner, held.id, { action: 'approve', comment: 'お待たせしてしまい申し訳ございませんでした。改善に努めます。' });
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ message: '自動返信を承認し、送信しました', data: { status: 'sent', draft: 'お待たせしてしまい申し訳ございませんでした。改善に努めます。' } });
  expect(await replyCalls(review)).toHaveLength(1);
  expect(await reviewOf(review)).toMatchObject({ replyState: 'replied', replyComment: 'お待たせしてしまい申し訳ございませんでした。改善に努めます。' });
  expect((await decide(owner, held.id, { action: 'approve' })).statusCode).toBe(409);
});

it('rejecting hands the review back to the inbox unreplied', async () => {
  const review = await newReview(ai, 'ONE', '最悪でした。');
  const held = await autoReplyOf(review);
  const rejected = await decide(owner, held.id, { action: 'reject' });
  expect(rejected.json()).toMatchObject({ message: '自動返信を却下しました', data: { status: 'rejected' } });
  expect(await reviewOf(review)).toMatchObject({ replyState: 'none', replyComment: null });
  expect((await decide(owner, held.id, { action: 'reject' })).json()).toMatchObject({ code: 'auto_reply_not_pending' });
  await sweepSends();
  expect(await replyCalls(review)).toHaveLength(0);
});

it('waits the configured delay, then sends the fixed text with its placeholders filled', async () => {
  const review = await newReview(fixed, 'FIVE', '最高でした', '鈴木 次郎');
  await sweepSends();
  expect((await autoReplyOf(review)).status).toBe('scheduled');
  t.clock.advance(29 * MINUTE_S);
  await sweepSends();
  expect(await replyCalls(review)).toHaveLength(0);
  t.clock.advance(2 * MINUTE_S);
  await sweepSends();
  expect(await autoReplyOf(review)).toMatchObject({ status: 'sent', draft: `鈴木 次郎様、${fixed.title}へのご来店ありがとうございました。` });
  expect(await replyCalls(review)).toHaveLength(1);
});

it('re-drives a row a dead worker left in sending with the same key: the reply is written once', async () => {
  const review = await newReview(fixed, 'FIVE', 'また来ます');
  t.clock.advance(31 * MINUTE_S);
  // A worker claims the row, writes the reply at Google, and dies before recording the outcome.
  const [claimed] = await claimDueReplies(t.db, { now: t.clock.now(), staleBefore: new Date(0), limit: 1 });
  expect(claimed.reviewId).toBe(review.id);
  await sendReviewReply(t.deps, { companyId, reviewId: review.id, comment: claimed.draft!, source: 'auto', idempotencyKey: claimed.idempotencyKey, userId: null });
  await sweepSends();
  expect((await autoReplyOf(review)).status).toBe('sending');
  t.clock.advance(11 * MINUTE_S);
  await sweepSends();
  expect(await autoReplyOf(review)).toMatchObject({ status: 'sent', idempotencyKey: claimed.idempotencyKey, attempts: 2 });
  expect(await replyCalls(review)).toHaveLength(1);
});

it('does not send when the review was replied to by hand in the meantime', async () => {
  const review = await newReview(fixed, 'FIVE', 'ありがとう');
  await sendReviewReply(t.deps, { companyId, reviewId: review.id, comment: '手動での返信です。', source: 'manual', idempotencyKey: `manual-${review.id}`, userId: null });
  t.clock.advance(31 * MINUTE_S);
  await sweepSends();
  expect(await autoReplyOf(review)).toMatchObject({ status: 'rejected', errorMessage: '手動で返信されたため、自動返信は送信しませんでした' });
  expect(await replyCalls(review)).toHaveLength(1);
  expect(await reviewOf(review)).toMatchObject({ replyComment: '手動での返信です。' });
});

it('retries a transient failure later with a new key, then fails visibly; approving a failed reply sends it', async () => {
  const failReplies = (times: number) =>
    t.inject({ method: 'POST', url: '/emulators/google/__admin/failures', payload: { match: { method: 'PUT', pathPrefix: '/v4/accounts' }, status: 429, retryAfterSeconds: 600, times } });
  const review = await newReview(ai, 'FOUR', '雰囲気が良かったです。');
  await failReplies(3);
  await sweepSends();
  const first = await autoReplyOf(review);
  expect(first).toMatchObject({ status: 'scheduled', attempts: 1 });
  expect(first.errorMessage).toContain('リクエストが集中しています');
  t.clock.advance(5 * MINUTE_S);
  await sweepSends();
  const second = await autoReplyOf(review);
  expect(second).toMatchObject({ status: 'scheduled', attempts: 2 });
  expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  t.clock.advance(10 * MINUTE_S);
  await sweepSends();
  const failed = await autoReplyOf(review);
  expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
  expect(await replyCalls(review)).toHaveLength(0);

  const listed = (await t.inject({ url: '/api/reviews/auto-replies?status=failed', headers: owner.headers })).json<{ data: Array<{ id: number; error_message: string }> }>().data;
  expect(listed.find((row) => row.id === failed.id)?.error_message).toContain('リクエストが集中しています');
  const approved = await decide(owner, failed.id, { action: 'approve' });
  expect(approved.json()).toMatchObject({ data: { status: 'sent', error_message: null } });
  expect(await replyCalls(review)).toHaveLength(1);
});

it('lists automatic replies newest first, by status and store, for the company only', async () => {
  const all = (await t.inject({ url: '/api/reviews/auto-replies', headers: owner.headers })).json<{ data: Array<{ id: number; status: string }>; pagination: { total: number } }>();
  expect(all.pagination.total).toBe(all.data.length);
  expect(all.data.map((row) => row.id)).toEqual([...all.data.map((row) => row.id)].sort((a, b) => b - a));
  const sent = (await t.inject({ url: `/api/reviews/auto-replies?status=sent&local_account_ids=${fixed.key}`, headers: owner.headers })).json<{ data: Array<{ status: string; local_account_id: string }> }>();
  expect(sent.data.length).toBeGreaterThan(0);
  expect(sent.data.every((row) => row.status === 'sent' && row.local_account_id === fixed.key)).toBe(true);
  expect((await t.inject({ url: '/api/reviews/auto-replies', headers: partner.headers })).json<{ data: unknown[] }>().data).toEqual([]);
});
