import type { ProviderClock } from './provider-clock';
import { ProviderError, type ProviderName } from './provider-errors';
import { consumeWait, refuseWait, remainingWaitMs } from './wait-budget';

export interface RateLimit {
  /** Calls allowed in any window of `windowMs`. */
  limit: number;
  windowMs: number;
}

export type RateLimitResolver = (key: string) => RateLimit | undefined;

/**
 * Limits looked up by exact key, or by the longest table entry ending in ':' that prefixes the key,
 * so `google:edit:` covers `google:edit:<locationId>` with one counter per location.
 */
export function prefixRateLimits(table: Readonly<Record<string, RateLimit>>): RateLimitResolver {
  const prefixes = Object.keys(table)
    .filter((entry) => entry.endsWith(':'))
    .sort((a, b) => b.length - a.length);
  return (key) => {
    // A prefix entry is not a key of its own: 'google:edit:' without a location is a bug.
    if (Object.hasOwn(table, key) && !key.endsWith(':')) return table[key];
    const prefix = prefixes.find((candidate) => key.startsWith(candidate) && key.length > candidate.length);
    return prefix === undefined ? undefined : table[prefix];
  };
}

/** Google Business Profile quotas from docs/providers.md; the per-profile edit limit cannot be raised. */
export const GOOGLE_RATE_LIMITS: Readonly<Record<string, RateLimit>> = {
  'google:project': { limit: 300, windowMs: 60_000 },
  'google:edit:': { limit: 10, windowMs: 60_000 },
};

/**
 * Places API (New): 600 requests per minute per method (searchText and place details counted apart). YOLP publishes
 * only a daily cap (50,000 per application id); the per-minute budget keeps a 1,000-measure morning from bursting.
 */
export const SEARCH_RATE_LIMITS: Readonly<Record<string, RateLimit>> = {
  'places:searchText': { limit: 600, windowMs: 60_000 },
  'places:details': { limit: 600, windowMs: 60_000 },
  'yolp:localSearch': { limit: 300, windowMs: 60_000 },
  // Yahoo publishes no quota for the partner analytics (providers.md); a budget of its own keeps an 18-month
  // backfill of many listings from crowding out the calls people wait for.
  'yahoo:analytics': { limit: 300, windowMs: 60_000 },
};

export const searchLimitKeys = {
  placesSearch: ['places:searchText'],
  placesDetails: ['places:details'],
  yolp: ['yolp:localSearch'],
  yahooAnalytics: ['yahoo:analytics'],
} as const;

export const googleLimitKeys = {
  project: 'google:project',
  /** Every Google call counts against the project quota. */
  read: (): string[] => ['google:project'],
  /** An edit counts against the project quota and the profile's own edit quota. */
  edit: (locationId: string): string[] => ['google:project', `google:edit:${locationId}`],
};

export interface RateLimiterStats {
  /** Keys that still hold timestamps (memory in use). */
  trackedKeys: number;
  recordedCalls: number;
  waiting: number;
}

export interface RateLimiter {
  /**
   * Waits until every key has room in its window, then counts one call against each. Inside a wait budget
   * (wait-budget.ts) it waits no longer than the budget: a wait expected to be longer is refused at once, and a caller
   * still queued when its budget runs out is withdrawn. Either way it rejects with a rate_limited ProviderError whose
   * retryAfterMs is the expected wait, marked as a refused wait, so the caller treats it like a long Retry-After.
   */
  acquire(keys: readonly string[]): Promise<void>;
  stats(): RateLimiterStats;
}

export interface RateLimiterOptions {
  clock: ProviderClock;
  limits: RateLimitResolver;
  /** Named in the error a budgeted caller is refused with. */
  provider?: ProviderName;
  /** Calls made before this limiter existed (a previous process's, from call-journal.ts), counted at their times. */
  past?: readonly { at: number; keys: readonly string[] }[];
  /** Told of each admitted call as it is counted, before its caller goes on (the call journal writes it down). */
  onAdmit?: (keys: readonly string[], at: number) => void;
}

