import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { autoReplies } from '../auto-reply/auto-reply.table';
import { companies } from '../../tenancy/tenancy.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { googleCredentialsFor } from '../../provider-access/provider-access.service';
import { AUTO_REPLY_PLAN_JOB, type AutoReplyPlanPayload } from './review-events';
import { listSyncTargets } from './review-sync.repository';
import { syncAccount } from './review-sync.service';
import { addGoogleReview, clearEmulatorCalls, emulatorCalls, injectFailure, insertReviews, linkDemo, syncCompany, type LinkedDemo } from './reviews.testing';
import { reviewReplyIntents, reviews, reviewSyncStates } from './reviews.table';

let t: TestApp;
let demo: LinkedDemo;
const sent: { name: string; data: object }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  // What the sync hands to the automatic-reply planner (another module's job) is recorded here.
  t.deps.jobs.attach(async (name, data) => {
    sent.push({ name, data });
  });
});
afterAll(async () => {
  t.deps.jobs.attach(null);
  await t.close();
});

const storedCount = async (companyId: number) =>
  (await t.db.select({ n: sql<number>`cast(count(*) as int)` }).from(reviews).where(eq(reviews.companyId, companyId)))[0].n;

const targetOf = async (localAccountId: number) => {
  const [target] = await listSyncTargets(t.db, { companyId: demo.ownerCompanyId, localAccountIds: [localAccountId] });
  return target;
};

const reviewListCalls = async (location: string) => (await emulatorCalls(t, 'google')).filter((c) => c.method === 'GET' && c.path.endsWith(`${location}/reviews`));

const announced = () => sent.filter((s) => s.name === AUTO_REPLY_PLAN_JOB).flatMap((s) => (s.data as AutoReplyPlanPayload).reviewIds);

it('stores each review once however often the sync runs', async () => {
  await syncCompany(t, demo.ownerCompanyId);
  const first = await storedCount(demo.ownerCompanyId);
  const google = (await t.app.inject({ url: '/emulators/google/__admin/locations' })).json<{ storeCode: string; reviewCount: number }[]>();
  const yahoo = (await t.app.inject({ url: '/emulators/yahoo/__admin/places' })).json<{ storeCode: string; reviewCount: number }[]>();
  const expected =
    google.filter((l) => ['DF-001', 'DF-002', 'DF-005'].includes(l.storeCode)).reduce((sum, l) => sum + l.reviewCount, 0) +
    yahoo.filter((p) => ['DF-002', 'DF-005'].includes(p.storeCode)).reduce((sum, p) => sum + p.reviewCount, 0);
  expect(first).toBe(expected);
  expect(new Set(announced()).size).toBe(first);

  await syncCompany(t, demo.ownerCompanyId, 'full');
  await syncCompany(t, demo.ownerCompanyId, 'incremental');
  expect(await storedCount(demo.ownerCompanyId)).toBe(first);
  expect(new Set(announced()).size).toBe(first);
});

it('an incremental run reads only the newest page and stores the new review once, handing it to the planner', async () => {
  const account = demo.owner.google[0];
  await clearEmulatorCalls(t, 'google');
  sent.length = 0;
  const added = await addGoogleReview(t, account.storeCode, { starRating: 'TWO', comment: '料理が冷めていました', reviewerName: '新規 花子' });
  const outcome = await syncAccount(t.deps, await targetOf(account.id), 'incremental');
  expect(outcome).toMatchObject({ ok: true, inserted: 1, pages: 1 });
  expect(await reviewListCalls(account.location)).toHaveLength(1);
  const [row] = await t.db.select().from(reviews).where(eq(reviews.providerReviewId, added.reviewId));
  expect(row).toMatchObject({ rating: 2, comment: '料理が冷めていました', reviewerName: '新規 花子', replyState: 'none', localAccountId: account.id });
  expect(announced()).toEqual([row.id]);
});

