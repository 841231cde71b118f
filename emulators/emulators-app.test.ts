import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { linkDemoProviders } from '../server/src/db/seed-demo-links';
import { localAccounts } from '../server/src/modules/local-accounts/local-accounts.table';
import { companyOf, syncCompany } from '../server/src/modules/reviews/reviews.testing';
import { reviews } from '../server/src/modules/reviews/reviews.table';
import { createTestApp, type TestApp } from '../server/src/testing/test-app';
import { buildEmulatorsApp } from './emulators-app';
import { EMULATOR_NAMES } from './mount-emulators';

// The emulators in their own process (npm run emulators) and a server pointed at them with EMULATORS_URL: the
// server mounts none, and the consent pages, the demo links and a review sync all go over a socket to the other app.

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let emulators: FastifyInstance;
let origin: string;
let t: TestApp;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  emulators = await buildEmulatorsApp({ publicOrigin: origin });
  await emulators.listen({ port, host: '127.0.0.1' });
  t = await createTestApp({ configOverrides: { emulatorsUrl: origin }, fetch: globalThis.fetch });
});

afterAll(async () => {
  await t.close();
  await emulators.close();
});

const emulatorCalls = async (name: string) => (await emulators.inject({ url: `/emulators/${name}/__admin/calls` })).json<{ method: string; path: string }[]>();

it('serves every emulator on one port under /emulators/<name>', async () => {
  expect((await emulators.inject({ url: '/emulators' })).json()).toEqual({ emulators: EMULATOR_NAMES });
  for (const name of EMULATOR_NAMES) expect((await emulators.inject({ url: `/emulators/${name}/__admin/calls` })).statusCode).toBe(200);
});

it('leaves the server without emulators and points the adapters and consent pages at EMULATORS_URL', async () => {
  expect((await t.app.inject({ url: '/emulators/google/__admin/calls' })).statusCode).toBe(404);
  const consent = t.deps.providers.google.authorizationUrl({ state: 's', redirectUri: `${t.deps.config.publicOrigin}/open-authorization`, codeChallenge: 'c' });
  expect(consent.startsWith(`${origin}/emulators/google/`)).toBe(true);
});

it('links the demo stores and syncs a new review through the emulators process', async () => {
  expect((await linkDemoProviders(t.deps)).length).toBe(2);
  const paths = (await emulatorCalls('google')).map((c) => `${c.method} ${c.path}`);
  expect(paths).toEqual(expect.arrayContaining(['POST /token', 'GET /v1/accounts']));

  const owner = await companyOf(t, 'owner');
  const added = await emulators.inject({
    method: 'POST',
    url: '/emulators/google/__admin/reviews',
    payload: { storeCode: 'DF-001', starRating: 'FIVE', comment: '別プロセスのエミュレーターから届いた口コミ' },
  });
  expect(added.statusCode).toBe(201);
  await syncCompany(t, owner);
  const [stored] = await t.db
    .select({ storeCode: localAccounts.storeCode })
    .from(reviews)
    .innerJoin(localAccounts, eq(localAccounts.id, reviews.localAccountId))
    .where(and(eq(reviews.companyId, owner), eq(reviews.comment, '別プロセスのエミュレーターから届いた口コミ')));
  expect(stored).toEqual({ storeCode: 'DF-001' });
});
