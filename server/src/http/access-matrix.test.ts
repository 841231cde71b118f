import { eq } from 'drizzle-orm';
import { can, type Actor } from '../../../src/shared/access/access-rules';
import { demoUsers } from '../db/seed-demo';
import { companies, users, type CompanyRow } from '../tenancy/tenancy.table';
import { impersonateAs, loginAs, XHR, type DemoUser, type Signed } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loadContract, type ContractOperation } from './contract';

// Role × operation: for every operation of the contract and every kind of actor, the server allows exactly
// what the shared rules table allows (403 otherwise), and every secured operation refuses anonymous callers.
let t: TestApp;
let ops: ContractOperation[];
const actors: { name: string; signed: Signed; actor: Actor }[] = [];

const samplePath = (op: ContractOperation): string =>
  op.url.replace(/:(\w+)/g, (_m, name: string) => {
    const schema = op.parameters.find((p) => p.name === name)?.schema ?? {};
    if (Array.isArray(schema.enum)) return String(schema.enum[0]);
    return schema.type === 'integer' ? '1' : 'sample';
  });

const call = (op: ContractOperation, headers: Record<string, string>) =>
  t.inject({ method: op.method, url: samplePath(op), headers, payload: op.method === 'GET' ? undefined : {} });

let partnerCompany: CompanyRow;

const setPartnerFlags = async (flipped: boolean) => {
  const c = partnerCompany;
  const f = (value: boolean) => (flipped ? !value : value);
  await t.db
    .update(companies)
    .set({
      hasRankingContract: f(c.hasRankingContract),
      hasReviewContract: f(c.hasReviewContract),
      meoAnalyticsFlag: f(c.meoAnalyticsFlag),
      meoAnalyticsWithMeasureFlag: f(c.meoAnalyticsWithMeasureFlag),
      hasYRankingContract: f(c.hasYRankingContract),
      yMeoAnalyticsFlag: f(c.yMeoAnalyticsFlag),
      yMeoAnalyticsWithMeasureFlag: f(c.yMeoAnalyticsWithMeasureFlag),
    })
    .where(eq(companies.id, c.id));
};

const infoOf = async (s: Signed): Promise<Actor> => (await t.inject({ url: '/api/users/info', headers: s.headers })).json<{ user_infomation: Actor }>().user_infomation;

beforeAll(async () => {
  t = await createTestApp();
  ops = await loadContract();
  for (const who of Object.keys(demoUsers) as DemoUser[]) {
    const signed = await loginAs(t, who);
    actors.push({ name: who, signed, actor: await infoOf(signed) });
  }
  // The partner company with every contract flag flipped, so each flag is seen on and off. Sessions read the
  // company on every request, so the flags are switched while that actor's column of the matrix runs.
  const [partnerUser] = await t.db.select().from(users).where(eq(users.email, demoUsers.partner.email));
  const [c] = await t.db.select().from(companies).where(eq(companies.id, partnerUser.companyId));
  partnerCompany = c;
  await setPartnerFlags(true);
  const flipped = await loginAs(t, 'partner');
  actors.push({ name: 'partner (flags flipped)', signed: flipped, actor: await infoOf(flipped) });
  await setPartnerFlags(false);
  // An impersonating session.
  const support = actors.find((a) => a.name === 'support');
  if (!support) throw new Error('the support actor is signed in above');
  const impersonating = await impersonateAs(t, support.signed, demoUsers.owner.email);
  actors.push({ name: 'support impersonating owner', signed: impersonating, actor: await infoOf(impersonating) });
});
afterAll(async () => {
  await t.close();
});

it('covers every operation and several kinds of actor', () => {
  expect(ops.length).toBeGreaterThanOrEqual(11);
  expect(actors.map((a) => a.actor.is_impersonate)).toContain(true);
});

it('anonymous callers get 401 on every secured operation', async () => {
  for (const op of ops.filter((o) => o.secured)) {
    const res = await call(op, XHR);
    expect([op.operationId, res.statusCode]).toEqual([op.operationId, 401]);
  }
});

it('the server agrees with the rules table for every operation × actor', async () => {
  const mismatches: string[] = [];
  let checked = 0;
  // logout is left out: it would end the sessions the rest of the matrix uses (it is signedIn, like others).
  const secured = ops.filter((o) => o.secured && o.operationId !== 'logout');
  for (const a of actors) {
    await setPartnerFlags(a.name === 'partner (flags flipped)');
    for (const op of secured) {
      const res = await call(op, a.signed.headers);
      const allowed = can(a.actor, op.rule);
      const denied = res.statusCode === 403 && res.json<{ code?: string }>().code === 'forbidden';
      checked += 1;
      if (allowed === denied || res.statusCode === 401) mismatches.push(`${op.operationId} × ${a.name}: ${res.statusCode}`);
    }
  }
  await setPartnerFlags(false);
  expect(mismatches).toEqual([]);
  expect(checked).toBe(secured.length * actors.length);
  // Every operation × every actor, one request each: the budget grows with the contract (about 1,000 requests now).
}, 120_000);
