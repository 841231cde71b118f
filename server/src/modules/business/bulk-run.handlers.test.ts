import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../generated/openapi';
import type { BroadcastMessage } from '../../realtime/broadcaster';
import { loginAs, type Signed } from '../../testing/http';
import { emptyListing, type BusinessListing } from '../../../../src/shared/business/listing';
import { emulatorCalls, injectFailure, linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { applyRunStores } from './bulk-apply.service';
import { BUSINESS_BULK_PROGRESS } from './bulk-progress.service';
import { listingProviderVersions, listingReflections } from './business-listings.table';
import { createBusinessTestApp, listingWrites, runReflections, type BusinessTestApp } from './business-listings.testing';
import { listingToGooglePatch } from './listing-mappers';

type Schemas = components['schemas'];
type Preview = Schemas['BulkPreviewBody'];
type Run = Schemas['BulkRun'];

let t: BusinessTestApp;
let owner: Signed;
let demo: LinkedDemo;
let keys: string[];
const events: BroadcastMessage[] = [];

const JST = (iso: string) => new Date(`${iso}+09:00`);
const newYear = (date: string, open: string | null, close: string | null) => ({ date, closed: open === null, open, close });

beforeAll(async () => {
  t = await createBusinessTestApp();
  t.clock.set(JST('2027-03-01T09:00:00'));
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  keys = [...demo.owner.google.map((a) => `g_${a.id}`), ...demo.owner.yahoo.map((a) => `y_${a.id}`)];
  t.deps.broadcaster.subscribe((message) => events.push(message));
});
afterAll(() => t.close());

const preview = async (body: object) => {
  const res = await t.inject({ method: 'POST', url: '/api/business/bulk/preview', headers: owner.headers, payload: body });
  expect(res.statusCode).toBe(200);
  return res.json<Preview>();
};

/** Applies, then runs the two jobs as the workers would: the stores, then the reflections. */
async function apply(body: object): Promise<Run> {
  const res = await t.inject({ method: 'POST', url: '/api/business/bulk', headers: owner.headers, payload: body });
  expect(res.statusCode).toBe(200);
  const run = res.json<{ data: Run }>().data;
  await applyRunStores(t.deps, run.id);
  await runReflections(t);
  return run;
}

const getRun = async (id: number) => (await t.inject({ url: `/api/business/bulk/${id}`, headers: owner.headers })).json<{ data: Run }>().data;
const results = async (id: number, query = '') =>
  (await t.inject({ url: `/api/business/bulk/${id}/results?page_size=100${query}`, headers: owner.headers })).json<{ data: Schemas['BulkRunResult'][] }>().data;

async function locationOf(key: string): Promise<string> {
  const [row] = await t.db.select({ location: localAccounts.providerLocationId }).from(localAccounts).where(eq(localAccounts.id, Number(key.slice(2))));
  return row.location;
}

/** What the provider shows now, as the server last read it (after a reflection it holds the provider's answer). */
async function providerVersion(key: string): Promise<BusinessListing> {
  const [row] = await t.db.select({ listing: listingProviderVersions.listing }).from(listingProviderVersions).where(eq(listingProviderVersions.localAccountId, Number(key.slice(2))));
  return row.listing;
}

it('sends exactly what the dry run showed: one write per changing line, Google’s updateMask and patch from its after values', async () => {
  const body = {
    scope: 'selected',
    local_accounts: keys,
    changes: {
      special_hours: { mode: 'merge', entries: [newYear('2027/12/31', '10:00', '17:00'), newYear('2028/01/01', null, null)] },
      description: { mode: 'append', text: '年末年始は営業時間が変わります。' },
    },
  };
  const dry = await preview(body);
  expect(dry.total).toBe(keys.length);
  expect(dry.changing).toBe(keys.length);
  expect(dry.skipped).toBe(0);
  const writesBefore = { google: listingWrites(t, 'google').length, yahoo: listingWrites(t, 'yahoo').length };

  const run = await apply(body);
  expect(run).toMatchObject({ status: 'running', total: keys.length, pending: keys.length });

  // A fresh link's first call may meet a 401 and go again after the token refresh: one listing, one write.
  const google = listingWrites(t, 'google').slice(writesBefore.google);
  const yahoo = listingWrites(t, 'yahoo').slice(writesBefore.yahoo);
  const written = (writes: typeof google) => new Set(writes.map((w) => w.url.pathname.split('/').pop())).size;
  expect(written(google)).toBe(dry.data.filter((l) => l.provider === 'google').length);
  expect(written(yahoo)).toBe(dry.data.filter((l) => l.provider === 'yahoo').length);
  for (const line of dry.data) {
    expect(line.fields).toEqual(['special_hours', 'description']);
    expect((line.after.special_hours as BusinessListing['special_hours']).filter((s) => s.date >= '2027/12/31')).toEqual([
      newYear('2027/12/31', '10:00', '17:00'),
      newYear('2028/01/01', null, null),
    ]);
    expect(line.after.description).toBe(`${String(line.before.description)}\n年末年始は営業時間が変わります。`);
    const location = (await locationOf(line.local_account_id)).replace(/^locations\//, '');
    if (line.provider === 'google') {
      const write = google.find((w) => w.url.pathname.endsWith(`/locations/${location}`));
      const expected = listingToGooglePatch({ ...emptyListing(), ...line.after }, line.fields);
      expect(write?.url.searchParams.get('updateMask')?.split(',').sort()).toEqual([...expected.updateMask].sort());
      expect(write?.body).toEqual(expected.patch);
    } else {
      expect(yahoo.some((w) => w.url.pathname.endsWith(`/places/${location}`))).toBe(true);
    }
    // The provider answered the values the dry run showed.
    const shown = await providerVersion(line.local_account_id);
    expect({ special_hours: shown.special_hours, description: shown.description }).toEqual(line.after);
  }
  expect(await getRun(run.id)).toMatchObject({ status: 'done', total: keys.length, succeeded: keys.length, failed: 0, skipped: 0, pending: 0 });
  expect((await getRun(run.id)).finished_at).not.toBeNull();

  // The same hours again change nothing (an appended sentence, by its nature, would be appended again).
  const again = await preview({ ...body, changes: { special_hours: body.changes.special_hours } });
  expect(again).toMatchObject({ total: keys.length, changing: 0, skipped: 0 });
  expect(again.data.every((l) => l.fields.length === 0 && l.skipped_reason === null)).toBe(true);
});

it('merges special hours by date or replaces them all', async () => {
  const key = keys[0];
  const merged = await preview({ scope: 'selected', local_accounts: [key], changes: { special_hours: { mode: 'merge', entries: [newYear('2028/01/02', '12:00', '16:00')] } } });
  expect((merged.data[0].after.special_hours as { date: string }[]).map((s) => s.date)).toEqual(expect.arrayContaining(['2027/12/31', '2028/01/01', '2028/01/02']));
  const replaced = await preview({ scope: 'selected', local_accounts: [key], changes: { special_hours: { mode: 'replace', entries: [newYear('2028/01/02', '12:00', '16:00')] } } });
  expect(replaced.data[0].after.special_hours).toEqual([newYear('2028/01/02', '12:00', '16:00')]);
  expect((replaced.data[0].before.special_hours as { date: string }[]).map((s) => s.date)).toEqual(expect.arrayContaining(['2027/12/31', '2028/01/01']));
});

it('skips, with the reason in Japanese, a provider without the field, a rule broken, and an unlinked account; saves nothing for them', async () => {
  const google = keys.find((k) => k.startsWith('g_')) as string;
  const yahoo = keys.find((k) => k.startsWith('y_')) as string;
  const note = await preview({ scope: 'selected', local_accounts: [google, yahoo], changes: { hours_note: 'ラストオーダーは閉店30分前です' } });
  expect(note.data.find((l) => l.local_account_id === google)).toMatchObject({ fields: [], skipped_reason: 'Googleはこの項目に対応していないため送信しません' });
  expect(note.data.find((l) => l.local_account_id === yahoo)).toMatchObject({ fields: ['hours_note'], skipped_reason: null });

  const late = await preview({ scope: 'selected', local_accounts: [google, yahoo], changes: { special_hours: { mode: 'merge', entries: [newYear('2027/12/30', '18:00', '30:30')] } } });
  expect(late.data.find((l) => l.local_account_id === google)?.skipped_reason).toBeNull();
  expect(late.data.find((l) => l.local_account_id === yahoo)?.skipped_reason).toBe('Yahoo!プレイスの営業時間: 0:00〜翌6:00の範囲で入力してください');

  const [linked] = await t.db.select().from(localAccounts).where(eq(localAccounts.id, Number(google.slice(2))));
  const [unlinked] = await t.db
    .insert(localAccounts)
    .values({ companyId: linked.companyId, provider: 'google', providerLocationId: 'locations/closed-store', storeId: linked.storeId, title: '閉店した店舗', address: linked.address, status: 'unlinked' })
    .returning({ id: localAccounts.id });
  const body = { scope: 'selected', local_accounts: [`g_${unlinked.id}`, yahoo], changes: { website: 'https://demo-foods.example.jp/newyear' } };
  const dry = await preview(body);
  expect(dry.data.find((l) => l.local_account_id === `g_${unlinked.id}`)).toMatchObject({ skipped_reason: '連携されていないため送信しません', fields: [] });
  const run = await apply(body);
  const lines = await results(run.id);
  expect(lines.find((l) => l.local_account_id === `g_${unlinked.id}`)).toMatchObject({ status: 'skipped', error: '連携されていないため送信しません' });
  expect(lines.find((l) => l.local_account_id === yahoo)).toMatchObject({ status: 'done', fields: ['website'] });
  expect(await getRun(run.id)).toMatchObject({ status: 'done', total: 2, succeeded: 1, skipped: 1, failed: 0, pending: 0 });
  expect(await t.db.select().from(listingReflections).where(and(eq(listingReflections.bulkRunId, run.id), eq(listingReflections.localAccountId, unlinked.id)))).toEqual([]);
});

it('retries only the failures, with their own idempotency keys, and pushes the progress to the user', async () => {
  const google = keys.filter((k) => k.startsWith('g_'));
  const failing = (await locationOf(google[0])).replace(/^locations\//, '');
  await injectFailure(t, 'google', { match: { method: 'PATCH', pathPrefix: `/v1/locations/${failing}` }, status: 500, times: 20 });
  events.length = 0;
  const run = await apply({ scope: 'selected', local_accounts: google, changes: { website: 'https://demo-foods.example.jp/spring' } });
  const afterRun = await getRun(run.id);
  expect(afterRun).toMatchObject({ status: 'done_with_failures', failed: 1, succeeded: google.length - 1, pending: 0 });
  const lines = await results(run.id);
  expect(lines[0]).toMatchObject({ local_account_id: google[0], status: 'failed' });
  expect(lines[0].error).toEqual(expect.any(String));
  expect((await results(run.id, '&status=failed')).map((l) => l.local_account_id)).toEqual([google[0]]);

  const reflections = await t.db.select().from(listingReflections).where(eq(listingReflections.bulkRunId, run.id));
  const failedRow = reflections.find((r) => r.status === 'failed');
  await t.app.inject({ method: 'DELETE', url: '/emulators/google/__admin/failures' });
  const callsBefore = (await emulatorCalls(t, 'google')).length;

  const retried = await t.inject({ method: 'POST', url: `/api/business/bulk/${run.id}/retry`, headers: owner.headers });
  expect(retried.statusCode).toBe(200);
  expect(retried.json<{ message: string; data: Run }>()).toMatchObject({ message: '失敗した1件を再送信します', data: { status: 'running', failed: 0, pending: 1, finished_at: null } });
  const [requeued] = await t.db.select().from(listingReflections).where(eq(listingReflections.id, failedRow?.id ?? 0));
  expect(requeued).toMatchObject({ status: 'queued', attempts: 0, idempotencyKey: failedRow?.idempotencyKey });
  await runReflections(t);
  const resent = (await emulatorCalls(t, 'google')).slice(callsBefore).filter((c) => c.method === 'PATCH' && c.status < 300);
  expect(resent.map((c) => c.idempotencyKey)).toEqual([failedRow?.idempotencyKey]);
  expect(resent[0].path).toContain(failing);
  expect(await getRun(run.id)).toMatchObject({ status: 'done', failed: 0, succeeded: google.length });

  const again = await t.inject({ method: 'POST', url: `/api/business/bulk/${run.id}/retry`, headers: owner.headers });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: 'bulk_nothing_to_retry', message: '再送信できる失敗はありません' });

  // Throttled to one event a second, and the last one always carries the final counts.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const progress = events.filter((e) => e.event === BUSINESS_BULK_PROGRESS && e.data.run_id === run.id);
  expect(progress.length).toBeGreaterThan(0);
  expect(progress[0].channel).toMatch(/^private-export_excel_channel\./);
  expect(progress[progress.length - 1].data).toEqual({ run_id: run.id, status: 'done', total: google.length, succeeded: google.length, failed: 0, skipped: 0, pending: 0 });
});

it('lists the company’s runs newest first and answers 404 for another company’s keys', async () => {
  const list = (await t.inject({ url: '/api/business/bulk?page_size=50', headers: owner.headers })).json<{ data: Run[]; pagination: { total: number } }>();
  expect(list.pagination.total).toBe(3);
  expect(list.data.map((r) => r.id)).toEqual([...list.data.map((r) => r.id)].sort((a, b) => b - a));
  expect(list.data[0].user_name).toEqual(expect.any(String));
  const partner = await t.db.select({ id: localAccounts.id }).from(localAccounts).where(and(eq(localAccounts.companyId, demo.partnerCompanyId), inArray(localAccounts.provider, ['google'])));
  const foreign = await t.inject({ method: 'POST', url: '/api/business/bulk/preview', headers: owner.headers, payload: { scope: 'selected', local_accounts: [keys[0], `g_${partner[0].id}`], changes: { website: null } } });
  expect(foreign.statusCode).toBe(404);
  const none = await t.inject({ method: 'POST', url: '/api/business/bulk', headers: owner.headers, payload: { scope: 'selected', changes: { website: null } } });
  expect(none.statusCode).toBe(422);
});
