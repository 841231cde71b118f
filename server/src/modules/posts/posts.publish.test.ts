import { eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { emulatorCalls, linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { claimHistory, listHistories } from './post-histories.repository';
import { toGoogleLocalPost } from './post-payload';
import { publishPendingHistories, refreshPostStates, scheduleDuePosts } from './post-publish.service';
import { postHistories } from './posts.table';
import { createPostForm, createPostsTestApp, googleUpdate, runPostJobs, sendForm } from './posts.testing';

interface History {
  id: number;
  local_control_queue_id: number;
  local_account_id: string;
  provider: 'google' | 'yahoo';
  status: number | null;
  provider_state: string | null;
  link: string | null;
  error_message: string | null;
  summary: string;
  pinned: boolean | null;
  can_retry: boolean;
}

let t: TestApp;
let owner: Signed;
let demo: LinkedDemo;
let google: string[];
let yahoo: string;

// Dates after the test process started: on the embedded database a claim older than the process counts as stale.
const JST = (iso: string) => new Date(`${iso}+09:00`);

beforeAll(async () => {
  t = await createPostsTestApp();
  t.clock.set(JST('2027-03-01T09:00:00'));
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  // Three linked Google stores; each test spreads its posts so no store reaches Google's 10 edits a minute.
  google = demo.owner.google.map((a) => `g_${a.id}`);
  yahoo = `y_${demo.owner.yahoo[0].id}`;
});
afterAll(() => t.close());

/** Moves the clock to a day of the scenario; the session is a day long, so the owner signs in again. */
async function dayOf(iso: string): Promise<void> {
  t.clock.set(JST(iso));
  owner = await loginAs(t, 'owner');
}

const histories = async (query: string) =>
  (await t.inject({ url: `/api/post-management/post-histories?page_size=200&${query}`, headers: owner.headers })).json<{ data: History[] }>().data;
// Successful creations only: the first call of a fresh link may meet a 401 and be sent again after the token refresh.
const postCalls = async (emulator: 'google' | 'yahoo') => (await emulatorCalls(t, emulator)).filter((c) => c.method === 'POST' && c.status >= 200 && c.status < 300 && /\/(localPosts|notices)$/.test(c.path));
const setting = async (id: number) => (await t.inject({ url: `/api/post-management/post-settings/${id}`, headers: owner.headers })).json<{ data: { status: number; next_run_at: string | null } }>().data;

it('publishes a weekly post to three stores once per occurrence, however often the jobs run', async () => {
  const created = await createPostForm(t, owner, googleUpdate([google[0], google[1], yahoo], {
    schedule_date: '2027/03/01', schedule_time: '10:00', repeat: 1, repeat_end_date: '2027/03/08', yahoo_kind: 'NOTICE', yahoo_title: '{店舗名}からのお知らせ',
  }));
  expect(created.statusCode).toBe(200);
  const id = created.json<{ data: { id: number } }>().data.id;
  const googleBefore = (await postCalls('google')).length;
  const yahooBefore = (await postCalls('yahoo')).length;

  await runPostJobs(t);
  expect(await histories(`post_setting_id=${id}`)).toEqual([]);

  t.clock.set(JST('2027-03-01T10:00:30'));
  await runPostJobs(t);
  await runPostJobs(t);
  const first = await histories(`post_setting_id=${id}`);
  expect(first).toHaveLength(3);
  expect(new Set(first.map((h) => h.local_control_queue_id)).size).toBe(1);
  for (const h of first) expect(h).toMatchObject({ status: 0, error_message: null, can_retry: false });
  expect(first.filter((h) => h.provider === 'google').map((h) => h.provider_state)).toEqual(['processing', 'processing']);
  expect(first.find((h) => h.provider === 'yahoo')).toMatchObject({ provider_state: 'live', pinned: false });
  expect(first.find((h) => h.provider === 'google')?.link).toMatch(/^https:\/\//);
  expect(first.find((h) => h.provider === 'google')?.summary).toMatch(/の3月1日\(月\)のおすすめです$/);
  expect((await postCalls('google')).length - googleBefore).toBe(2);
  expect((await postCalls('yahoo')).length - yahooBefore).toBe(1);
  expect(await setting(id)).toEqual(expect.objectContaining({ status: 0, next_run_at: '2027/03/08 10:00' }));

  // The second occurrence with the jobs delivered twice at once: still one post per store.
  await dayOf('2027-03-08T10:01:00');
  await Promise.all([runPostJobs(t), runPostJobs(t)]);
  expect((await postCalls('google')).length - googleBefore).toBe(4);
  expect((await postCalls('yahoo')).length - yahooBefore).toBe(2);
  expect(await histories(`post_setting_id=${id}`)).toHaveLength(6);
  expect(await setting(id)).toEqual(expect.objectContaining({ status: 2, next_run_at: null }));
});

it('does not post twice when a worker dies after the provider call and before it stored the answer', async () => {
  await dayOf('2027-03-10T09:00:00');
  const id = (await createPostForm(t, owner, googleUpdate([google[0]], { schedule_date: '2027/03/10', schedule_time: '09:30', summary: '一度だけの投稿' }))).json<{ data: { id: number } }>().data.id;
  t.clock.set(JST('2027-03-10T09:30:00'));
  await scheduleDuePosts(t.deps, async () => undefined);
  const [row] = await t.db.select().from(postHistories).where(eq(postHistories.postSettingId, id));

  // The dying worker: it claims the row and reaches Google with the row's key, then nothing more.
  const claimed = await claimHistory(t.db, row.id, { now: t.clock.now(), staleBefore: new Date(0) });
  expect(claimed).not.toBeNull();
  const access = await providerAccessFor(t.deps, demo.ownerCompanyId, 'google');
  const [account] = await t.db.select().from(localAccounts).where(eq(localAccounts.id, row.localAccountId));
  const ref = { account: account.providerAccountId ?? '', location: account.providerLocationId };
  await access.adapter.createLocalPost(access.credentials, ref, toGoogleLocalPost(row.payload), { idempotencyKey: row.idempotencyKey });
  expect((await histories(`post_setting_id=${id}`))[0].status).toBeNull();

  // A sweep before the claim is stale leaves it to its worker; once stale, the sweep sends the same key again.
  await publishPendingHistories(t.deps);
  expect((await histories(`post_setting_id=${id}`))[0].status).toBeNull();
  t.clock.advance(t.deps.config.intentStaleSeconds + 1);
  await publishPendingHistories(t.deps);
  await publishPendingHistories(t.deps);
  expect((await histories(`post_setting_id=${id}`))[0]).toMatchObject({ status: 0, provider_state: 'processing' });
  const calls = (await emulatorCalls(t, 'google')).filter((c) => c.idempotencyKey === row.idempotencyKey);
  // The first answer created the post; the second was Google's replay of it (a 401 before either is the token refresh).
  expect(calls.filter((c) => c.status === 200)).toHaveLength(2);
  const listed = await access.adapter.listLocalPosts(access.credentials, ref);
  expect(listed.items.filter((p) => p.summary === '一度だけの投稿')).toHaveLength(1);
  expect(await setting(id)).toEqual(expect.objectContaining({ status: 2 }));
});

it("looks again at a post Google is still reviewing, later each time, without calling it failed", async () => {
  await dayOf('2027-03-12T09:00:00');
  const id = (await createPostForm(t, owner, googleUpdate([google[1]], { schedule_date: '2027/03/12', schedule_time: '09:05', summary: '審査を待つ投稿' }))).json<{ data: { id: number } }>().data.id;
  t.clock.set(JST('2027-03-12T09:05:00'));
  await runPostJobs(t);
  const [row] = await t.db.select().from(postHistories).where(eq(postHistories.postSettingId, id));
  expect(row.refreshAfter).toEqual(JST('2027-03-12T09:06:00'));

  await refreshPostStates(t.deps);
  const gets = () => emulatorCalls(t, 'google').then((calls) => calls.filter((c) => c.method === 'GET' && c.status === 200 && c.path.endsWith(row.providerPostId ?? '-')));
  expect(await gets()).toHaveLength(0);
  // Due: Google is asked (the emulator's review runs on its own real clock, so the post is still in review).
  t.clock.set(JST('2027-03-12T09:06:00'));
  await refreshPostStates(t.deps);
  expect(await gets()).toHaveLength(1);
  const [after] = await t.db.select().from(postHistories).where(eq(postHistories.id, row.id));
  expect(after).toMatchObject({ status: 0, providerState: 'processing' });
  expect(after.refreshAfter!.getTime()).toBeGreaterThan(JST('2027-03-12T09:06:00').getTime());
});

it("keeps the provider's message on a failure and sends a retried history once (same key)", async () => {
  await dayOf('2027-03-15T09:00:00');
  const id = (await createPostForm(t, owner, googleUpdate([`y_${demo.owner.yahoo[1].id}`], { schedule_date: '2027/03/15', schedule_time: '09:10', summary: '失敗してから成功する投稿', yahoo_kind: 'ETC', yahoo_title: '再送信のお知らせ' }))).json<{ data: { id: number } }>().data.id;
  await t.app.inject({ method: 'POST', url: '/emulators/yahoo/__admin/failures', payload: { match: { method: 'POST', pathPrefix: '/place/v1/' }, status: 500, times: 20 } });
  t.clock.set(JST('2027-03-15T09:10:00'));
  await runPostJobs(t);
  await t.app.inject({ method: 'DELETE', url: '/emulators/yahoo/__admin/failures' });
  const [failed] = await histories(`post_setting_id=${id}`);
  expect(failed).toMatchObject({ status: 1, can_retry: true, error_message: expect.stringContaining('Yahoo!') });

  const retried = await t.inject({ method: 'POST', url: `/api/post-management/post-histories/${failed.id}/retry`, headers: owner.headers });
  expect(retried.json<{ message: string; data: History }>()).toMatchObject({ message: '投稿を再送信します', data: { status: null, error_message: null } });
  const again = await t.inject({ method: 'POST', url: `/api/post-management/post-histories/${failed.id}/retry`, headers: owner.headers });
  expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'post_history_not_retryable']);
  await publishPendingHistories(t.deps);
  expect((await histories(`post_setting_id=${id}`))[0]).toMatchObject({ status: 0, provider_state: 'live', error_message: null });
  const [row] = await t.db.select().from(postHistories).where(eq(postHistories.id, failed.id));
  const keyed = (await emulatorCalls(t, 'yahoo')).filter((c) => c.idempotencyKey === row.idempotencyKey);
  expect(keyed.some((c) => c.status === 500)).toBe(true);
  expect(keyed.filter((c) => c.status >= 200 && c.status < 300)).toHaveLength(1);
});

it('edits a published Google post and Yahoo notice in place, once per content, and only a published one', async () => {
  await dayOf('2027-03-18T09:00:00');
  const id = (await createPostForm(t, owner, googleUpdate([google[2], `y_${demo.owner.yahoo[1].id}`], { schedule_date: '2027/03/18', schedule_time: '09:20', yahoo_kind: 'NOTICE', yahoo_title: '営業時間のお知らせ' }))).json<{ data: { id: number } }>().data.id;
  t.clock.set(JST('2027-03-18T09:20:00'));
  await runPostJobs(t);
  const posted = await histories(`post_setting_id=${id}`);
  const g = posted.find((h) => h.provider === 'google')!;
  const y = posted.find((h) => h.provider === 'yahoo')!;

  const editGoogle = (payload: Record<string, string>) => sendForm(t, owner, `/api/post-management/google-posts/${g.id}`, payload, 'PUT');
  const phone = await editGoogle({ summary: 'お電話は03-1234-5678へ' });
  expect([phone.statusCode, phone.json<{ code: string }>().code]).toEqual([422, 'phone_number_in_summary']);
  const edited = await editGoogle({ summary: '内容を修正しました' });
  expect(edited.json<{ message: string; data: History }>()).toMatchObject({ message: '投稿を更新しました', data: { summary: '内容を修正しました', status: 0, provider_state: 'processing' } });
  await editGoogle({ summary: '内容を修正しました' });
  // Saving the same text twice sends the same key: Google applies it once.
  const patches = (await emulatorCalls(t, 'google')).filter((c) => c.method === 'PATCH' && c.status === 200 && c.path.includes('/localPosts/'));
  expect(patches).toHaveLength(2);
  expect(new Set(patches.map((c) => c.idempotencyKey)).size).toBe(1);

  const editYahoo = await sendForm(t, owner, `/api/post-management/yahoo-posts/${y.id}`, { yahoo_kind: 'DAYOFF', yahoo_title: '臨時休業', summary: '3月20日は休業します', yahoo_start_date: '2027/03/20' }, 'PUT');
  expect(editYahoo.json<{ data: History }>().data).toMatchObject({ summary: '3月20日は休業します', yahoo_kind: 'DAYOFF', status: 0 });
  const wrong = await sendForm(t, owner, `/api/post-management/yahoo-posts/${g.id}`, { yahoo_kind: 'NOTICE', yahoo_title: 'x', summary: 'x' }, 'PUT');
  expect([wrong.statusCode, wrong.json<{ code: string }>().code]).toEqual([409, 'post_history_not_editable']);
});

it('deletes every post of one queue at the providers, pins a Yahoo notice and refuses pinning a Google post', async () => {
  await dayOf('2027-03-20T09:00:00');
  const id = (await createPostForm(t, owner, googleUpdate([google[1], google[2], yahoo], { schedule_date: '2027/03/20', schedule_time: '09:15', yahoo_kind: 'CAMPAIGN', yahoo_title: '春のキャンペーン' }))).json<{ data: { id: number } }>().data.id;
  t.clock.set(JST('2027-03-20T09:15:00'));
  await runPostJobs(t);
  const posted = await histories(`post_setting_id=${id}`);
  const yahooHistory = posted.find((h) => h.provider === 'yahoo')!;
  const googleHistory = posted.find((h) => h.provider === 'google')!;

  const pin = await t.inject({ method: 'PUT', url: `/api/post-management/yahoo-posts/pinned/${yahooHistory.id}`, headers: owner.headers, payload: { pinned: true } });
  expect(pin.json<{ data: History }>().data.pinned).toBe(true);
  const refused = await t.inject({ method: 'PUT', url: `/api/post-management/yahoo-posts/pinned/${googleHistory.id}`, headers: owner.headers, payload: { pinned: true } });
  expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([409, 'post_history_not_pinnable']);

  const queueId = posted[0].local_control_queue_id;
  const all = await t.inject({ method: 'DELETE', url: `/api/post-management/post-histories-all?local_control_queue_id=${queueId}`, headers: owner.headers });
  expect(all.json()).toMatchObject({ message: '3件の投稿を削除しました', succeeded: 3, failed: 0, skipped: 0 });
  expect((await histories(`local_control_queue_id=${queueId}`)).map((h) => h.status)).toEqual([-1, -1, -1]);
  const deletes = (await emulatorCalls(t, 'google')).filter((c) => c.method === 'DELETE' && c.path.includes('/localPosts/'));
  expect(deletes.length).toBeGreaterThanOrEqual(2);
  const one = await t.inject({ method: 'DELETE', url: `/api/post-management/post-histories/${googleHistory.id}`, headers: owner.headers });
  expect([one.statusCode, one.json<{ code: string }>().code]).toEqual([409, 'post_history_not_deletable']);
});

it('counts the whole history list up to a cap, one occurrence exactly, and the free word through the store names', async () => {
  type Page = { data: History[]; pagination: { total: number; total_capped?: boolean } };
  const page = async (query: string) => (await t.inject({ url: `/api/post-management/post-histories?page_size=1&${query}`, headers: owner.headers })).json<Page>();
  const all = await page('');
  expect(all.pagination.total).toBeGreaterThan(2);
  expect(all.pagination.total_capped).toBe(false);
  // The delete-all dialog states how many posts of one occurrence go: no cap there, so no total_capped either.
  const occurrence = await page(`local_control_queue_id=${all.data[0].local_control_queue_id}`);
  expect(occurrence.pagination.total).toBeGreaterThan(0);
  expect(occurrence.pagination).not.toHaveProperty('total_capped');

  const [{ companyId }] = await t.db.select({ companyId: postHistories.companyId }).from(postHistories).limit(1);
  const none = { accountIds: null, freeWord: null, from: null, before: null, provider: null, status: null, postSettingId: null, queueId: null };
  expect((await listHistories(t.db, companyId, none, { limit: 1, offset: 0, countCap: 2 })).total).toBe(2);
  expect((await listHistories(t.db, companyId, none, { limit: 1, offset: 0 })).total).toBe(all.pagination.total);
  const [store] = await t.db.select({ title: localAccounts.title }).from(localAccounts).where(eq(localAccounts.id, Number(all.data[0].local_account_id.replace(/^[gy]_/, ''))));
  const byName = await listHistories(t.db, companyId, { ...none, freeWord: store.title }, { limit: 1, offset: 0 });
  expect(byName.total).toBeGreaterThan(0);
  expect(byName.rows.every((r) => r.account.title.includes(store.title))).toBe(true);
});
