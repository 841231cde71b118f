import { eq } from 'drizzle-orm';
import { toJstDateTime } from '../../formats';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { clearEmulatorCalls, emulatorCalls, injectFailure, linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { buildPhoto } from './media-fixtures.testing';
import { mediaPublishJob } from './media-posting.jobs';
import { postMedia } from './media-posting.testing';
import { mediaPostHistories } from './media-posting.table';

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
let photo: Buffer;
let stores: string[];

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  photo = await buildPhoto(320, 320);
  stores = demo.owner.google.slice(0, 2).map((g) => `g_${g.id}`);
});
afterAll(async () => {
  await t.close();
});

interface Target {
  history_id: number;
  local_account_id: string;
  status: number;
  error_message: string | null;
  google_url: string | null;
}
interface Post {
  id: number;
  status: number;
  targets: Target[];
  status_counts: Record<string, number>;
}

async function create(extra: Record<string, string> = {}, targets = stores): Promise<Post> {
  const res = await postMedia(t, owner, { file: { bytes: photo, filename: 'shop.jpg' }, category: 'EXTERIOR', local_account_ids: targets, description: '外観です', ...extra });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Post }>().data;
}

// The test app runs no workers: the job's two halves are run here as pg-boss would run them.
const sweep = () => mediaPublishJob.run(t.deps, null);
const runOne = (historyId: number) => mediaPublishJob.run(t.deps, { historyId });

async function postOf(id: number): Promise<Post> {
  const res = await t.inject({ url: '/api/media-post?page_size=200', headers: owner.headers });
  const found = res.json<{ data: Post[] }>().data.find((p) => p.id === id);
  if (!found) throw new Error(`post ${id} not listed`);
  return found;
}

const createCalls = async () => (await emulatorCalls(t, 'google')).filter((c) => c.method === 'POST' && /\/locations\/[^/]+\/media$/.test(c.path) && c.status === 200);

