import { loginAs, type Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { createPostForm, createPostsTestApp, googleUpdate, updatePostForm } from './posts.testing';

interface Post {
  id: number;
  status: number;
  summary: string;
  send_back_comment: string | null;
  next_run_at: string | null;
  permissions: { edit: boolean; approve: boolean; suspend: boolean; delete: boolean };
}

let t: TestApp;
let owner: Signed;
let staff: Signed;
let partner: Signed;
let demo: LinkedDemo;
let keys: string[];

beforeAll(async () => {
  t = await createPostsTestApp();
  t.clock.set(new Date('2026-03-01T00:00:00Z'));
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  staff = await loginAs(t, 'staff');
  partner = await loginAs(t, 'partner');
  keys = demo.owner.google.slice(0, 2).map((a) => `g_${a.id}`);
});
afterAll(() => t.close());

const decide = (who: Signed, id: number, payload: object) => t.inject({ method: 'PUT', url: `/api/post-management/post-settings/${id}/approval`, headers: who.headers, payload });
const suspend = (who: Signed, id: number, suspended: boolean) => t.inject({ method: 'PUT', url: `/api/post-management/suspend-resumes/${id}`, headers: who.headers, payload: { suspended } });
const get = async (who: Signed, id: number) => (await t.inject({ url: `/api/post-management/post-settings/${id}`, headers: who.headers })).json<{ data: Post }>().data;

it("plans a Normal user's post at once and holds a store user's post for approval", async () => {
  const mine = await createPostForm(t, owner, googleUpdate(keys));
  expect(mine.statusCode).toBe(200);
  expect(mine.json<{ message: string; data: Post }>()).toMatchObject({ message: '投稿を登録しました', data: { status: 0, next_run_at: '2026/03/02 10:00' } });

  const theirs = await createPostForm(t, staff, googleUpdate(keys));
  expect(theirs.json<{ message: string; data: Post }>()).toMatchObject({
    message: '投稿を登録しました。承認されると予定どおり投稿されます',
    data: { status: 8, permissions: { edit: true, approve: false, suspend: false, delete: true } },
  });
  // The same post seen by the Normal user offers the approval buttons.
  expect((await get(owner, theirs.json<{ data: Post }>().data.id)).permissions).toEqual({ edit: true, approve: true, suspend: false, delete: true });
});

it('lets only a Normal user approve or send back, only while the post waits, and a send-back needs a reason', async () => {
  const id = (await createPostForm(t, staff, googleUpdate(keys))).json<{ data: Post }>().data.id;

  const byStaff = await decide(staff, id, { action: 'approve' });
  expect([byStaff.statusCode, byStaff.json<{ code: string; message: string }>()]).toEqual([403, { code: 'approval_forbidden', message: '投稿を承認できるのは通常ユーザーのみです' }]);

  const noReason = await decide(owner, id, { action: 'send_back', comment: '  ' });
  expect([noReason.statusCode, noReason.json<{ errors: object }>().errors]).toEqual([422, { comment: ['差し戻しの理由を入力してください'] }]);

  const sentBack = await decide(owner, id, { action: 'send_back', comment: '価格を確認してください' });
  expect(sentBack.json<{ message: string; data: Post }>()).toMatchObject({ message: '投稿を差し戻しました', data: { status: 9, send_back_comment: '価格を確認してください' } });

  const again = await decide(owner, id, { action: 'approve' });
  expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'post_not_awaiting_approval']);

  // The author edits and resubmits: back to 8, the comment cleared; then the owner approves it into the plan.
  const resubmitted = await updatePostForm(t, staff, id, googleUpdate(keys, { summary: '価格を直しました' }));
  expect(resubmitted.json<{ data: Post }>().data).toMatchObject({ status: 8, summary: '価格を直しました', send_back_comment: null });
  const approved = await decide(owner, id, { action: 'approve' });
  expect(approved.json<{ message: string; data: Post }>()).toMatchObject({ message: '投稿を承認しました', data: { status: 0, next_run_at: '2026/03/02 10:00' } });

  // A store user's edit of an approved post needs approval again.
  expect((await updatePostForm(t, staff, id, googleUpdate(keys))).json<{ data: Post }>().data.status).toBe(8);
});

