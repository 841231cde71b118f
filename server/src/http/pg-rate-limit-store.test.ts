import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../testing/test-db';
import { pgRateLimitStore } from './pg-rate-limit-store';

let testDb: TestDatabase;
let other: Database;
beforeAll(async () => {
  testDb = await openTestDatabase();
  // On PostgreSQL a second pool stands for a second API process; PGlite serves one process.
  other = testDb.database.kind === 'pg' ? await openDatabase({ databaseUrl: testDb.database.connectionString, dataDir: testDb.dataDir }) : testDb.database;
});
afterAll(async () => {
  if (other !== testDb.database) await other.close();
  await testDb.drop();
});

const loginRoute = { routeInfo: { method: 'POST', url: '/api/login' } };
const storeOn = (database: Database): FastifyRateLimitStore => new (pgRateLimitStore(database.db))({}).child(loginRoute as never);
const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 4));

describe('request rate limits on PostgreSQL', () => {
  it('counts one budget for every process, and none is lost when they count at once', async () => {
    const [a, b] = [storeOn(testDb.database), storeOn(other)];
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => incr(i % 2 ? a : b, 'login|203.0.113.7|x@demo.example', 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const { ttl } of counts) {
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    // Another client, or the same key on another route, is another budget.
    expect((await incr(a, 'login|203.0.113.8|x@demo.example', 60_000)).current).toBe(1);
    const reissue = new (pgRateLimitStore(other.db))({}).child({ routeInfo: { method: 'POST', url: '/api/password-reissue' } } as never);
    expect((await incr(reissue, 'login|203.0.113.7|x@demo.example', 60_000)).current).toBe(1);
  });

  it('starts a new window once the last one ended', async () => {
    const store = storeOn(testDb.database);
    expect((await incr(store, 'short', 300)).current).toBe(1);
    expect((await incr(storeOn(other), 'short', 300)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await incr(store, 'short', 300)).toMatchObject({ current: 1 });
  });

  it('counts a key carrying a NUL character, and keeps no address or e-mail in clear', async () => {
    const store = storeOn(testDb.database);
    expect((await incr(store, 'login|203.0.113.9|nul@demo.example\u0000', 60_000)).current).toBe(1);
    expect((await incr(storeOn(other), 'login|203.0.113.9|nul@demo.example\u0000', 60_000)).current).toBe(2);
    const stored = await testDb.database.db.execute(sql`select key from request_rate_counters where key like '%demo.example%' or key like '%203.0.113%'`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
