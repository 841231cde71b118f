import sharp from 'sharp';
import { loginAs, type Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { clearEmulatorCalls, emulatorCalls, injectFailure, linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { createMenusTestApp, menuWith, runReflections, sendSave, setAutoReflect } from './business-menus.testing';

interface MenuSetBody {
  message: string;
  data: {
    local_account_id: string;
    menus: { category: string; name: string; sections: { name: string; items: { name: string; price: number | null; description: string; photo_url: string | null }[] }[] }[];
    item_count: number;
    reflections: { local_account_id: string; provider: string; auto_reflect: boolean; status: string; last_reflected_at: string | null; error: string | null }[];
  };
}

let t: TestApp;
let owner: Signed;
let demo: LinkedDemo;
let g1: string;
let y1: string;

beforeAll(async () => {
  t = await createMenusTestApp();
  t.clock.set(new Date('2027-03-01T00:00:00Z'));
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  const google = demo.owner.google.find((a) => a.storeCode === 'DF-002');
  const yahoo = demo.owner.yahoo.find((a) => a.storeCode === 'DF-002');
  g1 = `g_${google?.id}`;
  y1 = `y_${yahoo?.id}`;
});
afterAll(() => t.close());

const getMenus = async (key: string) => (await t.inject({ url: `/api/menus?local_account_id=${key}`, headers: owner.headers })).json<MenuSetBody>();
const admin = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

const photoOf = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_v, i) => (i * 7919) % 251)), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
const file = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

it('answers an empty copy with the store’s Google and Yahoo accounts, the same whichever key asks', async () => {
  const byGoogle = await getMenus(g1);
  expect(byGoogle.data).toMatchObject({ local_account_id: g1, menus: [], item_count: 0 });
  expect(byGoogle.data.reflections.map((r) => [r.local_account_id, r.auto_reflect, r.status])).toEqual([[g1, true, 'none'], [y1, true, 'none']]);
  expect((await getMenus(y1)).data.reflections).toEqual(byGoogle.data.reflections);
});

it('refuses the 81st item with the spec’s message on its field, and keeps nothing', async () => {
  const res = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [menuWith(50), menuWith(31, { name: 'ディナー', category: 'course' })] });
  expect(res.statusCode).toBe(422);
  expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'menus.1.sections.0.items.30.name': ['メニューは80件までです'] });
  expect((await getMenus(g1)).data.menus).toEqual([]);
  expect((await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [menuWith(50), menuWith(30, { name: 'ディナー' })] })).statusCode).toBe(200);
});

it('refuses forbidden characters and schema breaches on their fields', async () => {
  const res = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [menuWith(1, { name: '《特選》ランチ' })] });
  expect(res.statusCode).toBe(422);
  expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'menus.0.name': ['< > ’ " & ¥ 《 》 は使用できません'] });
  const empty = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [{ category: 'food', name: 'ランチ', sections: [{ name: '定食', items: [] }] }] });
  expect(empty.statusCode).toBe(422);
  expect(Object.keys(empty.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['menus.0.sections.0.items']);
  const unreadable = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [menuWith(1, { category: 'sushi' })] });
  expect(Object.keys(unreadable.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['menus.0.category']);
});

it('answers 404 for another company’s store key', async () => {
  const partner = await loginAs(t, 'partner');
  expect((await t.inject({ url: `/api/menus?local_account_id=${g1}`, headers: partner.headers })).statusCode).toBe(404);
  expect((await sendSave(t, partner, '/api/menus', { local_account_id: g1, menus: [] })).statusCode).toBe(404);
});

it('saves, then reflects to Google food menus and the Yahoo menu API once each, with one key per write', async () => {
  const menus = [
    { category: 'food', name: 'ランチ', sections: [{ name: '定食', items: [{ name: '鯖の味噌煮定食', price: 1200, description: '小鉢付き' }, { name: '冷奴', price: null, description: '' }] }] },
  ];
  const saved = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus });
  expect(saved.statusCode).toBe(200);
  const body = saved.json<MenuSetBody>();
  expect(body.message).toBe('メニューを保存しました');
  expect(body.data.item_count).toBe(2);
  expect(body.data.reflections.map((r) => r.status)).toEqual(['pending', 'pending']);

  await runReflections(t);
  await runReflections(t);
  const food = await admin<{ menus: { labels: { displayName: string }[]; sections: { items: { labels: { displayName: string; description?: string }[]; attributes?: { price: { units: string } } }[] }[] }[] }>(
    '/emulators/google/__admin/food-menus?storeCode=DF-002',
  );
  expect(food.menus).toHaveLength(1);
  expect(food.menus[0].sections[0].items.map((i) => [i.labels[0].displayName, i.labels[0].description, i.attributes?.price.units])).toEqual([
    ['鯖の味噌煮定食', '小鉢付き', '1200'],
    ['冷奴', undefined, undefined],
  ]);
  const yahoo = await admin<{ menus: { category: string; menu_name: string; section_name: string; name: string; price: number | null }[] }>('/emulators/yahoo/__admin/menus?storeCode=DF-002');
  expect(yahoo.menus.map((m) => [m.category, m.menu_name, m.section_name, m.name, m.price])).toEqual([
    ['food', 'ランチ', '定食', '鯖の味噌煮定食', 1200],
    ['food', 'ランチ', '定食', '冷奴', null],
  ]);

  const writes = [
    ...(await emulatorCalls(t, 'google')).filter((c) => c.method === 'PATCH' && c.path.endsWith('/foodMenus') && c.status < 300),
    ...(await emulatorCalls(t, 'yahoo')).filter((c) => c.method === 'PUT' && c.path.endsWith('/menus') && c.status < 300),
  ];
  const keys = writes.map((c) => c.idempotencyKey);
  expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
  expect(new Set(keys).size).toBe(keys.length);
  const after = await getMenus(g1);
  expect(after.data.reflections.map((r) => [r.status, r.error])).toEqual([['succeeded', null], ['succeeded', null]]);
  expect(after.data.reflections.every((r) => r.last_reflected_at !== null)).toBe(true);
});

