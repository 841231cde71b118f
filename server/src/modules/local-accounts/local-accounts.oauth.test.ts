import { eq } from 'drizzle-orm';
import { companies } from '../../tenancy/tenancy.table';
import { stores } from '../stores/stores.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loginAs, XHR, type Signed } from '../../testing/http';
import { attachEmulatorProviders, consent, type LinkingHarness } from './linking.testing';
import { providerConnections } from '../../provider-access/provider-connections.table';
import { oauthStates } from './local-accounts.table';

interface Location {
  location_id: string;
  title: string;
  store_code: string | null;
  is_linked: boolean;
  local_account_id: string | null;
}

let t: TestApp;
let h: LinkingHarness;
let owner: Signed;

beforeAll(async () => {
  t = await createTestApp({ configOverrides: { linkManagementUserIds: ['demo-owner', 'demo-partner'] } });
  h = await attachEmulatorProviders(t);
  owner = await loginAs(t, 'owner');
});
afterAll(async () => {
  await h.emulator.close();
  await t.close();
});

async function startLink(who: Signed, provider: 'google' | 'yahoo' = 'google', renew = false) {
  const res = await t.inject({ method: 'POST', url: '/api/local-accounts/oauth/authentication-link', headers: who.headers, payload: { provider, renew } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { url: string }; message?: string }>();
}

async function callback(grant: { code: string; state: string }, headers: Record<string, string> = XHR, provider = 'google') {
  return t.inject({ method: 'POST', url: `/api/${provider}-oauth`, headers, payload: { code: grant.code, state: grant.state } });
}

async function linkedThroughEmulator(who: Signed): Promise<Location[]> {
  const { data } = await startLink(who);
  const { code, state, redirect } = await consent(h.emulator, data.url);
  expect(redirect.pathname).toBe('/open-authorization');
  const res = await callback({ code, state }, who.headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { locations: Location[] } }>().data.locations;
}

describe('Google linking through the emulator', () => {
  it('links chosen locations, matches demo stores by store code and lists them as g_ keys', async () => {
    const locations = await linkedThroughEmulator(owner);
    expect(locations.length).toBeGreaterThan(2);
    expect(locations.every((l) => !l.is_linked)).toBe(true);
    const demo = locations.filter((l) => l.store_code?.startsWith('DF-')).slice(0, 2);
    const link = await t.inject({ method: 'PUT', url: '/api/oauth-links', headers: owner.headers, payload: { provider: 'google', location_ids: demo.map((l) => l.location_id) } });
    expect(link.statusCode).toBe(200);
    expect(link.json<{ message: string }>().message).toBe('連携が完了しました');

    const list = await t.inject({ method: 'GET', url: '/api/local-accounts', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const accounts = list.json<{ data: { local_accounts: { local_account_id: string; title: string; store_code: string; store_id: number }[] } }>().data.local_accounts;
    expect(accounts.map((a) => a.title).sort()).toEqual(demo.map((l) => l.title).sort());
    expect(accounts.every((a) => /^g_\d+$/.test(a.local_account_id))).toBe(true);
    const [company] = await t.db.select().from(companies).where(eq(companies.corporateName, '株式会社デモフーズ'));
    const demoStores = await t.db.select().from(stores).where(eq(stores.companyId, company.id));
    for (const account of accounts) {
      const store = demoStores.find((s) => s.id === account.store_id);
      expect(store?.storeCode).toBe(account.store_code);
      expect(store?.googleLocationName).toMatch(/^locations\//);
    }
  });

  it('keeps refresh tokens only encrypted', async () => {
    const rows = await t.db.select().from(providerConnections);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.refreshTokenSealed).toBeTruthy();
      const plain = t.deps.tokenCipher.decrypt(row.refreshTokenSealed ?? '', `google:${row.companyId}`);
      expect(row.refreshTokenSealed).not.toContain(plain);
    }
  });

  it('accepts a state once only', async () => {
    const { data } = await startLink(owner);
    const grant = await consent(h.emulator, data.url);
    expect((await callback(grant, owner.headers)).statusCode).toBe(200);
    const replay = await callback(grant, owner.headers);
    expect(replay.statusCode).toBe(400);
    expect(replay.json<{ code: string }>().code).toBe('invalid_oauth_state');
  });

  it('refuses a state used by another company’s session, and an expired state', async () => {
    const partner = await loginAs(t, 'partner');
    const { data } = await startLink(owner);
    const grant = await consent(h.emulator, data.url);
    expect((await callback(grant, partner.headers)).statusCode).toBe(403);
    const stale = await consent(h.emulator, (await startLink(owner)).data.url);
    t.clock.advance(11 * 60 * 1000);
    expect((await callback(stale)).statusCode).toBe(400);
    // Sessions idle out faster than the fake clock moved: sign in again for the next tests.
    owner = await loginAs(t, 'owner');
    expect((await callback({ code: 'x', state: 'forged' })).statusCode).toBe(400);
    const states = await t.db.select().from(oauthStates);
    expect(states.every((s) => s.codeVerifierSealed.length > 60)).toBe(true);
  });

  it('refuses linking beyond the contracted count', async () => {
    const locations = await linkedThroughEmulator(owner);
    await t.db.update(companies).set({ contractedLinkageCount: 3 }).where(eq(companies.corporateName, '株式会社デモフーズ'));
    const free = locations.filter((l) => !l.is_linked).slice(0, 2);
    const res = await t.inject({ method: 'PUT', url: '/api/local-accounts/oauth/oauth-links', headers: owner.headers, payload: { provider: 'google', location_ids: free.map((l) => l.location_id) } });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string; code: string }>()).toMatchObject({ message: '契約数を超えるため連携できません', code: 'linkage_limit_exceeded' });
    const one = await t.inject({ method: 'PUT', url: '/api/local-accounts/oauth/oauth-links', headers: owner.headers, payload: { provider: 'google', location_ids: [free[0].location_id] } });
    expect(one.statusCode).toBe(200);
    await t.db.update(companies).set({ contractedLinkageCount: 50 }).where(eq(companies.corporateName, '株式会社デモフーズ'));
  });

  it('unlinks accounts, which leave the store list', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/local-accounts', headers: owner.headers })).json<{ data: { local_accounts: { local_account_id: string }[] } }>().data.local_accounts;
    const key = before[0].local_account_id;
    const res = await t.inject({ method: 'PUT', url: '/api/local-accounts/oauth/unlink', headers: owner.headers, payload: { local_account_ids: [key] } });
    expect(res.statusCode).toBe(200);
    const after = (await t.inject({ method: 'GET', url: '/api/local-accounts', headers: owner.headers })).json<{ data: { local_accounts: { local_account_id: string }[] } }>().data.local_accounts;
    expect(after.map((a) => a.local_account_id)).not.toContain(key);
    expect(after).toHaveLength(before.length - 1);
  });

  it('reports the token state per provider', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/local-accounts/oauth/check-token', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { google: { status: string }; yahoo: { status: string } } }>().data).toMatchObject({ google: { status: 'active' }, yahoo: { status: 'none' } });
  });

  it('needs link management for linking', async () => {
    const staff = await loginAs(t, 'staff');
    const res = await t.inject({ method: 'POST', url: '/api/local-accounts/oauth/authentication-link', headers: staff.headers, payload: { provider: 'google' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('sync and an expired Yahoo link', () => {
  it('re-reads Google locations with the stored refresh token', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/sync-local-accounts', headers: owner.headers, payload: { provider: 'google' } });
    expect(res.statusCode).toBe(200);
    const [result] = res.json<{ data: { results: { status: string; locations: Location[] }[] } }>().data.results;
    expect(result.status).toBe('synced');
    expect(result.locations.some((l) => l.is_linked)).toBe(true);
  });

  it('marks a refused Yahoo refresh token expired and /users/info asks to renew', async () => {
    const { data, message } = await startLink(owner, 'yahoo', true);
    expect(message).toContain('Yahoo!');
    const grant = await consent(h.emulator, data.url);
    expect(grant.redirect.pathname).toBe('/yahoo-open-authorization');
    expect((await callback(grant, owner.headers, 'yahoo')).statusCode).toBe(200);
    const fresh = await t.inject({ method: 'GET', url: '/api/users/info', headers: owner.headers });
    expect(fresh.json<{ data: { y_is_expired: boolean } }>().data.y_is_expired).toBe(false);

    // The provider no longer accepts the stored refresh token.
    const [row] = await t.db.select().from(providerConnections).where(eq(providerConnections.provider, 'yahoo'));
    const sealed = t.deps.tokenCipher.encrypt('revoked-refresh-token', `yahoo:${row.companyId}`);
    await t.db.update(providerConnections).set({ refreshTokenSealed: sealed }).where(eq(providerConnections.id, row.id));

    const sync = await t.inject({ method: 'POST', url: '/api/sync-local-accounts', headers: owner.headers, payload: { provider: 'yahoo' } });
    expect(sync.statusCode).toBe(200);
    expect(sync.json<{ data: { results: { status: string }[] } }>().data.results[0].status).toBe('expired');
    const info = await t.inject({ method: 'GET', url: '/api/users/info', headers: owner.headers });
    const body = info.json<{ data: { y_is_expired: boolean; url: string; message: string } }>().data;
    expect(body.y_is_expired).toBe(true);
    // The browser follows this link: it is on the public origin, not the server's internal address.
    expect(body.url).toContain('http://localhost:3000/emulators/yahoo/yconnect/v2/authorization');
    expect(body.message).toMatch(/Yahoo!/);
  });
});
