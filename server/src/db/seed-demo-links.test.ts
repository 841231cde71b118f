import { and, eq } from 'drizzle-orm';
import { localAccounts } from '../modules/local-accounts/local-accounts.table';
import { providerConnections } from '../provider-access/provider-connections.table';
import { companyOf, linkDemo, syncCompany } from '../modules/reviews/reviews.testing';
import { reviews } from '../modules/reviews/reviews.table';
import { loginAs } from '../testing/http';
import { injectFetch } from '../testing/inject-fetch';
import { createTestApp, type TestApp } from '../testing/test-app';
import { linkDemoProviders } from './seed-demo-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const linkedCodes = async (companyId: number, provider: 'google' | 'yahoo') =>
  (
    await t.db
      .select({ code: localAccounts.storeCode })
      .from(localAccounts)
      .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.provider, provider), eq(localAccounts.status, 'linked')))
  )
    .map((r) => r.code)
    .sort();

it('links the demo stores to the emulator listings, leaving the ones the e2e linking specs link themselves', async () => {
  const demo = await linkDemo(t);
  expect(await linkedCodes(demo.ownerCompanyId, 'google')).toEqual(['DF-001', 'DF-002', 'DF-005']);
  expect(await linkedCodes(demo.ownerCompanyId, 'yahoo')).toEqual(['DF-002', 'DF-005']);
  expect(await linkedCodes(demo.partnerCompanyId, 'google')).toEqual(['PT-001', 'PT-002', 'PT-003']);
  expect(await linkedCodes(demo.partnerCompanyId, 'yahoo')).toEqual([]);
  const operator = await companyOf(t, 'support');
  expect(await t.db.select().from(localAccounts).where(eq(localAccounts.companyId, operator))).toHaveLength(0);
});

it('renews the grants on a later start without linking again, and the renewed tokens work for a sync', async () => {
  const owner = await companyOf(t, 'owner');
  const before = await t.db.select().from(providerConnections).where(eq(providerConnections.companyId, owner));
  const linkedBefore = await t.db.select().from(localAccounts).where(eq(localAccounts.status, 'linked'));
  await linkDemoProviders(t.deps, { fetch: injectFetch(t.app) });
  const after = await t.db.select().from(providerConnections).where(eq(providerConnections.companyId, owner));
  expect(after.map((c) => c.refreshTokenSealed)).not.toEqual(before.map((c) => c.refreshTokenSealed));
  expect(after.every((c) => c.tokenState === 'active')).toBe(true);
  expect(await t.db.select().from(localAccounts).where(eq(localAccounts.status, 'linked'))).toHaveLength(linkedBefore.length);

  await syncCompany(t, owner);
  const stored = await t.db.select({ provider: reviews.provider }).from(reviews).where(eq(reviews.companyId, owner));
  expect(stored.some((r) => r.provider === 'google')).toBe(true);
  expect(stored.some((r) => r.provider === 'yahoo')).toBe(true);
});

it('shows the synced reviews in the demo owner inbox', async () => {
  const owner = await loginAs(t, 'owner');
  const res = await t.inject({ url: '/api/reviews?page_size=5', headers: owner.headers });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: { store_name: string; can_reply: boolean; provider: string }[]; pagination: { total: number } }>();
  expect(body.data).toHaveLength(5);
  expect(body.pagination.total).toBeGreaterThan(5);
  expect(body.data.every((r) => r.store_name.length > 0)).toBe(true);
  expect(body.data.filter((r) => r.provider === 'google').every((r) => r.can_reply)).toBe(true);
});
