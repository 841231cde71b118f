import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedisLimitStore } from './redis-limit-store';
import type { LimitEntry, LimitStore } from './shared-rate-limiter';

// Needs a Redis server: runs where REDIS_URL is set (CI does), skipped elsewhere.
const redisUrl = process.env.REDIS_URL;
const suite = redisUrl ? describe : describe.skip;

suite('Redis limit store', () => {
  const prefix = `meo:test:limit:${randomUUID()}:`;
  let raw: Redis;
  let store: LimitStore;
  beforeAll(() => {
    raw = new Redis(redisUrl ?? '');
    store = createRedisLimitStore(redisUrl ?? '', { prefix });
  });
  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length > 0) await raw.del(...keys);
    await store.close();
    await raw.quit();
  });

  const entry = (key: string, limit: number, windowMs: number): LimitEntry => ({ key, limit, windowMs });
  const redisNow = async () => {
    const [seconds, micros] = await raw.time();
    return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  };

  it('admits up to the limit at Redis time, then answers how long until the oldest blocking call leaves the window', async () => {
    const key = entry('p:x', 3, 60_000);
    const before = await redisNow();
    const times: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const attempt = await store.tryAcquire([key]);
      if (!attempt.admitted) throw new Error('expected room');
      times.push(attempt.at);
    }
    const after = await redisNow();
    for (const at of times) expect(at).toBeGreaterThanOrEqual(before);
    for (const at of times) expect(at).toBeLessThanOrEqual(after);
    const refused = await store.tryAcquire([key]);
    const now = await redisNow();
    if (refused.admitted) throw new Error('expected a full window');
    expect(refused.fullKeys).toEqual(['p:x']);
    // The first call leaves the window 60,001 ms after it was made.
    expect(refused.waitMs).toBeLessThanOrEqual(times[0] + 60_001 - before);
    expect(refused.waitMs).toBeGreaterThanOrEqual(times[0] + 60_001 - now);
    expect(await raw.zcard(`${prefix}p:x`)).toBe(3);
    expect(await raw.pttl(`${prefix}p:x`)).toBeGreaterThan(60_000);
  });

  it('counts a call on several keys on all of them, or on none when one is full', async () => {
    const project = entry('p:y', 10, 60_000);
    const editA = entry('e:A', 1, 60_000);
    expect((await store.tryAcquire([project, editA])).admitted).toBe(true);
    const refused = await store.tryAcquire([project, editA]);
    expect(refused).toMatchObject({ admitted: false, fullKeys: ['e:A'] });
    expect((await store.tryAcquire([project, entry('e:B', 1, 60_000)])).admitted).toBe(true);
    expect(await raw.zcard(`${prefix}p:y`)).toBe(2);
    expect(await raw.zcard(`${prefix}e:A`)).toBe(1);
  });

  it('lets calls in again once the window has passed', async () => {
    const key = entry('w:1', 2, 300);
    expect((await store.tryAcquire([key])).admitted).toBe(true);
    expect((await store.tryAcquire([key])).admitted).toBe(true);
    const refused = await store.tryAcquire([key]);
    if (refused.admitted) throw new Error('expected a full window');
    expect(refused.waitMs).toBeGreaterThan(0);
    expect(refused.waitMs).toBeLessThanOrEqual(301);
    await new Promise((resolve) => setTimeout(resolve, refused.waitMs + 5));
    expect((await store.tryAcquire([key])).admitted).toBe(true);
  });

  it('never admits more than the limit to concurrent callers', async () => {
    const key = entry('c:1', 5, 60_000);
    const attempts = await Promise.all(Array.from({ length: 20 }, () => store.tryAcquire([key])));
    expect(attempts.filter((attempt) => attempt.admitted)).toHaveLength(5);
  });

  it('fails, rather than hangs, when Redis cannot be reached', async () => {
    const errors: Error[] = [];
    // A short command timeout: ioredis leaves its timer running after the command has already failed.
    const unreachable = createRedisLimitStore('redis://127.0.0.1:1', { prefix, commandTimeoutMs: 200, onError: (error) => errors.push(error) });
    try {
      await expect(unreachable.tryAcquire([entry('u:1', 1, 1_000)])).rejects.toThrow();
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await unreachable.close();
    }
  });
});
