import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { openTestDatabase, type TestDatabase } from '../testing/test-db';
import { createGoogleLimiter } from './registry';
import { googleLimiterOf, type GoogleLimitsInput } from './shared-limits';
import { FakeClock } from './shared/provider-clock';
import { DEFAULT_LIMIT_KEY_PREFIX } from './shared/redis-limit-store';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

function input(overrides: Partial<GoogleLimitsInput>): GoogleLimitsInput {
  const clock = new FakeClock({ start: 0 });
  return {
    config: { redisUrl: null },
    database: testDb.database,
    openedHere: true,
    clock,
    logger: { warn: () => undefined },
    inMemory: () => createGoogleLimiter(clock),
    ...overrides,
  };
}

describe('googleLimiterOf', () => {
  it('keeps the quota in memory for a database handed in, even with Redis configured', async () => {
    const limits = await googleLimiterOf(input({ openedHere: false, config: { redisUrl: 'redis://127.0.0.1:6379' } }));
    expect(limits.kind).toBe('memory');
    await limits.limiter.acquire(['google:project']);
    expect(limits.limiter.stats().recordedCalls).toBe(1);
  });

  it('shares the quota through PostgreSQL (DATABASE_URL) without Redis, and keeps it in memory on the embedded database', async () => {
    const limits = await googleLimiterOf(input({}));
    expect(limits.kind).toBe(testDb.database.kind === 'pg' ? 'pg' : 'memory');
    await limits.limiter.acquire(['google:project']);
    await expect(limits.limiter.acquire(['google:projct'])).rejects.toThrow('No rate limit is configured');
    await limits.close();
  });

  (process.env.REDIS_URL ? it : it.skip)('shares the quota through Redis when REDIS_URL is set', async () => {
    const limits = await googleLimiterOf(input({ config: { redisUrl: process.env.REDIS_URL ?? null } }));
    expect(limits.kind).toBe('redis');
    const key = `google:edit:test-${randomUUID()}`;
    await limits.limiter.acquire([key]);
    await limits.close();
    const redis = new Redis(process.env.REDIS_URL ?? '');
    try {
      // Only this test's own profile key was counted (never the project's, which a running server may share).
      expect(await redis.del(`${DEFAULT_LIMIT_KEY_PREFIX}${key}`)).toBe(1);
    } finally {
      await redis.quit();
    }
  });
});
