import { eq } from 'drizzle-orm';
import type { components } from '../../generated/openapi';
import { companies } from '../../tenancy/tenancy.table';
import { impersonateAs, loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { measures } from './ranking.table';
import { createMeasuresAs, measureRequest, setMeasureContract, type Measure } from './measures.testing';

type Schemas = components['schemas'];
type Created = Schemas['MeasureCreateBody'];
type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> };

let t: TestApp;
let owner: Signed;
let operator: Signed;
let demo: LinkedDemo;
let g: string[];
let y: string[];

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  operator = await impersonateAs(t, await loginAs(t, 'support'), 'owner@demo.example');
  g = demo.owner.google.map((a) => `g_${a.id}`);
  y = demo.owner.yahoo.map((a) => `y_${a.id}`);
  await setMeasureContract(t, demo.ownerCompanyId, { count: 10, scope: 3 });
});
afterAll(() => t.close());

const get = async <T>(url: string, who: Signed = owner) => {
  const res = await t.inject({ url, headers: who.headers });
  return { status: res.statusCode, body: res.json<T>() };
};
const send = async <T>(method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, who: Signed = owner) => {
  const res = await t.inject({ method, url, headers: who.headers, payload });
  return { status: res.statusCode, body: res.json<T>() };
};
const contract = async (who: Signed = owner) => (await get<Schemas['MeasureContractBody']>('/api/meo-measure/contract', who)).body;
const create = async (body: object, who: Signed = owner) => {
  const res = await createMeasuresAs(t, who, body);
  return { status: res.statusCode, body: res.json<Created & ErrorBody>() };
};

it('shows the contract: count, use, scope, providers, and contract keywords only to an operator', async () => {
  expect(await contract()).toEqual({ measurable_count: 10, used: 0, remaining: 10, scope: 3, google: true, yahoo: true, can_register_contract: false });
  expect((await contract(operator)).can_register_contract).toBe(true);
});

it('adds every keyword to every listing, normalised and de-duplicated, and skips pairs that exist', async () => {
  const first = await create(measureRequest(['渋谷　ランチ', ' 渋谷 ランチ ', '梅田 定食'], [g[0], y[0]]));
  expect(first.status).toBe(200);
  expect(first.body.created).toBe(4);
  expect(first.body.data.map((d) => [d.local_account_id, d.keyword, d.provider, d.status, d.depth])).toEqual(
    expect.arrayContaining([
      [g[0], '渋谷 ランチ', 'google', 'measuring', 60],
      [y[0], '梅田 定食', 'yahoo', 'measuring', 100],
    ]),
  );
  expect(first.body.data[0]).toMatchObject({ kind: 'menu', point: { kind: 'store', label: null, lat: null, lng: null }, radius_m: 3000, measure_time: '09:00', latest: null });

  const again = await create(measureRequest(['渋谷 ランチ', 'ＳＨＩＢＵＹＡ ランチ'], [g[0]]));
  expect(again.body.created).toBe(1);
  expect(again.body.skipped).toEqual([{ local_account_id: g[0], keyword: '渋谷 ランチ' }]);
  expect((await contract()).used).toBe(5);
});

it('refuses as a whole what would pass the contract, with the spec’s message, and creates nothing', async () => {
  await setMeasureContract(t, demo.ownerCompanyId, { count: 6 });
  const refused = await create(measureRequest(['天神 ランチ'], [g[1], y[1]]));
  expect(refused.status).toBe(422);
  expect(refused.body.code).toBe('measure_contract_exceeded');
  expect(refused.body.message).toBe('契約数（6件）を超えるため登録できません。あと1件まで登録できます。');
  expect(refused.body.errors?.local_account_ids).toEqual([refused.body.message]);
  expect((await contract()).used).toBe(5);
  // Skipped pairs do not count: only the one new measure has to fit.
  expect((await create(measureRequest(['渋谷 ランチ', '天神 ランチ'], [g[0]]))).body.created).toBe(1);
  expect((await contract()).remaining).toBe(0);
});

