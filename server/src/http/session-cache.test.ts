import { createSessionCache, type CachedAuth, type InvalidationBus, type SessionInvalidation } from './session-cache';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-26T10:00:00Z');

function authOf(sessionId: number, userId: number, companyId: number, actorUserId: number | null = null): CachedAuth {
  return {
    session: { id: sessionId, isImpersonate: actorUserId !== null, actorUserId, expiresAt: at('2026-11-27T10:00:00Z') },
    user: { id: userId } as CachedAuth['user'],
    company: { id: companyId } as CachedAuth['company'],
    actor: {} as CachedAuth['actor'],
    accountScope: null,
  };
}

function memoryBus(): InvalidationBus & { sent: SessionInvalidation[]; deliver(i: SessionInvalidation): void } {
  const listeners: ((i: SessionInvalidation) => void)[] = [];
  const sent: SessionInvalidation[] = [];
  return {
    sent,
    publish: async (i) => void sent.push(i),
    subscribe: (l) => void listeners.push(l),
    close: async () => undefined,
    deliver: (i) => listeners.forEach((l) => l(i)),
  };
}

describe('session cache', () => {
  let ms = 0;
  const make = (options: { maxAgeMs?: number; maxEntries?: number; bus?: InvalidationBus } = {}) =>
    createSessionCache({ maxAgeMs: options.maxAgeMs ?? 30_000, maxEntries: options.maxEntries ?? 100, bus: options.bus, monotonicMs: () => ms });
  beforeEach(() => (ms = 0));

  it('answers a stored session until its age runs out or the session expires', () => {
    const cache = make();
    cache.store('a', authOf(1, 10, 100), cache.generation());
    expect(cache.lookup('a', NOW)?.session.id).toBe(1);
    ms = 30_001;
    expect(cache.lookup('a', NOW)).toBeUndefined();
    cache.store('a', authOf(1, 10, 100), cache.generation());
    expect(cache.lookup('a', at('2026-11-27T10:00:00Z'))).toBeUndefined();
  });

  it('does not keep a load that overlapped an invalidation', async () => {
    const cache = make();
    const generation = cache.generation();
    await cache.invalidate({ userIds: [99] });
    cache.store('a', authOf(1, 10, 100), generation);
    expect(cache.lookup('a', NOW)).toBeUndefined();
  });

  it('drops by session, token, user, impersonating operator and company, and tells the bus', async () => {
    const bus = memoryBus();
    const cache = make({ bus });
    const fill = () => {
      cache.store('s1', authOf(1, 10, 100), cache.generation());
      cache.store('s2', authOf(2, 11, 100), cache.generation());
      cache.store('s3', authOf(3, 12, 200, 10), cache.generation());
    };
    const left = () => ['s1', 's2', 's3'].filter((h) => cache.lookup(h, NOW));
    fill();
    await cache.invalidate({ sessionIds: [2] });
    expect(left()).toEqual(['s1', 's3']);
    await cache.invalidate({ tokenHashes: ['s1'] });
    expect(left()).toEqual(['s3']);
    fill();
    await cache.invalidate({ userIds: [10] });
    expect(left()).toEqual(['s2']);
    fill();
    await cache.invalidate({ companyIds: [100] });
    expect(left()).toEqual(['s3']);
    expect(bus.sent).toEqual([{ sessionIds: [2] }, { tokenHashes: ['s1'] }, { userIds: [10] }, { companyIds: [100] }]);
  });

  it('applies what other processes publish', () => {
    const bus = memoryBus();
    const cache = make({ bus });
    cache.store('s1', authOf(1, 10, 100), cache.generation());
    bus.deliver({ all: true });
    expect(cache.lookup('s1', NOW)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest load; 0 seconds keeps nothing', () => {
    const cache = make({ maxEntries: 2 });
    for (const h of ['a', 'b', 'c']) cache.store(h, authOf(1, 10, 100), cache.generation());
    expect(['a', 'b', 'c'].map((h) => cache.lookup(h, NOW) !== undefined)).toEqual([false, true, true]);
    const off = make({ maxAgeMs: 0 });
    off.store('a', authOf(1, 10, 100), off.generation());
    expect(off.lookup('a', NOW)).toBeUndefined();
  });

  it('hands out a frozen object, so no request can change what the next one sees', () => {
    const cache = make();
    cache.store('a', authOf(1, 10, 100), cache.generation());
    const found = cache.lookup('a', NOW) as CachedAuth;
    expect(() => {
      (found.user as { id: number }).id = 11;
    }).toThrow(TypeError);
  });
});