it('a full reconcile recovers a review the incremental run skipped', async () => {
  const account = demo.owner.google[1];
  // A review Google's paging skipped: older than the watermark and never stored.
  const [old] = await t.db.select().from(reviews).where(eq(reviews.localAccountId, account.id)).orderBy(reviews.postedAt).limit(1);
  await t.db.delete(reviews).where(eq(reviews.id, old.id));
  const target = await targetOf(account.id);

  await clearEmulatorCalls(t, 'google');
  expect(await syncAccount(t.deps, target, 'incremental')).toMatchObject({ ok: true, inserted: 0, pages: 1 });
  expect(await t.db.select().from(reviews).where(eq(reviews.providerReviewId, old.providerReviewId))).toHaveLength(0);

  const full = await syncAccount(t.deps, target, 'full');
  expect(full).toMatchObject({ ok: true, inserted: 1 });
  expect((await reviewListCalls(account.location)).length).toBe(1 + full.pages);
  const [restored] = await t.db.select().from(reviews).where(eq(reviews.providerReviewId, old.providerReviewId));
  expect(restored).toMatchObject({ localAccountId: account.id, comment: old.comment, rating: old.rating });
  const [state] = await t.db.select().from(reviewSyncStates).where(eq(reviewSyncStates.localAccountId, account.id));
  expect(state.lastReconciledAt).not.toBeNull();
  expect(state.lastError).toBeNull();
});

it('Yahoo: incremental stops at the newest stored posting time, the reconcile walks every page', async () => {
  const account = demo.owner.yahoo[0];
  const [newest] = await t.db.select().from(reviews).where(eq(reviews.localAccountId, account.id)).orderBy(desc(reviews.postedAt)).limit(1);
  await t.db.delete(reviews).where(eq(reviews.id, newest.id));
  const target = await targetOf(account.id);
  expect(await syncAccount(t.deps, target, 'incremental')).toMatchObject({ ok: true, inserted: 0 });
  expect(await syncAccount(t.deps, target, 'full')).toMatchObject({ ok: true, inserted: 1 });
  const [back] = await t.db.select().from(reviews).where(eq(reviews.providerReviewId, newest.providerReviewId));
  expect(back).toMatchObject({ provider: 'yahoo', replyComment: null, replyState: 'none', rating: newest.rating });
});

it('keeps the reply the console is sending, and takes a reply that changed at Google', async () => {
  const account = demo.owner.google[2];
  const [review] = await t.db.select().from(reviews).where(eq(reviews.localAccountId, account.id)).limit(1);
  await t.db.update(reviews).set({ replyState: 'sending', replyComment: 'コンソールから送信中の返信' }).where(eq(reviews.id, review.id));
  const credentials = await googleCredentialsFor(t.deps, demo.ownerCompanyId);
  const ref = { account: (await targetOf(account.id)).providerAccountId ?? '', location: account.location };
  await t.deps.providers.google.replyToReview(credentials, ref, review.providerReviewId, 'Googleの画面から返信しました');

  await syncAccount(t.deps, await targetOf(account.id), 'full');
  const [kept] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
  expect(kept).toMatchObject({ replyState: 'sending', replyComment: 'コンソールから送信中の返信' });

  await t.db.update(reviews).set({ replyState: 'failed', replyError: '送信に失敗しました' }).where(eq(reviews.id, review.id));
  await syncAccount(t.deps, await targetOf(account.id), 'full');
  const [taken] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
  expect(taken).toMatchObject({ replyState: 'replied', replyComment: 'Googleの画面から返信しました', replyError: null });
});

