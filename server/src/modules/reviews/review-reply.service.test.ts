import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { DomainError } from '../../http/errors';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { googleCredentialsFor } from '../../provider-access/provider-access.service';
import { providerErrorMessage } from '../../providers/shared/provider-errors';
import { openReplyIntent } from './review-reply.repository';
import { redrivePendingReplyIntents, sendReviewReply } from './review-reply.service';
import { clearEmulatorCalls, emulatorCalls, injectFailure, insertReviews, linkDemo, syncCompany, type LinkedDemo } from './reviews.testing';
import { markReplySending } from './reviews.repository';
import { reviewReplyIntents, reviews, type ReviewRow } from './reviews.table';

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
let partner: Signed;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  await syncCompany(t, demo.ownerCompanyId);
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
});
afterAll(async () => {
  await t.close();
});

/** An unanswered Google review of the given linked store (index into the owner's Google stores). */
async function unanswered(store: number, skip = 0): Promise<ReviewRow> {
  const rows = await t.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.localAccountId, demo.owner.google[store].id), isNull(reviews.replyComment), eq(reviews.replyState, 'none')))
    .orderBy(reviews.id)
    .limit(skip + 1);
  return rows[skip];
}

const reply = (who: Signed, payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/reviews/reply', headers: who.headers, payload });
const refOf = (store: number) => ({ account: '', location: demo.owner.google[store].location });

async function atGoogle(store: number, review: ReviewRow) {
  const credentials = await googleCredentialsFor(t.deps, demo.ownerCompanyId);
  const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
  const accountId = (await t.app.inject({ url: '/emulators/google/__admin/locations' }))
    .json<{ accountId: string; locationId: string }[]>()
    .find((l) => `locations/${l.locationId}` === demo.owner.google[store].location)?.accountId;
  return t.deps.providers.google.getReview(credentials, { ...refOf(store), account: `accounts/${accountId}` }, row.providerReviewId);
}

const putsOf = async (review: ReviewRow) => (await emulatorCalls(t, 'google')).filter((c) => c.method === 'PUT' && c.path.endsWith(`/reviews/${review.providerReviewId}/reply`));

it('replies once per idempotency key, however often the request is repeated', async () => {
  const review = await unanswered(0);
  const key = randomUUID();
  await clearEmulatorCalls(t, 'google');
  const first = await reply(owner, { review_id: review.id, comment: 'ご来店ありがとうございました。', idempotency_key: key });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ message: '口コミに返信しました', data: { id: review.id, reply: { comment: 'ご来店ありがとうございました。' }, reply_state: 'replied', can_reply: true } });
  const again = await Promise.all([1, 2].map(() => reply(owner, { review_id: review.id, comment: 'ご来店ありがとうございました。', idempotency_key: key })));
  expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
  expect(await putsOf(review)).toHaveLength(1);
  expect((await atGoogle(0, review)).reply?.comment).toBe('ご来店ありがとうございました。');
  expect(await t.db.select().from(reviewReplyIntents).where(eq(reviewReplyIntents.idempotencyKey, key))).toMatchObject([{ status: 'done', attempts: 1, action: 'reply' }]);
});

it('a worker that died after the provider call: driving the intent again applies the reply once', async () => {
  const review = await unanswered(1);
  const key = randomUUID();
  const comment = 'またのお越しをお待ちしております。';
  // The dead worker opened the intent, marked the review and reached Google, then stopped before the update.
  await openReplyIntent(t.db, { companyId: demo.ownerCompanyId, reviewId: review.id, action: 'reply', comment, source: 'auto', idempotencyKey: key, requestedByUserId: null, createdAt: t.clock.now() });
  await markReplySending(t.db, demo.ownerCompanyId, review.id, t.clock.now());
  const credentials = await googleCredentialsFor(t.deps, demo.ownerCompanyId);
  const [account] = (await t.app.inject({ url: '/emulators/google/__admin/locations' })).json<{ accountId: string; locationId: string }[]>().filter((l) => `locations/${l.locationId}` === demo.owner.google[1].location);
  await t.deps.providers.google.replyToReview(credentials, { account: `accounts/${account.accountId}`, location: demo.owner.google[1].location }, review.providerReviewId, comment, { idempotencyKey: key });
  const appliedAt = (await atGoogle(1, review)).reply?.updatedAt;
  expect((await t.db.select().from(reviews).where(eq(reviews.id, review.id)))[0].replyState).toBe('sending');

  const row = await sendReviewReply(t.deps, { companyId: demo.ownerCompanyId, reviewId: review.id, comment, source: 'auto', idempotencyKey: key, userId: null });
  expect(row).toMatchObject({ replyState: 'replied', replyComment: comment });
  expect((await atGoogle(1, review)).reply?.updatedAt).toEqual(appliedAt);
  const puts = await putsOf(review);
  expect(puts.length).toBe(2);
  expect(new Set(puts.map((p) => p.idempotencyKey))).toEqual(new Set([key]));
});

