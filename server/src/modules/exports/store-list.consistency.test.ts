import { eq } from 'drizzle-orm';
import { SEED_ACCOUNTS } from '../../../../emulators/google/seed-stores';
import { demoFoodsStores, partnerStores } from '../../db/seed/stores.ja';
import { formatAddress } from '../../providers/google/google.mapper';
import { loginAs, type Signed } from '../../testing/http';
import { consent } from '../local-accounts/linking.testing';
import { stores } from '../stores/stores.table';
import { runExport } from './exports.jobs';
import { createExportsTestApp, readXlsx, type ExportsTestApp } from './exports.testing';

// One store, one address and phone: the Excel store list, 連携管理 (the provider's locations and the linked accounts)
// and the store list API all show the store's listing.
let t: ExportsTestApp;
let owner: Signed;
beforeAll(async () => {
  t = await createExportsTestApp();
  owner = await loginAs(t, 'owner');
});
afterAll(() => t.close());

interface Location {
  location_id: string;
  store_code: string | null;
  address: string;
  phone: string | null;
}

it('shows DF-001 with the same address and phone in 連携管理, the store list API and the Excel store list', async () => {
  const start = await t.inject({ method: 'POST', url: '/api/local-accounts/oauth/authentication-link', headers: owner.headers, payload: { provider: 'google' } });
  const grant = await consent(t.app, start.json<{ data: { url: string } }>().data.url);
  const callback = await t.inject({ method: 'POST', url: '/api/google-oauth', headers: owner.headers, payload: { code: grant.code, state: grant.state } });
  expect(callback.statusCode).toBe(200);
  const location = callback.json<{ data: { locations: Location[] } }>().data.locations.find((l) => l.store_code === 'DF-001');
  expect(location).toBeDefined();
  const link = await t.inject({ method: 'PUT', url: '/api/oauth-links', headers: owner.headers, payload: { provider: 'google', location_ids: [location?.location_id] } });
  expect(link.statusCode).toBe(200);

  const list = await t.inject({ method: 'GET', url: '/api/local-accounts', headers: owner.headers });
  const account = list.json<{ data: { local_accounts: { store_code: string; address: string; phone: string | null }[] } }>().data.local_accounts.find((a) => a.store_code === 'DF-001');

  const exported = await t.inject({ method: 'POST', url: '/api/exports/store-list', headers: owner.headers, payload: { format: 'xlsx' } });
  const { id } = exported.json<{ data: { id: number } }>().data;
  await runExport(t.deps, id);
  const rows = await readXlsx((await t.app.inject({ method: 'GET', url: `/api/data-files/${id}`, headers: { cookie: owner.cookie } })).rawPayload);
  const header = rows[0];
  const row = rows.find((r) => r[0] === 'DF-001') ?? [];
  const excel = { address: row[header.indexOf('住所')], phone: row[header.indexOf('電話番号')] };

  const expected = { address: '〒150-0043 東京都渋谷区道玄坂1-2-3', phone: '03-5555-0101' };
  expect({ address: location?.address, phone: location?.phone }).toEqual(expected);
  expect({ address: account?.address, phone: account?.phone }).toEqual(expected);
  expect(excel).toEqual(expected);
});

it('seeds every demo store with the address and phone of its Google listing, so an unlinked store agrees too', async () => {
  const listings = SEED_ACCOUNTS.flatMap((a) => a.stores);
  for (const store of [...demoFoodsStores, ...partnerStores]) {
    const listing = listings.find((l) => l.storeCode === store.storeCode);
    const address = listing && formatAddress({ postalCode: listing.postalCode, administrativeArea: listing.administrativeArea, locality: listing.locality, addressLines: [listing.addressLine] });
    expect({ code: store.storeCode, address: store.address, phone: store.phone }).toEqual({ code: store.storeCode, address, phone: listing?.phone });
  }
  const [seeded] = await t.db.select().from(stores).where(eq(stores.storeCode, 'DF-001'));
  expect(seeded).toMatchObject({ address: '〒150-0043 東京都渋谷区道玄坂1-2-3', phone: '03-5555-0101' });
});

// After the first test's linking.
it('names the linked Google account by its name in 連携管理, not by its accounts/… id', async () => {
  const res = await t.inject({ method: 'GET', url: '/api/local-accounts/oauth/check-token', headers: owner.headers });
  const label = res.json<{ data: { google: { account_label: string | null } } }>().data.google.account_label;
  // The emulator's grant reaches both demo Google accounts, so both are named.
  expect(label).toBe('デモフーズ Google アカウント、パートナー店舗 Google アカウント');
  expect(label).not.toMatch(/accounts\//);
});
