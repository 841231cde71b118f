import { DEMO_PASSWORD, demoUsers } from '../../server/src/db/seed-demo';

// The drill drives the server through its public HTTP API, as a signed-in demo user would from the console.
// A bearer token needs no CSRF header (server/src/http/session.ts); the login itself sends X-Requested-With.

export type DemoUser = 'owner' | 'partner';

export interface ApiSession {
  base: string;
  token: string;
}

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

export async function login(base: string, user: DemoUser): Promise<ApiSession> {
  const { email, ownership } = demoUsers[user];
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, ownership }),
  });
  if (!res.ok) throw new Error(`login of ${email} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return { base, token };
}

/** store_code → g_<id> of the user's linked Google stores. */
export async function googleStoreKeys(session: ApiSession): Promise<Map<string, string>> {
  const body = await call<{ data: { local_accounts: { local_account_id: string; store_code: string }[] } }>(session, 'GET', '/local-accounts');
  return new Map(body.data.local_accounts.map((account) => [account.store_code, account.local_account_id]));
}

/** 定型文返信 for every rating, sent at once, no approval: what the drill's reviews should all receive. */
export async function enableTemplateReplies(session: ApiSession, keys: readonly string[], texts: Record<'1' | '2' | '3' | '4' | '5', string>): Promise<void> {
  await call(session, 'PUT', '/auto-reply-setting', {
    local_account_ids: keys,
    setting: { enabled: true, mode: 1, ratings: [1, 2, 3, 4, 5], fixed_texts: texts, ai_tone: 'polite', ai_mention: '', ai_avoid: '', delay_minutes: 0, approval_max_rating: null },
  });
}

/** 最新の口コミを取得: queues a review sync of the given stores. */
export async function syncReviews(session: ApiSession, keys: readonly string[]): Promise<void> {
  await call(session, 'POST', '/reviews/sync', { local_account_ids: keys });
}

/** How many automatic replies are in each state (for the report when the drill fails). */
export async function autoReplyStates(session: ApiSession): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (let page = 1; page <= 20; page += 1) {
    const body = await call<{ data: { status: string }[] }>(session, 'GET', `/reviews/auto-replies?page=${page}&page_size=200`);
    for (const item of body.data) counts[item.status] = (counts[item.status] ?? 0) + 1;
    if (body.data.length < 200) break;
  }
  return counts;
}