it('records a failing store on its sync state and goes on with the others', async () => {
  const [broken, healthy] = demo.owner.google;
  await injectFailure(t, 'google', { match: { method: 'GET', pathPrefix: `/v4/${(await targetOf(broken.id)).providerAccountId}/${broken.location}/reviews` }, status: 503, times: 50 });
  await syncCompany(t, demo.ownerCompanyId, 'incremental');
  await t.app.inject({ method: 'DELETE', url: '/emulators/google/__admin/failures' });
  const states = await t.db.select().from(reviewSyncStates).where(eq(reviewSyncStates.companyId, demo.ownerCompanyId));
  const stateOf = (id: number) => states.find((s) => s.localAccountId === id);
  expect(stateOf(broken.id)?.lastError).toMatch(/Google/);
  expect(stateOf(healthy.id)?.lastError).toBeNull();
  for (const yahoo of demo.owner.yahoo) expect(stateOf(yahoo.id)?.lastError).toBeNull();

  await syncCompany(t, demo.ownerCompanyId, 'incremental');
  expect((await t.db.select().from(reviewSyncStates).where(eq(reviewSyncStates.localAccountId, broken.id)))[0].lastError).toBeNull();
});

it('fetches only the providers the contract shows (meo_analytics_flag, y_meo_analytics_flag)', async () => {
  const providersOf = async (companyId: number) => [...new Set((await listSyncTargets(t.db, { companyId })).map((x) => x.provider))].sort();
  expect(await providersOf(demo.ownerCompanyId)).toEqual(['google', 'yahoo']);
  expect(await providersOf(demo.partnerCompanyId)).toEqual(['google']);
  await t.db.update(companies).set({ yMeoAnalyticsFlag: false }).where(eq(companies.id, demo.ownerCompanyId));
  expect(await providersOf(demo.ownerCompanyId)).toEqual(['google']);
  await t.db.update(companies).set({ yMeoAnalyticsFlag: true, meoAnalyticsFlag: false }).where(eq(companies.id, demo.ownerCompanyId));
  expect(await providersOf(demo.ownerCompanyId)).toEqual(['yahoo']);
  await t.db.update(companies).set({ meoAnalyticsFlag: true }).where(eq(companies.id, demo.ownerCompanyId));

  const partnerBefore = await storedCount(demo.partnerCompanyId);
  await syncCompany(t, demo.partnerCompanyId);
  const partnerRows = await t.db.select({ provider: reviews.provider }).from(reviews).where(and(eq(reviews.companyId, demo.partnerCompanyId)));
  expect(partnerRows.length).toBeGreaterThan(partnerBefore);
  expect(new Set(partnerRows.map((r) => r.provider))).toEqual(new Set(['google']));
});

const reviewsOf = (localAccountId: number) => t.db.select().from(reviews).where(eq(reviews.localAccountId, localAccountId)).orderBy(reviews.id);
const deleteAtGoogle = async (providerReviewId: string) =>
  expect((await t.app.inject({ method: 'DELETE', url: `/emulators/google/__admin/reviews/${providerReviewId}` })).statusCode).toBe(204);

it('a full reconcile removes a review its reviewer deleted at Google, with its reply intents and automatic reply', async () => {
  const account = demo.owner.google[0];
  const target = await targetOf(account.id);
  await syncAccount(t.deps, target, 'full');
  const before = await reviewsOf(account.id);
  const [gone] = before.filter((row) => row.kind === 1);
  await t.db.insert(reviewReplyIntents).values({ companyId: demo.ownerCompanyId, reviewId: gone.id, action: 'reply', comment: 'ありがとうございます', source: 'manual', idempotencyKey: 'vanished-intent', status: 'done' });
  await t.db.insert(autoReplies).values({ companyId: demo.ownerCompanyId, reviewId: gone.id, localAccountId: account.id, mode: 0, draft: '下書き', status: 'awaiting_approval', sendAfter: t.deps.clock.now(), idempotencyKey: 'vanished-auto' });
  // Coupon feedback lives only in the console: Google never lists it, and a reconcile must keep it.
  const [feedback] = await insertReviews(t, demo.ownerCompanyId, [{ localAccountId: account.id, provider: 'form', kind: 2, postedAt: new Date('2026-01-05T03:00:00Z') }]);
  await deleteAtGoogle(gone.providerReviewId);

  expect(await syncAccount(t.deps, target, 'incremental')).toMatchObject({ ok: true, removed: 0 });
  expect((await reviewsOf(account.id)).map((row) => row.id)).toContain(gone.id);

  expect(await syncAccount(t.deps, target, 'full')).toMatchObject({ ok: true, inserted: 0, removed: 1 });
  const after = await reviewsOf(account.id);
  expect(after.map((row) => row.id)).toEqual([...before.map((row) => row.id).filter((id) => id !== gone.id), feedback]);
  expect(await t.db.select().from(reviewReplyIntents).where(eq(reviewReplyIntents.reviewId, gone.id))).toHaveLength(0);
  expect(await t.db.select().from(autoReplies).where(eq(autoReplies.reviewId, gone.id))).toHaveLength(0);
});

