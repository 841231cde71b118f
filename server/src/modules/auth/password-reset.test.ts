import { DEMO_PASSWORD, demoUsers } from '../../db/seed-demo';
import { listOutbox } from '../../mail/outbox-mail';
import { passwordResets } from './auth.table';
import { loginAs, XHR } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const sent = { message: 'パスワード再発行のメールを送信しました。メールをご確認ください。' };
const invalid = {
  message: 'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度パスワード再発行をお申し込みください。',
  code: 'password_reset_link_invalid',
};

const reissue = (email: string, ownership: 'allgrow' | 'partner' = 'partner') =>
  t.inject({ method: 'POST', url: '/api/password-reissue', headers: XHR, payload: { email, ownership } });
const confirm = (token: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/password-reset', headers: XHR, payload: { token, password } });
const login = (password: string) =>
  t.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email: demoUsers.partner.email, password, ownership: 'partner' } });

/** The link of the newest mail in the dev outbox, as the user would click it. */
async function mailedLink(): Promise<URL> {
  const [mail] = await listOutbox(t.db);
  const href = /https?:\/\/\S+password-reset\?token=\S+/.exec(mail.body)?.[0];
  if (!href) throw new Error(`no reset link in: ${mail.body}`);
  return new URL(href);
}
const tokenOf = (url: URL): string => url.searchParams.get('token') ?? '';

describe('password reissue', () => {
  it('mails a one-time link to the reset page of the ownership and changes nothing else', async () => {
    const before = await loginAs(t, 'partner');
    expect((await reissue(demoUsers.partner.email)).json()).toEqual(sent);

    const mails = await listOutbox(t.db);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(demoUsers.partner.email);
    expect(mails[0].subject).toContain('パスワード再発行');
    expect(mails[0].body).toContain('60分');
    expect(mails[0].body).not.toContain('仮パスワード');
    const link = await mailedLink();
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/user-password-reset');
    expect(tokenOf(link).length).toBeGreaterThanOrEqual(40);

    // A stranger asking for the mail locks nobody out: the old password and the open session still work.
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await t.inject({ url: '/api/users/info', headers: before.headers })).statusCode).toBe(200);
  });

  it('links an allgrow account to /password-reset', async () => {
    await reissue(demoUsers.owner.email, 'allgrow');
    expect((await mailedLink()).pathname).toBe('/password-reset');
  });

  it('answers an unknown address and the other ownership exactly as a known one, and mails nothing', async () => {
    const unknown = await reissue('nobody@demo.example');
    const otherPage = await reissue(demoUsers.owner.email, 'partner');
    for (const res of [unknown, otherPage]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(sent);
    }
    expect(await listOutbox(t.db)).toHaveLength(0);
  });

  it('stores only a hash of the token', async () => {
    await reissue(demoUsers.partner.email);
    const token = tokenOf(await mailedLink());
    const rows = await t.db.select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('password reset confirmation', () => {
  it('sets the new password, ends every session of the user and uses up the link', async () => {
    const open = await loginAs(t, 'partner');
    const other = await loginAs(t, 'owner');
    await reissue(demoUsers.partner.email);
    const token = tokenOf(await mailedLink());

    const res = await confirm(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'パスワードを再設定しました。新しいパスワードでログインしてください。' });

    expect((await t.inject({ url: '/api/users/info', headers: open.headers })).statusCode).toBe(401);
    expect((await t.inject({ url: '/api/users/info', headers: other.headers })).statusCode).toBe(200);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await login('brand-new-pass')).statusCode).toBe(200);

    const again = await confirm(token, 'another-pass-1');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(invalid);
    expect((await login('brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses an older link once a newer one was mailed; the newer one works', async () => {
    await reissue(demoUsers.partner.email);
    const older = tokenOf(await mailedLink());
    await reissue(demoUsers.partner.email);
    const newer = tokenOf(await mailedLink());
    expect(newer).not.toBe(older);

    expect((await confirm(older, 'brand-new-pass')).json()).toEqual(invalid);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await confirm(newer, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses a link after 60 minutes', async () => {
    await reissue(demoUsers.partner.email);
    const token = tokenOf(await mailedLink());
    t.clock.advance(60 * 60 + 1);
    const res = await confirm(token, 'brand-new-pass');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(invalid);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token and checks the new password before using up the link', async () => {
    expect((await confirm('made-up-token', 'brand-new-pass')).json()).toEqual(invalid);

    await reissue(demoUsers.partner.email);
    const token = tokenOf(await mailedLink());
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'validation_failed', errors: { password: ['8文字以上で入力してください'] } });
    expect((await confirm(token, 'brand-new-pass')).statusCode).toBe(200);
  });
});
