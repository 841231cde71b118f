import { and, count, eq } from 'drizzle-orm';
import type { components } from '../../generated/openapi';
import { loginAs, type Signed } from '../../testing/http';
import { clearEmulatorCalls, emulatorCalls, injectFailure, linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { listingChanges, listingRecords, listingReflections } from './business-listings.table';
import { requeueReflection } from './listing-reflections.repository';
import { createBusinessTestApp, getListing, listingWrites, putListing, runReflections, storeIdOf, type BusinessTestApp } from './business-listings.testing';

type Summary = components['schemas']['BusinessListingSummary'];
type Body = components['schemas']['BusinessListingBody'];
type Listing = components['schemas']['BusinessListing'];
type Change = components['schemas']['ListingChange'];

let t: BusinessTestApp;
let owner: Signed;
let demo: LinkedDemo;
let df2: number;
let df5: number;

const JST = (iso: string) => new Date(`${iso}+09:00`);

beforeAll(async () => {
  t = await createBusinessTestApp();
  t.clock.set(JST('2027-03-01T09:00:00'));
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  df2 = await storeIdOf(t, demo.ownerCompanyId, 'DF-002');
  df5 = await storeIdOf(t, demo.ownerCompanyId, 'DF-005');
});
afterAll(() => t.close());

const load = async (storeId: number): Promise<Summary> => {
  const res = await getListing(t, owner, storeId);
  expect(res.statusCode).toBe(200);
  return res.json<Body>().data;
};
const counts = async () => ({
  changes: (await t.db.select({ n: count() }).from(listingChanges))[0].n,
  reflections: (await t.db.select({ n: count() }).from(listingReflections))[0].n,
});
const keyOf = (provider: 'google' | 'yahoo', summary: Summary) => summary[provider]?.local_account_id ?? '';

it('starts a store\'s record from Google, with the reading and hours note from Yahoo, and compares both providers', async () => {
  const data = await load(df2);
  expect(data).toMatchObject({ store_code: 'DF-002', version: 1, google: { auto_reflect: true, differs: [] }, yahoo: { auto_reflect: true } });
  expect(data.record.name_kana).toBe(data.yahoo?.current?.name_kana);
  expect(data.record.name_kana).toBeTruthy();
  // Yahoo's seed runs Friday and Saturday to 25:00; Google's closes at 22:00.
  expect(data.yahoo?.differs).toEqual(['regular_hours']);
  expect(data.provider_differs).toContain('regular_hours');
  const list = (await t.inject({ url: '/api/business/listings?free_word=DF-002', headers: owner.headers })).json<{ data: Summary[] }>();
  expect(list.data.map((s) => s.store_code)).toEqual(['DF-002']);
});

it('saves, then sends Google a patch masked to the changed fields and Yahoo only those fields, with the intent\'s key', async () => {
  const before = await load(df2);
  const listing: Listing = {
    ...before.record,
    phone: '06-5555-0199',
    regular_hours: before.record.regular_hours.map((p) => (p.day === 'FRI' ? { ...p, close: '25:00' } : p)),
    description: `${before.record.description}（テスト）`,
  };
  const res = await putListing(t, owner, df2, { version: before.version, listing });
  expect(res.statusCode).toBe(200);
  const body = res.json<Body>();
  expect(body.message).toBe('店舗情報を保存しました。反映を開始します');
  expect(body.data.version).toBe(before.version + 1);
  expect(body.reflections?.map((r) => [r.provider, r.status, r.fields])).toEqual([
    ['google', 'queued', ['phone', 'regular_hours', 'description']],
    ['yahoo', 'queued', ['phone', 'regular_hours', 'description']],
  ]);

  t.requests.length = 0;
  await clearEmulatorCalls(t, 'google');
  await runReflections(t);
  const [patch] = listingWrites(t, 'google');
  expect(patch.url.searchParams.get('updateMask')).toBe('phoneNumbers.primaryPhone,regularHours,profile.description');
  expect(Object.keys(patch.body as object).sort()).toEqual(['phoneNumbers', 'profile', 'regularHours']);
  expect((patch.body as { regularHours: { periods: unknown[] } }).regularHours.periods).toContainEqual({ openDay: 'FRIDAY', openTime: { hours: 11 }, closeDay: 'SATURDAY', closeTime: { hours: 1 } });
  const [put] = listingWrites(t, 'yahoo');
  expect(Object.keys(put.body as object).sort()).toEqual(['business_hours', 'description', 'phone']);
  // The HOLIDAY row Yahoo keeps (the listing has no room for it) is sent back as it was.
  expect((put.body as { business_hours: unknown[] }).business_hours).toContainEqual({ day: 'HOLIDAY', open: '11:00', close: '22:00' });

  const rows = await t.db.select().from(listingReflections).where(eq(listingReflections.storeId, df2));
  expect(rows.map((r) => r.status)).toEqual(['done', 'done']);
  const googleKey = rows.find((r) => r.provider === 'google')?.idempotencyKey;
  expect((await emulatorCalls(t, 'google')).filter((c) => c.method === 'PATCH' && c.status < 300).map((c) => c.idempotencyKey)).toEqual([googleKey]);

  // Both providers now hold the record: no differences left, and the history shows the save and both answers.
  const after = await load(df2);
  expect([after.google?.differs, after.yahoo?.differs]).toEqual([[], []]);
  expect(after.google?.latest_reflection).toMatchObject({ status: 'done', attempts: 1 });
  const google = (await t.app.inject({ url: '/emulators/google/__admin/locations/DF-002' })).json<{ phoneNumbers: { primaryPhone: string } }>();
  expect(google.phoneNumbers.primaryPhone).toBe('06-5555-0199');
  const changes = (await t.inject({ url: `/api/business/listings/${df2}/changes`, headers: owner.headers })).json<{ data: Change[] }>().data;
  expect(changes.map((c) => [c.source, c.target, c.reflection?.status ?? null]).sort()).toEqual([['edit', 'google', 'done'], ['edit', 'record', null], ['edit', 'yahoo', 'done']]);
  expect(changes.find((c) => c.target === 'record')).toMatchObject({ user_name: expect.any(String), after: { phone: '06-5555-0199' }, before: { phone: before.record.phone } });
});

it('answers 409 listing_conflict for a stale version and writes nothing', async () => {
  const current = await load(df2);
  const before = await counts();
  const res = await putListing(t, owner, df2, { version: current.version - 1, listing: { ...current.record, description: '古い画面からの保存' } });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: 'listing_conflict', message: expect.stringContaining('他のユーザーが店舗情報を更新しました') });
  expect(await counts()).toEqual(before);
  const [record] = await t.db.select().from(listingRecords).where(eq(listingRecords.storeId, df2));
  expect(record).toMatchObject({ version: current.version, listing: { description: current.record.description } });
});