it('queues nothing for an account whose automatic reflection is off', async () => {
  const yahooId = Number(y1.slice(2));
  await setAutoReflect(t, demo.ownerCompanyId, [yahooId], false);
  try {
    const saved = await sendSave(t, owner, '/api/menus', { local_account_id: y1, menus: [menuWith(1)] });
    expect(saved.json<MenuSetBody>().data.reflections.map((r) => [r.provider, r.status])).toEqual([['google', 'pending'], ['yahoo', 'succeeded']]);
    await runReflections(t);
    const yahoo = await admin<{ menus: { name: string }[] }>('/emulators/yahoo/__admin/menus?storeCode=DF-002');
    expect(yahoo.menus.map((m) => m.name)).toEqual(['鯖の味噌煮定食', '冷奴']);
  } finally {
    await setAutoReflect(t, demo.ownerCompanyId, [yahooId], true);
  }
});

it('checks item photos with the shared photo rules and serves a stored one by its URL', async () => {
  const good = await photoOf(300, 300);
  const bad = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [menuWith(1)] }, [file(Buffer.from('not a photo'.repeat(2000)), 'x.jpg')]);
  expect(bad.statusCode).toBe(422);
  expect(bad.json<{ code: string; errors: Record<string, string[]> }>()).toMatchObject({ code: 'image_invalid', errors: { 'photos.0': ['JPEGまたはPNGの写真を選択してください'] } });
  const missing = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [{ ...menuWith(1), sections: [{ name: '定食', items: [{ name: '定食', photo_index: 1 }] }] }] }, [file(good)]);
  expect(missing.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'menus.0.sections.0.items.0.photo_index': ['写真が見つかりません'] });

  const saved = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [{ ...menuWith(1), sections: [{ name: '定食', items: [{ name: '定食', photo_index: 0 }] }] }] }, [file(good)]);
  expect(saved.statusCode).toBe(200);
  const url = saved.json<MenuSetBody>().data.menus[0].sections[0].items[0].photo_url ?? '';
  expect(url).toMatch(/\/api\/menu-photos\/[A-Za-z0-9_-]{43}$/);
  const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');

  // Kept by its URL on the next save; a URL that is not one of this store's photos is refused.
  const kept = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [{ ...menuWith(1), sections: [{ name: '定食', items: [{ name: '定食', photo_url: url }] }] }] });
  expect(kept.json<MenuSetBody>().data.menus[0].sections[0].items[0].photo_url).toBe(url);
  const foreign = await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [{ ...menuWith(1), sections: [{ name: '定食', items: [{ name: '定食', photo_url: 'https://example.test/a.jpg' }] }] }] });
  expect(foreign.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'menus.0.sections.0.items.0.photo_url': ['この店舗の写真ではありません'] });
  await runReflections(t);
  const yahoo = await admin<{ menus: { image_url: string | null }[] }>('/emulators/yahoo/__admin/menus?storeCode=DF-002');
  expect(yahoo.menus[0].image_url).toBe(url);
});

it('keeps the key of a write across a provider’s wait, and shows a failure with its reason until the next save', async () => {
  await injectFailure(t, 'google', { match: { method: 'PATCH' }, status: 429, retryAfterSeconds: 120, times: 1 });
  await injectFailure(t, 'yahoo', { match: { method: 'PUT', pathPrefix: '/place/v1/places' }, status: 500, times: 20 });
  await clearEmulatorCalls(t, 'google');
  await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [menuWith(2, { name: '夜の部' })] });
  await runReflections(t);
  t.clock.set(new Date(t.clock.now().getTime() + 180_000));
  owner = await loginAs(t, 'owner');
  await runReflections(t);
  const patches = (await emulatorCalls(t, 'google')).filter((c) => c.method === 'PATCH' && c.path.endsWith('/foodMenus'));
  expect(patches.map((c) => c.status)).toContain(200);
  expect(new Set(patches.map((c) => c.idempotencyKey)).size).toBe(1);
  const state = (await getMenus(g1)).data.reflections;
  expect(state.map((r) => [r.provider, r.status])).toEqual([['google', 'succeeded'], ['yahoo', 'failed']]);
  expect(state[1].error).toEqual(expect.stringContaining('Yahoo!'));

  await t.app.inject({ method: 'DELETE', url: '/emulators/yahoo/__admin/failures' });
  // Only Yahoo this time: the emulator counts Google's 10 edits a minute in real time, which this suite has spent.
  const googleId = Number(g1.slice(2));
  await setAutoReflect(t, demo.ownerCompanyId, [googleId], false);
  try {
    await sendSave(t, owner, '/api/menus', { local_account_id: g1, menus: [menuWith(1, { name: '夜の部' })] });
    await runReflections(t);
  } finally {
    await setAutoReflect(t, demo.ownerCompanyId, [googleId], true);
  }
  expect((await getMenus(g1)).data.reflections.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
});
