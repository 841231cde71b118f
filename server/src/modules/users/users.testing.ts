import { listOutbox } from '../../mail/outbox-mail';
import { XHR, signedFromToken, type Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';

/** The link in the newest mail to `to`, as its reader would click it. */
export async function mailedLinkTo(t: TestApp, to: string, path: string): Promise<URL> {
  const mail = (await listOutbox(t.db)).find((m) => m.to === to);
  const href = mail && new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(mail.body)?.[0];
  if (!href) throw new Error(`no ${path} link mailed to ${to}`);
  return new URL(href);
}

/** Invites a user as `by`, sets their password through the mailed link and signs them in. */
export async function inviteAndSignIn(
  t: TestApp,
  by: Signed,
  input: { user_name: string; email: string; user_type: 'normal' | 'store'; local_account_ids: string[] },
  password = 'invited-pass-1234',
): Promise<{ id: number; signed: Signed }> {
  const created = await t.inject({ method: 'POST', url: '/api/users', headers: by.headers, payload: input });
  if (created.statusCode !== 200) throw new Error(`invite failed: ${created.statusCode} ${created.body}`);
  const link = await mailedLinkTo(t, input.email, 'password-reset');
  const token = link.searchParams.get('token') ?? '';
  const set = await t.inject({ method: 'POST', url: '/api/password-reset', headers: XHR, payload: { token, password } });
  if (set.statusCode !== 200) throw new Error(`password set failed: ${set.statusCode} ${set.body}`);
  const ownership = link.pathname.startsWith('/user-') ? 'partner' : 'allgrow';
  const login = await t.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email: input.email, password, ownership } });
  if (login.statusCode !== 200) throw new Error(`invited login failed: ${login.statusCode} ${login.body}`);
  return { id: created.json<{ data: { id: number } }>().data.id, signed: signedFromToken(login.json<{ data: { token: string } }>().data.token) };
}