it('the sweep drives an intent left pending by a dead request, with its own key', async () => {
  const review = await unanswered(1, 1);
  const key = randomUUID();
  await openReplyIntent(t.db, { companyId: demo.ownerCompanyId, reviewId: review.id, action: 'reply', comment: '貴重なご意見をありがとうございます。', source: 'manual', idempotencyKey: key, requestedByUserId: null, createdAt: t.clock.now() });
  expect(await redrivePendingReplyIntents(t.deps)).toBe(0);
  t.clock.advance(6 * 60);
  expect(await redrivePendingReplyIntents(t.deps)).toBe(1);
  expect((await t.db.select().from(reviews).where(eq(reviews.id, review.id)))[0]).toMatchObject({ replyState: 'replied', replyComment: '貴重なご意見をありがとうございます。' });
  expect((await putsOf(review)).map((p) => p.idempotencyKey)).toEqual([key]);
});

it('deletes a reply on Google after which the review is unanswered', async () => {
  const review = await unanswered(2);
  expect((await reply(owner, { review_id: review.id, comment: '返信テスト' })).statusCode).toBe(200);
  const res = await t.inject({ method: 'DELETE', url: `/api/reviews/reply?review_id=${review.id}`, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: '返信を削除しました', data: { id: review.id, reply: null, reply_state: 'none' } });
  expect((await atGoogle(2, review)).reply).toBeNull();
  const again = await t.inject({ method: 'DELETE', url: `/api/reviews/reply?review_id=${review.id}`, headers: owner.headers });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: 'no_reply' });
});

it('validates the reply: required, at most 4,096 characters, no forbidden characters', async () => {
  const review = await unanswered(2, 1);
  const expectComment = async (comment: string, message: string) => {
    const res = await reply(owner, { review_id: review.id, comment });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { comment: [message] } });
  };
  await expectComment('', '入力してください');
  await expectComment('   ', '入力してください');
  await expectComment('あ'.repeat(4097), '4096文字以内で入力してください');
  for (const bad of ['<b>太字</b>', '価格は¥100', '"引用"', 'A&B', '《限定》', '店長’s']) await expectComment(bad, '< > ’ " & ¥ 《 》 は使用できません');
  expect((await reply(owner, { review_id: review.id, comment: 'あ'.repeat(4096) })).statusCode).toBe(200);
  // Automatic replies go through the same rules.
  await expect(sendReviewReply(t.deps, { companyId: demo.ownerCompanyId, reviewId: review.id, comment: '<script>', source: 'auto', idempotencyKey: randomUUID(), userId: null })).rejects.toMatchObject({
    statusCode: 422,
    fieldErrors: { comment: ['< > ’ " & ¥ 《 》 は使用できません'] },
  });
});

it('refuses replies to Yahoo reviews and coupon feedback (no reply API)', async () => {
  const [yahooReview] = await t.db.select().from(reviews).where(eq(reviews.localAccountId, demo.owner.yahoo[0].id)).limit(1);
  const yahoo = await reply(owner, { review_id: yahooReview.id, comment: 'ありがとうございます' });
  expect(yahoo.statusCode).toBe(409);
  expect(yahoo.json()).toMatchObject({ code: 'reply_not_supported' });
  const [formId] = await insertReviews(t, demo.ownerCompanyId, [{ localAccountId: demo.owner.google[0].id, provider: 'form', kind: 2, postedAt: new Date() }]);
  expect((await reply(owner, { review_id: formId, comment: 'ありがとうございます' })).json()).toMatchObject({ code: 'reply_not_supported' });
  expect((await t.inject({ method: 'DELETE', url: `/api/reviews/reply?review_id=${yahooReview.id}`, headers: owner.headers })).statusCode).toBe(409);
});

it('a refused write fails the review with a Japanese reason, and the same key answers that outcome again', async () => {
  const review = await unanswered(0, 1);
  const key = randomUUID();
  await injectFailure(t, 'google', { match: { method: 'PUT', pathPrefix: '/v4/' }, status: 500, times: 20 });
  const res = await reply(owner, { review_id: review.id, comment: '申し訳ございませんでした。', idempotency_key: key });
  await t.app.inject({ method: 'DELETE', url: '/emulators/google/__admin/failures' });
  expect(res.statusCode).toBe(502);
  const body = res.json<{ code: string; message: string }>();
  expect(body.code).toBe('provider_failed');
  expect(body.message).toMatch(/Google.*返信の送信に失敗しました/);
  const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
  expect(row).toMatchObject({ replyState: 'failed', replyComment: null, replyError: body.message });

  await clearEmulatorCalls(t, 'google');
  const repeated = await reply(owner, { review_id: review.id, comment: '申し訳ございませんでした。', idempotency_key: key });
  expect(repeated.statusCode).toBe(502);
  expect(repeated.json()).toMatchObject({ code: 'provider_failed', message: body.message });
  expect(await putsOf(review)).toHaveLength(0);
  // A new attempt is a new key, and succeeds now.
  expect((await reply(owner, { review_id: review.id, comment: '申し訳ございませんでした。', idempotency_key: randomUUID() })).json()).toMatchObject({ data: { reply_state: 'replied', reply_error: null } });
});

