import { DEMO_PASSWORD, demoUsers } from '../../db/seed-demo';
import { loginAs, setCookieOf, signedFromToken, XHR } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: Record<string, unknown>, headers: Record<string, string> = XHR) =>
  t.inject({ method: 'POST', url: '/api/login', headers, payload });

describe('login', () => {
  it.each([
    ['owner', 'allgrow', '山田 太郎'],
    ['partner', 'partner', '鈴木 一郎'],
  ] as const)('signs in %s on the %s page and answers token + user_infomation', async (who, ownership, name) => {
    const res = await login({ email: demoUsers[who].email, password: DEMO_PASSWORD, ownership });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('ログインしました');
    expect(body.data.token).toEqual(expect.any(String));
    expect(body.data.user_infomation).toMatchObject({ user_name: name, ownership, is_impersonate: false });
    expect(body.data.user_infomation).not.toHaveProperty('impersonated_by');
  });

  it('sets the access_token cookie HttpOnly, SameSite=Lax, Path=/, Max-Age=86400 (no Secure over http)', async () => {
    const res = await login({ email: demoUsers.owner.email, password: DEMO_PASSWORD, ownership: 'allgrow' });
    const cookie = setCookieOf(res);
    expect(cookie).toMatch(/^access_token=[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=86400');
    expect(cookie).not.toContain('Secure');
  });

  it('sets Secure when the request came over https (behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ configOverrides: { trustProxy: true } });
    try {
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...XHR, 'x-forwarded-proto': 'https' },
        payload: { email: demoUsers.owner.email, password: DEMO_PASSWORD, ownership: 'allgrow' },
      });
      expect(setCookieOf(res)).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  const invalid = {
    message: '入力内容に誤りがあります',
    code: 'invalid_credentials',
    errors: { email: ['メールアドレスまたはパスワードが正しくありません'] },
  };

  it('answers a wrong password, an unknown address and the other ownership with a wrong password with the same 422', async () => {
    const wrong = await login({ email: demoUsers.owner.email, password: 'nope-nope', ownership: 'allgrow' });
    const unknown = await login({ email: 'nobody@demo.example', password: DEMO_PASSWORD, ownership: 'allgrow' });
    const otherPageWrong = await login({ email: demoUsers.owner.email, password: 'nope-nope', ownership: 'partner' });
    const partnerWrong = await login({ email: demoUsers.partner.email, password: 'nope-nope', ownership: 'allgrow' });
    for (const res of [wrong, unknown, otherPageWrong, partnerWrong]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ ...invalid, message: 'メールアドレスまたはパスワードが正しくありません' });
    }
  });

  it('points the holder of the right password to the login page of the account', async () => {
    const partnerOnAllgrow = await login({ email: demoUsers.partner.email, password: DEMO_PASSWORD, ownership: 'allgrow' });
    expect(partnerOnAllgrow.statusCode).toBe(422);
    const toPartner = 'このアカウントはパートナー用ログイン画面（/user-login）からログインしてください';
    expect(partnerOnAllgrow.json()).toEqual({ message: toPartner, code: 'wrong_login_page', errors: { email: [toPartner] } });
    expect(setCookieOf(partnerOnAllgrow)).toBe('');

    const allgrowOnPartner = await login({ email: demoUsers.owner.email, password: DEMO_PASSWORD, ownership: 'partner' });
    const toAllgrow = 'このアカウントは通常のログイン画面（/login）からログインしてください';
    expect(allgrowOnPartner.json()).toEqual({ message: toAllgrow, code: 'wrong_login_page', errors: { email: [toAllgrow] } });
  });

  it('rejects an unknown body field with 400 unknown_field', async () => {
    const res = await login({ email: demoUsers.owner.email, password: DEMO_PASSWORD, ownership: 'allgrow', admin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unknown_field', errors: { admin: [expect.any(String)] } });
  });

  it('reports missing and too long fields with Japanese messages (422)', async () => {
    const res = await login({ password: 'x'.repeat(256), ownership: 'allgrow' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: '入力内容に誤りがあります',
      code: 'validation_failed',
      errors: { email: ['入力してください'], password: ['255文字以内で入力してください'] },
    });
  });

  it('answers malformed JSON with 400 and no stack', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/login', headers: { ...XHR, 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'bad_request' });
  });
});