it('keys the section 5 errors to the listing\'s fields and writes nothing', async () => {
  const current = await load(df2);
  const before = await counts();
  const hours = current.record.regular_hours.map((p, i) => (i === 0 ? { ...p, close: '10:00' } : i === 1 ? { ...p, close: '30:30' } : p));
  const res = await putListing(t, owner, df2, {
    version: current.version,
    listing: { ...current.record, name: '<デモ食堂>', hours_note: '火曜定休\n祝日営業', regular_hours: hours, special_hours: [{ date: '2027/05/01', closed: false, open: '10:00', close: null }] },
  });
  expect(res.statusCode).toBe(422);
  expect(res.json<{ code: string; errors: Record<string, string[]> }>()).toMatchObject({
    code: 'validation_failed',
    errors: {
      'listing.name': ['< > ’ " & ¥ 《 》 は使用できません'],
      'listing.hours_note': ['改行は入力できません'],
      'listing.regular_hours.0.close': ['終了時刻は開始時刻より後にしてください'],
      'listing.regular_hours.1.close': ['0:00〜翌6:00の範囲で入力してください'],
      'listing.special_hours.0.close': ['営業する日は開始時刻と終了時刻を入力してください'],
    },
  });
  const google = await putListing(t, owner, df2, { version: current.version, listing: { ...current.record, regular_hours: [], special_hours: [{ date: '2027/05/01', closed: true, open: null, close: null }] } });
  expect(google.json<{ errors: Record<string, string[]> }>().errors).toEqual({ 'listing.special_hours': ['特別営業時間を登録するには通常の営業時間を入力してください'] });
  expect(await counts()).toEqual(before);
  expect((await load(df2)).version).toBe(current.version);
});

