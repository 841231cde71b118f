import { createCompanyMemo } from './company-memo';
import { createSessionCache } from './session-cache';

describe('company memo', () => {
  let ms = 0;
  const setup = (maxAgeMs = 30_000) => {
    const cache = createSessionCache({ maxAgeMs, maxEntries: 10, monotonicMs: () => ms });
    const memo = createCompanyMemo<string>(cache, { monotonicMs: () => ms });
    let loads = 0;
    const get = (companyId: number) => memo.get(companyId, async () => `v${(loads += 1)}`);
    return { cache, get };
  };
  beforeEach(() => (ms = 0));

  it('loads once per company until the company, or everything, is invalidated, or the age runs out', async () => {
    const { cache, get } = setup();
    expect([await get(1), await get(1), await get(2)]).toEqual(['v1', 'v1', 'v2']);
    await cache.invalidate({ companyIds: [2] });
    expect([await get(1), await get(2)]).toEqual(['v1', 'v3']);
    await cache.invalidate({ userIds: [5] });
    expect(await get(1)).toBe('v1');
    await cache.invalidate({ all: true });
    expect(await get(1)).toBe('v4');
    ms = 30_001;
    expect(await get(1)).toBe('v5');
  });

  it('serves a load that overlapped an invalidation to its own caller only', async () => {
    const { cache } = setup();
    const memo = createCompanyMemo<string>(cache, { monotonicMs: () => ms });
    const first = await memo.get(1, async () => {
      await cache.invalidate({ companyIds: [1] });
      return 'stale';
    });
    expect(first).toBe('stale');
    expect(await memo.get(1, async () => 'fresh')).toBe('fresh');
  });

  it('keeps nothing when the cache is off', async () => {
    const { get } = setup(0);
    expect([await get(1), await get(1)]).toEqual(['v1', 'v2']);
  });
});