it('a key belongs to one reply: reusing it for another review or text is refused', async () => {
  const [first, second] = [await unanswered(0, 2), await unanswered(0, 3)];
  const key = randomUUID();
  expect((await reply(owner, { review_id: first.id, comment: '一件目', idempotency_key: key })).statusCode).toBe(200);
  const other = await reply(owner, { review_id: second.id, comment: '一件目', idempotency_key: key });
  expect(other.statusCode).toBe(409);
  expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
  expect((await reply(owner, { review_id: first.id, comment: '別の本文', idempotency_key: key })).statusCode).toBe(409);
});

it('another company, or no such review: 404 on reply and on delete', async () => {
  const review = await unanswered(2, 2);
  expect((await reply(partner, { review_id: review.id, comment: '他社からの返信' })).statusCode).toBe(404);
  expect((await t.inject({ method: 'DELETE', url: `/api/reviews/reply?review_id=${review.id}`, headers: partner.headers })).statusCode).toBe(404);
  expect((await reply(owner, { review_id: 99_999_999, comment: '存在しない口コミ' })).statusCode).toBe(404);
  await expect(sendReviewReply(t.deps, { companyId: demo.partnerCompanyId, reviewId: review.id, comment: '他社', source: 'auto', idempotencyKey: randomUUID(), userId: null })).rejects.toBeInstanceOf(DomainError);
  expect((await t.db.select().from(reviews).where(eq(reviews.id, review.id)))[0].replyComment).toBeNull();
});

it('Google asking to wait 120 s: the request answers at once with the reply queued, and the sweep sends it once Google allows', async () => {
  const review = await unanswered(1, 2);
  const key = randomUUID();
  const comment = 'お待たせして申し訳ございません。';
  await clearEmulatorCalls(t, 'google');
  await injectFailure(t, 'google', { match: { method: 'PUT', pathPrefix: '/v4/' }, status: 429, retryAfterSeconds: 120, times: 1 });
  const started = Date.now();
  const res = await reply(owner, { review_id: review.id, comment, idempotency_key: key });
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    message: '返信を送信待ちにしました。Googleが混み合っているため、受付が再開しだい自動で送信します。',
    data: { id: review.id, reply: null, reply_state: 'sending', reply_error: '送信待ち：Googleが混み合っているため、受付が再開しだい自動で送信します。' },
  });
  const intentOf = async () => (await t.db.select().from(reviewReplyIntents).where(eq(reviewReplyIntents.idempotencyKey, key)))[0];
  expect(await intentOf()).toMatchObject({ status: 'pending', comment, attempts: 1 });

  // Not before Google allows: a sweep a minute later leaves it waiting.
  t.clock.advance(60);
  await redrivePendingReplyIntents(t.deps);
  expect(await putsOf(review)).toHaveLength(1);
  expect((await intentOf()).status).toBe('pending');

  t.clock.advance(61);
  await redrivePendingReplyIntents(t.deps);
  expect(await intentOf()).toMatchObject({ status: 'done', attempts: 2 });
  expect((await t.db.select().from(reviews).where(eq(reviews.id, review.id)))[0]).toMatchObject({ replyState: 'replied', replyComment: comment, replyError: null });
  expect((await atGoogle(1, review)).reply?.comment).toBe(comment);
  expect((await putsOf(review)).map((p) => p.idempotencyKey)).toEqual([key, key]);
}, 20_000);

it('automatic replies keep waiting in the background: a short Retry-After is waited out inside sendReviewReply', async () => {
  const review = await unanswered(1, 3);
  await injectFailure(t, 'google', { match: { method: 'PUT', pathPrefix: '/v4/' }, status: 429, retryAfterSeconds: 1, times: 1 });
  const row = await sendReviewReply(t.deps, { companyId: demo.ownerCompanyId, reviewId: review.id, comment: '自動返信です。', source: 'auto', idempotencyKey: randomUUID(), userId: null });
  expect(row).toMatchObject({ replyState: 'replied', replyComment: '自動返信です。' });
});

it('a deletion Google asks to wait 120 s for answers at once with Google’s reason instead of holding the request', async () => {
  const review = await unanswered(2, 3);
  expect((await reply(owner, { review_id: review.id, comment: '削除される返信' })).statusCode).toBe(200);
  await injectFailure(t, 'google', { match: { method: 'DELETE', pathPrefix: '/v4/' }, status: 429, retryAfterSeconds: 120, times: 1 });
  const started = Date.now();
  const res = await t.inject({ method: 'DELETE', url: `/api/reviews/reply?review_id=${review.id}`, headers: owner.headers });
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(res.statusCode).toBe(502);
  expect(res.json<{ message: string }>().message).toMatch(/返信の削除に失敗しました/);
  expect(res.json<{ message: string }>().message).toContain(providerErrorMessage('google', 'rate_limited'));
  expect((await atGoogle(2, review)).reply?.comment).toBe('削除される返信');
}, 20_000);
