import { toMultipartBody } from '../../src/api/multipart';
import type { ApiSession } from './drill-console-api';

// What the posts drill does in the console, through the server's public HTTP API as the signed-in owner (a Normal
// user): link the extra Google profiles on the link-management screen, then plan the posts in the post editor.

async function call<T>(session: ApiSession, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${session.base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

interface LocalAccountsBody {
  data: { local_accounts: { local_account_id: string; store_code: string }[]; y_local_accounts: { y_local_account_id: string }[] };
}

interface LinkableLocation {
  location_id: string;
  store_code: string | null;
  is_linked: boolean;
}

/**
 * Links every Google listing whose store code starts with `prefix`. The owner's contract allows 50 linked accounts
 * of either provider, so its Yahoo accounts are unlinked first (連携解除) to make room for 50 Google profiles.
 */
export async function linkGoogleStores(session: ApiSession, prefix: string): Promise<void> {
  const before = await call<LocalAccountsBody>(session, 'GET', '/local-accounts');
  const yahooKeys = before.data.y_local_accounts.map((account) => account.y_local_account_id);
  if (yahooKeys.length > 0) await call(session, 'PUT', '/local-accounts/oauth/unlink', { local_account_ids: yahooKeys });
  const synced = await call<{ data: { results: { provider: string; status: string; locations: LinkableLocation[] }[] } }>(session, 'POST', '/sync-local-accounts', { provider: 'google' });
  const google = synced.data.results.find((result) => result.provider === 'google');
  if (!google || google.status !== 'synced') throw new Error(`the Google locations were not re-read: ${JSON.stringify(synced.data.results.map((r) => [r.provider, r.status]))}`);
  const ids = google.locations.filter((l) => !l.is_linked && l.store_code?.startsWith(prefix)).map((l) => l.location_id);
  if (ids.length > 0) await call(session, 'PUT', '/local-accounts/oauth/oauth-links', { provider: 'google', location_ids: ids });
}

/** store_code → g_<id> of every linked Google store. */
export async function linkedGoogleKeys(session: ApiSession): Promise<Map<string, string>> {
  const body = await call<LocalAccountsBody>(session, 'GET', '/local-accounts');
  return new Map(body.data.local_accounts.map((account) => [account.store_code, account.local_account_id]));
}

/** 最新の口コミを取得 for the stores: their first review sync now rather than at the scheduler's next minute. */
export async function requestReviewSync(session: ApiSession, keys: readonly string[]): Promise<void> {
  await call(session, 'POST', '/reviews/sync', { local_account_ids: keys });
}

export interface PlannedPost {
  id: number;
  marker: string;
}

/** One 最新情報 post for all the stores, once, at `date` `time` (Asia/Tokyo), as the post editor sends it (multipart). */
export async function createPost(session: ApiSession, input: { keys: readonly string[]; marker: string; date: string; time: string }): Promise<PlannedPost> {
  const form = toMultipartBody({
    local_account_ids: [...input.keys],
    post_type: 'action',
    summary: `${input.marker} {店舗名}から{月}月{日}日のお知らせです。季節の限定メニューをご用意しました。`,
    call_to_action_type: 'LEARN_MORE',
    call_to_action_url: 'https://demo-foods.example.jp/news',
    schedule_date: input.date,
    schedule_time: input.time,
    repeat: 4,
  });
  const res = await fetch(`${session.base}/api/post-management/post-settings`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` }, body: form });
  const text = await res.text();
  if (!res.ok) throw new Error(`creating the post ${input.marker} answered ${res.status}: ${text.slice(0, 300)}`);
  return { id: (JSON.parse(text) as { data: { id: number } }).data.id, marker: input.marker };
}

/** How many of the company's post histories are in each status (for the report when the drill fails). */
export async function historyStates(session: ApiSession): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (let page = 1; page <= 20; page += 1) {
    const body = await call<{ data: { status: number | null }[] }>(session, 'GET', `/post-management/post-histories?page=${page}&page_size=100`);
    for (const item of body.data) counts[String(item.status)] = (counts[String(item.status)] ?? 0) + 1;
    if (body.data.length < 100) break;
  }
  return counts;
}
