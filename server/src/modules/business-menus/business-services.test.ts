import { loginAs, type Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { createMenusTestApp, runReflections, sendSave, setAutoReflect } from './business-menus.testing';

let t: TestApp;
let owner: Signed;
let demo: LinkedDemo;
const key = (provider: 'google' | 'yahoo', storeCode: string) => {
  const account = demo.owner[provider].find((a) => a.storeCode === storeCode);
  if (!account) throw new Error(`no ${provider} account for ${storeCode}`);
  return { key: `${provider === 'google' ? 'g' : 'y'}_${account.id}`, id: account.id };
};

beforeAll(async () => {
  t = await createMenusTestApp();
  t.clock.set(new Date('2027-03-01T00:00:00Z'));
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ url, headers: owner.headers });
const admin = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

describe('imports', () => {
  it('refuses every import while automatic reflection to that account is on', async () => {
    for (const url of [`/api/menu-from-googles/${key('google', 'DF-001').key}`, `/api/service-list-from-googles/${key('google', 'DF-001').key}`, `/api/menu-service-yahoo/${key('yahoo', 'DF-002').key}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'import_refused_auto_reflection', message: '自動反映がオンのため取り込みできません' });
    }
  });

  it('maps Google’s food menus of DF-001 once automatic reflection is off, and says so when a store has none', async () => {
    const df001 = key('google', 'DF-001');
    const df005 = key('google', 'DF-005');
    await setAutoReflect(t, demo.ownerCompanyId, [df001.id, df005.id], false);
    const res = await get(`/api/menu-from-googles/${df001.key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '',
      data: {
        menus: [
          {
            category: 'food',
            name: 'ランチ',
            sections: [{ name: '定食', items: [{ name: '日替わり定食', price: 980, description: '小鉢と味噌汁付き', photo_url: null }, { name: '唐揚げ定食', price: 1050, description: '', photo_url: null }] }],
          },
          { category: 'food', name: 'ドリンク', sections: [{ name: 'ソフトドリンク', items: [{ name: '烏龍茶', price: 350, description: '', photo_url: null }] }] },
        ],
      },
    });
    expect((await get(`/api/menu-from-googles/${df005.key}`)).json()).toEqual({ message: 'Googleにメニューが登録されていません', data: null });
    expect((await get(`/api/service-list-from-googles/${df005.key}`)).json()).toEqual({ message: 'Googleにサービスが登録されていません', data: null });
  });

  it('maps Yahoo’s menus and services of DF-002 once automatic reflection is off', async () => {
    const y = key('yahoo', 'DF-002');
    await setAutoReflect(t, demo.ownerCompanyId, [y.id], false);
    try {
      const res = await get(`/api/menu-service-yahoo/${y.key}`);
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: { menus: { category: string; name: string; sections: { name: string; items: { name: string }[] }[] }[]; services: object[] } }>().data;
      expect(data.menus.map((m) => [m.category, m.name, m.sections.map((s) => [s.name, s.items.map((i) => i.name)])])).toEqual([
        ['food', 'ランチ', [['定食', ['日替わり定食', '焼き魚定食']]]],
        ['drink', 'ドリンク', [['ソフトドリンク', ['烏龍茶']]]],
      ]);
      expect(data.services).toEqual([
        { kind: 'free_form', service_type_id: null, category: 'サービス', name: 'テイクアウト', description: 'お弁当のお持ち帰りができます' },
        { kind: 'free_form', service_type_id: null, category: 'サービス', name: '貸切', description: '20名様から承ります' },
      ]);
    } finally {
      await setAutoReflect(t, demo.ownerCompanyId, [y.id], true);
    }
  });

  it('answers 404 for another company’s account', async () => {
    const partner = await loginAs(t, 'partner');
    expect((await t.inject({ url: `/api/menu-from-googles/${key('google', 'DF-001').key}`, headers: partner.headers })).statusCode).toBe(404);
  });
});

describe('service type masters', () => {
  it('answers the Japanese service types of a Google category, and 404 for an unknown one', async () => {
    const res = await get('/api/service-type-masters/gcid%3Ahair_salon');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { category_id: string; service_types: object[] } }>().data).toMatchObject({
      category_id: 'gcid:hair_salon',
      service_types: expect.arrayContaining([{ service_type_id: 'job_type_id:haircut', display_name: 'カット' }]),
    });
    expect((await get('/api/service-type-masters/gcid%3Ano_such_place')).statusCode).toBe(404);
    expect((await get('/api/service-type-masters/hair_salon')).statusCode).toBe(422);
  });
});