interface Waiter {
  keys: string[];
  limits: RateLimit[];
  /** When a caller with a wait budget gives up its place; infinite without a budget. */
  deadline: number;
  resolve: () => void;
  /** Withdrawn: the expected remaining wait when it gave up. */
  withdraw: (expectedWaitMs: number) => void;
}

interface Window {
  limit: RateLimit;
  /** Call times, oldest first. */
  times: number[];
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const limiter = new SlidingWindowLimiter(options.clock, options.limits, options.provider, options.onAdmit);
  for (const call of options.past ?? []) limiter.countPast(call.keys, call.at);
  return limiter;
}

/**
 * Sliding-window log: a call at `t` is allowed when fewer than `limit` calls happened in
 * [t - windowMs, t]. Counting both ends (closed window) keeps even a closed 60 s window at the
 * quota, which leaves no doubt about how the provider buckets the boundary.
 */
class SlidingWindowLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private waiters: Waiter[] = [];
  private wakeAt = Number.POSITIVE_INFINITY;
  private lastSweep: number;

  constructor(
    private readonly clock: ProviderClock,
    private readonly limits: RateLimitResolver,
    private readonly provider: ProviderName | undefined,
    private readonly onAdmit?: (keys: readonly string[], at: number) => void,
  ) {
    this.lastSweep = clock.now();
  }

  /** One call made at `at` (in the past) on the keys that still have a limit; keys no longer limited are skipped. */
  countPast(keys: readonly string[], at: number): void {
    for (const key of new Set(keys)) {
      const limit = this.limits(key);
      if (!limit) continue;
      const window = this.window(key, limit, this.clock.now());
      window.times.push(at);
      window.times.sort((a, b) => a - b);
    }
  }

  async acquire(keys: readonly string[]): Promise<void> {
    const budgetMs = remainingWaitMs();
    const started = this.clock.now();
    try {
      await this.enqueue(keys, budgetMs);
    } finally {
      // Time spent queued here is time the caller can no longer spend on the provider's own Retry-After.
      if (budgetMs !== undefined) consumeWait(this.clock.now() - started);
    }
  }

  private enqueue(keys: readonly string[], budgetMs: number | undefined): Promise<void> {
    const unique = [...new Set(keys)];
    const limits: RateLimit[] = [];
    for (const key of unique) {
      const limit = this.limits(key);
      // An unknown key would silently be unlimited; a typo must not disable a quota.
      if (!limit) return Promise.reject(new Error(`No rate limit is configured for key "${key}"`));
      limits.push(limit);
    }
    if (unique.length === 0) return Promise.resolve();
    const now = this.clock.now();
    if (budgetMs !== undefined) {
      // Declining before queuing answers at once when the window is plainly full for longer than the budget.
      const expected = this.expectedWait(unique, limits, this.waiters, now);
      if (expected > budgetMs) return Promise.reject(this.refusal(expected));
    }
    const deadline = budgetMs === undefined ? Number.POSITIVE_INFINITY : now + budgetMs;
    return new Promise((resolve, reject) => {
      this.waiters.push({ keys: unique, limits, deadline, resolve, withdraw: (expected) => reject(this.refusal(expected)) });
      this.drain();
    });
  }

  private refusal(expectedWaitMs: number): ProviderError {
    const error = new ProviderError({
      provider: this.provider,
      code: 'rate_limited',
      retryAfterMs: expectedWaitMs,
      detail: { reason: `local quota full for about ${expectedWaitMs} ms` },
    });
    return refuseWait(error, expectedWaitMs);
  }

  /**
   * A lower bound of how long a caller behind `ahead` waits for `keys`: on each key, the callers ahead and this one
   * need as many of the recorded calls to leave the window. Callers ahead that are not yet admitted record their calls
   * later still, so when they alone fill the window the wait is at least a whole window.
   */
  private expectedWait(keys: string[], limits: RateLimit[], ahead: readonly Waiter[], now: number): number {
    let expected = 0;
    for (let index = 0; index < keys.length; index += 1) {
      const key = keys[index];
      const window = this.window(key, limits[index], now);
      const queued = ahead.filter((waiter) => waiter.keys.includes(key)).length;
      const mustLeave = window.times.length + queued + 1 - window.limit.limit;
      if (mustLeave <= 0) continue;
      const freesAt = mustLeave <= window.times.length ? window.times[mustLeave - 1] + window.limit.windowMs + 1 : now + window.limit.windowMs + 1;
      expected = Math.max(expected, freesAt - now);
    }
    return expected;
  }

  stats(): RateLimiterStats {
    let recordedCalls = 0;
    for (const window of this.windows.values()) recordedCalls += window.times.length;
    return { trackedKeys: this.windows.size, recordedCalls, waiting: this.waiters.length };
  }

  private drain(): void {
    const now = this.clock.now();
    this.sweep(now);
    // Keys a waiting caller found full: later callers may not overtake it on those keys (FIFO per key).
    // Keys that still have room stay open, so an edit waiting on its profile quota never holds up reads.
    const blocked = new Set<string>();
    const remaining: Waiter[] = [];
    let nextWake = Number.POSITIVE_INFINITY;
    for (const waiter of this.waiters) {
      const full: string[] = [];
      let wakeAt = Number.POSITIVE_INFINITY;
      for (let index = 0; index < waiter.keys.length; index += 1) {
        const key = waiter.keys[index];
        if (blocked.has(key)) {
          full.push(key);
          continue;
        }
        const window = this.window(key, waiter.limits[index], now);
        if (window.times.length >= window.limit.limit) {
          full.push(key);
          wakeAt = Math.min(wakeAt, this.freesAt(window));
        }
      }
      if (full.length > 0 && now >= waiter.deadline) {
        // Withdrawn before it blocks anyone: it recorded no call, so the callers behind it move up in this same pass.
        waiter.withdraw(Math.max(1, this.expectedWait(waiter.keys, waiter.limits, remaining, now)));
        continue;
      }
      if (full.length > 0) {
        for (const key of full) blocked.add(key);
        nextWake = Math.min(nextWake, wakeAt, waiter.deadline);
        remaining.push(waiter);
        continue;
      }
      for (let index = 0; index < waiter.keys.length; index += 1) {
        this.window(waiter.keys[index], waiter.limits[index], now).times.push(now);
      }
      this.onAdmit?.(waiter.keys, now);
      waiter.resolve();
    }
    this.waiters = remaining;
    if (remaining.length > 0 && Number.isFinite(nextWake)) this.scheduleWake(now, nextWake);
  }

  private window(key: string, limit: RateLimit, now: number): Window {
    let window = this.windows.get(key);
    if (!window) {
      window = { limit, times: [] };
      this.windows.set(key, window);
    }
    prune(window, now);
    return window;
  }

  /** When the oldest call that keeps the window full leaves it. */
  private freesAt(window: Window): number {
    const blocking = window.times[window.times.length - window.limit.limit];
    return blocking + window.limit.windowMs + 1;
  }

  private scheduleWake(now: number, at: number): void {
    // One pending wake-up is enough unless a sooner one is needed; a superseded wake-up only
    // causes a harmless extra drain.
    if (at >= this.wakeAt) return;
    this.wakeAt = at;
    void this.clock.sleep(at - now).then(() => {
      if (this.wakeAt === at) this.wakeAt = Number.POSITIVE_INFINITY;
      this.drain();
    });
  }

  /** Drops windows that emptied out, so one key per profile does not grow memory forever. */
  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      prune(window, now);
      if (window.times.length === 0) this.windows.delete(key);
    }
  }
}

// Memory then holds at most the keys used during the last couple of minutes.
const SWEEP_INTERVAL_MS = 60_000;

function prune(window: Window, now: number): void {
  const cutoff = now - window.limit.windowMs;
  let expired = 0;
  while (expired < window.times.length && window.times[expired] < cutoff) expired += 1;
  if (expired > 0) window.times.splice(0, expired);
}

/**
 * Most calls inside any closed window [t, t + windowMs]: how the provider-limits bar is measured
 * from recorded call times (tests, drills). Times need not be sorted.
 */
export function maxCallsInWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let end = 0;
  for (let start = 0; start < sorted.length; start += 1) {
    while (end < sorted.length && sorted[end] - sorted[start] <= windowMs) end += 1;
    best = Math.max(best, end - start);
  }
  return best;
}
