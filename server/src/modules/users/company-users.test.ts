import { eq } from 'drizzle-orm';
import { demoUsers } from '../../db/seed-demo';
import { listOutbox } from '../../mail/outbox-mail';
import { users } from '../../tenancy/tenancy.table';
import { impersonateAs, loginAs, XHR, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { inviteAndSignIn, mailedLinkTo } from './users.testing';

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
beforeEach(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
});
afterEach(async () => {
  await t.close();
});

interface Listed { id: number; email: string; user_type: string; stores: { key: string; title: string }[]; is_self: boolean; invitation_pending: boolean; editable: boolean }
const list = async (as: Signed, query = '') => (await t.inject({ url: `/api/users${query}`, headers: as.headers })).json<{ data: Listed[]; pagination: { total: number } }>();
const create = (as: Signed, payload: object) => t.inject({ method: 'POST', url: '/api/users', headers: as.headers, payload });
const update = (as: Signed, id: number, payload: object) => t.inject({ method: 'PUT', url: `/api/users/${id}`, headers: as.headers, payload });
const remove = (as: Signed, ids: number[]) => t.inject({ method: 'DELETE', url: `/api/users?user_ids=${ids.join(',')}`, headers: as.headers });
const idOf = async (who: keyof typeof demoUsers) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers[who].email)))[0].id;
const gKey = (n: number) => `g_${demo.owner.google[n].id}`;
const storeUser = (email: string, keys: string[]) => ({ user_name: '新人 店長', email, user_type: 'store', local_account_ids: keys });

describe('the user list', () => {
  it("shows the company's users with their type, stores and the signed-in one marked", async () => {
    const body = await list(owner);
    expect(body.data.map((u) => [u.email, u.user_type, u.is_self, u.editable])).toEqual([
      [demoUsers.owner.email, 'normal', true, true],
      [demoUsers.staff.email, 'store', false, true],
    ]);
    expect((await list(owner, '?free_word=staff')).data.map((u) => u.email)).toEqual([demoUsers.staff.email]);
    expect((await list(owner, '?free_word=%25')).data).toEqual([]);
  });

  it('is closed to store users and answers the partner company only its own users', async () => {
    expect((await t.inject({ url: '/api/users', headers: (await loginAs(t, 'staff')).headers })).statusCode).toBe(403);
    expect((await list(await loginAs(t, 'partner'))).data.map((u) => u.email)).toEqual([demoUsers.partner.email]);
  });
});

describe('inviting a user', () => {
  it('creates a store user with their stores, mails a 72-hour link, and opens the account only through it', async () => {
    const res = await create(owner, storeUser('new.manager@example.jp', [gKey(0)]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'ユーザーを作成し、招待メールを送信しました', data: { user_type: 'store', invitation_pending: true, stores: [{ key: gKey(0) }] } });
    const [mail] = await listOutbox(t.db);
    expect(mail).toMatchObject({ to: 'new.manager@example.jp', subject: '【MEO管理画面】ユーザー登録のご案内' });
    expect(mail.body).toContain('72時間');
    const login = (password: string) => t.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email: 'new.manager@example.jp', password, ownership: 'allgrow' } });
    expect((await login('anything-at-all')).statusCode).toBe(422);

    const token = (await mailedLinkTo(t, 'new.manager@example.jp', 'password-reset')).searchParams.get('token');
    expect((await t.inject({ method: 'POST', url: '/api/password-reset', headers: XHR, payload: { token, password: 'chosen-pass-1234' } })).statusCode).toBe(200);
    expect((await login('chosen-pass-1234')).statusCode).toBe(200);
    expect((await list(owner)).data.find((u) => u.email === 'new.manager@example.jp')).toMatchObject({ invitation_pending: false });
  });

  it.each([
    ['a store user without stores', storeUser('a@example.jp', []), { local_account_ids: ['店舗ユーザーには閲覧できる店舗を1つ以上選択してください'] }],
    ['a normal user with stores', { ...storeUser('b@example.jp', ['g_1']), user_type: 'normal' }, { local_account_ids: ['通常ユーザーはすべての店舗を閲覧できるため、店舗は選択できません'] }],
    ['a malformed address', storeUser('not-an-address', ['g_1']), { email: ['メールアドレスの形式が正しくありません'] }],
    ['an address in use', storeUser(demoUsers.staff.email.toUpperCase(), ['g_1']), { email: ['このメールアドレスはすでに使用されています'] }],
  ])('refuses %s on its field and creates nobody', async (_name, payload, errors) => {
    const before = (await list(owner)).pagination.total;
    const res = await create(owner, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors });
    expect((await list(owner)).pagination.total).toBe(before);
    expect(await listOutbox(t.db)).toEqual([]);
  });

  it('resends a pending invitation (the older link dies) and refuses one for a user who set a password', async () => {
    const { data } = (await create(owner, storeUser('late@example.jp', [gKey(0)]))).json<{ data: { id: number } }>();
    const first = (await mailedLinkTo(t, 'late@example.jp', 'password-reset')).searchParams.get('token');
    const resent = await t.inject({ method: 'POST', url: `/api/users/${data.id}/invitation`, headers: owner.headers });
    expect(resent.json()).toEqual({ message: '招待メールを再送信しました' });
    expect((await t.inject({ method: 'POST', url: '/api/password-reset', headers: XHR, payload: { token: first, password: 'chosen-pass-1234' } })).statusCode).toBe(404);
    const staffResend = await t.inject({ method: 'POST', url: `/api/users/${await idOf('staff')}/invitation`, headers: owner.headers });
    expect(staffResend.json()).toMatchObject({ code: 'invitation_not_pending' });
  });
});

