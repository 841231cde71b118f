import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loginAs, type Signed } from '../../testing/http';
import { stores } from '../stores/stores.table';
import { users } from '../../tenancy/tenancy.table';
import { accountGroupMembers } from '../groups/groups.table';
import { attachEmulatorProviders, type LinkingHarness } from './linking.testing';
import { createYahooPlace, linkGoogleLocations } from './linking-flow.testing';
import { localAccounts } from './local-accounts.table';

interface Listed {
  data: {
    local_accounts: { local_account_id: string; title: string; is_selected: boolean; business_info_group_ids: number[] }[];
    y_local_accounts: { y_local_account_id: string; paired_local_account_id: string | null; store_id: number }[];
  };
}

let t: TestApp;
let h: LinkingHarness;
let owner: Signed;
let partner: Signed;
const own = { google: [] as string[], yahoo: '' };
const foreign = { google: [] as string[], yahoo: '', businessGroup: 0, customGroup: 0 };

beforeAll(async () => {
  t = await createTestApp({ configOverrides: { linkManagementUserIds: ['demo-owner', 'demo-partner'] } });
  h = await attachEmulatorProviders(t);
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  own.google = await linkGoogleLocations(t, h, owner, 'DF-', 2);
  own.yahoo = await createYahooPlace(t, owner, 'デモ食堂 Yahoo!店');
  foreign.google = await linkGoogleLocations(t, h, partner, 'PT-', 2);
  foreign.yahoo = await createYahooPlace(t, partner, 'パートナー Yahoo!店');
  const group = async (url: string) =>
    (await t.inject({ method: 'POST', url, headers: partner.headers, payload: { name: '他社グループ', local_account_ids: foreign.google } })).json<{ data: { id: number } }>().data.id;
  foreign.businessGroup = await group('/api/business-info-groups');
  foreign.customGroup = await group('/api/custom-business-account-group');
});
afterAll(async () => {
  await h.emulator.close();
  await t.close();
});

const list = async (query = ''): Promise<Listed> => (await t.inject({ method: 'GET', url: `/api/local-accounts${query}`, headers: owner.headers })).json<Listed>();

describe('tenant isolation: another company’s ids answer 404', () => {
  const cases: [string, () => { method: 'PUT' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> }][] = [
    ['link a location the company was never offered', () => ({ method: 'PUT', url: '/api/oauth-links', payload: { provider: 'google', location_ids: ['locations/999999'] } })],
    ['link (management path)', () => ({ method: 'PUT', url: '/api/local-accounts/oauth/oauth-links', payload: { provider: 'google', location_ids: ['locations/999999'] } })],
    ['unlink', () => ({ method: 'PUT', url: '/api/local-accounts/oauth/unlink', payload: { local_account_ids: [foreign.google[0]] } })],
    ['pair', () => ({ method: 'POST', url: '/api/google-and-yahoo-linking', payload: { local_account_id: foreign.google[0], y_local_account_id: own.yahoo } })],
    ['unpair', () => ({ method: 'DELETE', url: `/api/google-and-yahoo-linking?local_account_id=${foreign.google[0]}&y_local_account_id=${foreign.yahoo}` })],
    ['edit details', () => ({ method: 'PUT', url: '/api/local-account-details', payload: { local_account_id: foreign.yahoo, title: '乗っ取り' } })],
    ['select status', () => ({ method: 'PUT', url: '/api/business-account-with-select-status', payload: { local_account_ids: [own.google[0], foreign.google[1]], is_selected: false } })],
    ['create a business info group with a foreign member', () => ({ method: 'POST', url: '/api/business-info-groups', payload: { name: 'x', local_account_ids: [foreign.google[0]] } })],
    ['update a business info group', () => ({ method: 'PUT', url: `/api/business-info-groups/${foreign.businessGroup}`, payload: { name: 'x', local_account_ids: [] } })],
    ['delete business info groups', () => ({ method: 'DELETE', url: `/api/business-info-groups?local_account_group_ids=${foreign.businessGroup}` })],
    ['create a custom group with a foreign member', () => ({ method: 'POST', url: '/api/custom-business-account-group', payload: { name: 'x', local_account_ids: [foreign.yahoo] } })],
    ['update a custom group', () => ({ method: 'PUT', url: `/api/custom-business-account-group/${foreign.customGroup}`, payload: { name: 'x', local_account_ids: [] } })],
    ['delete a custom group', () => ({ method: 'DELETE', url: `/api/custom-business-account-group/${foreign.customGroup}` })],
    ['delete custom groups', () => ({ method: 'DELETE', url: `/api/custom-business-account-group?custom_groups=${foreign.customGroup}` })],
  ];

  it.each(cases)('%s', async (_name, build) => {
    const res = await t.inject({ ...build(), headers: owner.headers });
    expect(res.statusCode).toBe(404);
  });

  it('left the other company’s data untouched', async () => {
    const theirs = (await t.inject({ method: 'GET', url: '/api/local-accounts', headers: partner.headers })).json<Listed>().data;
    expect(theirs.local_accounts.map((a) => a.local_account_id).sort()).toEqual([...foreign.google].sort());
    expect(theirs.local_accounts.every((a) => a.is_selected && a.title !== '乗っ取り')).toBe(true);
    const groups = (await t.inject({ method: 'GET', url: '/api/custom-business-account-group', headers: partner.headers })).json<{ data: { id: number }[] }>();
    expect(groups.data.map((g) => g.id)).toEqual([foreign.customGroup]);
    const mine = await list();
    expect(mine.data.local_accounts.map((a) => a.local_account_id).sort()).toEqual([...own.google].sort());
  });
});