describe('sessions', () => {
  it('logout revokes the session and clears the cookie', async () => {
    const s = await loginAs(t, 'owner');
    expect((await t.inject({ url: '/api/users/info', headers: s.headers })).statusCode).toBe(200);
    const out = await t.inject({ method: 'POST', url: '/api/logout', headers: s.headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'ログアウトしました' });
    expect(setCookieOf(out)).toMatch(/access_token=;.*Expires=Thu, 01 Jan 1970/);
    const after = await t.inject({ url: '/api/users/info', headers: s.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthenticated' });
    expect((await t.inject({ url: '/api/users/info', headers: s.bearer })).statusCode).toBe(401);
  });

  it.each([
    ['another user', 'staff'],
    ['the same user', 'owner'],
  ] as const)('signing in over the session of %s ends that session', async (_label, previous) => {
    const before = await loginAs(t, previous);
    const res = await login({ email: demoUsers.owner.email, password: DEMO_PASSWORD, ownership: 'allgrow' }, before.headers);
    expect(res.statusCode).toBe(200);
    expect((await t.inject({ url: '/api/users/info', headers: before.headers })).statusCode).toBe(401);
    expect((await t.inject({ url: '/api/users/info', headers: before.bearer })).statusCode).toBe(401);
    const after = signedFromToken(res.json<{ data: { token: string } }>().data.token);
    expect((await t.inject({ url: '/api/users/info', headers: after.headers })).statusCode).toBe(200);
  });

  it('a failed sign-in leaves the session it was sent with alive', async () => {
    const before = await loginAs(t, 'staff');
    const res = await login({ email: demoUsers.owner.email, password: 'nope-nope', ownership: 'allgrow' }, before.headers);
    expect(res.statusCode).toBe(422);
    expect((await t.inject({ url: '/api/users/info', headers: before.headers })).statusCode).toBe(200);
  });

  it('a session dies after SESSION_TTL_SECONDS', async () => {
    const s = await loginAs(t, 'staff');
    t.clock.advance(86_399);
    expect((await t.inject({ url: '/api/users/info', headers: s.headers })).statusCode).toBe(200);
    t.clock.advance(2);
    const res = await t.inject({ url: '/api/users/info', headers: s.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.stringContaining('ログイン'), code: 'unauthenticated' });
  });

  it('no or a forged token → 401 with a Japanese message', async () => {
    const none = await t.inject({ url: '/api/news' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/ログインしてください/);
    expect((await t.inject({ url: '/api/news', headers: { authorization: 'Bearer forged' } })).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('rejects a cookie-authenticated write without X-Requested-With', async () => {
    const s = await loginAs(t, 'owner');
    const res = await t.inject({ method: 'POST', url: '/api/logout', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf_rejected' });
  });

  it('rejects a cookie-authenticated write from a foreign Origin', async () => {
    const s = await loginAs(t, 'owner');
    const res = await t.inject({ method: 'POST', url: '/api/logout', headers: { ...s.headers, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf_rejected' });
  });

  it('accepts the configured origin and the request host', async () => {
    const a = await loginAs(t, 'owner');
    expect((await t.inject({ method: 'POST', url: '/api/logout', headers: { ...a.headers, origin: 'http://localhost:3000' } })).statusCode).toBe(200);
    const b = await loginAs(t, 'owner');
    const own = await t.inject({ method: 'POST', url: '/api/logout', headers: { ...b.headers, host: 'console.test:8080', origin: 'http://console.test:8080' } });
    expect(own.statusCode).toBe(200);
  });

  it('exempts bearer-authenticated requests', async () => {
    const s = await loginAs(t, 'owner');
    const res = await t.inject({ method: 'POST', url: '/api/logout', headers: { ...s.bearer, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });

  it('requires the header on the public login too', async () => {
    const res = await login({ email: demoUsers.owner.email, password: DEMO_PASSWORD, ownership: 'allgrow' }, {});
    expect(res.statusCode).toBe(403);
  });
});
