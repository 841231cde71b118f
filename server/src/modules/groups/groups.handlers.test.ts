import { createTestApp, type TestApp } from '../../testing/test-app';
import { loginAs, type Signed } from '../../testing/http';
import { attachEmulatorProviders, type LinkingHarness } from '../local-accounts/linking.testing';
import { createYahooPlace, linkGoogleLocations } from '../local-accounts/linking-flow.testing';

interface Group {
  id: number;
  name: string;
  local_account_ids: string[];
}

let t: TestApp;
let h: LinkingHarness;
let owner: Signed;
let google: string[];
let yahoo: string;

beforeAll(async () => {
  t = await createTestApp();
  h = await attachEmulatorProviders(t);
  owner = await loginAs(t, 'owner');
  google = await linkGoogleLocations(t, h, owner, 'DF-', 3);
  yahoo = await createYahooPlace(t, owner, 'デモ食堂 Yahoo!店');
});
afterAll(async () => {
  await h.emulator.close();
  await t.close();
});

const kinds = [
  ['business info groups', '/api/business-info-groups', (ids: number[]) => `/api/business-info-groups?local_account_group_ids=${ids.join(',')}`],
  ['custom groups', '/api/custom-business-account-group', (ids: number[]) => `/api/custom-business-account-group?custom_groups=${ids.join(',')}`],
] as const;

describe.each(kinds)('%s', (_label, base, bulkDelete) => {
  const create = async (name: string, members: string[]) => t.inject({ method: 'POST', url: base, headers: owner.headers, payload: { name, local_account_ids: members } });
  const listed = async () => (await t.inject({ method: 'GET', url: base, headers: owner.headers })).json<{ data: Group[] }>().data;

  it('creates, renames, replaces members and lists them as account keys', async () => {
    const created = await create('関東エリア', [google[0], yahoo]);
    expect(created.statusCode).toBe(200);
    const group = created.json<{ message: string; data: Group }>();
    expect(group.message).toBe('グループを作成しました');
    expect(group.data.local_account_ids).toEqual([google[0], yahoo]);

    const updated = await t.inject({ method: 'PUT', url: `${base}/${group.data.id}`, headers: owner.headers, payload: { name: '首都圏', local_account_ids: [google[1], google[2]] } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ data: Group }>().data).toMatchObject({ name: '首都圏', local_account_ids: [google[1], google[2]] });
    expect((await listed()).find((g) => g.id === group.data.id)?.local_account_ids).toEqual([google[1], google[2]]);

    const picker = (await t.inject({ method: 'GET', url: '/api/local-accounts', headers: owner.headers })).json<{ data: { custom_groups: Group[]; business_info_groups: Group[] } }>();
    expect([...picker.data.custom_groups, ...picker.data.business_info_groups].map((g) => g.name)).toContain('首都圏');
  });

  it('deletes several groups by comma-joined ids, all or nothing', async () => {
    const ids = [];
    for (const name of ['A', 'B', 'C']) ids.push((await create(name, [google[0]])).json<{ data: Group }>().data.id);
    const missing = await t.inject({ method: 'DELETE', url: bulkDelete([ids[0], 999999]), headers: owner.headers });
    expect(missing.statusCode).toBe(404);
    expect((await listed()).map((g) => g.id)).toEqual(expect.arrayContaining(ids));
    const res = await t.inject({ method: 'DELETE', url: bulkDelete([ids[0], ids[1]]), headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const left = (await listed()).map((g) => g.id);
    expect(left).not.toContain(ids[0]);
    expect(left).not.toContain(ids[1]);
    expect(left).toContain(ids[2]);
  });

  it('validates the name and member keys', async () => {
    const res = await create('', ['x_1']);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(['local_account_ids.0', 'name']);
    expect((await create('未連携', ['g_999999'])).statusCode).toBe(404);
  });

  it('drops members that are unlinked', async () => {
    const group = (await create('解除テスト', [google[2]])).json<{ data: Group }>().data;
    await t.inject({ method: 'PUT', url: '/api/local-accounts/oauth/unlink', headers: owner.headers, payload: { local_account_ids: [google[2]] } });
    expect((await listed()).find((g) => g.id === group.id)?.local_account_ids).toEqual([]);
    google = await relink();
  });
});

// The unlink test of the first kind removes google[2]; link it again so the second kind starts from the same state.
async function relink(): Promise<string[]> {
  const again = await linkGoogleLocations(t, h, owner, 'DF-', 1);
  return [google[0], google[1], ...again];
}

it('needs the business settings right', async () => {
  const staff = await loginAs(t, 'staff');
  expect((await t.inject({ method: 'GET', url: '/api/business-info-groups', headers: staff.headers })).statusCode).toBe(403);
  expect((await t.inject({ method: 'GET', url: '/api/local-accounts', headers: staff.headers })).statusCode).toBe(200);
});

it('deletes one custom group by id', async () => {
  const group = (await t.inject({ method: 'POST', url: '/api/custom-business-account-group', headers: owner.headers, payload: { name: '単独', local_account_ids: [] } })).json<{ data: Group }>().data;
  expect((await t.inject({ method: 'DELETE', url: `/api/custom-business-account-group/${group.id}`, headers: owner.headers })).statusCode).toBe(200);
  expect((await t.inject({ method: 'DELETE', url: `/api/custom-business-account-group/${group.id}`, headers: owner.headers })).statusCode).toBe(404);
});