it("keeps a store user off another user's post while a Normal user may change any", async () => {
  const ownersPost = (await createPostForm(t, owner, googleUpdate(keys))).json<{ data: Post }>().data;
  expect((await get(staff, ownersPost.id)).permissions).toEqual({ edit: false, approve: false, suspend: false, delete: false });
  const edit = await updatePostForm(t, staff, ownersPost.id, googleUpdate(keys, { summary: '書き換え' }));
  expect([edit.statusCode, edit.json<{ code: string }>().code]).toEqual([409, 'post_not_editable']);
  expect((await suspend(staff, ownersPost.id, true)).statusCode).toBe(409);
  const del = await t.inject({ method: 'DELETE', url: `/api/post-management/post-settings/${ownersPost.id}`, headers: staff.headers });
  expect(del.statusCode).toBe(409);
  expect((await get(owner, ownersPost.id)).summary).toBe(ownersPost.summary);
});

it('suspends a waiting post and resumes it, and refuses both in any other status', async () => {
  const id = (await createPostForm(t, owner, googleUpdate(keys))).json<{ data: Post }>().data.id;
  expect((await suspend(owner, id, true)).json<{ message: string; data: Post }>()).toMatchObject({ message: '投稿を停止しました', data: { status: 1 } });
  expect((await suspend(owner, id, true)).statusCode).toBe(409);
  expect((await suspend(owner, id, false)).json<{ message: string; data: Post }>()).toMatchObject({ message: '投稿を再開しました', data: { status: 0 } });
  const waiting = (await createPostForm(t, staff, googleUpdate(keys))).json<{ data: Post }>().data.id;
  const refused = await suspend(owner, waiting, true);
  expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([409, 'post_not_suspendable']);
});

it('answers the shared rules as Japanese field errors, the phone number with its own code', async () => {
  const phone = await createPostForm(t, owner, googleUpdate(keys, { summary: 'ご予約は03-1234-5678まで' }));
  expect(phone.statusCode).toBe(422);
  expect(phone.json<{ code: string; errors: Record<string, string[]> }>()).toMatchObject({ code: 'phone_number_in_summary', errors: { summary: [expect.stringContaining('電話番号')] } });

  const event = await createPostForm(t, owner, googleUpdate(keys, { post_type: 'event', event_title: 'あ'.repeat(59) }));
  expect(event.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({ event_title: ['58文字以内で入力してください'] });

  const past = await createPostForm(t, owner, googleUpdate(keys, { schedule_date: '2026/02/28' }));
  expect(past.json<{ errors: Record<string, string[]> }>().errors).toEqual({ schedule_date: ['投稿日時は現在より後にしてください'] });

  const yahooKey = `y_${demo.owner.yahoo[0].id}`;
  const yahoo = await createPostForm(t, owner, googleUpdate([yahooKey]));
  expect(yahoo.json<{ errors: Record<string, string[]> }>().errors).toEqual({ yahoo_kind: ['入力してください'], yahoo_title: ['入力してください'] });
});

it("answers 404 for another company's store and lists only the company's posts with the filters", async () => {
  const foreign = await createPostForm(t, partner, googleUpdate(keys));
  expect(foreign.statusCode).toBe(404);
  await createPostForm(t, owner, googleUpdate(keys, { summary: '桜フェア開催中' }));
  const list = await t.inject({ url: `/api/post-management/post-settings?free_word=${encodeURIComponent('桜フェア')}&status=0&local_account_ids=${keys[0]}`, headers: owner.headers });
  expect(list.json<{ data: Post[]; pagination: { total: number } }>()).toMatchObject({ data: [{ summary: '桜フェア開催中' }], pagination: { total: 1 } });
  const partnerList = await t.inject({ url: '/api/post-management/post-settings', headers: partner.headers });
  expect(partnerList.json<{ pagination: { total: number } }>().pagination.total).toBe(0);
});

it('never sends a post late: approving or resuming one whose time passed asks for a new date', async () => {
  t.clock.set(new Date('2026-03-01T00:00:00Z'));
  owner = await loginAs(t, 'owner');
  staff = await loginAs(t, 'staff');
  const held = (await createPostForm(t, staff, googleUpdate(keys, { schedule_date: '2026/03/01', schedule_time: '10:00' }))).json<{ data: Post }>().data.id;
  const stopped = (await createPostForm(t, owner, googleUpdate(keys, { schedule_date: '2026/03/01', schedule_time: '10:00' }))).json<{ data: Post }>().data.id;
  await suspend(owner, stopped, true);
  t.clock.set(new Date('2026-03-01T02:00:00Z'));
  for (const res of [await decide(owner, held, { action: 'approve' }), await suspend(owner, stopped, false)]) {
    expect([res.statusCode, res.json<{ code: string; message: string }>()]).toEqual([409, { code: 'post_schedule_passed', message: '投稿日時を過ぎています。編集して投稿日時を変更してください' }]);
  }
  expect((await get(owner, held)).status).toBe(8);
});