it('queues nothing for a provider whose automatic reflection is off, and reflects it on demand', async () => {
  const current = await load(df5);
  const yahooKey = keyOf('yahoo', current);
  const off = await t.inject({ method: 'PUT', url: '/api/business/auto-reflection', headers: owner.headers, payload: { local_accounts: [yahooKey], auto_reflect: false } });
  expect(off.json()).toEqual({ message: '自動反映をオフにしました', updated: 1 });
  const res = await putListing(t, owner, df5, { version: current.version, listing: { ...current.record, hours_note: '最終入店は閉店30分前です' } });
  expect(res.statusCode).toBe(200);
  // hours_note is Yahoo's alone and Yahoo is off: nothing to send anywhere.
  expect(res.json<Body>().reflections).toEqual([]);
  expect((await load(df5)).yahoo?.differs).toEqual(['hours_note']);

  const reflect = await t.inject({ method: 'POST', url: `/api/business/listings/${df5}/reflect`, headers: owner.headers, payload: { providers: ['yahoo'] } });
  expect(reflect.json<Body>().reflections?.map((r) => [r.provider, r.fields])).toEqual([['yahoo', ['hours_note']]]);
  t.requests.length = 0;
  await runReflections(t);
  expect(listingWrites(t, 'yahoo').map((r) => r.body)).toEqual([{ hours_note: '最終入店は閉店30分前です' }]);
  expect((await load(df5)).yahoo?.differs).toEqual([]);
});

it('answers 404 and changes nothing when a key belongs to another company', async () => {
  const [foreign] = await t.db.select({ id: localAccounts.id }).from(localAccounts).where(and(eq(localAccounts.companyId, demo.partnerCompanyId), eq(localAccounts.status, 'linked'))).limit(1);
  const googleKey = keyOf('google', await load(df5));
  const keys = foreign ? [googleKey, `g_${foreign.id}`] : [googleKey, 'g_999999'];
  const res = await t.inject({ method: 'PUT', url: '/api/business/auto-reflection', headers: owner.headers, payload: { local_accounts: keys, auto_reflect: false } });
  expect(res.statusCode).toBe(404);
  // A Google key naming a Yahoo account is not one of the company's Google accounts either.
  const yahooId = keyOf('yahoo', await load(df5)).slice(2);
  expect((await t.inject({ method: 'PUT', url: '/api/business/auto-reflection', headers: owner.headers, payload: { local_accounts: [`g_${yahooId}`], auto_reflect: false } })).statusCode).toBe(404);
  expect((await load(df5)).google?.auto_reflect).toBe(true);
  expect((await load(df5)).yahoo?.auto_reflect).toBe(false);
});

it('defers a reflection Google asks to wait for, then sends it with the same key', async () => {
  const current = await load(df5);
  await clearEmulatorCalls(t, 'google');
  await injectFailure(t, 'google', { match: { method: 'PATCH', pathPrefix: '/v1/locations/' }, status: 429, retryAfterSeconds: 120, times: 1 });
  const res = await putListing(t, owner, df5, { version: current.version, listing: { ...current.record, website: 'https://demo-foods.example.jp/stores/new' } });
  const [queued] = res.json<Body>().reflections ?? [];
  expect(queued).toMatchObject({ provider: 'google', fields: ['website'] });
  const rowOf = async () => (await t.db.select().from(listingReflections).where(eq(listingReflections.id, queued.id)))[0];

  await runReflections(t);
  expect(await rowOf()).toMatchObject({ status: 'queued', attempts: 1, errorMessage: null });
  t.clock.advance(60);
  await runReflections(t);
  expect((await rowOf()).status).toBe('queued');
  t.clock.advance(61);
  await runReflections(t);
  const done = await rowOf();
  expect(done).toMatchObject({ status: 'done', attempts: 2 });
  const patches = (await emulatorCalls(t, 'google')).filter((c) => c.method === 'PATCH');
  // Refused, then accepted (after a token refresh where the fake clock outran the access token), always with one key.
  expect(patches[0].status).toBe(429);
  expect(patches.at(-1)?.status).toBe(200);
  expect(new Set(patches.map((c) => c.idempotencyKey))).toEqual(new Set([done.idempotencyKey]));
}, 20_000);

