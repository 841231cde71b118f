import type http from 'node:http';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { toMultipartBody, type MultipartValue } from '../../../../src/api/multipart';
import type { Signed } from '../../testing/http';
import type { TestResponse } from '../../testing/http-client';
import { handlers } from '../../composition/handlers';
import { loadContract } from '../../http/contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { publishPendingHistories, scheduleDuePosts } from './post-publish.service';
import { postHistories } from './posts.table';

// Test support for the posts module: the editor's multipart requests exactly as the console builds them
// (src/api/multipart.ts, POST with _method for PUT), and the jobs run in-process (the test app has no workers).

export async function sendForm(t: TestApp, who: Signed, url: string, values: Record<string, MultipartValue>, method: 'POST' | 'PUT' = 'POST'): Promise<TestResponse> {
  const request = new Request('http://localhost/', { method: 'POST', body: toMultipartBody(values, { method }) });
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { statusCode: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, body: res.body, json: <T>() => JSON.parse(res.body) as T };
}

export const createPostForm = (t: TestApp, who: Signed, values: Record<string, MultipartValue>) => sendForm(t, who, '/api/post-management/post-settings', values);

export const updatePostForm = (t: TestApp, who: Signed, id: number, values: Record<string, MultipartValue>) =>
  sendForm(t, who, `/api/post-management/post-settings/${id}`, values, 'PUT');

/** A Google update for the stores, tomorrow at 10:00 Tokyo time unless told otherwise. */
export const googleUpdate = (keys: string[], over: Record<string, MultipartValue> = {}): Record<string, MultipartValue> => ({
  local_account_ids: keys,
  post_type: 'action',
  summary: '{店舗名}の{月}月{日}日({曜日})のおすすめです',
  schedule_date: '2026/03/02',
  schedule_time: '10:00',
  repeat: 4,
  ...over,
});

/** The scheduler then the publish sweep, as the per-minute jobs run them. */
export async function runPostJobs(t: TestApp): Promise<void> {
  await scheduleDuePosts(t.deps, async () => undefined);
  await publishPendingHistories(t.deps);
}

/**
 * The test app over the operations that have handlers: while other modules of issue 10 land their contract before
 * their handlers, the posts suites still start. With the whole contract handled this is the full app.
 */
export async function createPostsTestApp(): Promise<TestApp> {
  const operations = (await loadContract()).filter((op) => typeof (handlers as Record<string, unknown>)[op.operationId] === 'function');
  return createTestApp({ build: { operations } });
}

/**
 * For the tenancy suite: a post created through the API for the current Tokyo minute and published at once by the
 * jobs (the emulators answer in process), so every id a posts operation can name exists.
 */
export async function createPostFixture(t: TestApp, who: Signed, name: string, keys: string[]) {
  const minute = DateTime.fromJSDate(t.clock.now(), { zone: 'Asia/Tokyo' });
  const res = await createPostForm(t, who, {
    local_account_ids: keys, post_type: 'action', summary: `${name}の投稿`, yahoo_kind: 'NOTICE', yahoo_title: `${name}のお知らせ`,
    schedule_date: minute.toFormat('yyyy/MM/dd'), schedule_time: minute.toFormat('HH:mm'),
  });
  if (res.statusCode !== 200) throw new Error(`${name} post failed: ${res.statusCode} ${res.body}`);
  const postSettingId = res.json<{ data: { id: number } }>().data.id;
  await runPostJobs(t);
  const rows = await t.db.select().from(postHistories).where(eq(postHistories.postSettingId, postSettingId));
  // The Google post must be live for the history operations; the Yahoo one only needs to exist (a company without
  // a Yahoo grant ends it failed, which is as good an id).
  const google = rows.find((r) => r.provider === 'google' && r.status === 0);
  const yahoo = rows.find((r) => r.provider === 'yahoo');
  if (!google || !yahoo) throw new Error(`${name} post was not published: ${JSON.stringify(rows.map((r) => [r.provider, r.status, r.errorMessage]))}`);
  return { postSettingId, postQueueId: google.queueId, postHistoryId: google.id, yahooPostHistoryId: yahoo.id };
}
