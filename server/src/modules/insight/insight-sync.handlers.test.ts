import { and, eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { syncAccountNow } from './insight-sync.service';
import { linkInsightDemo, type InsightDemo } from './insight-sync.testing';
import { yesterdayOf } from './insight-sync-window';
import { insightSyncStates } from './insight.table';

interface SyncBody {
  data: { account: string; source: string; synced_through: string | null; backfilled: boolean; last_error: string | null; last_attempt_at: string | null }[];
}

let t: TestApp;
let demo: InsightDemo;
let owner: Signed;
let partner: Signed;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkInsightDemo(t);
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  await syncAccountNow(t.deps, demo.owner.google[0].id);
});
afterAll(async () => {
  await t.close();
});

const status = (who: Signed, query = '') => t.inject({ url: `/api/insight-sync${query}`, headers: who.headers });

it("answers every source of the company's linked listings, synced or not yet", async () => {
  const res = await status(owner);
  expect(res.statusCode).toBe(200);
  const { data } = res.json<SyncBody>();
  const keys = [...demo.owner.google.map((a) => `g_${a.id}`), ...demo.owner.yahoo.map((a) => `y_${a.id}`)];
  expect(data.map((row) => row.account).sort()).toEqual([...keys.flatMap((key) => (key.startsWith('g_') ? [key, key] : [key]))].sort());

  const synced = data.filter((row) => row.account === `g_${demo.owner.google[0].id}`);
  expect(synced.map((row) => row.source)).toEqual(['google_metrics', 'google_keywords']);
  expect(synced[0]).toMatchObject({ synced_through: yesterdayOf(t.clock.now()).replaceAll('-', '/'), backfilled: true, last_error: null });
  expect(synced[0].last_attempt_at).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  expect(data.find((row) => row.account === `y_${demo.owner.yahoo[0].id}`)).toEqual({
    account: `y_${demo.owner.yahoo[0].id}`,
    source: 'yahoo_access',
    synced_through: null,
    backfilled: false,
    last_error: null,
    last_attempt_at: null,
  });
});

it('narrows to the selected listings and shows the last error in Japanese with its Tokyo time', async () => {
  const account = demo.owner.yahoo[1];
  await t.db
    .insert(insightSyncStates)
    .values({ localAccountId: account.id, source: 'yahoo_access', companyId: demo.ownerCompanyId, attempts: 1, lastError: 'Yahoo!が一時的に利用できません。', lastAttemptAt: new Date('2026-03-31T15:05:00Z') });
  const { data } = (await status(owner, `?local_account_ids=y_${account.id}`)).json<SyncBody>();
  expect(data).toEqual([
    { account: `y_${account.id}`, source: 'yahoo_access', synced_through: null, backfilled: false, last_error: 'Yahoo!が一時的に利用できません。', last_attempt_at: '2026/04/01 00:05' },
  ]);
  await t.db.delete(insightSyncStates).where(and(eq(insightSyncStates.localAccountId, account.id)));
});

it("answers 404 for another company's listing and shows each company only its own", async () => {
  expect((await status(owner, `?local_account_ids=g_${demo.partner.google[0].id}`)).statusCode).toBe(404);
  expect((await status(owner, `?local_account_ids=g_${demo.owner.google[0].id},g_${demo.partner.google[0].id}`)).statusCode).toBe(404);
  const { data } = (await status(partner)).json<SyncBody>();
  expect(new Set(data.map((row) => row.account))).toEqual(new Set(demo.partner.google.map((a) => `g_${a.id}`)));
});
