import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../app';
import { createDeps } from '../../deps';
import { DEMO_PASSWORD, demoUsers } from '../../db/seed-demo';
import { unavailableRenderer } from '../../rendering/html-renderer';
import { loginAs, type Signed } from '../../testing/http';
import { injectRequest } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../../tenancy/tenancy.table';
import { buildPhoto } from '../media-posting/media-fixtures.testing';
import { multipartPayload } from '../media-posting/media-posting.testing';

// The session cache seen from outside: a cached session costs no database round trip, and every way a session ends
// (or changes) takes effect on the very next request, in this process and in another one on the same database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Counts the statements the app sends to the database while `run` runs. */
async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
  const database = t.deps.database;
  const target = (database.kind === 'pglite' ? database.pglite : database.pool) as unknown as { query: (...args: unknown[]) => unknown };
  const spy = jest.spyOn(target, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const info = (as: Signed) => t.inject({ url: '/api/users/info', headers: as.headers });
const userId = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

it('reads the session once: later requests of a normal user and of a store user send no query at all', async () => {
  for (const who of ['owner', 'staff'] as const) {
    const signed = await loginAs(t, who);
    // users/info is the console's auth-only request: the session, and the company's Yahoo linkage state.
    expect(await queriesDuring(() => info(signed))).toBeGreaterThan(0);
    expect(await queriesDuring(() => info(signed))).toBe(0);
  }
});

it('ends a cached session at once on logout, and the others of a user at once on a password change', async () => {
  const tab1 = await loginAs(t, 'owner');
  const tab2 = await loginAs(t, 'owner');
  expect((await info(tab1)).statusCode).toBe(200);
  expect((await info(tab2)).statusCode).toBe(200);
  expect((await t.inject({ method: 'POST', url: '/api/logout', headers: tab1.headers })).statusCode).toBe(200);
  expect((await info(tab1)).statusCode).toBe(401);

  const tab3 = await loginAs(t, 'owner');
  expect((await info(tab3)).statusCode).toBe(200);
  const changed = await t.inject({
    method: 'PUT',
    url: '/api/users/update-password',
    headers: tab2.headers,
    payload: { current_password: DEMO_PASSWORD, password: 'cache-pass-5678', password_confirmation: 'cache-pass-5678' },
  });
  expect(changed.statusCode).toBe(200);
  expect((await info(tab3)).statusCode).toBe(401);
  expect((await info(tab2)).statusCode).toBe(200);
  await t.inject({
    method: 'PUT',
    url: '/api/users/update-password',
    headers: tab2.headers,
    payload: { current_password: 'cache-pass-5678', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
});

it('ends a removed user\'s cached session at once', async () => {
  const owner = await loginAs(t, 'owner');
  const staff = await loginAs(t, 'staff');
  expect((await info(staff)).statusCode).toBe(200);
  const removed = await t.inject({ method: 'DELETE', url: `/api/users?user_ids=${await userId(demoUsers.staff.email)}`, headers: owner.headers });
  expect(removed.statusCode).toBe(200);
  expect((await info(staff)).statusCode).toBe(401);
});

it('shows a change to the company, made in one tab, to the company\'s other cached sessions at once', async () => {
  const [tab1, tab2] = [await loginAs(t, 'partner'), await loginAs(t, 'partner')];
  const logoOf = async (as: Signed) => (await info(as)).json<{ user_infomation: { logo: string | null } }>().user_infomation.logo;
  expect(await logoOf(tab1)).toBeNull();
  const { payload, contentType } = multipartPayload({ logo: { bytes: await buildPhoto(400, 200, 'png'), filename: 'logo.png', contentType: 'image/png' } });
  const uploaded = await t.inject({ method: 'PUT', url: '/api/users/logo', headers: { ...tab2.headers, 'content-type': contentType }, payload });
  expect(uploaded.statusCode).toBe(200);
  expect(await logoOf(tab1)).toBe(uploaded.json<{ data: { logo: string } }>().data.logo);
});

describe('across processes on one PostgreSQL database', () => {
  const onPg = () => t.deps.database.kind === 'pg';

  it('drops a session another process ended, within a moment (PostgreSQL NOTIFY, or Redis when REDIS_URL is set)', async () => {
    if (!onPg()) return; // PGlite is one process per data directory: nothing to reach.
    const otherDeps = await createDeps(t.deps.config, { clock: t.clock, migrate: false, logger: pino({ level: 'silent' }), htmlRenderer: unavailableRenderer });
    const other = await buildApp(otherDeps, { webRoot: '/nonexistent' });
    try {
      const signed = await loginAs(t, 'owner');
      const viaOther = () => injectRequest(other, { url: '/api/users/info', headers: signed.headers });
      expect((await viaOther()).statusCode).toBe(200);
      expect((await t.inject({ method: 'POST', url: '/api/logout', headers: signed.headers })).statusCode).toBe(200);
      let status = 200;
      for (let i = 0; i < 40 && status === 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await viaOther()).statusCode;
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
      await otherDeps.sessionCache.close();
      await otherDeps.database.close();
    }
  });
});
