import { eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { emulatorCalls, linkDemo } from '../reviews/reviews.testing';
import { publishPendingHistories, refreshPostStates, scheduleDuePosts } from './post-publish.service';
import { postHistories } from './posts.table';
import { createPostForm, createPostsTestApp, googleUpdate, runPostJobs } from './posts.testing';

let t: TestApp;
let owner: Signed;
let google: string[];

// Dates after the test process started: on the embedded database a claim older than the process counts as stale.
const JST = (iso: string) => new Date(`${iso}+09:00`);

beforeAll(async () => {
  t = await createPostsTestApp();
  t.clock.set(JST('2027-04-01T09:00:00'));
  const demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  google = demo.owner.google.map((a) => `g_${a.id}`);
});
afterAll(() => t.close());

const createdId = async (keys: string[], time: string, summary: string) =>
  (await createPostForm(t, owner, googleUpdate(keys, { schedule_date: '2027/04/01', schedule_time: time, summary }))).json<{ data: { id: number } }>().data.id;

it("leaves Google's project quota to due publications: the review states are looked at once none is waiting", async () => {
  const reviewed = await createdId([google[0]], '09:05', '審査中の投稿');
  t.clock.set(JST('2027-04-01T09:05:00'));
  await runPostJobs(t);
  const [inReview] = await t.db.select().from(postHistories).where(eq(postHistories.postSettingId, reviewed));
  expect(inReview).toMatchObject({ status: 0, providerState: 'processing', refreshAfter: JST('2027-04-01T09:06:00') });
  const looks = async () => (await emulatorCalls(t, 'google')).filter((c) => c.method === 'GET' && c.status === 200 && c.path.endsWith(inReview.providerPostId ?? '-')).length;

  // At 09:06 the refresh is due, and so are two publications the scheduler has just opened.
  const due = await createdId([google[1], google[2]], '09:06', '公開待ちの投稿');
  t.clock.set(JST('2027-04-01T09:06:00'));
  await scheduleDuePosts(t.deps, async () => undefined);
  expect(await refreshPostStates(t.deps)).toBe(0);
  expect(await looks()).toBe(0);

  await publishPendingHistories(t.deps);
  const sent = await t.db.select().from(postHistories).where(eq(postHistories.postSettingId, due));
  expect(sent.map((h) => h.status)).toEqual([0, 0]);
  expect(await refreshPostStates(t.deps)).toBeGreaterThanOrEqual(1);
  expect(await looks()).toBe(1);
});
