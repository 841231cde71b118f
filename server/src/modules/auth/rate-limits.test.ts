import { DEMO_PASSWORD, demoUsers } from '../../db/seed-demo';
import { listOutbox } from '../../mail/outbox-mail';
import { XHR } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ configOverrides: { loginRateLimit: 3, reissueRateLimit: 2 } });
});
afterAll(async () => {
  await t.close();
});

const busy = { message: '処理が混み合っています。しばらく時間をおいてから操作してください。', code: 'rate_limited' };

it('limits login attempts per IP and address with 429 and the busy message', async () => {
  const attempt = (email: string) =>
    t.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email, password: 'wrong-password', ownership: 'allgrow' } });
  for (let i = 0; i < 3; i += 1) expect((await attempt(demoUsers.owner.email)).statusCode).toBe(422);
  const limited = await attempt(demoUsers.owner.email);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual(busy);
  // Another address from the same IP has its own budget.
  expect((await attempt(demoUsers.staff.email)).statusCode).toBe(422);
});

it('password reissue answers the same message, mails a reset link (the old password still works), and is rate limited', async () => {
  const reissue = (email: string) =>
    t.inject({ method: 'POST', url: '/api/password-reissue', headers: XHR, payload: { email, ownership: 'partner' } });
  const message = { message: 'パスワード再発行のメールを送信しました。メールをご確認ください。' };

  const known = await reissue(demoUsers.partner.email);
  const unknown = await reissue('nobody@demo.example');
  expect(known.statusCode).toBe(200);
  expect(known.json()).toEqual(message);
  expect(unknown.json()).toEqual(message);

  const mails = await listOutbox(t.db);
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toBe(demoUsers.partner.email);
  expect(mails[0].subject).toContain('パスワード再発行');
  expect(mails[0].body).toMatch(/http:\/\/localhost:3000\/user-password-reset\?token=[\w-]+/);

  const login = (pw: string) =>
    t.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email: demoUsers.partner.email, password: pw, ownership: 'partner' } });
  expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);

  const limited = await reissue(demoUsers.partner.email);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual(busy);

  const page = await t.inject({ url: '/emulators/mail' });
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('開発用メールボックス');
  expect(page.body).toContain(demoUsers.partner.email);
});

it('limits reset confirmations per IP on their own budget', async () => {
  const confirm = () =>
    t.inject({ method: 'POST', url: '/api/password-reset', headers: XHR, payload: { token: 'made-up-token', password: 'brand-new-pass' } });
  for (let i = 0; i < 2; i += 1) expect((await confirm()).statusCode).toBe(404);
  const limited = await confirm();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual(busy);
});
