import { FakeClock } from './provider-clock';
import { isProviderError, type ProviderError } from './provider-errors';
import { createProviderHttpClient } from './provider-http-client';
import { GOOGLE_RATE_LIMITS, googleLimitKeys, maxCallsInWindow, prefixRateLimits, type RateLimitResolver } from './rate-limiter';
import { createSharedRateLimiter, STORE_UNREACHABLE_RETRY_MS, type LimitAttempt, type LimitEntry, type LimitStore } from './shared-rate-limiter';
import { refusedWaitMs, remainingWaitMs, withWaitBudget } from './wait-budget';
import { orderLimits, orderScenarios } from './rate-limiter-order.testing';

const MINUTE = 60_000;

/** The stores' contract in memory, on the fake clock: closed window, atomic over all keys of a call. */
class MemoryLimitStore implements LimitStore {
  readonly calls = new Map<string, number[]>();
  attempts = 0;

  constructor(private readonly clock: FakeClock) {}

  async tryAcquire(entries: readonly LimitEntry[]): Promise<LimitAttempt> {
    this.attempts += 1;
    await Promise.resolve();
    const now = this.clock.now();
    let waitMs = 0;
    const fullKeys: string[] = [];
    for (const entry of entries) {
      const times = (this.calls.get(entry.key) ?? []).filter((at) => at >= now - entry.windowMs);
      this.calls.set(entry.key, times);
      if (times.length >= entry.limit) {
        fullKeys.push(entry.key);
        waitMs = Math.max(waitMs, times[times.length - entry.limit] + entry.windowMs + 1 - now);
      }
    }
    if (fullKeys.length > 0) return { admitted: false, waitMs, fullKeys };
    for (const entry of entries) this.calls.get(entry.key)?.push(now);
    return { admitted: true, at: now };
  }

  async close(): Promise<void> {}
}

const small = orderLimits;