async function googleMediaNames(store: string): Promise<string[]> {
  const res = await t.inject({ url: `/api/media-post/google-media?local_account_id=${store}`, headers: owner.headers });
  if (res.statusCode !== 200) throw new Error(`google media failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { name: string }[] }>().data.map((m) => m.name);
}

const inJst = (secondsAhead: number) => toJstDateTime(new Date(t.clock.now().getTime() + secondsAhead * 1000));

it('publishes an immediate post to both stores once, however often the job and the sweep run again', async () => {
  await clearEmulatorCalls(t, 'google');
  const before = await Promise.all(stores.map(googleMediaNames));
  const post = await create();
  expect(post.status).toBe(0);
  for (const target of post.targets) await runOne(target.history_id);
  // A job delivered twice, and the sweep after it.
  for (const target of post.targets) await runOne(target.history_id);
  await sweep();

  const published = await postOf(post.id);
  expect(published.status).toBe(1);
  expect(published.targets.map((x) => [x.local_account_id, x.status, x.error_message])).toEqual(stores.map((s) => [s, 1, null]));
  expect(published.targets.every((x) => x.google_url?.startsWith('http'))).toBe(true);
  const calls = await createCalls();
  expect(calls).toHaveLength(2);
  expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(2);
  const after = await Promise.all(stores.map(googleMediaNames));
  expect(after.map((names, i) => names.length - before[i].length)).toEqual([1, 1]);
});

it('a run repeated after a crash between Google’s answer and the row’s update does not post a second photo', async () => {
  const post = await create({}, [stores[0]]);
  await runOne(post.targets[0].history_id);
  const before = await googleMediaNames(stores[0]);
  // The worker died after Google answered: the row still says processing, claimed long ago.
  await t.db.update(mediaPostHistories).set({ status: 'processing', claimedAt: new Date(0), googleMediaName: null }).where(eq(mediaPostHistories.id, post.targets[0].history_id));
  expect((await postOf(post.id)).status).toBe(4);
  await sweep();
  expect((await postOf(post.id)).targets[0].status).toBe(1);
  expect(await googleMediaNames(stores[0])).toEqual(before);
});

it('publishes a scheduled post only once its time has come', async () => {
  const post = await create({ scheduled_at: inJst(3600) });
  await sweep();
  for (const target of post.targets) await runOne(target.history_id);
  expect((await postOf(post.id)).status_counts).toMatchObject({ waiting: 2, posted: 0 });
  t.clock.advance(3600);
  await sweep();
  expect((await postOf(post.id)).status_counts).toMatchObject({ waiting: 0, posted: 2 });
});

it('cancels a waiting post, which then never goes out; anything already taken is not cancellable', async () => {
  const post = await create({ scheduled_at: inJst(600) });
  const cancel = (id: number) => t.inject({ method: 'PUT', url: `/api/media-post/update-status/${id}`, headers: owner.headers, payload: { status: 3 } });
  const res = await cancel(post.id);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: '写真投稿をキャンセルしました', data: { status: 3, status_counts: { cancelled: 2 } } });
  await clearEmulatorCalls(t, 'google');
  t.clock.advance(900);
  await sweep();
  expect(await createCalls()).toEqual([]);
  expect((await postOf(post.id)).status).toBe(3);
  const again = await cancel(post.id);
  expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'media_post_not_cancellable']);

  const published = await create();
  await sweep();
  const late = await cancel(published.id);
  expect([late.statusCode, late.json<{ message: string }>().message]).toEqual([409, '投稿待ちの写真投稿のみキャンセルできます']);
});

it('keeps Google’s message on a store whose publication failed', async () => {
  const post = await create({}, [stores[1]]);
  await injectFailure(t, 'google', { match: { method: 'POST', pathPrefix: '/v4/' }, status: 500, times: 20 });
  await runOne(post.targets[0].history_id);
  await t.app.inject({ method: 'DELETE', url: '/emulators/google/__admin/failures' });
  const failed = await postOf(post.id);
  expect(failed.status).toBe(2);
  expect(failed.targets[0].error_message).toMatch(/^写真の投稿に失敗しました（.*Google.*）$/);
  const history = await t.inject({ url: `/api/media-post/histories/${post.targets[0].history_id}`, headers: owner.headers });
  expect(history.json()).toMatchObject({ data: { status: 2, error_message: failed.targets[0].error_message } });
});

it('removes a posted item from Google through its history, once', async () => {
  const post = await create({}, [stores[0]]);
  await runOne(post.targets[0].history_id);
  const id = post.targets[0].history_id;
  const [row] = await t.db.select().from(mediaPostHistories).where(eq(mediaPostHistories.id, id));
  expect(await googleMediaNames(stores[0])).toContain(row.googleMediaName);

  const res = await t.inject({ method: 'DELETE', url: `/api/media-post/histories/${id}`, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: 'Googleから削除しました', data: { id, status: 1, deleted_at: expect.stringMatching(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/) } });
  expect(await googleMediaNames(stores[0])).not.toContain(row.googleMediaName);
  const again = await t.inject({ method: 'DELETE', url: `/api/media-post/histories/${id}`, headers: owner.headers });
  expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'media_not_deletable']);

  const waiting = await create({ scheduled_at: inJst(600) }, [stores[0]]);
  const notYet = await t.inject({ method: 'DELETE', url: `/api/media-post/histories/${waiting.targets[0].history_id}`, headers: owner.headers });
  expect(notYet.statusCode).toBe(409);
});

it('lists histories newest first, filtered by store and status', async () => {
  const res = await t.inject({ url: `/api/media-post/histories?local_account_ids=${stores[1]}&status=2`, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: { local_account_id: string; status: number; store_name: string }[]; pagination: { total: number } }>();
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data.every((h) => h.local_account_id === stores[1] && h.status === 2 && h.store_name.length > 0)).toBe(true);
  expect(body.pagination.total).toBe(body.data.length);
  const cancelled = await t.inject({ url: '/api/media-post?status=3', headers: owner.headers });
  expect(cancelled.json<{ data: Post[] }>().data.every((p) => p.status === 3)).toBe(true);
});
