import { eq } from 'drizzle-orm';
import { demoUsers } from '../../db/seed-demo';
import { loginAs, setCookieOf, signedFromToken, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../../tenancy/tenancy.table';
import { auditLogs } from './auth.table';

let t: TestApp;
let support: Signed;
beforeAll(async () => {
  t = await createTestApp();
  support = await loginAs(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const createLink = (s: Signed, email: string) => t.inject({ method: 'POST', url: '/api/impersonate', headers: s.headers, payload: { email } });
const tokenOf = (url: string): string => url.split('/impersonate/')[1];
const exchange = (token: string) => t.inject({ method: 'POST', url: `/api/impersonate/${token}`, headers: { 'x-requested-with': 'XMLHttpRequest' } });

it('support staff create a one-time link that signs in as the user once', async () => {
  const res = await createLink(support, demoUsers.partner.email);
  expect(res.statusCode).toBe(200);
  const { url, expires_at } = res.json<{ data: { url: string; expires_at: string } }>().data;
  expect(url).toMatch(/^http:\/\/localhost:3000\/impersonate\/[\w-]{43}$/);
  expect(expires_at).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);

  const first = await exchange(tokenOf(url));
  expect(first.statusCode).toBe(200);
  expect(setCookieOf(first)).toContain('HttpOnly');
  expect(first.json().data.user_infomation).toMatchObject({ disp_user_id: 'demo-partner', is_impersonate: true, ownership: 'partner', impersonated_by: '運営 サポート' });

  const second = await exchange(tokenOf(url));
  expect(second.statusCode).toBe(404);
  expect(second.json()).toEqual({ message: 'このリンクは無効か、有効期限が切れています', code: 'impersonation_link_invalid' });
});

it('an expired or unknown link answers 404', async () => {
  const res = await createLink(support, demoUsers.owner.email);
  const token = tokenOf(res.json<{ data: { url: string } }>().data.url);
  t.clock.advance(601);
  expect((await exchange(token)).statusCode).toBe(404);
  expect((await exchange('not-a-real-token')).statusCode).toBe(404);
});

it('the impersonating session reports is_impersonate and every request writes exactly one audit row', async () => {
  const res = await createLink(support, demoUsers.staff.email);
  const ex = await exchange(tokenOf(res.json<{ data: { url: string } }>().data.url));
  const session = signedFromToken(ex.json<{ data: { token: string } }>().data.token);
  const [staff] = await t.db.select().from(users).where(eq(users.email, demoUsers.staff.email));
  const rows = () => t.db.select().from(auditLogs).where(eq(auditLogs.subjectUserId, staff.id)).orderBy(auditLogs.id);

  expect(await rows()).toHaveLength(1);
  const info = await t.inject({ url: '/api/users/info', headers: session.headers });
  expect(info.json().user_infomation).toMatchObject({ is_impersonate: true, disp_user_id: 'demo-staff', impersonated_by: '運営 サポート' });
  await t.inject({ url: '/api/news', headers: session.headers });
  await t.inject({ url: '/api/news/detail/999999', headers: session.headers });

  const audit = await rows();
  expect(audit.map((r) => [r.operationId, r.statusCode])).toEqual([
    ['exchangeImpersonationLink', 200],
    ['getUserInfo', 200],
    ['listNews', 200],
    ['getNewsDetail', 404],
  ]);
  const supportUser = await t.inject({ url: '/api/users/info', headers: support.headers });
  expect(supportUser.statusCode).toBe(200);
  // The support person's own session acts as nobody else, so it names no one.
  expect(supportUser.json().user_infomation).not.toHaveProperty('impersonated_by');
  expect(audit.every((r) => r.actorUserId !== null && r.subjectUserId !== r.actorUserId)).toBe(true);
  // The support user's own requests are not impersonated and leave no rows.
  expect(await rows()).toHaveLength(4);
});

it('an impersonating session cannot create links; neither can normal users', async () => {
  const res = await createLink(support, demoUsers.owner.email);
  const ex = await exchange(tokenOf(res.json<{ data: { url: string } }>().data.url));
  const asOwner = signedFromToken(ex.json<{ data: { token: string } }>().data.token);
  expect((await createLink(asOwner, demoUsers.partner.email)).statusCode).toBe(403);
  const owner = await loginAs(t, 'owner');
  const denied = await createLink(owner, demoUsers.partner.email);
  expect(denied.statusCode).toBe(403);
  expect(denied.json()).toMatchObject({ code: 'forbidden' });
});

it('refuses support staff and unknown addresses as targets (422 on email)', async () => {
  const self = await createLink(support, demoUsers.support.email);
  expect(self.statusCode).toBe(422);
  expect(self.json().errors).toEqual({ email: ['運営サポートのユーザーには代理ログインできません'] });
  const unknown = await createLink(support, 'nobody@demo.example');
  expect(unknown.statusCode).toBe(422);
  expect(unknown.json().errors).toEqual({ email: ['該当するユーザーが見つかりません'] });
});
