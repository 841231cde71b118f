import { FakeClock } from './provider-clock';
import { ProviderError } from './provider-errors';
import { createRateLimiter, prefixRateLimits } from './rate-limiter';
import { withRetry, type RetryOptions } from './retry';
import { consumeWait, refusedWaitMs, remainingWaitMs, withWaitBudget } from './wait-budget';

const rateLimited = (retryAfterMs?: number) => new ProviderError({ provider: 'google', code: 'rate_limited', status: 429, retryAfterMs });

function retrying(clock: FakeClock, script: ProviderError[]) {
  const attemptsAt: number[] = [];
  const options: RetryOptions = { clock, random: () => 0.5, baseDelayMs: 1_000, maxDelayMs: 30_000, maxRetryAfterMs: 120_000, maxAttempts: 5, isWrite: true, hasIdempotencyKey: true };
  const run = () =>
    withRetry(async (attempt) => {
      attemptsAt.push(clock.now());
      const error = script[attempt - 1];
      if (error) throw error;
      return 'sent';
    }, options);
  return { run, attemptsAt };
}

describe('wait budget', () => {
  it('without a budget, a Retry-After of 120 s is waited out (a job may wait)', async () => {
    const clock = new FakeClock({ start: 0 });
    const { run, attemptsAt } = retrying(clock, [rateLimited(120_000)]);
    await expect(run()).resolves.toBe('sent');
    expect(attemptsAt).toEqual([0, 120_000]);
  });

  it('inside a budget of 5 s, a Retry-After of 120 s gives up at once and says how long the provider asked to wait', async () => {
    const clock = new FakeClock({ start: 0 });
    const { run, attemptsAt } = retrying(clock, [rateLimited(120_000)]);
    const error = await withWaitBudget(5_000, run).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(refusedWaitMs(error)).toBe(120_000);
    expect(attemptsAt).toEqual([0]);
    expect(clock.now()).toBe(0);
  });

  it('a Retry-After beyond the policy maximum is also reported as a refused wait inside a budget', async () => {
    const clock = new FakeClock({ start: 0 });
    const { run } = retrying(clock, [rateLimited(600_000)]);
    expect(refusedWaitMs(await withWaitBudget(5_000, run).catch((caught: unknown) => caught))).toBe(600_000);
    // Without a budget it stays an ordinary failure.
    expect(refusedWaitMs(await retrying(clock, [rateLimited(600_000)]).run().catch((caught: unknown) => caught))).toBeUndefined();
  });

  it('short waits are taken from the budget until it runs out', async () => {
    const clock = new FakeClock({ start: 0 });
    const { run, attemptsAt } = retrying(clock, [rateLimited(2_000), rateLimited(2_000), rateLimited(2_000)]);
    const error = await withWaitBudget(5_000, run).catch((caught: unknown) => caught);
    expect(attemptsAt).toEqual([0, 2_000, 4_000]);
    expect(refusedWaitMs(error)).toBe(2_000);
  });

  it('time already spent queued (the rate limiter) is taken from the budget, down to zero, and only inside one', async () => {
    expect(remainingWaitMs()).toBeUndefined();
    consumeWait(1_000);
    const seen = await withWaitBudget(5_000, async () => {
      const before = remainingWaitMs();
      consumeWait(3_000);
      const after = remainingWaitMs();
      consumeWait(9_000);
      return [before, after, remainingWaitMs()];
    });
    expect(seen).toEqual([5_000, 2_000, 0]);
  });

  it('a Retry-After after a wait in the rate limiter must fit what is left of the budget', async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = createRateLimiter({ clock, limits: prefixRateLimits({ 'k:': { limit: 1, windowMs: 10_000 } }) });
    await limiter.acquire(['k:a']);
    await clock.advance(7_000);
    const { run, attemptsAt } = retrying(clock, [rateLimited(2_000)]);
    // 3,001 ms queued for the window leaves 1,999 ms: the provider's 2 s is refused instead of holding the person longer.
    const error = await withWaitBudget(5_000, async () => {
      await limiter.acquire(['k:a']);
      return run();
    }).catch((caught: unknown) => caught);
    expect(attemptsAt).toEqual([10_001]);
    expect(refusedWaitMs(error)).toBe(2_000);
  });
});