it('never removes a review when Google lists fewer reviews than it counts (a paging gap), nor one whose reply is being sent', async () => {
  const account = demo.owner.google[1];
  const target = await targetOf(account.id);
  await syncAccount(t.deps, target, 'full');
  const [skipped, deleted, sending] = (await reviewsOf(account.id)).filter((row) => row.kind === 1);
  await t.app.inject({ method: 'POST', url: `/emulators/google/__admin/reviews/${skipped.providerReviewId}/listing-gap` });
  await deleteAtGoogle(deleted.providerReviewId);
  expect(await syncAccount(t.deps, target, 'full')).toMatchObject({ ok: true, removed: 0 });
  expect((await reviewsOf(account.id)).map((row) => row.id)).toEqual(expect.arrayContaining([skipped.id, deleted.id]));

  // Once the listing is whole again the deleted review goes, but not while the console is sending a reply to it.
  await t.app.inject({ method: 'POST', url: '/emulators/google/__admin/seed' });
  await t.db.update(reviews).set({ replyState: 'sending' }).where(eq(reviews.id, sending.id));
  await deleteAtGoogle(deleted.providerReviewId);
  await deleteAtGoogle(sending.providerReviewId);
  expect(await syncAccount(t.deps, target, 'full')).toMatchObject({ ok: true, removed: 1 });
  const left = (await t.db.select({ id: reviews.id }).from(reviews).where(inArray(reviews.id, [skipped.id, deleted.id, sending.id]))).map((row) => row.id);
  expect(left.sort()).toEqual([skipped.id, sending.id].sort());
});

it('Yahoo: a complete full reconcile removes a review deleted at Yahoo!プレイス', async () => {
  const account = demo.owner.yahoo[1];
  const target = await targetOf(account.id);
  await syncAccount(t.deps, target, 'full');
  const [gone, ...kept] = await reviewsOf(account.id);
  const deleted = await t.app.inject({ method: 'DELETE', url: `/emulators/yahoo/__admin/reviews/${gone.providerReviewId}` });
  expect(deleted.statusCode).toBe(204);
  expect(await syncAccount(t.deps, target, 'full')).toMatchObject({ ok: true, removed: 1 });
  expect((await reviewsOf(account.id)).map((row) => row.id)).toEqual(kept.map((row) => row.id));
});

it('a listing that suddenly lacks most of a store\'s reviews removes nothing (a provider anomaly, not deletions)', async () => {
  const account = demo.owner.google[2];
  const target = await targetOf(account.id);
  await syncAccount(t.deps, target, 'full');
  const stored = (await reviewsOf(account.id)).filter((row) => row.kind === 1);
  const half = stored.slice(0, Math.ceil(stored.length / 2));
  expect(half.length).toBeGreaterThan(5);
  for (const row of half) await deleteAtGoogle(row.providerReviewId);
  expect(await syncAccount(t.deps, target, 'full')).toMatchObject({ ok: true, removed: 0 });
  expect(await reviewsOf(account.id)).toHaveLength(stored.length);
});
