import { eq } from 'drizzle-orm';
import { companies, users } from '../tenancy/tenancy.table';
import { signedFromToken, XHR } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createCompany, CreateCompanyError, type CreateCompanyInput } from './create-company';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ seed: false });
});
afterEach(async () => {
  await t.close();
});

const input = (overrides: Partial<CreateCompanyInput> = {}): CreateCompanyInput => ({
  name: ' 株式会社ミライ食堂 ',
  ownership: 'allgrow',
  email: 'admin@mirai.example',
  userName: '高橋 誠',
  support: false,
  contracts: ['has_review_contract', 'meo_analytics_flag'],
  linkage: '20',
  measures: '5',
  ...overrides,
});
const create = (overrides: Partial<CreateCompanyInput> = {}) => createCompany({ db: t.db, clock: t.clock, config: t.deps.config }, input(overrides));
const problemsOf = async (overrides: Partial<CreateCompanyInput>): Promise<string[]> => {
  const error = await create(overrides).catch((e: unknown) => e);
  if (!(error instanceof CreateCompanyError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.problems;
};

describe('admin create-company', () => {
  it('creates a company whose first user sets a password through the link and signs in with its contracts', async () => {
    const created = await create();
    const link = new URL(created.url);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/password-reset');
    expect(created.expiresInHours).toBe(72);

    const login = { method: 'POST', url: '/api/login', headers: XHR, payload: { email: 'admin@mirai.example', password: 'first-pass-123', ownership: 'allgrow' } } as const;
    expect((await t.inject(login)).statusCode).toBe(422);
    const set = await t.inject({ method: 'POST', url: '/api/password-reset', headers: XHR, payload: { token: link.searchParams.get('token'), password: 'first-pass-123' } });
    expect(set.statusCode).toBe(200);
    const signedIn = await t.inject(login);
    expect(signedIn.statusCode).toBe(200);

    const info = await t.inject({ url: '/api/users/info', headers: signedFromToken(String(signedIn.json().data.token)).headers });
    expect(info.json().user_infomation).toMatchObject({
      user_type: 'normal',
      ownership: 'allgrow',
      contracted_contents: {
        has_review_contract: true,
        meo_analytics_flag: true,
        has_ranking_contract: false,
        has_y_ranking_contract: false,
      },
    });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, created.companyId));
    expect(company).toMatchObject({ corporateName: '株式会社ミライ食堂', contractedLinkageCount: 20, measureContractCount: 5 });
  });

  it('makes an allgrow support user with every contract when asked', async () => {
    const created = await create({ support: true, contracts: ['all'], email: 'ops@allgrow.example' });
    const [user] = await t.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({ userType: 'support', ownership: 'allgrow', invitationPending: true });
    const [company] = await t.db.select().from(companies).where(eq(companies.id, created.companyId));
    expect(company).toMatchObject({ hasRankingContract: true, yMeoAnalyticsWithMeasureFlag: true });
  });

  it('names every wrong option at once and writes nothing', async () => {
    const problems = await problemsOf({ name: ' ', ownership: 'other', email: 'not-an-address', userName: '', contracts: ['reviews'], linkage: '-1', measures: 'x' });
    expect(problems).toHaveLength(7);
    expect(problems.join('\n')).toMatch(/--name.*\n.*--ownership.*\n.*--email.*\n.*--user-name.*\n.*不明な契約: reviews.*\n.*--linkage.*\n.*--measures/);
    expect(await problemsOf({ ownership: 'partner', support: true })).toEqual([expect.stringContaining('運営サポートは allgrow だけ')]);
    expect(await t.db.select().from(companies)).toHaveLength(0);
  });

  it('refuses an address that already signs in to the same ownership, leaving no company behind', async () => {
    await create();
    expect(await problemsOf({ name: '別会社', email: 'ADMIN@mirai.example' })).toEqual([expect.stringContaining('既に使われています')]);
    expect(await t.db.select().from(companies)).toHaveLength(1);
    // The other ownership is another login page: the same address may sign in there.
    await expect(create({ ownership: 'partner', email: 'admin@mirai.example' })).resolves.toMatchObject({ companyId: expect.any(Number) });
  });
});
