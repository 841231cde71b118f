import { createRedisInvalidationBus, parseInvalidation } from './invalidation-bus';
import { createSessionCache, type CachedAuth } from './session-cache';

describe('invalidation messages', () => {
  it('reads what a process sent, and treats anything malformed as "drop everything"', () => {
    expect(parseInvalidation('{"userIds":[1,2]}')).toEqual({ userIds: [1, 2] });
    expect(parseInvalidation('{"tokenHashes":["ab"],"companyIds":[3]}')).toEqual({ tokenHashes: ['ab'], companyIds: [3] });
    for (const raw of ['', 'nope', '[]', 'null', '{"userIds":["1"]}', '{"all":"yes"}']) expect(parseInvalidation(raw)).toEqual({ all: true });
  });
});

// Needs a Redis server: runs where REDIS_URL is set (CI does), skipped elsewhere.
const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('through Redis', () => {
  it('drops in one process the session another process ended', async () => {
    const failures: unknown[] = [];
    const make = () => createSessionCache({ maxAgeMs: 60_000, maxEntries: 10, bus: createRedisInvalidationBus(redisUrl ?? '', (e) => failures.push(e)) });
    const [a, b] = [make(), make()];
    try {
      const auth = {
        session: { id: 7, isImpersonate: false, actorUserId: null, expiresAt: new Date(Date.now() + 3_600_000) },
        user: { id: 70 },
        company: { id: 700 },
        actor: {},
        accountScope: null,
      } as unknown as CachedAuth;
      b.store('h', auth, b.generation());
      // The subscription is made asynchronously: resend until it is heard (up to 10 s on a loaded CI machine).
      for (let i = 0; i < 400 && b.lookup('h', new Date()); i += 1) {
        await a.invalidate({ sessionIds: [7] });
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(b.lookup('h', new Date())).toBeUndefined();
      expect(failures).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
