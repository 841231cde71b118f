import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { createProviders } from '../../providers/providers';
import { createGoogleLimiter } from '../../providers/registry';
import { FakeClock as ProviderFakeClock } from '../../providers/shared/provider-clock';
import { injectFetch } from '../../testing/inject-fetch';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { REPLY_WAIT_BUDGET_MS, redrivePendingReplyIntents, submitReviewReply } from './review-reply.service';
import { clearEmulatorCalls, emulatorCalls, linkDemo, syncCompany, type LinkedDemo } from './reviews.testing';
import { reviewReplyIntents, reviews } from './reviews.table';

// Google allows 10 edits a minute per profile and the process-wide limiter keeps to it. A person replying an 11th time
// within the minute must not sit in that limiter for up to a minute: the reply is queued (送信待ち) at once and the
// reviews.reply sweep sends it once the window has room. The providers here run on a clock the test moves, so the
// minute passes in virtual time; the app's clock moves with it for the sweep's schedule.
let t: TestApp;
let demo: LinkedDemo;
let providerClock: ProviderFakeClock;
let deps: Deps;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  await syncCompany(t, demo.ownerCompanyId);
  providerClock = new ProviderFakeClock({ start: t.clock.now().getTime(), autoAdvance: false });
  const providers = createProviders({
    config: t.deps.config,
    fetch: injectFetch(t.app),
    clock: providerClock,
    tokenCipher: t.deps.tokenCipher,
    logger: t.deps.logger,
    googleLimiter: createGoogleLimiter(providerClock),
  });
  deps = { ...t.deps, providers, listingProviders: { google: providers.google, yahoo: providers.yahoo } };
});
afterAll(async () => {
  await t.close();
});

const manualReply = (reviewId: number, comment: string, idempotencyKey: string) =>
  submitReviewReply(deps, { companyId: demo.ownerCompanyId, reviewId, comment, source: 'manual', idempotencyKey, userId: null }, { waitBudgetMs: REPLY_WAIT_BUDGET_MS });

it('the 11th manual reply on one profile within a minute answers at once as queued, and the sweep sends it once the minute has passed', async () => {
  const store = demo.owner.google[0];
  const targets = await t.db.select().from(reviews).where(eq(reviews.localAccountId, store.id)).orderBy(reviews.id).limit(11);
  expect(targets).toHaveLength(11);
  await clearEmulatorCalls(t, 'google');
  const puts = async () => (await emulatorCalls(t, 'google')).filter((c) => c.method === 'PUT' && c.path.endsWith('/reply'));

  for (const [index, review] of targets.slice(0, 10).entries()) {
    const outcome = await manualReply(review.id, `ご来店ありがとうございました（${index + 1}）`, randomUUID());
    expect(outcome.queued).toBe(false);
  }
  expect(await puts()).toHaveLength(10);

  const last = targets[10];
  const key = randomUUID();
  const comment = 'またのご来店をお待ちしております。';
  const startedAt = providerClock.now();
  const started = Date.now();
  const outcome = await manualReply(last.id, comment, key);
  // Answered without waiting: no virtual time passed in the limiter and the request took no real time to speak of.
  expect(providerClock.now() - startedAt).toBeLessThanOrEqual(REPLY_WAIT_BUDGET_MS);
  expect(providerClock.pendingTimers).toBe(0);
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(outcome.queued).toBe(true);
  expect(outcome.row).toMatchObject({ replyState: 'sending', replyComment: last.replyComment, replyError: '送信待ち：Googleが混み合っているため、受付が再開しだい自動で送信します。' });
  // The limiter refused it before any call: Google never saw an 11th edit inside the minute.
  expect(await puts()).toHaveLength(10);
  const intentOf = async () => (await t.db.select().from(reviewReplyIntents).where(eq(reviewReplyIntents.idempotencyKey, key)))[0];
  expect(await intentOf()).toMatchObject({ status: 'pending', comment, attempts: 1 });

  // A sweep half a minute later leaves it waiting: the window is still full.
  t.clock.advance(30);
  await providerClock.advance(30_000);
  await redrivePendingReplyIntents(deps);
  expect((await intentOf()).status).toBe('pending');
  expect(await puts()).toHaveLength(10);

  // The minute has passed. The emulator counts its own quota in real time, so it is reset as if that minute had
  // passed there too (its reviews are seeded again under the same ids).
  t.clock.advance(31);
  await providerClock.advance(31_000);
  expect((await t.app.inject({ method: 'POST', url: '/emulators/google/__admin/seed' })).statusCode).toBe(200);
  await clearEmulatorCalls(t, 'google');
  await redrivePendingReplyIntents(deps);
  expect(await intentOf()).toMatchObject({ status: 'done' });
  expect((await t.db.select().from(reviews).where(eq(reviews.id, last.id)))[0]).toMatchObject({ replyState: 'replied', replyComment: comment, replyError: null });
  expect((await puts()).map((p) => p.idempotencyKey)).toEqual([key]);
}, 30_000);
