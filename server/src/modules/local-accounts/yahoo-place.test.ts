import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loginAs, type Signed } from '../../testing/http';
import { clearEmulatorCalls, emulatorCalls, injectFailure, linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { companies } from '../../tenancy/tenancy.table';
import { localAccounts } from './local-accounts.table';

// /business/create/yahoo: a Yahoo!プレイス listing created from a Google-linked store, at Yahoo when the company has a
// Yahoo connection (the demo owner) and in the console only without one (the demo partner).

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
let partner: Signed;

const yahooFields = {
  name: 'デモ食堂 渋谷店',
  address: '東京都渋谷区道玄坂1-2-3',
  phone: '03-5555-0101',
  name_kana: 'デモショクドウ シブヤテン',
  address_parts: { postal_code: '150-0043', prefecture: '東京都', city: '渋谷区', street: '道玄坂1-2-3' },
  regular_hours: [
    { day: 'MON', open: '11:00', close: '22:00' },
    { day: 'FRI', open: '11:00', close: '25:00' },
  ],
  hours_note: 'ラストオーダーは閉店30分前です。',
  description: '渋谷駅から徒歩3分の定食屋です。',
  website: 'https://demo-foods.example.jp/stores/shibuya',
  categories: ['和食', '定食'],
};

const post = (who: Signed, payload: object) => t.inject({ method: 'POST', url: '/api/yahoo-place-info', headers: who.headers, payload });
const googleKey = (storeCode: string, of = demo.owner.google) => `g_${of.find((g) => g.storeCode === storeCode)?.id ?? 0}`;

beforeAll(async () => {
  t = await createTestApp({ configOverrides: { linkManagementUserIds: ['demo-owner', 'demo-partner'] } });
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
});
afterAll(() => t.close());

describe('POST /yahoo-place-info with a Yahoo connection', () => {
  it('refuses what Yahoo would refuse before calling it, with the fields named', async () => {
    await clearEmulatorCalls(t, 'yahoo');
    const res = await post(owner, {
      ...yahooFields,
      google_local_account_id: googleKey('DF-001'),
      name_kana: undefined,
      regular_hours: [{ day: 'SAT', open: '18:00', close: '30:30' }],
      description: '特製《からあげ》定食',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        name_kana: ['入力してください'],
        'regular_hours.0.close': ['0:00〜翌6:00の範囲で入力してください'],
        description: ['< > ’ " & ¥ 《 》 は使用できません'],
      },
    });
    expect((await emulatorCalls(t, 'yahoo')).filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates the place at Yahoo from the Google store, joins that store and pairs with it', async () => {
    await clearEmulatorCalls(t, 'yahoo');
    const google = demo.owner.google.find((g) => g.storeCode === 'DF-001');
    const res = await post(owner, { ...yahooFields, google_local_account_id: googleKey('DF-001') });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; yahoo_place_id: string; data: { y_local_account_id: string; store_id: number; store_code: string; paired_local_account_id: string } }>();
    expect(body.message).toBe('Yahoo!プレイスに店舗を作成しました');
    expect(body.yahoo_place_id).toMatch(/^c\d{19}$/);
    expect(body.data).toMatchObject({ store_code: 'DF-001', paired_local_account_id: googleKey('DF-001') });

    const [googleRow] = await t.db.select().from(localAccounts).where(eq(localAccounts.id, google?.id ?? 0));
    const [yahooRow] = await t.db.select().from(localAccounts).where(eq(localAccounts.id, Number(body.data.y_local_account_id.slice(2))));
    expect(yahooRow).toMatchObject({ provider: 'yahoo', status: 'linked', providerLocationId: body.yahoo_place_id, storeId: googleRow.storeId, pairedAccountId: googleRow.id });
    expect(body.data.store_id).toBe(googleRow.storeId);

    const creates = (await emulatorCalls(t, 'yahoo')).filter((c) => c.method === 'POST' && c.path === '/place/v1/places');
    expect(creates).toEqual([expect.objectContaining({ status: 201, idempotencyKey: expect.any(String) })]);
    const places = (await t.app.inject({ method: 'GET', url: '/emulators/yahoo/__admin/places' })).json<{ placeId: string; storeCode: string; name: string }[]>();
    expect(places).toContainEqual(expect.objectContaining({ placeId: body.yahoo_place_id, storeCode: 'DF-001', name: 'デモ食堂 渋谷店' }));
  });

  it('answers already_paired for a Google store that has its Yahoo listing, and 404 for another company’s store', async () => {
    const again = await post(owner, { ...yahooFields, google_local_account_id: googleKey('DF-001') });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'already_paired', errors: { google_local_account_id: ['既に紐付けられている店舗です'] } });
    const foreign = await post(owner, { ...yahooFields, google_local_account_id: `g_${(await partnerGoogle())[0]}` });
    expect(foreign.statusCode).toBe(404);
  });

  it('records nothing when Yahoo cannot create the place', async () => {
    await injectFailure(t, 'yahoo', { match: { method: 'POST', pathPrefix: '/place/v1/places' }, status: 503, times: 10 });
    const before = await t.db.select({ id: localAccounts.id }).from(localAccounts);
    const res = await post(owner, { ...yahooFields, google_local_account_id: googleKey('DF-005') });
    await t.app.inject({ method: 'DELETE', url: '/emulators/yahoo/__admin/failures' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'provider_failed' });
    expect(await t.db.select({ id: localAccounts.id }).from(localAccounts)).toHaveLength(before.length);
  });

  it('counts against the contract: at the limit it answers linkage_limit_exceeded before anything reaches Yahoo', async () => {
    const linked = await t.db.select({ id: localAccounts.id }).from(localAccounts).where(and(eq(localAccounts.companyId, demo.ownerCompanyId), eq(localAccounts.status, 'linked')));
    const [company] = await t.db.select({ contracted: companies.contractedLinkageCount }).from(companies).where(eq(companies.id, demo.ownerCompanyId));
    await t.db.update(companies).set({ contractedLinkageCount: linked.length }).where(eq(companies.id, demo.ownerCompanyId));
    await clearEmulatorCalls(t, 'yahoo');
    const res = await post(owner, { ...yahooFields, google_local_account_id: googleKey('DF-005') });
    await t.db.update(companies).set({ contractedLinkageCount: company.contracted }).where(eq(companies.id, demo.ownerCompanyId));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'linkage_limit_exceeded', message: '契約数を超えるため連携できません' });
    expect((await emulatorCalls(t, 'yahoo')).filter((c) => c.method === 'POST')).toEqual([]);
  });
});

async function partnerGoogle(): Promise<number[]> {
  const rows = await t.db
    .select({ id: localAccounts.id })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, demo.partnerCompanyId), eq(localAccounts.provider, 'google'), eq(localAccounts.status, 'linked')));
  return rows.map((r) => r.id);
}

describe('POST /yahoo-place-info without a Yahoo connection', () => {
  it('records the listing in the console only, paired with the Google store it came from', async () => {
    const [googleId] = await partnerGoogle();
    const res = await post(partner, { name: 'ヘアサロン パートナー 横浜店', address: '神奈川県横浜市西区1-1-1', google_local_account_id: `g_${googleId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; yahoo_place_id: string | null; data: { y_local_account_id: string; paired_local_account_id: string } }>();
    expect(body).toMatchObject({ message: 'Yahoo!プレイスの店舗を登録しました', yahoo_place_id: null, data: { paired_local_account_id: `g_${googleId}` } });
    const [row] = await t.db.select().from(localAccounts).where(eq(localAccounts.id, Number(body.data.y_local_account_id.slice(2))));
    expect(row.providerLocationId).toMatch(/^local:/);
    expect(row.pairedAccountId).toBe(googleId);
  });
});