function setup(limits: RateLimitResolver = small, options: { jitter?: boolean } = {}) {
  const clock = new FakeClock({ start: 0 });
  const store = new MemoryLimitStore(clock);
  const errors: unknown[] = [];
  const limiter = createSharedRateLimiter({
    store,
    clock,
    limits,
    provider: 'google',
    random: options.jitter ? Math.random : () => 0,
    onError: (error) => errors.push(error),
  });
  return { clock, store, limiter, errors };
}

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!isProviderError(error)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe('shared rate limiter', () => {
  it.each(orderScenarios)('$name, as the in-process limiter does', async (scenario) => {
    const { clock, limiter } = setup(scenario.limits);
    expect(await scenario.run(limiter, clock)).toEqual(scenario.expected);
    // The calls are the store's to keep: this process tracks nothing once its callers are through.
    expect(limiter.stats()).toEqual({ trackedKeys: 0, recordedCalls: 0, waiting: 0 });
  });

  it('lets only the oldest waiter on a key ask the store; the others wait behind it in this process', async () => {
    const { store, limiter } = setup();
    await limiter.acquire(['p:x']);
    await limiter.acquire(['p:x']);
    const before = store.attempts;
    await Promise.all(Array.from({ length: 6 }, () => limiter.acquire(['p:x'])));
    // Three windows of two calls: each refill costs the head one refused try, each caller one admitted try.
    expect(store.attempts - before).toBe(6 + 3);
  });

  it('holds 2,200 Google calls issued at once, jitter included, to 300/min per project and 10/min per profile', async () => {
    const { clock, limiter } = setup(prefixRateLimits(GOOGLE_RATE_LIMITS), { jitter: true });
    const projectCalls: number[] = [];
    const edits = new Map<string, number[]>();
    await Promise.all(
      Array.from({ length: 2_200 }, (_, index) => {
        const location = `loc-${index % 5}`;
        const isEdit = index % 11 === 10;
        return limiter.acquire(isEdit ? googleLimitKeys.edit(location) : googleLimitKeys.read()).then(() => {
          projectCalls.push(clock.now());
          if (isEdit) edits.set(location, [...(edits.get(location) ?? []), clock.now()]);
        });
      }),
    );
    expect(projectCalls).toHaveLength(2_200);
    expect(maxCallsInWindow(projectCalls, MINUTE)).toBe(300);
    for (const times of edits.values()) expect(maxCallsInWindow(times, MINUTE)).toBeLessThanOrEqual(10);
    // Jitter costs at most 50 ms a window: 300 calls a minute, the last 100 in the eighth.
    expect(Math.max(...projectCalls)).toBeLessThan(7 * (MINUTE + 51) + 1_000);
  });

  it('refuses at once, inside a wait budget, a wait longer than the budget: rate_limited with the expected wait', async () => {
    const { clock, limiter } = setup();
    await limiter.acquire(['e:A']);
    const error = await rejection(withWaitBudget(500, () => limiter.acquire(['p:x', 'e:A'])));
    expect(error.code).toBe('rate_limited');
    expect(error.provider).toBe('google');
    expect(error.retryAfterMs).toBe(1_001);
    expect(refusedWaitMs(error)).toBe(1_001);
    expect(clock.now()).toBe(0);
  });

  it('waits inside a budget that covers the wait, and takes the wait from the budget', async () => {
    const { clock, limiter } = setup();
    await limiter.acquire(['e:A']);
    const left = await withWaitBudget(3_000, async () => {
      await limiter.acquire(['e:A']);
      return remainingWaitMs();
    });
    expect(clock.now()).toBe(1_001);
    expect(left).toBe(1_999);
  });

  it('refuses a budgeted caller queued behind a longer local wait at once, and one the store would keep past its budget', async () => {
    const { clock, limiter } = setup();
    await limiter.acquire(['e:A']);
    const first = limiter.acquire(['e:A']);
    // Let the first caller ask the store and go to sleep until 1,001.
    await new Promise((resolve) => setImmediate(resolve));
    const early = await rejection(withWaitBudget(500, () => limiter.acquire(['e:A'])));
    expect(early.retryAfterMs).toBe(1_001);
    expect(clock.now()).toBe(0);
    const patient = rejection(withWaitBudget(1_500, () => limiter.acquire(['e:A'])));
    await first;
    const late = await patient;
    expect(late.retryAfterMs).toBe(1_001);
    expect(refusedWaitMs(late)).toBe(1_001);
    expect(clock.now()).toBe(1_001);
  });

  it('withdraws a budgeted caller still queued behind another at its deadline', async () => {
    const { clock, store, limiter } = setup();
    await limiter.acquire(['e:A']);
    const first = limiter.acquire(['e:A']).then(() => clock.now());
    await new Promise((resolve) => setImmediate(resolve));
    // Another process takes the slot the first caller was waiting for, so it sleeps again past the second's budget.
    void clock.sleep(1_000).then(() => store.calls.get('e:A')?.push(1_000));
    const second = await rejection(withWaitBudget(1_500, () => limiter.acquire(['e:A'])));
    expect(clock.now()).toBe(1_500);
    expect(second.retryAfterMs).toBe(501);
    expect(refusedWaitMs(second)).toBe(501);
    expect(await first).toBe(2_001);
  });

  it('rejects an unknown key rather than leaving it unlimited', async () => {
    const { limiter } = setup(prefixRateLimits(GOOGLE_RATE_LIMITS));
    await expect(limiter.acquire(['google:projct'])).rejects.toThrow('No rate limit is configured for key "google:projct"');
    await expect(limiter.acquire(['google:edit:'])).rejects.toThrow('No rate limit is configured');
  });

  it('refuses the call, never sends it unmetered, when the store cannot be reached', async () => {
    const clock = new FakeClock({ start: 0 });
    const errors: unknown[] = [];
    const failure = new Error('connect ECONNREFUSED 127.0.0.1:6379');
    const limiter = createSharedRateLimiter({
      store: { tryAcquire: () => Promise.reject(failure), close: async () => undefined },
      clock,
      limits: small,
      provider: 'google',
      onError: (error) => errors.push(error),
    });
    const error = await rejection(limiter.acquire(['p:x']));
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterMs: STORE_UNREACHABLE_RETRY_MS, detail: { reason: 'shared quota store unreachable' } });
    expect(errors).toEqual([failure]);

    const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>();
    const client = createProviderHttpClient({ provider: 'google', baseUrl: 'http://127.0.0.1:9/v4', fetch, clock, limiter, limitKeys: ['p:x'], maxAttempts: 3 });
    const viaClient = await rejection(client.request({ method: 'GET', path: '/accounts' }));
    expect(viaClient.code).toBe('rate_limited');
    expect(fetch).not.toHaveBeenCalled();
    expect(limiter.stats().waiting).toBe(0);
  });
});
