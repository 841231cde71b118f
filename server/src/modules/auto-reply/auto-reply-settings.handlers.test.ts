import { eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { autoReplySettings } from './auto-reply.table';
import { companyIdOf, insertLinkedStore } from './auto-reply.testing';

interface Setting {
  local_account_id: string;
  store_name: string;
  enabled: boolean;
  mode: number;
  ratings: number[];
  fixed_texts: Record<string, string>;
  ai_tone: string;
  delay_minutes: number;
  approval_max_rating: number | null;
  updated_at: string | null;
}

let t: TestApp;
let owner: Signed;
let partner: Signed;
let stores: Array<{ id: number; key: string }>;
let yahoo: { id: number; key: string };
let unlinked: { id: number; key: string };
let partnerStore: { id: number; key: string };

const setting = {
  enabled: true,
  mode: 1,
  ratings: [5, 4],
  fixed_texts: { '4': '{投稿者名}様、ご来店ありがとうございました。', '5': '  {店舗名}をご利用いただきありがとうございます！ ' },
  ai_tone: 'friendly',
  ai_mention: '駐車場あり',
  ai_avoid: '',
  delay_minutes: 30,
  approval_max_rating: null,
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  const companyId = await companyIdOf(t, 'owner');
  stores = [];
  for (const title of ['渋谷店', '新宿店', '池袋店']) stores.push(await insertLinkedStore(t, companyId, { title: `デモ食堂 ${title}` }));
  yahoo = await insertLinkedStore(t, companyId, { title: 'デモ食堂 Yahoo!', provider: 'yahoo' });
  unlinked = await insertLinkedStore(t, companyId, { title: '解除済み', status: 'unlinked' });
  partnerStore = await insertLinkedStore(t, await companyIdOf(t, 'partner'), { title: 'パートナー店' });
});
afterAll(() => t.close());

const save = (who: Signed, payload: object) => t.inject({ method: 'PUT', url: '/api/auto-reply-setting', headers: who.headers, payload });
const listed = async (who: Signed, query = '') => (await t.inject({ url: `/api/auto-reply-setting${query}`, headers: who.headers })).json<{ data: Setting[]; pagination: { total: number } }>();
const one = async (key: string) => t.inject({ url: `/api/users/get-auto-reply?local_account_id=${key}`, headers: owner.headers });

it('lists every linked Google store with the defaults when nothing was saved', async () => {
  const body = await listed(owner);
  expect(body.pagination.total).toBe(3);
  expect(body.data.map((row) => row.local_account_id)).toEqual(stores.map((s) => s.key));
  expect(body.data[0]).toEqual({
    local_account_id: stores[0].key,
    store_name: 'デモ食堂 渋谷店',
    enabled: false,
    mode: 0,
    ratings: [4, 5],
    fixed_texts: {},
    ai_tone: 'polite',
    ai_mention: '',
    ai_avoid: '',
    delay_minutes: 0,
    // The safe default: only ★4・★5 answered, and ★3 and below held for approval should they be ticked.
    approval_max_rating: 3,
    updated_at: null,
  });
  expect((await listed(owner, `?local_account_ids=${stores[1].key},${yahoo.key}&page_size=1`)).data.map((row) => row.store_name)).toEqual(['デモ食堂 新宿店']);
  const foreign = await t.inject({ url: `/api/auto-reply-setting?local_account_ids=${stores[1].key},${partnerStore.key}`, headers: owner.headers });
  expect(foreign.statusCode).toBe(404);
  expect((await listed(partner)).data.map((row) => row.local_account_id)).toEqual([partnerStore.key]);
});

it('saves one setting to several stores, trimmed, and switches the window on', async () => {
  t.clock.set(new Date('2026-04-01T00:00:00Z'));
  const res = await save(owner, { local_account_ids: [stores[0].key, stores[1].key], setting });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: '自動返信設定を保存しました' });
  const got = (await one(stores[1].key)).json<{ data: Setting }>().data;
  expect(got).toMatchObject({
    enabled: true,
    mode: 1,
    ratings: [4, 5],
    fixed_texts: { '4': '{投稿者名}様、ご来店ありがとうございました。', '5': '{店舗名}をご利用いただきありがとうございます！' },
    ai_tone: 'friendly',
    delay_minutes: 30,
    approval_max_rating: null,
    updated_at: '2026/04/01 09:00',
  });
  const [row] = await t.db.select().from(autoReplySettings).where(eq(autoReplySettings.localAccountId, stores[1].id));
  expect(row.activeSince).toEqual(new Date('2026-04-01T00:00:00Z'));

  // Saving again while on keeps the window; switching off and on again starts a new one.
  t.clock.advance(3600);
  await save(owner, { local_account_ids: [stores[1].key], setting: { ...setting, delay_minutes: 5 } });
  expect((await t.db.select().from(autoReplySettings).where(eq(autoReplySettings.localAccountId, stores[1].id)))[0].activeSince).toEqual(new Date('2026-04-01T00:00:00Z'));
  const off = await t.inject({ method: 'PUT', url: '/api/users/update-auto-reply', headers: owner.headers, payload: { local_account_id: stores[1].key, enabled: false } });
  expect(off.json()).toMatchObject({ message: '自動返信をオフにしました', data: { enabled: false, delay_minutes: 5 } });
  t.clock.advance(3600);
  const on = await t.inject({ method: 'PUT', url: '/api/users/update-auto-reply', headers: owner.headers, payload: { local_account_id: stores[1].key, enabled: true } });
  expect(on.json()).toMatchObject({ message: '自動返信をオンにしました', data: { enabled: true, mode: 1 } });
  expect((await t.db.select().from(autoReplySettings).where(eq(autoReplySettings.localAccountId, stores[1].id)))[0].activeSince).toEqual(new Date('2026-04-01T02:00:00Z'));
});

