import { demoUsers } from '../../db/seed-demo';
import { impersonateAs, loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let support: Signed;
beforeAll(async () => {
  t = await createTestApp();
  support = await loginAs(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const impersonate = (email: string) => impersonateAs(t, support, email);

it('support staff read who did what as whom, newest first', async () => {
  const asOwner = await impersonate(demoUsers.owner.email);
  await t.inject({ url: '/api/news', headers: asOwner.headers });

  const res = await t.inject({ url: '/api/audit-logs?page=1&page_size=10', headers: support.headers });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: { operation_id: string; subject_email: string; actor_email: string; subject_corporate_name: string; created_at: string }[]; pagination: { total: number; total_capped: boolean } }>();
  expect(body.data.map((r) => r.operation_id)).toEqual(['listNews', 'exchangeImpersonationLink']);
  expect(body.data[0]).toMatchObject({ subject_email: demoUsers.owner.email, actor_email: demoUsers.support.email, subject_corporate_name: '株式会社デモフーズ' });
  expect(body.data[0].created_at).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  expect(body.pagination).toMatchObject({ total: 2, total_capped: false });
});

type Page = { data: { operation_id: string }[]; pagination: { total: number } };
const auditPage = async (page: number, pageSize: number) =>
  (await t.inject({ url: `/api/audit-logs?page=${page}&page_size=${pageSize}`, headers: support.headers })).json<Page>();

it("leaves the console's own polling out of the list, its count and its pages", async () => {
  const before = (await auditPage(1, 1)).pagination.total;
  const asOwner = await impersonate(demoUsers.owner.email);
  await t.inject({ url: '/api/users/info', headers: asOwner.headers });
  await t.inject({ url: '/api/news/info-flg', headers: asOwner.headers });
  await t.inject({ method: 'POST', url: '/api/broadcasting/auth', headers: asOwner.headers, payload: { socket_id: '1.1', channel_name: 'private-x' } });
  await t.inject({ url: '/api/news', headers: asOwner.headers });
  await t.inject({ url: '/api/news/info-flg', headers: asOwner.headers });

  const first = await auditPage(1, 1);
  expect(first.data.map((r) => r.operation_id)).toEqual(['listNews']);
  expect(first.pagination.total).toBe(before + 2);
  expect((await auditPage(2, 1)).data.map((r) => r.operation_id)).toEqual(['exchangeImpersonationLink']);
});

it('nobody else may read the audit log, not even a session impersonating someone', async () => {
  const owner = await loginAs(t, 'owner');
  expect((await t.inject({ url: '/api/audit-logs', headers: owner.headers })).statusCode).toBe(403);
  const asStaff = await impersonate(demoUsers.staff.email);
  expect((await t.inject({ url: '/api/audit-logs', headers: asStaff.headers })).statusCode).toBe(403);
  expect((await t.inject({ url: '/api/audit-logs' })).statusCode).toBe(401);
});