describe('account settings', () => {
  it('pairs a Google and a Yahoo account as one store and dissolves the pair', async () => {
    const pair = { local_account_id: own.google[0], y_local_account_id: own.yahoo };
    expect((await t.inject({ method: 'POST', url: '/api/google-and-yahoo-linking', headers: owner.headers, payload: pair })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/google-and-yahoo-linking', headers: owner.headers, payload: pair })).statusCode).toBe(422);
    const paired = (await list()).data;
    const yahoo = paired.y_local_accounts.find((a) => a.y_local_account_id === own.yahoo);
    expect(yahoo?.paired_local_account_id).toBe(own.google[0]);
    const url = `/api/google-and-yahoo-linking?local_account_id=${own.google[0]}&y_local_account_id=${own.yahoo}`;
    expect((await t.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(200);
    expect((await list()).data.y_local_accounts.find((a) => a.y_local_account_id === own.yahoo)?.paired_local_account_id).toBeNull();
  });

  it('edits display fields and the selected status', async () => {
    const edit = await t.inject({ method: 'PUT', url: '/api/local-account-details', headers: owner.headers, payload: { local_account_id: own.google[0], title: 'デモ食堂 渋谷本店' } });
    expect(edit.statusCode).toBe(200);
    const select = await t.inject({ method: 'PUT', url: '/api/business-account-with-select-status', headers: owner.headers, payload: { local_account_ids: [own.google[1]], is_selected: false } });
    expect(select.statusCode).toBe(200);
    const all = (await list()).data.local_accounts;
    expect(all.find((a) => a.local_account_id === own.google[0])?.title).toBe('デモ食堂 渋谷本店');
    expect(all.find((a) => a.local_account_id === own.google[1])?.is_selected).toBe(false);
    expect((await list('?only_selected=true')).data.local_accounts.map((a) => a.local_account_id)).toEqual([own.google[0]]);
  });

  it('validates a hand-registered Yahoo place', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/yahoo-place-info', headers: owner.headers, payload: { name: '', address: '東京都', phone: '0312345678' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(['name', 'phone']);
  });
});

describe('the store picker list', () => {
  it('answers 1,000 linked stores with their groups', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'owner@demo.example'));
    const companyId = user.companyId;
    const created = await t.db
      .insert(stores)
      .values(Array.from({ length: 1000 }, (_, i) => ({ companyId, storeCode: `BULK-${i}`, name: `一括店${i}`, prefecture: '東京都', address: '東京都千代田区1-1' })))
      .returning({ id: stores.id, storeCode: stores.storeCode });
    const accounts = await t.db
      .insert(localAccounts)
      .values(created.map((s) => ({ companyId, provider: 'google' as const, providerLocationId: `bulk/${s.storeCode}`, storeId: s.id, storeCode: s.storeCode, title: s.storeCode, address: '東京都千代田区1-1', status: 'linked' as const })))
      .returning({ id: localAccounts.id });
    const group = await t.inject({ method: 'POST', url: '/api/business-info-groups', headers: owner.headers, payload: { name: '一括', local_account_ids: [`g_${accounts[0].id}`] } });
    const groupId = group.json<{ data: { id: number } }>().data.id;
    expect(await t.db.select().from(accountGroupMembers).where(eq(accountGroupMembers.groupId, groupId))).toHaveLength(1);

    const listed = (await list()).data.local_accounts;
    expect(listed).toHaveLength(1000 + own.google.length);
    expect(listed.find((a) => a.local_account_id === `g_${accounts[0].id}`)?.business_info_group_ids).toEqual([groupId]);
  });
});
