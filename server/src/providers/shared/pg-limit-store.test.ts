import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../testing/test-db';
import { createPgLimitStore } from './pg-limit-store';
import { providerLimitCalls } from './provider-limit-calls.table';
import type { LimitEntry } from './shared-rate-limiter';

// PGlite by default; PostgreSQL when TEST_DATABASE_URL is set (test-db.ts creates and drops a database of its own).
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});
beforeEach(async () => {
  await testDb.database.db.delete(providerLimitCalls);
});

const entry = (key: string, limit: number, windowMs: number): LimitEntry => ({ key, limit, windowMs });

function pinnedStore(start: number) {
  const time = { now: start };
  return { time, store: createPgLimitStore(testDb.database.db, { now: () => time.now }) };
}

describe('PostgreSQL limit store', () => {
  it('admits up to the limit in the window, then answers how long until the oldest blocking call leaves it', async () => {
    const { time, store } = pinnedStore(1_000_000);
    const project = entry('p:x', 3, 1_000);
    expect(await store.tryAcquire([project])).toEqual({ admitted: true, at: 1_000_000 });
    time.now += 100;
    expect(await store.tryAcquire([project])).toEqual({ admitted: true, at: 1_000_100 });
    time.now += 100;
    expect(await store.tryAcquire([project])).toEqual({ admitted: true, at: 1_000_200 });
    time.now += 100;
    expect(await store.tryAcquire([project])).toEqual({ admitted: false, waitMs: 701, fullKeys: ['p:x'] });
  });

  it('keeps the window closed: a call exactly windowMs old still counts, one a millisecond older does not', async () => {
    const { time, store } = pinnedStore(2_000_000);
    const key = entry('p:closed', 1, 1_000);
    await store.tryAcquire([key]);
    time.now += 1_000;
    expect(await store.tryAcquire([key])).toEqual({ admitted: false, waitMs: 1, fullKeys: ['p:closed'] });
    time.now += 1;
    expect(await store.tryAcquire([key])).toEqual({ admitted: true, at: 2_001_001 });
  });

  it('counts each key apart and a call on several keys on all of them, or on none when one is full', async () => {
    const { time, store } = pinnedStore(3_000_000);
    const project = entry('p:y', 10, 60_000);
    const editA = entry('e:A', 1, 60_000);
    const editB = entry('e:B', 1, 60_000);
    expect((await store.tryAcquire([project, editA])).admitted).toBe(true);
    time.now += 10;
    expect(await store.tryAcquire([project, editA])).toEqual({ admitted: false, waitMs: 59_991, fullKeys: ['e:A'] });
    expect((await store.tryAcquire([project, editB])).admitted).toBe(true);
    const counts = await testDb.database.db.execute(sql`select key, count(*)::int as n from ${providerLimitCalls} group by key order by key`);
    expect((counts as unknown as { rows: unknown[] }).rows).toEqual([
      { key: 'e:A', n: 1 },
      { key: 'e:B', n: 1 },
      { key: 'p:y', n: 2 },
    ]);
  });

  it('answers the longest wait of the full keys', async () => {
    const { time, store } = pinnedStore(4_000_000);
    const short = entry('s:1', 1, 1_000);
    const long = entry('l:1', 1, 5_000);
    await store.tryAcquire([short, long]);
    time.now += 500;
    expect(await store.tryAcquire([short, long])).toEqual({ admitted: false, waitMs: 4_501, fullKeys: ['s:1', 'l:1'] });
  });

  it('drops calls that left their window and sweeps keys nobody used for a long time', async () => {
    const { time, store } = pinnedStore(5_000_000);
    await store.tryAcquire([entry('old:1', 5, 1_000)]);
    await store.tryAcquire([entry('k:1', 5, 1_000)]);
    time.now += 30 * 60_000;
    await store.tryAcquire([entry('k:1', 5, 1_000)]);
    const rows = await testDb.database.db.select().from(providerLimitCalls);
    expect(rows.map((row) => [row.key, row.atMs])).toEqual([['k:1', 5_000_000 + 30 * 60_000]]);
  });

  it('reads the time from the database when none is pinned, and never admits more than the limit to concurrent callers', async () => {
    const store = createPgLimitStore(testDb.database.db);
    const key = entry('c:1', 5, 60_000);
    const before = Date.now();
    const attempts = await Promise.all(Array.from({ length: 12 }, () => store.tryAcquire([key])));
    const admitted = attempts.filter((attempt) => attempt.admitted);
    expect(admitted).toHaveLength(5);
    for (const attempt of admitted) expect(Math.abs(attempt.at - before)).toBeLessThan(60_000);
    for (const attempt of attempts) if (!attempt.admitted) expect(attempt.waitMs).toBeGreaterThan(50_000);
  });
});
