import { createGoogleLimiter } from '../registry';
import { FakeClock } from './provider-clock';
import { isProviderError } from './provider-errors';
import { refusedWaitMs, remainingWaitMs, withWaitBudget } from './wait-budget';
import { createRateLimiter, GOOGLE_RATE_LIMITS, googleLimitKeys, maxCallsInWindow as maxInWindow, prefixRateLimits, type RateLimiter } from './rate-limiter';
import { orderLimits, orderScenarios } from './rate-limiter-order.testing';

const MINUTE = 60_000;

function googleLimiter(clock: FakeClock): RateLimiter {
  return createRateLimiter({ clock, limits: prefixRateLimits(GOOGLE_RATE_LIMITS) });
}

describe('rate limiter against the Google quotas', () => {
  it('holds 2,000 reads and 200 edits over 5 profiles, issued at once, to 300/min per project and 10/min per profile', async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = googleLimiter(clock);
    const projectCalls: number[] = [];
    const edits = new Map<string, number[]>();
    const pending: Promise<void>[] = [];
    for (let index = 0; index < 2_200; index += 1) {
      const isEdit = index % 11 === 10;
      const location = `loc-${index % 5}`;
      const keys = isEdit ? googleLimitKeys.edit(location) : googleLimitKeys.read();
      pending.push(
        limiter.acquire(keys).then(() => {
          projectCalls.push(clock.now());
          if (isEdit) edits.set(location, [...(edits.get(location) ?? []), clock.now()]);
        }),
      );
    }
    await Promise.all(pending);

    expect(projectCalls).toHaveLength(2_200);
    expect(maxInWindow(projectCalls, MINUTE)).toBe(300);
    expect([...edits.values()].map((times) => times.length)).toEqual([40, 40, 40, 40, 40]);
    for (const times of edits.values()) expect(maxInWindow(times, MINUTE)).toBeLessThanOrEqual(10);
    // Full quota used: 300 calls in each of the first seven minutes, the last 100 right after.
    expect(projectCalls.filter((time) => time < 7 * MINUTE).length).toBe(2_100);
    expect(Math.max(...projectCalls)).toBeLessThan(7 * MINUTE + 1_000);
    expect(limiter.stats().waiting).toBe(0);
  });

  it('keeps both limits over 10 simulated minutes of callers that never stop, at ~300 calls a minute', async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = googleLimiter(clock);
    const end = 10 * MINUTE;
    const projectCalls: number[] = [];
    const edits = new Map<string, number[]>();
    const worker = async (keys: string[], location?: string) => {
      for (;;) {
        await limiter.acquire(keys);
        if (clock.now() >= end) return;
        projectCalls.push(clock.now());
        if (location) edits.set(location, [...(edits.get(location) ?? []), clock.now()]);
      }
    };
    const workers = [
      ...Array.from({ length: 40 }, () => worker(googleLimitKeys.read())),
      ...Array.from({ length: 10 }, (_, index) => worker(googleLimitKeys.edit(`loc-${index % 5}`), `loc-${index % 5}`)),
    ];
    await Promise.all(workers);

    expect(maxInWindow(projectCalls, MINUTE)).toBe(300);
    expect(projectCalls.length).toBe(3_000);
    expect(edits.size).toBe(5);
    for (const times of edits.values()) {
      expect(maxInWindow(times, MINUTE)).toBe(10);
      expect(times.length).toBe(100);
    }
  });
});

describe('rate limiter fairness and bookkeeping', () => {
  const limits = orderLimits;

  it.each(orderScenarios)('$name', async (scenario) => {
    const clock = new FakeClock({ start: 0 });
    const limiter = createRateLimiter({ clock, limits: scenario.limits });
    expect(await scenario.run(limiter, clock)).toEqual(scenario.expected);
  });

  it('forgets keys once their window has passed, so per-profile keys do not pile up', async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = googleLimiter(clock);
    for (let index = 0; index < 250; index += 1) await limiter.acquire(googleLimitKeys.edit(`loc-${index}`));
    expect(limiter.stats().trackedKeys).toBe(251);
    await clock.sleep(3 * MINUTE);
    await limiter.acquire(googleLimitKeys.read());
    expect(limiter.stats()).toEqual({ trackedKeys: 1, recordedCalls: 1, waiting: 0 });
  });

  it('refuses a key that has no configured limit instead of leaving it unlimited', async () => {
    const limiter = googleLimiter(new FakeClock());
    await expect(limiter.acquire(['google:projekt'])).rejects.toThrow('No rate limit is configured for key "google:projekt"');
    await expect(limiter.acquire(['google:edit:'])).rejects.toThrow('No rate limit');
  });

  it('counts a key given twice in one call only once', async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = createRateLimiter({ clock, limits });
    await limiter.acquire(['e:A', 'e:A']);
    expect(limiter.stats().recordedCalls).toBe(1);
  });
});

