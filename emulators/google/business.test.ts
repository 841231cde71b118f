import Fastify from 'fastify';
import { registerGoogleEmulator } from './google-emulator';
import { authorize, bearer, buildTestEmulator, createClock, firstAccount } from './google-emulator.testing';

type Location = Record<string, unknown> & { name: string; storeCode?: string; title?: string };

describe('Google emulator account management and business information', () => {
  it('pages accounts and lists both seeded accounts', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const first = (await app.inject({ method: 'GET', url: '/v1/accounts?pageSize=1', headers: bearer(tokens) })).json<{ accounts: { accountName: string }[]; nextPageToken: string }>();
    expect(first.accounts.map((a) => a.accountName)).toEqual(['デモフーズ Google アカウント']);
    const second = (await app.inject({ method: 'GET', url: `/v1/accounts?pageSize=1&pageToken=${first.nextPageToken}`, headers: bearer(tokens) })).json<{ accounts: { accountName: string }[]; nextPageToken?: string }>();
    expect(second.accounts).toHaveLength(1);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('requires readMask on the location list', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { accountId } = await firstAccount(app, tokens);
    const response = await app.inject({ method: 'GET', url: `/v1/accounts/${accountId}/locations`, headers: bearer(tokens) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    const badPath = await app.inject({ method: 'GET', url: `/v1/accounts/${accountId}/locations?readMask=nope`, headers: bearer(tokens) });
    expect(badPath.statusCode).toBe(400);
  });

  it('returns only the masked fields, including nested paths', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { accountId } = await firstAccount(app, tokens);
    const response = await app.inject({ method: 'GET', url: `/v1/accounts/${accountId}/locations?readMask=name,storeCode,metadata.placeId&pageSize=100`, headers: bearer(tokens) });
    const locations = response.json<{ locations: Location[] }>().locations;
    expect(locations.map((l) => l.storeCode)).toEqual(['DF-001', 'DF-002', 'DF-003', 'DF-004', 'DF-005']);
    for (const location of locations) {
      expect(Object.keys(location).sort()).toEqual(['metadata', 'name', 'storeCode']);
      expect(Object.keys(location.metadata as object)).toEqual(['placeId']);
    }
  });

  it('seeds full listings with Japanese addresses and metadata', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { locationIds } = await firstAccount(app, tokens);
    const mask = 'name,title,storeCode,phoneNumbers,categories,storefrontAddress,websiteUri,regularHours,metadata';
    const location = (await app.inject({ method: 'GET', url: `/v1/locations/${locationIds[0]}?readMask=${mask}`, headers: bearer(tokens) })).json<Location>();
    expect(location).toMatchObject({
      title: 'デモ食堂 渋谷店',
      storeCode: 'DF-001',
      storefrontAddress: { regionCode: 'JP', postalCode: '150-0043', administrativeArea: '東京都', locality: '渋谷区', addressLines: ['道玄坂1-2-3'] },
      metadata: { canHaveFoodMenus: true, canModifyServiceList: true, hasGoogleUpdated: false, hasPendingEdits: false },
    });
    expect((location.metadata as { newReviewUri: string }).newReviewUri).toContain('placeid=ChIJ');
    expect((location.regularHours as { periods: unknown[] }).periods).toHaveLength(7);
  });

  it('walks every location of an account exactly once across pages and rejects pageSize over 100', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { accountId, locationIds } = await firstAccount(app, tokens);
    const seen: string[] = [];
    let pageToken = '';
    do {
      const page = (await app.inject({ method: 'GET', url: `/v1/accounts/${accountId}/locations?readMask=name&pageSize=2&pageToken=${pageToken}`, headers: bearer(tokens) })).json<{ locations: Location[]; nextPageToken?: string }>();
      expect(page.locations.length).toBeLessThanOrEqual(2);
      seen.push(...page.locations.map((l) => l.name.split('/')[1]));
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
    expect(seen).toEqual(locationIds);
    expect(new Set(seen).size).toBe(5);
    const tooBig = await app.inject({ method: 'GET', url: `/v1/accounts/${accountId}/locations?readMask=name&pageSize=101`, headers: bearer(tokens) });
    expect(tooBig.statusCode).toBe(400);
  });

  it('patches only the fields in updateMask and refuses output-only fields', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { locationIds } = await firstAccount(app, tokens);
    const url = `/v1/locations/${locationIds[0]}`;
    const missingMask = await app.inject({ method: 'PATCH', url, headers: bearer(tokens), payload: { title: 'x' } });
    expect(missingMask.statusCode).toBe(400);
    const patched = await app.inject({ method: 'PATCH', url: `${url}?updateMask=title,phoneNumbers.primaryPhone`, headers: bearer(tokens), payload: { title: 'デモ食堂 渋谷本店', websiteUri: 'https://ignored.example', phoneNumbers: { primaryPhone: '03-0000-0000' } } });
    expect(patched.statusCode).toBe(200);
    const after = (await app.inject({ method: 'GET', url: `${url}?readMask=title,websiteUri,phoneNumbers`, headers: bearer(tokens) })).json<Location>();
    expect(after.title).toBe('デモ食堂 渋谷本店');
    expect(after.websiteUri).toBe('https://demo-foods.example.jp/stores/shibuya');
    expect(after.phoneNumbers).toEqual({ primaryPhone: '03-0000-0000', additionalPhones: [] });
    const readOnly = await app.inject({ method: 'PATCH', url: `${url}?updateMask=metadata.placeId`, headers: bearer(tokens), payload: { metadata: { placeId: 'x' } } });
    expect(readOnly.statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: '/v1/locations/123?readMask=name', headers: bearer(tokens) });
    expect(unknown.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });

  it('works mounted under a prefix inside another Fastify app', async () => {
    const host = Fastify();
    host.get('/api/health', async () => ({ ok: true }));
    await host.register(registerGoogleEmulator, { prefix: '/emulators/google', publicBaseUrl: 'http://localhost:3000/emulators/google', now: createClock().now });
    const tokens = await authorize(host, '/emulators/google');
    const accounts = await host.inject({ method: 'GET', url: '/emulators/google/v1/accounts', headers: bearer(tokens) });
    expect(accounts.statusCode).toBe(200);
    const page = await host.inject({ method: 'GET', url: '/emulators/google/o/oauth2/v2/auth?response_type=code&client_id=c&redirect_uri=http://localhost:3000/cb' });
    expect(page.body).toContain('action="http://localhost:3000/emulators/google/o/oauth2/v2/auth"');
    const calls = (await host.inject({ method: 'GET', url: '/emulators/google/__admin/calls' })).json<{ path: string }[]>();
    expect(calls.map((c) => c.path)).toContain('/v1/accounts');
    expect((await host.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
  });
});
