import { eq, sql } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { demoUsers } from '../../db/seed-demo';
import { exportChannel, type BroadcastMessage } from '../../realtime/broadcaster';
import { providerConnections } from '../../provider-access/provider-connections.table';
import { users } from '../../tenancy/tenancy.table';
import { addGoogleReview, linkDemo, type LinkedDemo } from './reviews.testing';
import { REVIEWS_SYNC_JOB, reviewJobs, scheduleReviewSync, type ReviewSyncJobData } from './reviews.jobs';
import { reviews, reviewSyncStates } from './reviews.table';

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
const sent: { name: string; data: ReviewSyncJobData }[] = [];
const events: BroadcastMessage[] = [];
let ownerUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.deps.broadcaster.subscribe((message) => events.push(message));
  demo = await linkDemo(t);
  [{ id: ownerUserId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.owner.email));
});
afterAll(async () => {
  t.deps.jobs.attach(null);
  await t.close();
});

const reviewCount = async () => (await t.db.select({ n: sql<number>`cast(count(*) as int)` }).from(reviews))[0].n;

it('registers the sync job and a per-minute scheduler', () => {
  expect(reviewJobs.map((j) => [j.name, j.cron])).toEqual([
    [REVIEWS_SYNC_JOB, undefined],
    ['reviews.schedule', '* * * * *'],
  ]);
});

it('syncs every never-synced store at the first tick (in this run when no worker takes the job), then waits for the interval', async () => {
  const first = await scheduleReviewSync(t.deps);
  const stores = demo.owner.google.length + demo.owner.yahoo.length + 3;
  expect(first.queued).toBe(stores);
  expect(await reviewCount()).toBeGreaterThan(100);
  const states = await t.db.select().from(reviewSyncStates);
  expect(states).toHaveLength(stores);
  expect(states.every((s) => s.lastError === null && s.lastReconciledAt !== null)).toBe(true);

  expect((await scheduleReviewSync(t.deps)).queued).toBe(0);
  t.clock.advance(9 * 60);
  expect((await scheduleReviewSync(t.deps)).queued).toBe(0);
  t.clock.advance(60);

  // With workers, each due store becomes its own job: incremental until the daily reconcile is due.
  t.deps.jobs.attach(async (name, data) => {
    sent.push({ name, data: data as ReviewSyncJobData });
  });
  expect((await scheduleReviewSync(t.deps)).queued).toBe(stores);
  expect(sent.every((s) => s.name === REVIEWS_SYNC_JOB && s.data.localAccountIds.length === 1 && s.data.mode === 'incremental')).toBe(true);
  sent.length = 0;
  t.clock.advance(24 * 60 * 60);
  await scheduleReviewSync(t.deps);
  expect(sent.map((s) => s.data.mode)).toEqual(Array(stores).fill('full'));
  t.deps.jobs.attach(null);
});

it('skips stores whose linkage expired', async () => {
  t.clock.advance(60 * 60);
  await t.db.update(providerConnections).set({ tokenState: 'expired' }).where(eq(providerConnections.companyId, demo.partnerCompanyId));
  expect((await scheduleReviewSync(t.deps)).queued).toBe(demo.owner.google.length + demo.owner.yahoo.length);
  await t.db.update(providerConnections).set({ tokenState: 'active' }).where(eq(providerConnections.companyId, demo.partnerCompanyId));
});

describe('「最新の口コミを取得」 (POST /api/reviews/sync)', () => {
  // The scheduler tests moved the clock past a day: sign in afresh.
  beforeAll(async () => {
    owner = await loginAs(t, 'owner');
  });
  const sync = (who: Signed, payload: Record<string, unknown> = {}) => t.inject({ method: 'POST', url: '/api/reviews/sync', headers: who.headers, payload });

  it('queues the chosen stores, at most once a minute per company', async () => {
    t.deps.jobs.attach(async (name, data) => {
      sent.push({ name, data: data as ReviewSyncJobData });
    });
    sent.length = 0;
    const key = `g_${demo.owner.google[0].id}`;
    const res = await sync(owner, { local_account_ids: [key] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '最新の口コミを取得しています。反映まで数分かかる場合があります。' });
    expect(sent).toEqual([
      { name: REVIEWS_SYNC_JOB, data: { companyId: demo.ownerCompanyId, localAccountIds: [demo.owner.google[0].id], requestedBy: ownerUserId } },
    ]);

    const busy = await sync(owner);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ code: 'rate_limited', message: '処理が混み合っています。しばらく時間をおいてから操作してください。' });
    // Another company is not held back by this one.
    expect((await sync(await loginAs(t, 'partner'))).statusCode).toBe(200);

    t.clock.advance(61);
    sent.length = 0;
    expect((await sync(owner)).statusCode).toBe(200);
    expect(sent[0].data.localAccountIds.sort()).toEqual([...demo.owner.google, ...demo.owner.yahoo].map((a) => a.id).sort());
    t.deps.jobs.attach(null);
  });

  it('without a worker in this process, marks the stores due for the next scheduler minute', async () => {
    t.clock.advance(61);
    expect((await sync(owner, { local_account_ids: [`y_${demo.owner.yahoo[0].id}`] })).statusCode).toBe(200);
    const [state] = await t.db.select().from(reviewSyncStates).where(eq(reviewSyncStates.localAccountId, demo.owner.yahoo[0].id));
    expect(state.lastSyncedAt).toBeNull();
  });

  it('tells the user who asked, on their own channel, once the sync has stored the new reviews', async () => {
    const store = demo.owner.google[0];
    await addGoogleReview(t, store.storeCode, { starRating: 'FIVE', comment: '接客が丁寧でした' });
    const before = await reviewCount();
    events.length = 0;
    const job = reviewJobs.find((j) => j.name === REVIEWS_SYNC_JOB);
    await job?.run(t.deps, { companyId: demo.ownerCompanyId, localAccountIds: [store.id], requestedBy: ownerUserId });
    expect(await reviewCount()).toBe(before + 1);
    expect(events).toEqual([{ channel: exportChannel('demo-owner'), event: 'ReviewSyncCompleted', data: { inserted: 1 } }]);

    // The scheduler's own syncs were asked for by nobody: no event.
    events.length = 0;
    await job?.run(t.deps, { companyId: demo.ownerCompanyId, localAccountIds: [store.id] });
    expect(events).toEqual([]);
  });

  it("answers 404 for another company's store", async () => {
    t.clock.advance(61);
    const partner = await loginAs(t, 'partner');
    expect((await sync(partner, { local_account_ids: [`g_${demo.owner.google[0].id}`] })).statusCode).toBe(404);
  });
});
