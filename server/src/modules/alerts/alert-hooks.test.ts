import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { demoUsers } from '../../db/seed-demo';
import { providerConnections } from '../../provider-access/provider-connections.table';
import { tokenContext } from '../../provider-access/token-context';
import { users } from '../../tenancy/tenancy.table';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { autoReplyJobs } from '../auto-reply/auto-reply.jobs';
import { autoReplySettingInput, insertReview } from '../auto-reply/auto-reply.testing';
import { watchGoogleEdits } from '../business/google-edit-watch.service';
import { createPostForm, runPostJobs } from '../posts/posts.testing';
import { ensureTodayResult, runMeasurement, tokyoDay } from '../ranking/measurement.service';
import { createMeasuresAs, measureRequest, setMeasureContract } from '../ranking/measures.testing';
import { measures, rankResults } from '../ranking/ranking.table';
import { AUTO_REPLY_PLAN_JOB } from '../reviews/review-events';
import { addGoogleReview, linkDemo, syncCompany, type LinkedDemo } from '../reviews/reviews.testing';
import { resetAlertEmulators, saveAlertSettings } from './alerts.testing';
import { alertEvents } from './alerts.table';

// Where each event is raised, and who hears about it: every subscriber of the company, a store user (the demo staff
// user runs DF-001 and DF-002) only about their own stores and about company-wide events.

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
let ids: Record<'owner' | 'staff' | 'partner', number>;
const STAFF_LINE = `U${'f'.repeat(32)}`;

const storeOf = (code: string) => demo.owner.google.find((a) => a.storeCode === code)!;
const eventsOf = async (kind: string) =>
  (await t.db.select().from(alertEvents).where(eq(alertEvents.kind, kind as 'low_rating'))).map((e) => ({ user: e.userId, store: e.storeName, summary: e.summary }));
const who = (id: number) => Object.entries(ids).find(([, value]) => value === id)?.[0];
const usersOf = async (kind: string) => (await eventsOf(kind)).map((e) => who(e.user)).sort();

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  await syncCompany(t, demo.ownerCompanyId);
  await syncCompany(t, demo.partnerCompanyId);
  owner = await loginAs(t, 'owner');
  const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (key: keyof typeof demoUsers) => rows.find((r) => r.email === demoUsers[key].email)!.id;
  ids = { owner: idOf('owner'), staff: idOf('staff'), partner: idOf('partner') };
  await saveAlertSettings(t, owner, { low_rating_max: 3 });
  await saveAlertSettings(t, await loginAs(t, 'staff'), { line_to: STAFF_LINE, slack_enabled: false, slack_webhook_url: null, email_enabled: false });
  await saveAlertSettings(t, await loginAs(t, 'partner'), { email_enabled: false, slack_enabled: false });
});
afterAll(() => t.close());
beforeEach(() => resetAlertEmulators(t));

it('raises a low-star review from the review sync for the users whose stores include it', async () => {
  await addGoogleReview(t, 'DF-005', { starRating: 'TWO', comment: '札幌店の口コミ', reviewerName: '佐藤' });
  await addGoogleReview(t, 'DF-001', { starRating: 'THREE', comment: '渋谷店の口コミ', reviewerName: '鈴木' });
  await syncCompany(t, demo.ownerCompanyId, 'incremental');
  const events = await eventsOf('low_rating');
  expect(events.filter((e) => e.summary.includes('札幌店')).map((e) => who(e.user))).toEqual(['owner']);
  // The staff user's threshold is 2 stars: a 3-star review is the owner's only (threshold 3).
  expect(events.filter((e) => e.summary.includes('渋谷店')).map((e) => who(e.user))).toEqual(['owner']);
  await addGoogleReview(t, 'DF-002', { starRating: 'ONE', comment: '梅田店の口コミ', reviewerName: '高橋' });
  await syncCompany(t, demo.ownerCompanyId, 'incremental');
  const umeda = (await eventsOf('low_rating')).filter((e) => e.summary.includes('梅田店'));
  expect(umeda.map((e) => who(e.user)).sort()).toEqual(['owner', 'staff']);
  expect(umeda[0]).toMatchObject({ store: expect.stringContaining('梅田'), summary: '★1 高橋「梅田店の口コミ」' });
});