it('fails a reflection Google refuses, keeps it retryable, and runs the settled hooks', async () => {
  const { reflectionSettledHooks } = await import('./listing-reflection.service');
  const settled: string[] = [];
  reflectionSettledHooks.push(async (_deps, row) => {
    settled.push(`${row.provider}:${row.status}`);
  });
  const current = await load(df5);
  await injectFailure(t, 'google', { match: { method: 'PATCH', pathPrefix: '/v1/locations/' }, status: 500, times: 20 });
  const res = await putListing(t, owner, df5, { version: current.version, listing: { ...current.record, description: '失敗する反映' } });
  const [queued] = res.json<Body>().reflections ?? [];
  await runReflections(t);
  const [row] = await t.db.select().from(listingReflections).where(eq(listingReflections.id, queued.id));
  expect(row).toMatchObject({ status: 'failed', retryable: true, errorMessage: expect.stringContaining('店舗情報の反映に失敗しました') });
  expect(settled).toEqual(['google:failed']);
  expect((await load(df5)).google?.latest_reflection).toMatchObject({ status: 'failed' });
  await t.app.inject({ method: 'DELETE', url: '/emulators/google/__admin/failures' });

  // Sent again (H2's retry): the same row, key and payload.
  await clearEmulatorCalls(t, 'google');
  expect(await requeueReflection(t.db, demo.ownerCompanyId, row.id, t.clock.now())).toMatchObject({ status: 'queued', idempotencyKey: row.idempotencyKey, sent: row.sent });
  await runReflections(t);
  expect((await t.db.select().from(listingReflections).where(eq(listingReflections.id, row.id)))[0]).toMatchObject({ status: 'done', errorMessage: null });
  expect(new Set((await emulatorCalls(t, 'google')).filter((c) => c.method === 'PATCH').map((c) => c.idempotencyKey))).toEqual(new Set([row.idempotencyKey]));
  expect(settled).toEqual(['google:failed', 'google:done']);
  reflectionSettledHooks.pop();
}, 20_000);

it('keeps other companies\' stores out of reach', async () => {
  const partner = await loginAs(t, 'partner');
  expect((await getListing(t, partner, df2)).statusCode).toBe(404);
  expect((await putListing(t, partner, df2, { version: 1, listing: (await load(df2)).record })).statusCode).toBe(404);
  expect((await t.inject({ method: 'POST', url: `/api/business/listings/${df2}/refresh`, headers: partner.headers })).statusCode).toBe(404);
  expect((await t.inject({ url: `/api/business/listings/${df2}/changes`, headers: partner.headers })).statusCode).toBe(404);
  const list = (await t.inject({ url: '/api/business/listings', headers: partner.headers })).json<{ data: Summary[] }>().data;
  expect(list.map((s) => s.store_id)).not.toContain(df2);
});

it('reflects special hours past midnight and the opening date to both providers, and they read back equal', async () => {
  const current = await load(df2);
  const listing: Listing = {
    ...current.record,
    special_hours: [{ date: '2027/12/31', closed: false, open: '18:00', close: '26:00' }, { date: '2028/01/01', closed: true, open: null, close: null }],
    opening_date: '2019/10/01',
  };
  const res = await putListing(t, owner, df2, { version: current.version, listing });
  expect(res.json<Body>().reflections?.map((r) => r.fields)).toEqual([['special_hours', 'opening_date'], ['special_hours', 'opening_date']]);
  await runReflections(t);
  const google = (await t.app.inject({ url: '/emulators/google/__admin/locations/DF-002' })).json<{ specialHours: { specialHourPeriods: unknown[] }; openInfo: { status: string; openingDate: unknown } }>();
  expect(google.specialHours.specialHourPeriods[0]).toEqual({
    startDate: { year: 2027, month: 12, day: 31 }, openTime: { hours: 18 }, endDate: { year: 2028, month: 1, day: 1 }, closeTime: { hours: 2 },
  });
  // Only openInfo.openingDate was masked: the status Google holds is kept.
  expect(google.openInfo).toEqual({ status: 'OPEN', openingDate: { year: 2019, month: 10, day: 1 } });
  const yahoo = (await t.app.inject({ url: '/emulators/yahoo/__admin/places/DF-002' })).json<{ special_hours: unknown[]; opening_date: string }>();
  expect(yahoo).toMatchObject({ special_hours: [{ date: '2027-12-31', closed: false, open: '18:00', close: '26:00' }, { date: '2028-01-01', closed: true, open: null, close: null }], opening_date: '2019-10-01' });

  // Read again from both providers: what they hold maps back to the record.
  const refreshed = (await t.inject({ method: 'POST', url: `/api/business/listings/${df2}/refresh`, headers: owner.headers })).json<Body>();
  expect(refreshed.message).toBe('最新の店舗情報を取得しました');
  expect([refreshed.data.google?.differs, refreshed.data.yahoo?.differs]).toEqual([[], []]);
  expect(refreshed.data.google?.current?.special_hours).toEqual(listing.special_hours);
});

