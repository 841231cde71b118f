import { and, eq, inArray } from 'drizzle-orm';
import { exportFiles } from '../modules/exports/exports.table';
import { users } from '../tenancy/tenancy.table';
import { createTestApp, type TestApp } from '../testing/test-app';
import { claim, claimOne, complete, defineIntentTable, fail, findStale, readyRows, releaseStale, renewClaim, staleBefore, whileClaimed } from './intents';

// The helper against a real table: export_files, whose claim time is started_at.
const intents = defineIntentTable({
  table: exportFiles,
  columns: { id: 'id', status: 'status', attempts: 'attempts', claimedAt: 'startedAt', errorMessage: 'errorMessage', completedAt: 'completedAt', failedAt: 'completedAt' },
  states: { ready: ['queued'], claimed: 'running', done: 'completed', failed: 'failed' },
});

let t: TestApp;
let owner: { id: number; companyId: number };

beforeAll(async () => {
  t = await createTestApp();
  [owner] = await t.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.dispUserId, 'demo-owner'));
});
afterAll(async () => {
  await t.close();
});

async function newIntents(count: number): Promise<number[]> {
  const rows = await t.db
    .insert(exportFiles)
    .values(Array.from({ length: count }, () => ({ companyId: owner.companyId, userId: owner.id, kind: 'store_list' as const, format: 'xlsx' as const, fileName: 'x.xlsx', createdAt: t.clock.now() })))
    .returning({ id: exportFiles.id });
  return rows.map((r) => r.id);
}

const rowOf = async (id: number) => (await t.db.select().from(exportFiles).where(eq(exportFiles.id, id)))[0];

it('claims a ready row once, stamping the claim and counting the attempt', async () => {
  const [id] = await newIntents(1);
  const now = t.clock.now();
  const claimed = await claimOne(t.db, intents, id, { now });
  expect(claimed).toMatchObject({ id, status: 'running', attempts: 1, startedAt: now });
  expect(await claimOne(t.db, intents, id, { now })).toBeNull();
});

it('completes or fails only the current claim', async () => {
  const [a, b] = await newIntents(2);
  const now = t.clock.now();
  const first = (await claimOne(t.db, intents, a, { now }))!;
  expect(await complete(t.db, intents, a, { at: now, attempt: first.attempts + 1 })).toBeNull();
  expect(await complete(t.db, intents, a, { at: now, attempt: first.attempts, set: { size: 10 } })).toMatchObject({ status: 'completed', completedAt: now, size: 10, errorMessage: null });
  expect(await fail(t.db, intents, a, 'late', { at: now })).toBeNull();

  const second = (await claimOne(t.db, intents, b, { now }))!;
  expect(await fail(t.db, intents, b, 'disk full', { at: now, attempt: second.attempts })).toMatchObject({ status: 'failed', errorMessage: 'disk full', completedAt: now });
});

it('finds claims older than the stale window and releases them; the old run can no longer settle its row', async () => {
  const [id] = await newIntents(1);
  const crashed = (await claimOne(t.db, intents, id, { now: t.clock.now() }))!;
  expect(t.deps.config.intentStaleSeconds).toBe(30);
  const stale = async () => (await findStale(t.db, intents, { before: staleBefore(t.deps), limit: 100 })).map((r) => r.id);
  t.clock.advance(29);
  expect(await stale()).not.toContain(id);
  t.clock.advance(2);
  expect(await stale()).toContain(id);

  expect(await releaseStale(t.db, intents, staleBefore(t.deps))).toBeGreaterThanOrEqual(1);
  expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
  const retried = (await claimOne(t.db, intents, id, { now: t.clock.now() }))!;
  expect(retried.attempts).toBe(2);
  expect(await complete(t.db, intents, id, { at: t.clock.now(), attempt: crashed.attempts })).toBeNull();
  expect(await renewClaim(t.db, intents, id, crashed.attempts, t.clock.now())).toBe(false);
  expect(await complete(t.db, intents, id, { at: t.clock.now(), attempt: retried.attempts })).toMatchObject({ status: 'completed' });
});

it('a renewed claim does not go stale', async () => {
  const [id] = await newIntents(1);
  const claimed = (await claimOne(t.db, intents, id, { now: t.clock.now() }))!;
  t.clock.advance(25);
  expect(await renewClaim(t.db, intents, id, claimed.attempts, t.clock.now())).toBe(true);
  t.clock.advance(25);
  expect((await findStale(t.db, intents, { before: staleBefore(t.deps), limit: 100 })).map((r) => r.id)).not.toContain(id);
});

it('whileClaimed renews the claim while slow work runs', async () => {
  const [id] = await newIntents(1);
  const claimed = (await claimOne(t.db, intents, id, { now: t.clock.now() }))!;
  const deps = { ...t.deps, config: { ...t.deps.config, intentStaleSeconds: 0.15 } };
  const result = await whileClaimed(deps, intents, claimed, async () => {
    t.clock.advance(60);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return 'done';
  });
  expect(result).toBe('done');
  expect((await rowOf(id)).startedAt).toEqual(t.clock.now());
});

it('concurrent batch claims never take the same row', async () => {
  const ids = await newIntents(6);
  const now = t.clock.now();
  const batches = await Promise.all([1, 2, 3].map(() => claim(t.db, intents, { now, limit: 3, where: and(readyRows(intents), inArray(exportFiles.id, ids)) })));
  const taken = batches.flat().map((r) => r.id);
  expect(new Set(taken).size).toBe(taken.length);
  expect(taken.sort((x, y) => x - y)).toEqual(ids);
});

it('takes every claim older than the process as stale on the embedded database, and only the window on PostgreSQL', () => {
  const now = new Date('2026-11-25T03:00:00Z');
  const clock = { now: () => now };
  const config = { ...t.deps.config, intentStaleSeconds: 30 };
  const startedAt = new Date('2026-11-25T02:59:50Z');
  // A server restarted 10 s ago: on PGlite no other process can hold a claim, so anything claimed before it started is a dead process's.
  expect(staleBefore({ clock, config, startedAt, database: { ...t.deps.database, kind: 'pglite' } as typeof t.deps.database })).toEqual(startedAt);
  expect(staleBefore({ clock, config, startedAt, database: { ...t.deps.database, kind: 'pg' } as typeof t.deps.database })).toEqual(new Date('2026-11-25T02:59:30Z'));
  // Long after the start, the window decides on both.
  const later = { now: () => new Date('2026-11-25T04:00:00Z') };
  expect(staleBefore({ clock: later, config, startedAt, database: { ...t.deps.database, kind: 'pglite' } as typeof t.deps.database })).toEqual(new Date('2026-11-25T03:59:30Z'));
});

it('takes exactly the number of rows asked for, claim after claim, never an unreturned extra', async () => {
  const ids = await newIntents(12);
  const only = and(readyRows(intents), inArray(exportFiles.id, ids));
  for (let n = 1; n <= 4; n += 1) {
    const taken = await claim(t.db, intents, { now: t.clock.now(), limit: 1, where: only });
    expect(taken).toHaveLength(1);
    const running = await t.db.select({ id: exportFiles.id }).from(exportFiles).where(and(inArray(exportFiles.id, ids), eq(exportFiles.status, 'running')));
    expect(running).toHaveLength(n);
  }
  expect(await claim(t.db, intents, { now: t.clock.now(), limit: 3, where: only })).toHaveLength(3);
});