it('raises an automatic reply held for approval', async () => {
  const save = await t.inject({
    method: 'PUT', url: '/api/auto-reply-setting', headers: owner.headers,
    payload: { local_account_ids: [`g_${storeOf('DF-001').id}`], setting: autoReplySettingInput({ ratings: [1, 2, 4, 5], approval_max_rating: 2 }) },
  });
  expect(save.statusCode).toBe(200);
  t.clock.advance(60);
  const review = await insertReview(t, { companyId: demo.ownerCompanyId, localAccountId: storeOf('DF-001').id, rating: 1, comment: '冷めていました', postedAt: t.clock.now() });
  await autoReplyJobs.find((job) => job.name === AUTO_REPLY_PLAN_JOB)!.run(t.deps, { companyId: demo.ownerCompanyId, reviewIds: [review.id] });
  expect(await usersOf('approval_waiting')).toEqual(['owner', 'staff']);
  expect((await eventsOf('approval_waiting'))[0].summary).toBe('★1の口コミへの自動返信が承認を待っています');
});

it('raises a post that failed to publish, with the provider error', async () => {
  const minute = DateTime.fromJSDate(t.clock.now(), { zone: 'Asia/Tokyo' });
  const yahooKey = `y_${demo.owner.yahoo.find((a) => a.storeCode === 'DF-005')!.id}`;
  const created = await createPostForm(t, owner, {
    local_account_ids: [yahooKey], post_type: 'action', summary: '失敗する投稿', yahoo_kind: 'NOTICE', yahoo_title: 'お知らせ',
    schedule_date: minute.toFormat('yyyy/MM/dd'), schedule_time: minute.toFormat('HH:mm'),
  });
  expect(created.statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: '/emulators/yahoo/__admin/failures', payload: { match: { method: 'POST', pathPrefix: '/place/v1/' }, status: 500, times: 20 } });
  await runPostJobs(t);
  await t.app.inject({ method: 'DELETE', url: '/emulators/yahoo/__admin/failures' });
  expect(await usersOf('post_failed')).toEqual(['owner']);
  expect((await eventsOf('post_failed'))[0].summary).toMatch(/^投稿に失敗しました: Yahoo!/);
});

it("raises Google's own edit of a listing once, however often the watch runs", async () => {
  await watchGoogleEdits(t.deps);
  await watchGoogleEdits(t.deps);
  expect(await usersOf('google_edit')).toEqual(['owner', 'staff']);
  expect((await eventsOf('google_edit'))[0]).toMatchObject({ store: expect.stringContaining('梅田'), summary: 'Googleが電話番号を変更しました' });
});

it('raises a rank drop against the previous measurement', async () => {
  await setMeasureContract(t, demo.ownerCompanyId, { count: 5, scope: 3, google: true });
  const res = await createMeasuresAs(t, owner, measureRequest(['梅田 定食'], [`g_${storeOf('DF-002').id}`]));
  const measureId = res.json<{ data: { id: number }[] }>().data[0].id;
  const [measure] = await t.db.select().from(measures).where(eq(measures.id, measureId));
  const yesterday = tokyoDay(new Date(t.clock.now().getTime() - 86_400_000)).day;
  await t.db.insert(rankResults).values({ companyId: demo.ownerCompanyId, measureId, measuredOn: yesterday, status: 'done', sendAfter: t.clock.now(), depth: 60, outcome: 'ranked', rank: 1 });
  const today = await ensureTodayResult(t.deps, measure, t.clock.now());
  const measured = await runMeasurement(t.deps, today.id);
  expect(measured?.rank).toBeGreaterThan(1);
  const events = await eventsOf('rank_drop');
  expect(events.map((e) => who(e.user)).sort()).toEqual(['owner', 'staff']);
  expect(events[0].summary).toBe(`「梅田 定食」 1位 → ${measured?.rank}位（${(measured?.rank ?? 0) - 1}位下落）`);
});

it('raises an expired provider link for every subscriber of the company, store users included', async () => {
  const context = tokenContext('google', demo.ownerCompanyId);
  await t.db
    .update(providerConnections)
    .set({ refreshTokenSealed: t.deps.tokenCipher.encrypt('revoked-refresh-token', context), accessTokenSealed: null })
    .where(and(eq(providerConnections.companyId, demo.ownerCompanyId), eq(providerConnections.provider, 'google')));
  await syncCompany(t, demo.ownerCompanyId, 'incremental');
  await syncCompany(t, demo.ownerCompanyId, 'incremental');
  expect(await usersOf('link_expired')).toEqual(['owner', 'staff']);
  expect((await eventsOf('link_expired'))[0]).toMatchObject({ store: null, summary: expect.stringContaining('Googleとの連携の有効期限が切れました') });
});
