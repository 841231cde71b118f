import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface Template {
  id: number;
  title: string;
  body: string;
  updated_at: string;
}
interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

let t: TestApp;
let owner: Signed;
let partner: Signed;
let staff: Signed;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  staff = await loginAs(t, 'staff');
});
afterAll(() => t.close());

const create = (who: Signed, payload: object) => t.inject({ method: 'POST', url: '/api/reply-manuscripts', headers: who.headers, payload });
const list = async (who: Signed, query = '') => (await t.inject({ url: `/api/reply-manuscripts${query}`, headers: who.headers })).json<{ data: Template[]; pagination: { total: number; last_page: number } }>();

it('creates, lists newest first, updates and deletes a template with Japanese messages', async () => {
  t.clock.set(new Date('2026-03-01T01:02:00Z'));
  const first = await create(owner, { title: '高評価へのお礼', body: '{投稿者名}様、{店舗名}へのご来店ありがとうございました。' });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({
    message: '返信テンプレートを作成しました',
    data: { id: expect.any(Number), title: '高評価へのお礼', body: '{投稿者名}様、{店舗名}へのご来店ありがとうございました。', updated_at: '2026/03/01 10:02' },
  });
  const second = (await create(owner, { title: '  お詫び  ', body: 'ご不便をおかけしました。' })).json<{ data: Template }>().data;
  expect(second.title).toBe('お詫び');
  expect((await list(owner)).data.map((row) => row.title).slice(0, 2)).toEqual(['お詫び', '高評価へのお礼']);

  t.clock.advance(3600);
  const updated = await t.inject({ method: 'PUT', url: `/api/reply-manuscripts/${second.id}`, headers: owner.headers, payload: { title: 'お詫び（改）', body: '貴重なご意見をありがとうございます。' } });
  expect(updated.json()).toEqual({ message: '返信テンプレートを更新しました', data: { id: second.id, title: 'お詫び（改）', body: '貴重なご意見をありがとうございます。', updated_at: '2026/03/01 11:02' } });

  const deleted = await t.inject({ method: 'DELETE', url: `/api/reply-manuscripts/${second.id}`, headers: owner.headers });
  expect(deleted.json()).toEqual({ message: '返信テンプレートを削除しました' });
  expect((await list(owner)).data.map((row) => row.id)).not.toContain(second.id);
});

it('pages the list', async () => {
  for (let i = 0; i < 3; i += 1) await create(owner, { title: `ページ${i}`, body: '本文' });
  const page = await list(owner, '?page=2&page_size=2');
  expect(page.data).toHaveLength(2);
  expect(page.pagination).toMatchObject({ total: expect.any(Number), last_page: Math.ceil(page.pagination.total / 2) });
});

it.each([
  ['blank title and body', { title: '   ', body: '\n ' }, 'validation_failed', { title: ['入力してください'], body: ['入力してください'] }],
  ['a title over 50 characters', { title: 'あ'.repeat(51), body: '本文' }, 'validation_failed', { title: ['50文字以内で入力してください'] }],
  ['a body over 4096 characters', { title: '長文', body: '𠮷'.repeat(4097) }, 'validation_failed', { body: ['4096文字以内で入力してください'] }],
  ['forbidden characters', { title: '<b>お礼</b>', body: '価格は¥1,000 & 税込' }, 'forbidden_characters', { title: ['< > ’ " & ¥ 《 》 は使用できません'], body: ['< > ’ " & ¥ 《 》 は使用できません'] }],
  ['a typographic apostrophe and double angle brackets', { title: 'It’s', body: '《限定》' }, 'forbidden_characters', { title: ['< > ’ " & ¥ 《 》 は使用できません'], body: ['< > ’ " & ¥ 《 》 は使用できません'] }],
])('refuses %s with 422 field errors', async (_label, payload, code, errors) => {
  const res = await create(owner, payload);
  expect(res.statusCode).toBe(422);
  expect(res.json<ErrorBody>()).toMatchObject({ code, errors });
});

it('accepts 4096 characters counted as characters (not UTF-16 units)', async () => {
  expect((await create(owner, { title: '上限', body: '𠮷'.repeat(4096) })).statusCode).toBe(200);
});

it('keeps each company to its own templates: another company’s id is 404 and never listed', async () => {
  const mine = (await create(owner, { title: '自社用', body: '本文' })).json<{ data: Template }>().data;
  expect((await list(partner)).data.map((row) => row.id)).not.toContain(mine.id);
  const put = await t.inject({ method: 'PUT', url: `/api/reply-manuscripts/${mine.id}`, headers: partner.headers, payload: { title: '乗っ取り', body: '本文' } });
  expect(put.statusCode).toBe(404);
  expect((await t.inject({ method: 'DELETE', url: `/api/reply-manuscripts/${mine.id}`, headers: partner.headers })).statusCode).toBe(404);
  expect((await list(owner)).data.find((row) => row.id === mine.id)?.title).toBe('自社用');
  expect((await t.inject({ method: 'DELETE', url: '/api/reply-manuscripts/99999999', headers: owner.headers })).statusCode).toBe(404);
});

it('lets store users read templates for the reply box but not manage them', async () => {
  expect((await t.inject({ url: '/api/reply-manuscripts', headers: staff.headers })).statusCode).toBe(200);
  expect((await create(staff, { title: '店舗ユーザー', body: '本文' })).statusCode).toBe(403);
});