it('frees the count on stop and delete, and checks it again on restart', async () => {
  const list = (await get<Schemas['MeasureList']>(`/api/meo-measure/measures?local_accounts=${g[0]}&page_size=50`)).body.data;
  const [a, b] = list;
  expect((await send<Schemas['MeasureBody']>('PUT', `/api/meo-measure/measures/${a.id}/status`, { status: 'stopped' })).body.data.status).toBe('stopped');
  expect((await contract()).used).toBe(5);
  expect((await create(measureRequest(['札幌 カフェ'], [g[2]]))).status).toBe(200);
  const restart = await send<ErrorBody>('PUT', `/api/meo-measure/measures/${a.id}/status`, { status: 'measuring' });
  expect(restart.status).toBe(422);
  expect(restart.body.code).toBe('measure_contract_exceeded');

  expect((await send<{ message: string }>('DELETE', `/api/meo-measure/measures/${b.id}`)).body.message).toBe('キーワードを削除しました');
  expect((await get(`/api/meo-measure/measures/${b.id}`)).status).toBe(404);
  expect((await send<Schemas['MeasureBody']>('PUT', `/api/meo-measure/measures/${a.id}/status`, { status: 'measuring' })).status).toBe(200);
  // The deleted pair can be registered again (its history stays with the deleted row).
  await setMeasureContract(t, demo.ownerCompanyId, { count: 20 });
  expect((await create(measureRequest([b.keyword], [b.local_account_id]))).body.created).toBe(1);
  expect(await t.db.select({ id: measures.id }).from(measures).where(eq(measures.id, b.id))).toHaveLength(1);
});

it('puts each invalid input on its field', async () => {
  const refused = await create(
    measureRequest(['あ'.repeat(51), '', '改行\nあり'], [g[2]], { radius_m: 99, measure_time: '9:00', point: { kind: 'coordinates', lat: 35.6 } }),
  );
  expect(refused.status).toBe(422);
  expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['keywords.0', 'keywords.1', 'keywords.2', 'measure_time', 'point.lng', 'radius_m']);
  const deep = await create(measureRequest(['深さ'], [g[2]], { depth: 61 }));
  expect(deep.body.errors).toEqual({ depth: ['計測する深さは1〜60件の範囲で入力してください'] });
});

it('geocodes a station or address itself when no point was sent, and refuses one it cannot find', async () => {
  const station = await create(measureRequest(['栄 カフェ'], [g[2]], { point: { kind: 'station', label: '栄駅' } }));
  expect(station.body.data[0].point).toEqual({ kind: 'station', label: '栄駅', lat: 35.1707, lng: 136.9084 });
  const unknown = await create(measureRequest(['栄 ランチ'], [g[2]], { point: { kind: 'address', label: '架空県架空市1-1' } }));
  expect(unknown.status).toBe(422);
  expect(unknown.body.code).toBe('measure_geo_not_found');
  expect(unknown.body.errors?.['point.label']).toBeDefined();

  const geo = await get<Schemas['MeasureGeoBody']>(`/api/meo-measure/geo?query=${encodeURIComponent('〒150-0043 東京都渋谷区道玄坂1-2-3')}`);
  expect(geo.body).toEqual({ label: '東京都渋谷区道玄坂1-2-3', lat: 35.6581, lng: 139.6975 });
  expect((await get<Schemas['MeasureGeoBody']>(`/api/meo-measure/geo?query=${encodeURIComponent('梅田')}&kind=station`)).body.label).toBe('梅田駅');
  expect((await get<ErrorBody>(`/api/meo-measure/geo?query=${encodeURIComponent('どこにもない駅')}&kind=station`)).body.code).toBe('measure_geo_not_found');
});