it('writes attributes to Google\'s attributes resource only (Yahoo does not carry them), under the intent\'s key', async () => {
  const current = await load(df2);
  await clearEmulatorCalls(t, 'google');
  const listing: Listing = { ...current.record, attributes: [{ key: 'takeout', value: true }, { key: 'wi_fi', value: false }] };
  const res = await putListing(t, owner, df2, { version: current.version, listing });
  expect(res.json<Body>().reflections?.map((r) => [r.provider, r.fields])).toEqual([['google', ['attributes']]]);
  t.requests.length = 0;
  await runReflections(t);
  // No location patch: the attributes alone, with every known attribute masked.
  expect(listingWrites(t, 'google')).toEqual([]);
  const [write] = t.requests.filter((r) => r.method === 'PATCH' && r.url.pathname.endsWith('/attributes') && r.status === 200);
  expect(write.url.searchParams.get('attributeMask')?.split(',')).toHaveLength(9);
  expect((write.body as { attributes: unknown[] }).attributes).toEqual([
    { name: 'attributes/has_takeout', valueType: 'BOOL', values: [true] },
    { name: 'attributes/has_wi_fi', valueType: 'BOOL', values: [false] },
  ]);
  const after = await load(df2);
  expect(after.google?.differs).toEqual([]);
  expect(after.google?.current?.attributes).toEqual([{ key: 'wi_fi', value: false }, { key: 'takeout', value: true }]);
  const [row] = await t.db.select().from(listingReflections).where(eq(listingReflections.id, res.json<Body>().reflections?.[0].id ?? 0));
  const calls = (await emulatorCalls(t, 'google')).filter((c) => c.method === 'PATCH' && c.path.endsWith('/attributes') && c.status === 200);
  expect(calls.map((c) => c.idempotencyKey)).toEqual([row.idempotencyKey]);
  const refreshed = (await t.inject({ method: 'POST', url: `/api/business/listings/${df2}/refresh`, headers: owner.headers })).json<Body>().data;
  expect(refreshed.google?.differs).toEqual([]);
});

it('reads a provider again on a detail view only once its copy is older than 10 minutes', async () => {
  await load(df2);
  // Answered reads of the Google location (a stale access token meets one 401 first).
  const reads = () => t.requests.filter((r) => r.method === 'GET' && /\/v1\/locations\/\d+$/.test(r.url.pathname) && r.status === 200).length;
  t.requests.length = 0;
  t.clock.advance(5 * 60);
  await load(df2);
  expect(reads()).toBe(0);
  t.clock.advance(6 * 60);
  const data = await load(df2);
  expect(reads()).toBe(1);
  expect(data.google?.fetched_at).toBe(t.clock.now().toISOString());
});

it('answers from the cached versions when a provider cannot be reached', async () => {
  const before = await load(df2);
  await injectFailure(t, 'google', { match: { method: 'GET', pathPrefix: '/v1/locations/' }, status: 503, times: 50 });
  const res = await t.inject({ method: 'POST', url: `/api/business/listings/${df2}/refresh`, headers: owner.headers });
  await t.app.inject({ method: 'DELETE', url: '/emulators/google/__admin/failures' });
  expect(res.statusCode).toBe(200);
  const data = res.json<Body>().data;
  expect(data.google).toMatchObject({ fetched_at: before.google?.fetched_at, current: before.google?.current });
  expect(data.yahoo?.fetched_at).toBe(t.clock.now().toISOString());
}, 30_000);

it('lists only the stores that need a look with attention', async () => {
  // A save Google does not get (its automatic reflection off) leaves DF-005 differing from Google.
  const current = await load(df5);
  const googleKey = keyOf('google', current);
  await t.inject({ method: 'PUT', url: '/api/business/auto-reflection', headers: owner.headers, payload: { local_accounts: [googleKey], auto_reflect: false } });
  await putListing(t, owner, df5, { version: current.version, listing: { ...current.record, description: 'Googleには未反映' } });
  expect((await load(df5)).google?.differs).toEqual(['description']);
  const res = await t.inject({ url: '/api/business/listings?attention=true', headers: owner.headers });
  expect(res.statusCode).toBe(200);
  const codes = res.json<{ data: Summary[] }>().data.map((s) => s.store_code);
  // DF-002 matches both providers and DF-001 matches Google.
  expect(codes).toEqual(['DF-005']);
  const foreign = await t.inject({ url: '/api/business/listings?local_accounts=g_999999', headers: owner.headers });
  expect(foreign.statusCode).toBe(404);
});