describe('editing and deleting', () => {
  it("moves a store user to other stores and ends their sessions, so the narrower scope applies at once", async () => {
    const staff = await loginAs(t, 'staff');
    const res = await update(owner, await idOf('staff'), { user_name: '佐藤 花子', user_type: 'store', local_account_ids: [gKey(1)] });
    expect(res.json()).toMatchObject({ data: { stores: [{ key: gKey(1) }] } });
    expect((await t.inject({ url: '/api/users/info', headers: staff.headers })).statusCode).toBe(401);
  });

  it('refuses to demote or delete yourself', async () => {
    const self = await idOf('owner');
    expect((await update(owner, self, { user_name: '山田 太郎', user_type: 'store', local_account_ids: [gKey(0)] })).json()).toMatchObject({ code: 'demote_self' });
    expect((await remove(owner, [self])).json()).toMatchObject({ code: 'delete_self' });
  });

  it("keeps the company's last normal user, even against a support person impersonating a store user", async () => {
    const acting = await impersonateAs(t, await loginAs(t, 'support'), demoUsers.staff.email);
    const ownerId = await idOf('owner');
    expect((await remove(acting, [ownerId])).json()).toMatchObject({ code: 'last_normal_user', message: '通常ユーザーが1人もいなくなるため、この操作はできません' });
    expect((await update(acting, ownerId, { user_name: '山田 太郎', user_type: 'store', local_account_ids: [gKey(0)] })).json()).toMatchObject({ code: 'last_normal_user' });
    expect((await list(owner)).data.find((u) => u.is_self)).toMatchObject({ user_type: 'normal' });
  });

  it('deletes users: their sessions end, they cannot sign in, and the address can be invited again', async () => {
    const second = await inviteAndSignIn(t, owner, { user_name: '副 店長', email: 'second@example.jp', user_type: 'normal', local_account_ids: [] });
    const staff = await loginAs(t, 'staff');
    expect((await remove(owner, [second.id, await idOf('staff')])).json()).toEqual({ message: '2件のユーザーを削除しました' });
    expect((await t.inject({ url: '/api/users/info', headers: staff.headers })).statusCode).toBe(401);
    expect((await t.inject({ url: '/api/users/info', headers: second.signed.headers })).statusCode).toBe(401);
    expect((await list(owner)).data.map((u) => u.email)).toEqual([demoUsers.owner.email]);
    expect((await create(owner, storeUser(demoUsers.staff.email, [gKey(0)]))).statusCode).toBe(200);
  });

  it('deletes none when one id is unknown', async () => {
    expect((await remove(owner, [await idOf('staff'), 999_999])).statusCode).toBe(404);
    expect((await list(owner)).pagination.total).toBe(2);
  });
});