describe('services', () => {
  it('answers an empty list with the store’s Google category', async () => {
    const res = await get(`/api/services?local_account_id=${key('yahoo', 'DF-002').key}`);
    expect(res.json<{ data: object }>().data).toMatchObject({ google_category_id: 'gcid:japanese_restaurant', services: [], updated_at: null });
  });

  it('refuses a structured service that is not one of the category’s types', async () => {
    const res = await sendSave(t, owner, '/api/services', {
      local_account_id: key('google', 'DF-002').key,
      services: [{ kind: 'structured', service_type_id: 'job_type_id:haircut', name: 'カット' }, { kind: 'structured', name: 'テイクアウト' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toEqual({ 'services.0.service_type_id': ['このカテゴリのサービスではありません'], 'services.1.service_type_id': ['入力してください'] });
  });

  it('saves and reflects to Google’s service list and Yahoo’s services, then imports Google’s list back', async () => {
    const g = key('google', 'DF-002');
    const services = [
      { kind: 'structured', service_type_id: 'job_type_id:takeout', name: 'テイクアウト', description: 'お弁当のみ' },
      { kind: 'free_form', category: '配達', name: '出前', description: '3km圏内' },
    ];
    const saved = await sendSave(t, owner, '/api/services', { local_account_id: g.key, services });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string; data: { services: object[] } }>()).toMatchObject({
      message: 'サービスを保存しました',
      data: { services: [{ kind: 'structured', service_type_id: 'job_type_id:takeout', category: null }, { kind: 'free_form', service_type_id: null, category: '配達' }] },
    });
    await runReflections(t);
    const google = await admin<{ serviceItems: object[] }>('/emulators/google/__admin/service-list?storeCode=DF-002');
    expect(google.serviceItems).toEqual([
      { structuredServiceItem: { serviceTypeId: 'job_type_id:takeout', description: 'お弁当のみ' } },
      { freeFormServiceItem: { category: 'categories/gcid:japanese_restaurant', label: { displayName: '出前', description: '3km圏内', languageCode: 'ja' } } },
    ]);
    const yahoo = await admin<{ services: object[] }>('/emulators/yahoo/__admin/menus?storeCode=DF-002');
    expect(yahoo.services).toEqual([
      expect.objectContaining({ category: null, name: 'テイクアウト', description: 'お弁当のみ' }),
      expect.objectContaining({ category: '配達', name: '出前', description: '3km圏内' }),
    ]);

    await setAutoReflect(t, demo.ownerCompanyId, [g.id], false);
    const imported = await get(`/api/service-list-from-googles/${g.key}`);
    expect(imported.json<{ data: { services: object[] } }>().data.services).toEqual([
      { kind: 'structured', service_type_id: 'job_type_id:takeout', category: null, name: 'テイクアウト', description: 'お弁当のみ' },
      { kind: 'free_form', service_type_id: null, category: null, name: '出前', description: '3km圏内' },
    ]);
    const state = await get(`/api/services?local_account_id=${g.key}`);
    expect(state.json<{ data: { reflections: { provider: string; status: string; auto_reflect: boolean }[] } }>().data.reflections.map((r) => [r.provider, r.status, r.auto_reflect])).toEqual([
      ['google', 'succeeded', false],
      ['yahoo', 'succeeded', true],
    ]);
  });
});
