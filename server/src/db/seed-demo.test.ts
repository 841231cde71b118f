import { eq } from 'drizzle-orm';
import { companies } from '../tenancy/tenancy.table';
import { stores } from '../modules/stores/stores.table';
import { FakeClock } from '../testing/fake-clock';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemo } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('gives each client company a few stores of its own and the operator company none', async () => {
  const rows = await t.db
    .select({ company: companies.corporateName, code: stores.storeCode })
    .from(stores)
    .innerJoin(companies, eq(companies.id, stores.companyId));
  const byCompany = new Map<string, string[]>();
  for (const row of rows) byCompany.set(row.company, [...(byCompany.get(row.company) ?? []), row.code]);
  expect(byCompany.get('株式会社デモフーズ')?.length).toBeGreaterThanOrEqual(3);
  expect(byCompany.get('パートナー商事株式会社')?.length).toBeGreaterThanOrEqual(3);
  expect(byCompany.has('運営サポート')).toBe(false);
  expect(byCompany.get('株式会社デモフーズ')?.every((code) => code.startsWith('DF-'))).toBe(true);
});

it('seeds only an empty database, so a restart never duplicates demo data', async () => {
  const before = await t.db.select().from(stores);
  expect(await seedDemo(t.db, new FakeClock())).toBe(false);
  expect(await t.db.select().from(stores)).toHaveLength(before.length);
});