it('switches a never-saved store on with the defaults', async () => {
  const res = await t.inject({ method: 'PUT', url: '/api/users/update-auto-reply', headers: owner.headers, payload: { local_account_id: stores[2].key, enabled: true } });
  expect(res.json<{ data: Setting }>().data).toMatchObject({ enabled: true, mode: 0, ratings: [4, 5], ai_tone: 'polite', approval_max_rating: 3 });
});

it.each([
  ['a fixed text missing for an answered rating in fixed-text mode', { ...setting, fixed_texts: { '5': 'ありがとうございます' } }, 'validation_failed', { 'setting.fixed_texts.4': ['入力してください'] }],
  ['a blank fixed text', { ...setting, fixed_texts: { '4': '   ', '5': 'ok' } }, 'validation_failed', { 'setting.fixed_texts.4': ['入力してください'] }],
  ['forbidden characters in a fixed text', { ...setting, fixed_texts: { '4': 'ありがとう', '5': '<b>感謝</b>', '1': '¥' } }, 'forbidden_characters', { 'setting.fixed_texts.5': ['< > ’ " & ¥ 《 》 は使用できません'], 'setting.fixed_texts.1': ['< > ’ " & ¥ 《 》 は使用できません'] }],
  ['no rating while on', { ...setting, mode: 0, ratings: [] }, 'validation_failed', { 'setting.ratings': ['選択してください'] }],
])('refuses %s with 422 on the field', async (_label, bad, code, errors) => {
  const res = await save(owner, { local_account_ids: [stores[0].key], setting: bad });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ code, errors });
});

it('needs no fixed text in AI mode, nor for ratings that are not answered', async () => {
  expect((await save(owner, { local_account_ids: [stores[0].key], setting: { ...setting, mode: 0, fixed_texts: {} } })).statusCode).toBe(200);
  expect((await save(owner, { local_account_ids: [stores[0].key], setting: { ...setting, ratings: [5], fixed_texts: { '5': 'ありがとうございます' } } })).statusCode).toBe(200);
});

it('saves all or nothing: a foreign, unknown or unlinked store is 404 and nothing changes', async () => {
  const before = (await one(stores[0].key)).json<{ data: Setting }>().data;
  for (const bad of [partnerStore.key, unlinked.key, 'g_99999999']) {
    const res = await save(owner, { local_account_ids: [stores[0].key, bad], setting: { ...setting, delay_minutes: 999 } });
    expect(res.statusCode).toBe(404);
  }
  expect((await one(stores[0].key)).json<{ data: Setting }>().data).toEqual(before);
  const yahooRes = await save(owner, { local_account_ids: [stores[0].key, yahoo.key], setting });
  expect(yahooRes.statusCode).toBe(422);
  expect(yahooRes.json()).toMatchObject({ code: 'auto_reply_google_only', errors: { local_account_ids: ['Yahoo!プレイスの店舗は自動返信に対応していません'] } });
});

it('keeps one store’s setting and switch to its company', async () => {
  expect((await t.inject({ url: `/api/users/get-auto-reply?local_account_id=${stores[0].key}`, headers: partner.headers })).statusCode).toBe(404);
  expect((await t.inject({ method: 'PUT', url: '/api/users/update-auto-reply', headers: partner.headers, payload: { local_account_id: stores[0].key, enabled: false } })).statusCode).toBe(404);
  expect((await one(unlinked.key)).statusCode).toBe(404);
  expect((await one(yahoo.key)).statusCode).toBe(404);
});

it('refuses to switch on a store whose saved setting answers no rating', async () => {
  await save(owner, { local_account_ids: [stores[2].key], setting: { ...setting, enabled: false, mode: 0, ratings: [] } });
  const res = await t.inject({ method: 'PUT', url: '/api/users/update-auto-reply', headers: owner.headers, payload: { local_account_id: stores[2].key, enabled: true } });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ errors: { enabled: ['自動返信する評価を選択して保存してから、オンにしてください'] } });
});
