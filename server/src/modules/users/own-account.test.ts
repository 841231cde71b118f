import { DEMO_PASSWORD, demoUsers } from '../../db/seed-demo';
import { listOutbox } from '../../mail/outbox-mail';
import { loginAs, XHR, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mailedLinkTo } from './users.testing';

let t: TestApp;
let owner: Signed;
beforeEach(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'owner');
});
afterEach(async () => {
  await t.close();
});

const put = (as: Signed, url: string, payload: object) => t.inject({ method: 'PUT', url, headers: as.headers, payload });
const login = (email: string, password: string) => t.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email, password, ownership: 'allgrow' } });
const info = async (as: Signed) => t.inject({ url: '/api/users/info', headers: as.headers });

it('renames the signed-in user', async () => {
  expect((await put(owner, '/api/users/info', { user_name: '山田 次郎' })).json()).toEqual({ message: '氏名を更新しました' });
  expect((await info(owner)).json()).toMatchObject({ user_infomation: { user_name: '山田 次郎' } });
});

describe('changing the password', () => {
  const change = (payload: object) => put(owner, '/api/users/update-password', payload);

  it.each([
    ['a confirmation that differs', { current_password: DEMO_PASSWORD, password: 'new-pass-1234', password_confirmation: 'new-pass-9999' }, { password_confirmation: ['パスワードと確認用パスワードが一致しません。'] }],
    ['a wrong current password', { current_password: 'wrong-pass-1234', password: 'new-pass-1234', password_confirmation: 'new-pass-1234' }, { current_password: ['現在のパスワードが正しくありません'] }],
    ['the same password again', { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD }, { password: ['現在のパスワードと異なるパスワードを入力してください'] }],
  ])('refuses %s on its field and keeps the old password', async (_name, payload, errors) => {
    const res = await change(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors });
    expect((await login(demoUsers.owner.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password, keeps this session and ends every other one', async () => {
    const elsewhere = await loginAs(t, 'owner');
    expect((await change({ current_password: DEMO_PASSWORD, password: 'new-pass-1234', password_confirmation: 'new-pass-1234' })).json()).toEqual({ message: 'パスワードを変更しました' });
    expect((await info(owner)).statusCode).toBe(200);
    expect((await info(elsewhere)).statusCode).toBe(401);
    expect((await login(demoUsers.owner.email, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await login(demoUsers.owner.email, 'new-pass-1234')).statusCode).toBe(200);
  });

  it('is closed to store users (settings are for normal users)', async () => {
    const staff = await loginAs(t, 'staff');
    expect((await put(staff, '/api/users/update-password', { current_password: DEMO_PASSWORD, password: 'new-pass-1234', password_confirmation: 'new-pass-1234' })).statusCode).toBe(403);
  });
});

describe('changing the e-mail address', () => {
  const request = (email: string, currentPassword = DEMO_PASSWORD) => put(owner, '/api/users/update-mail-address', { email, current_password: currentPassword });
  const confirm = (token: string | null) => t.inject({ method: 'POST', url: '/api/users/confirm-mail-address', headers: XHR, payload: { token } });

  it.each([
    ['a malformed address', 'owner@', DEMO_PASSWORD, { email: ['メールアドレスの形式が正しくありません'] }],
    ['the current address', demoUsers.owner.email, DEMO_PASSWORD, { email: ['現在のメールアドレスと同じです'] }],
    ["another user's address", demoUsers.staff.email, DEMO_PASSWORD, { email: ['このメールアドレスはすでに使用されています'] }],
    ['a wrong current password', 'new.owner@example.jp', 'wrong-pass-1234', { current_password: ['現在のパスワードが正しくありません'] }],
  ])('refuses %s and mails nothing', async (_name, email, password, errors) => {
    const res = await request(email, password);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors });
    expect(await listOutbox(t.db)).toEqual([]);
  });

  it('changes the address only when the link mailed to the new one is opened, once, and tells the old one', async () => {
    expect((await request('new.owner@example.jp')).statusCode).toBe(200);
    expect((await login(demoUsers.owner.email, DEMO_PASSWORD)).statusCode).toBe(200);
    const link = await mailedLinkTo(t, 'new.owner@example.jp', 'email-confirm');
    expect(link.pathname).toBe('/email-confirm');

    expect((await confirm(link.searchParams.get('token'))).json()).toEqual({ message: 'メールアドレスを変更しました' });
    expect((await login('new.owner@example.jp', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(demoUsers.owner.email, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await listOutbox(t.db)).find((m) => m.to === demoUsers.owner.email)?.body).toContain('new.owner@example.jp');
    expect((await confirm(link.searchParams.get('token'))).json()).toMatchObject({ code: 'email_change_link_invalid' });
  });

  it('lets only the newest link work', async () => {
    await request('first@example.jp');
    const first = (await mailedLinkTo(t, 'first@example.jp', 'email-confirm')).searchParams.get('token');
    await request('second@example.jp');
    expect((await confirm(first)).statusCode).toBe(404);
  });
});