it('refuses a provider without a ranking contract, and contract keywords outside an operator session or the scope', async () => {
  await setMeasureContract(t, demo.ownerCompanyId, { yahoo: false });
  const noYahoo = await create(measureRequest(['博多 ラーメン'], [g[1], y[0]]));
  expect([noYahoo.status, noYahoo.body.code]).toEqual([422, 'measure_provider_contract']);
  await setMeasureContract(t, demo.ownerCompanyId, { yahoo: true });

  expect((await create(measureRequest(['契約ワード'], [g[1]], { kind: 'contract' }))).status).toBe(403);
  const contracted = await create(measureRequest(['契約ワード'], [g[1]], { kind: 'contract' }), operator);
  expect(contracted.body.data[0].kind).toBe('contract');
  await setMeasureContract(t, demo.ownerCompanyId, { scope: 1 });
  const outOfScope = await create(measureRequest(['契約ワード2'], [g[1]], { kind: 'contract' }), operator);
  expect([outOfScope.status, outOfScope.body.code]).toEqual([422, 'measure_scope']);
  await setMeasureContract(t, demo.ownerCompanyId, { scope: 3 });
  // The customer cannot change or delete a contracted keyword either.
  expect((await send('DELETE', `/api/meo-measure/measures/${contracted.body.data[0].id}`)).status).toBe(403);
});

it('updates keyword, point, radius and time; a keyword the listing already has is refused', async () => {
  const [a, b] = (await create(measureRequest(['名駅 カフェ', '名駅 ランチ'], [g[2]]))).body.data;
  const body = { keyword: '名駅　モーニング', point: { kind: 'coordinates', lat: 35.17, lng: 136.88 }, radius_m: 1500, measure_time: '07:30' };
  const updated = await send<Schemas['MeasureBody']>('PUT', `/api/meo-measure/measures/${a.id}`, body);
  expect(updated.body.data).toMatchObject({ keyword: '名駅 モーニング', point: { kind: 'coordinates', label: null, lat: 35.17, lng: 136.88 }, radius_m: 1500, measure_time: '07:30' });
  const taken = await send<ErrorBody>('PUT', `/api/meo-measure/measures/${a.id}`, { ...body, keyword: b.keyword });
  expect([taken.status, taken.body.code, Object.keys(taken.body.errors ?? {})]).toEqual([422, 'measure_exists', ['keyword']]);
});

it('lists with filters and paging; a session without the measure flags sees only contracted keywords', async () => {
  type List = Schemas['MeasureList'];
  const all = (await get<List>('/api/meo-measure/measures?page_size=200')).body;
  expect(all.pagination.total).toBe(all.data.length);
  const yahoo = (await get<List>('/api/meo-measure/measures?provider=yahoo&page_size=200')).body.data;
  expect(yahoo.length).toBeGreaterThan(0);
  expect(yahoo.every((m: Measure) => m.provider === 'yahoo')).toBe(true);
  const word = (await get<List>(`/api/meo-measure/measures?free_word=${encodeURIComponent('DF-005')}&page_size=200`)).body.data;
  expect(word.length).toBeGreaterThan(0);
  expect(word.every((m) => m.store_code === 'DF-005')).toBe(true);
  const page = (await get<List>('/api/meo-measure/measures?page=2&page_size=2')).body;
  expect([page.data.length, page.pagination.current_page]).toEqual([2, 2]);

  await t.db.update(companies).set({ meoAnalyticsWithMeasureFlag: false, yMeoAnalyticsWithMeasureFlag: false }).where(eq(companies.id, demo.ownerCompanyId));

  await t.deps.sessionCache.invalidate({ companyIds: [demo.ownerCompanyId] });
  const onlyContracts = (await get<List>('/api/meo-measure/measures?page_size=200')).body.data;
  expect(onlyContracts.map((m) => m.kind)).toEqual(['contract']);
  const menuOne = all.data.find((m) => m.kind === 'menu');
  expect((await get(`/api/meo-measure/measures/${menuOne?.id}`)).status).toBe(404);
  await t.db.update(companies).set({ meoAnalyticsWithMeasureFlag: true, yMeoAnalyticsWithMeasureFlag: true }).where(eq(companies.id, demo.ownerCompanyId));
  await t.deps.sessionCache.invalidate({ companyIds: [demo.ownerCompanyId] });
});

it('lets only one of two simultaneous requests take the last place of the contract', async () => {
  const { used } = await contract();
  await setMeasureContract(t, demo.ownerCompanyId, { count: used + 1 });
  const answers = await Promise.all([create(measureRequest(['同時 A'], [g[1]])), create(measureRequest(['同時 B'], [g[1]]))]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
  expect((await contract()).remaining).toBe(0);
});
