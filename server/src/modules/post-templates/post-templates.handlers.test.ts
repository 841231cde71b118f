import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface Template {
  id: number;
  title: string;
  post_type: string;
  body: string;
  updated_at: string;
}
interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

const URL = '/api/post-management/post-manuscripts';

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

const create = (who: Signed, payload: object) => t.inject({ method: 'POST', url: URL, headers: who.headers, payload });
const list = async (who: Signed, query = '') => (await t.inject({ url: `${URL}${query}`, headers: who.headers })).json<{ data: Template[]; pagination: { total: number; last_page: number } }>();
const valid = { title: '週末のお知らせ', post_type: 'action', body: '{店舗名}は今週末も通常どおり営業しています。' };

it('creates, reads, lists newest first, updates and deletes a post template with Japanese messages', async () => {
  t.clock.set(new Date('2026-03-01T01:02:00Z'));
  const first = await create(owner, valid);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({
    message: '投稿テンプレートを作成しました',
    data: { id: expect.any(Number), ...valid, updated_at: '2026/03/01 10:02' },
  });
  const second = (await create(owner, { title: '  春の特典  ', post_type: 'offer', body: '\n期間中はドリンク1杯無料。\n' })).json<{ data: Template }>().data;
  expect(second).toMatchObject({ title: '春の特典', post_type: 'offer', body: '期間中はドリンク1杯無料。' });
  expect((await list(owner)).data.map((row) => row.title).slice(0, 2)).toEqual(['春の特典', '週末のお知らせ']);

  const read = await t.inject({ url: `${URL}/${second.id}`, headers: owner.headers });
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual({ data: second });

  t.clock.advance(3600);
  const updated = await t.inject({ method: 'PUT', url: `${URL}/${second.id}`, headers: owner.headers, payload: { title: '春のイベント', post_type: 'event', body: '店内で試食会を開きます。' } });
  expect(updated.json()).toEqual({
    message: '投稿テンプレートを更新しました',
    data: { id: second.id, title: '春のイベント', post_type: 'event', body: '店内で試食会を開きます。', updated_at: '2026/03/01 11:02' },
  });

  const deleted = await t.inject({ method: 'DELETE', url: `${URL}/${second.id}`, headers: owner.headers });
  expect(deleted.json()).toEqual({ message: '投稿テンプレートを削除しました' });
  expect((await list(owner)).data.map((row) => row.id)).not.toContain(second.id);
  expect((await t.inject({ url: `${URL}/${second.id}`, headers: owner.headers })).statusCode).toBe(404);
});

it('pages the list', async () => {
  for (let i = 0; i < 3; i += 1) await create(owner, { ...valid, title: `ページ${i}` });
  const page = await list(owner, '?page=2&page_size=2');
  expect(page.data).toHaveLength(2);
  expect(page.pagination).toMatchObject({ total: expect.any(Number), last_page: Math.ceil(page.pagination.total / 2) });
});

it.each([
  ['blank title and text', { ...valid, title: '   ', body: '\n ' }, 'validation_failed', { title: ['入力してください'], body: ['入力してください'] }],
  ['a title over 50 characters', { ...valid, title: 'あ'.repeat(51) }, 'validation_failed', { title: ['50文字以内で入力してください'] }],
  ['a text over 1,500 characters', { ...valid, body: '𠮷'.repeat(1501) }, 'validation_failed', { body: ['1500文字以内で入力してください'] }],
  ['a line break in the title', { ...valid, title: '一行目\n二行目' }, 'validation_failed', { title: ['改行は入力できません'] }],
  ['forbidden characters', { ...valid, title: '<b>特典</b>', body: '価格は¥1,000 & 税込' }, 'forbidden_characters', { title: ['< > ’ " & ¥ 《 》 は使用できません'], body: ['< > ’ " & ¥ 《 》 は使用できません'] }],
])('refuses %s with 422 field errors', async (_label, payload, code, errors) => {
  const res = await create(owner, payload);
  expect(res.statusCode).toBe(422);
  expect(res.json<ErrorBody>()).toMatchObject({ code, errors });
});

it('refuses a post type outside action, offer and event on its field', async () => {
  const res = await create(owner, { ...valid, post_type: 'instagram' });
  expect(res.statusCode).toBe(422);
  expect(res.json<ErrorBody>().errors).toHaveProperty('post_type');
});

it('accepts 1,500 characters counted as characters (not UTF-16 units)', async () => {
  expect((await create(owner, { ...valid, body: '𠮷'.repeat(1500) })).statusCode).toBe(200);
});

it('keeps each company to its own templates: another company’s id is 404 and never listed', async () => {
  const mine = (await create(owner, { ...valid, title: '自社用' })).json<{ data: Template }>().data;
  expect((await list(partner)).data.map((row) => row.id)).not.toContain(mine.id);
  expect((await t.inject({ url: `${URL}/${mine.id}`, headers: partner.headers })).statusCode).toBe(404);
  const put = await t.inject({ method: 'PUT', url: `${URL}/${mine.id}`, headers: partner.headers, payload: { ...valid, title: '乗っ取り' } });
  expect(put.statusCode).toBe(404);
  expect((await t.inject({ method: 'DELETE', url: `${URL}/${mine.id}`, headers: partner.headers })).statusCode).toBe(404);
  expect((await list(owner)).data.find((row) => row.id === mine.id)?.title).toBe('自社用');
  expect((await t.inject({ method: 'DELETE', url: `${URL}/99999999`, headers: owner.headers })).statusCode).toBe(404);
});

it('refuses store users every operation (post templates are for Normal users only)', async () => {
  const mine = (await create(owner, valid)).json<{ data: Template }>().data;
  const calls = [
    t.inject({ url: URL, headers: staff.headers }),
    t.inject({ url: `${URL}/${mine.id}`, headers: staff.headers }),
    create(staff, valid),
    t.inject({ method: 'PUT', url: `${URL}/${mine.id}`, headers: staff.headers, payload: valid }),
    t.inject({ method: 'DELETE', url: `${URL}/${mine.id}`, headers: staff.headers }),
  ];
  expect((await Promise.all(calls)).map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403]);
  expect((await list(owner)).data.find((row) => row.id === mine.id)).toEqual(mine);
});

it('seeds the demo companies with a template of each post type', async () => {
  const types = (await list(partner, '?page_size=200')).data.map((row) => row.post_type);
  expect(new Set(types)).toEqual(new Set(['action', 'offer', 'event']));
});
