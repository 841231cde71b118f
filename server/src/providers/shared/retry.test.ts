import { FakeClock } from './provider-clock';
import { ProviderError, type ProviderErrorCode } from './provider-errors';
import { decideRetry, fullJitterDelayMs, parseRetryAfterMs, withRetry, type RetryOptions } from './retry';

const failure = (code: ProviderErrorCode, extra: { status?: number; retryAfterMs?: number } = {}) =>
  new ProviderError({ provider: 'google', code, ...extra });

/** Deterministic pseudo-random numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function options(clock: FakeClock, overrides: Partial<RetryOptions> = {}): RetryOptions {
  return {
    clock,
    random: () => 0.5,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxRetryAfterMs: 120_000,
    maxAttempts: 5,
    isWrite: false,
    hasIdempotencyKey: false,
    ...overrides,
  };
}

/** Runs withRetry over a script of failures (then success) and records when each attempt started. */
async function run(script: ProviderError[], retryOptions: Partial<RetryOptions> = {}) {
  const clock = new FakeClock({ start: 0 });
  const attemptsAt: number[] = [];
  const outcome = withRetry(async (attempt) => {
    attemptsAt.push(clock.now());
    const error = script[attempt - 1];
    if (error) throw error;
    return 'ok';
  }, options(clock, retryOptions)).then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error: error as ProviderError }),
  );
  return { ...(await outcome), attemptsAt };
}

describe('parseRetryAfterMs', () => {
  const now = Date.UTC(2026, 0, 5, 9, 0, 0);
  it.each([
    ['120', 120_000],
    ['0', 0],
    [' 7 ', 7_000],
    ['Mon, 05 Jan 2026 09:00:30 GMT', 30_000],
    ['Mon, 05 Jan 2026 08:59:00 GMT', 0],
  ])('reads %j as %d ms', (value, expected) => {
    expect(parseRetryAfterMs(value, now)).toBe(expected);
  });

  it.each([null, undefined, '', '-1', '1.5', 'soon', '1e3'])('ignores %j', (value) => {
    expect(parseRetryAfterMs(value, now)).toBeUndefined();
  });
});

describe('fullJitterDelayMs', () => {
  it('spreads each retry uniformly below a doubling ceiling, capped', () => {
    const backoff = { baseDelayMs: 1_000, maxDelayMs: 10_000 };
    expect(fullJitterDelayMs(1, { ...backoff, random: () => 0 })).toBe(0);
    expect(fullJitterDelayMs(1, { ...backoff, random: () => 0.999_999 })).toBe(999);
    expect(fullJitterDelayMs(3, { ...backoff, random: () => 0.5 })).toBe(2_000);
    expect(fullJitterDelayMs(10, { ...backoff, random: () => 0.999_999 })).toBe(9_999);
  });
});

describe('withRetry', () => {
  it('waits exactly the Retry-After the provider asked for', async () => {
    const result = await run([failure('rate_limited', { status: 429, retryAfterMs: 7_000 }), failure('provider_unavailable', { status: 503, retryAfterMs: 2_000 })]);
    expect(result.value).toBe('ok');
    expect(result.attemptsAt).toEqual([0, 7_000, 9_000]);
  });

  it('otherwise backs off with full jitter inside the doubling bounds', async () => {
    const script = Array.from({ length: 7 }, () => failure('provider_unavailable', { status: 500 }));
    const result = await run(script, { maxAttempts: 8, random: seeded(42) });
    expect(result.value).toBe('ok');
    const delays = result.attemptsAt.slice(1).map((at, index) => at - result.attemptsAt[index]);
    delays.forEach((delay, index) => {
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(Math.min(30_000, 1_000 * 2 ** index));
    });
    // Jitter actually varies the waits instead of marching in lockstep.
    expect(new Set(delays.map((delay, index) => delay / 2 ** index)).size).toBeGreaterThan(3);
  });

  it('retries timeouts and network errors of reads', async () => {
    const result = await run([failure('timeout'), failure('network_error')]);
    expect(result.value).toBe('ok');
    expect(result.attemptsAt).toEqual([0, 500, 1_500]);
  });

  it.each<[ProviderErrorCode, number]>([
    ['invalid_request', 400],
    ['permission_denied', 403],
    ['not_found', 404],
    ['token_expired', 401],
    ['invalid_request', 409],
  ])('never retries %s (%d)', async (code, status) => {
    const result = await run([failure(code, { status })]);
    expect(result.error?.code).toBe(code);
    expect(result.attemptsAt).toHaveLength(1);
    expect(result.error?.detail.attempts).toBe(1);
  });

  it('does not resend a write without an idempotency key, whatever the failure', async () => {
    for (const error of [failure('timeout'), failure('network_error'), failure('provider_unavailable', { status: 502 }), failure('rate_limited', { status: 429 })]) {
      const result = await run([error], { isWrite: true, hasIdempotencyKey: false });
      expect(result.error?.code).toBe(error.code);
      expect(result.attemptsAt).toHaveLength(1);
    }
  });

  it('resends a write that carries an idempotency key', async () => {
    const result = await run([failure('timeout'), failure('rate_limited', { status: 429, retryAfterMs: 1_000 })], {
      isWrite: true,
      hasIdempotencyKey: true,
    });
    expect(result.value).toBe('ok');
    expect(result.attemptsAt).toEqual([0, 500, 1_500]);
  });

  it('gives up after maxAttempts with the last error and the attempt count', async () => {
    const result = await run(Array.from({ length: 5 }, () => failure('rate_limited', { status: 429 })), { maxAttempts: 3 });
    expect(result.error?.code).toBe('rate_limited');
    expect(result.error?.detail.attempts).toBe(3);
    expect(result.attemptsAt).toHaveLength(3);
  });

  it('leaves a Retry-After longer than the cap to the caller, keeping the hint', async () => {
    const result = await run([failure('rate_limited', { status: 429, retryAfterMs: 3_600_000 })]);
    expect(result.attemptsAt).toHaveLength(1);
    expect(result.error?.retryAfterMs).toBe(3_600_000);
  });

  it('lets bugs (non-provider errors) through at once', async () => {
    const clock = new FakeClock();
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      throw new TypeError('boom');
    };
    await expect(withRetry(attempt, options(clock))).rejects.toThrow(TypeError);
    expect(calls).toBe(1);
  });

  it('reports each planned retry', async () => {
    const onRetry = jest.fn();
    await run([failure('rate_limited', { status: 429, retryAfterMs: 250 })], { onRetry });
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ attempt: 1, delayMs: 250 }));
  });
});

describe('decideRetry', () => {
  it('uses the retry number of the failed attempt for the jitter ceiling', () => {
    const base = { random: () => 0.999_999, baseDelayMs: 100, maxDelayMs: 10_000, maxRetryAfterMs: 60_000, maxAttempts: 9, isWrite: false, hasIdempotencyKey: false };
    expect(decideRetry(failure('timeout'), 1, base)).toEqual({ retry: true, delayMs: 99 });
    expect(decideRetry(failure('timeout'), 4, base)).toEqual({ retry: true, delayMs: 799 });
    expect(decideRetry(failure('timeout'), 9, base)).toEqual({ retry: false });
  });
});
