import { eq } from 'drizzle-orm';
import { companies } from '../tenancy/tenancy.table';
import { replyManuscripts } from '../modules/reply-templates/reply-templates.table';
import { hasForbiddenCharacters } from '../modules/reply-templates/reply-text.rules';
import { loginAs } from '../testing/http';
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

it('gives each client company reply templates for a ★5, a ★3 and a ★1 review, which its template picker lists', async () => {
  const rows = await t.db
    .select({ company: companies.corporateName, title: replyManuscripts.title, body: replyManuscripts.body })
    .from(replyManuscripts)
    .innerJoin(companies, eq(companies.id, replyManuscripts.companyId));
  for (const company of ['株式会社デモフーズ', 'パートナー商事株式会社']) {
    const own = rows.filter((row) => row.company === company);
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(own.length).toBeLessThanOrEqual(5);
    expect(own.map((row) => row.title).join(' ')).toEqual(expect.stringMatching(/★5.*★3.*★1/u));
    expect(own.every((row) => row.body.includes('{投稿者名}') && !hasForbiddenCharacters(row.title + row.body))).toBe(true);
  }
  expect(rows.some((row) => row.company === '運営サポート')).toBe(false);

  const owner = await loginAs(t, 'owner');
  const listed = (await t.inject({ url: '/api/reply-manuscripts?page_size=200', headers: owner.headers })).json<{ data: { title: string }[] }>();
  expect(listed.data.map((row) => row.title)).toContain('お詫び（★1）');
});

it('seeds only an empty database, so a restart never duplicates demo data', async () => {
  const before = await t.db.select().from(stores);
  expect(await seedDemo(t.db, new FakeClock())).toBe(false);
  expect(await t.db.select().from(stores)).toHaveLength(before.length);
});