describe('rate limiter inside a wait budget (a person waiting on the request)', () => {
  const BUDGET = 5_000;
  const budgeted = (limiter: RateLimiter, keys: string[]) => withWaitBudget(BUDGET, () => limiter.acquire(keys));

  it('refuses at once, with the expected wait, a caller the full profile window would hold past its budget', async () => {
    const clock = new FakeClock({ start: 0, autoAdvance: false });
    const limiter = createGoogleLimiter(clock);
    for (let index = 0; index < 10; index += 1) await limiter.acquire(googleLimitKeys.edit('loc-1'));
    await clock.advance(2_000);

    const refused = await budgeted(limiter, googleLimitKeys.edit('loc-1')).catch((error: unknown) => error);
    expect(isProviderError(refused) && { provider: refused.provider, code: refused.code }).toEqual({ provider: 'google', code: 'rate_limited' });
    // The oldest of the 10 edits leaves the closed 60 s window at 60,001 ms; it is 2,000 now.
    expect(refusedWaitMs(refused)).toBe(58_001);
    expect(clock.now()).toBe(2_000);
    expect(clock.pendingTimers).toBe(0);
    // Nothing was counted or left queued for the refused caller, and other profiles and reads still pass at once.
    expect(limiter.stats()).toMatchObject({ recordedCalls: 20, waiting: 0 });
    await budgeted(limiter, googleLimitKeys.edit('loc-2'));
    await budgeted(limiter, googleLimitKeys.read());
    expect(limiter.stats()).toMatchObject({ recordedCalls: 23, waiting: 0 });
  });

  it('counts the callers queued ahead: a window that frees in time but is claimed first refuses the caller', async () => {
    const clock = new FakeClock({ start: 0, autoAdvance: false });
    const limiter = createRateLimiter({ clock, limits: prefixRateLimits({ 'k:': { limit: 1, windowMs: 10_000 } }) });
    await limiter.acquire(['k:a']);
    await clock.advance(8_000);
    const ahead = limiter.acquire(['k:a']);
    const refused = await budgeted(limiter, ['k:a']).catch((error: unknown) => error);
    // The caller ahead takes the slot freed at 10,001 and holds it a whole window.
    expect(refusedWaitMs(refused)).toBe(10_001);
    await clock.advance(2_001);
    await ahead;
    expect(limiter.stats()).toMatchObject({ recordedCalls: 1, waiting: 0 });
  });

  it('waits within its budget and takes that wait from the budget', async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = createRateLimiter({ clock, limits: prefixRateLimits({ 'k:': { limit: 1, windowMs: 10_000 } }) });
    await limiter.acquire(['k:a']);
    await clock.advance(7_000);
    const left = await withWaitBudget(BUDGET, async () => {
      await limiter.acquire(['k:a']);
      return remainingWaitMs();
    });
    expect(clock.now()).toBe(10_001);
    expect(left).toBe(BUDGET - 3_001);
  });

  it('withdraws a queued caller when its budget runs out; the others keep their order and the windows stay exact', async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = createRateLimiter({ clock, limits: prefixRateLimits({ 'k:': { limit: 1, windowMs: 10_000 }, 'm:': { limit: 1, windowMs: 10_000 } }) });
    await limiter.acquire(['k:a']);
    await clock.advance(2_000);
    await limiter.acquire(['m:a']);
    await clock.advance(6_000);
    const admitted: string[] = [];
    const admit = (label: string, keys: string[]) => limiter.acquire(keys).then(() => admitted.push(`${label}@${clock.now()}`));

    // k frees at 10,001 and m at 12,001: the budgeted caller expects 4,001 ms and queues. Callers behind it on one key
    // each may use that key while it waits for the other, so by its deadline (13,000) both are taken again.
    const withdrawn = budgeted(limiter, ['k:a', 'm:a']).then(
      () => 'admitted',
      (error: unknown) => refusedWaitMs(error),
    );
    const others = Promise.all([admit('k1', ['k:a']), admit('m1', ['m:a']), admit('k2', ['k:a'])]);

    expect(await withdrawn).toBe(9_002);
    expect(clock.now()).toBe(13_000);
    expect(limiter.stats()).toMatchObject({ waiting: 1 });
    await others;
    expect(admitted).toEqual(['k1@10001', 'm1@12001', 'k2@20002']);
    // Only the calls that were admitted are in the windows: the withdrawn caller left no slot behind.
    expect(limiter.stats()).toMatchObject({ recordedCalls: 2, waiting: 0 });
  });
});
