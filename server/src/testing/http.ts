import type { TestResponse } from './http-client';
import type { TestApp } from './test-app';
import { DEMO_PASSWORD, demoUsers } from '../db/seed-demo';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

export type DemoUser = keyof typeof demoUsers;

export interface Signed {
  token: string;
  /** Cookie header value carrying the session, as the browser sends it. */
  cookie: string;
  /** Headers of a console request: the cookie plus the CSRF marker. */
  headers: Record<string, string>;
  /** Headers of an API client: a bearer token. */
  bearer: Record<string, string>;
}

export const signedFromToken = (token: string): Signed => ({
  token,
  cookie: `access_token=${token}`,
  headers: { cookie: `access_token=${token}`, ...XHR },
  bearer: { authorization: `Bearer ${token}` },
});

export async function loginAs(t: Pick<TestApp, 'inject'>, who: DemoUser, password = DEMO_PASSWORD): Promise<Signed> {
  const user = demoUsers[who];
  const res = await t.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email: user.email, password, ownership: user.ownership } });
  if (res.statusCode !== 200) throw new Error(`login as ${who} failed: ${res.statusCode} ${res.body}`);
  return signedFromToken(res.json<{ data: { token: string } }>().data.token);
}

export const setCookieOf = (res: TestResponse): string => {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : (header ?? '');
};

/** Support staff create a one-time link for `email` and exchange it: the session of the impersonated user. */
export async function impersonateAs(t: Pick<TestApp, 'inject'>, support: Signed, email: string): Promise<Signed> {
  const link = await t.inject({ method: 'POST', url: '/api/impersonate', headers: support.headers, payload: { email } });
  if (link.statusCode !== 200) throw new Error(`impersonation link for ${email} failed: ${link.statusCode} ${link.body}`);
  const token = link.json<{ data: { url: string } }>().data.url.split('/impersonate/')[1];
  const exchanged = await t.inject({ method: 'POST', url: `/api/impersonate/${token}`, headers: XHR });
  return signedFromToken(exchanged.json<{ data: { token: string } }>().data.token);
}
