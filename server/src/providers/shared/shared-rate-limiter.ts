import type { ProviderClock } from './provider-clock';
import { ProviderError, type ProviderName } from './provider-errors';
import type { RateLimit, RateLimitResolver, RateLimiter, RateLimiterStats } from './rate-limiter';
import { consumeWait, refuseWait, remainingWaitMs } from './wait-budget';

/** One key of a call with the limit it is held to. */
export interface LimitEntry extends RateLimit {
  key: string;
}

export type LimitAttempt =
  /** Counted on every key at `at` (the store's own clock, in epoch milliseconds). */
  | { admitted: true; at: number }
  /** Nothing counted: `fullKeys` have no room for about `waitMs` yet. */
  | { admitted: false; waitMs: number; fullKeys: readonly string[] };

/**
 * Where every process of one deployment keeps its call log (Redis or PostgreSQL). tryAcquire is atomic over all the
 * entries of one call: either every key has room and the call is counted on each, or none is counted.
 */
export interface LimitStore {
  tryAcquire(entries: readonly LimitEntry[]): Promise<LimitAttempt>;
  /** Ends the connection the store opened itself; a client or database handed in stays open. */
  close(): Promise<void>;
}

export interface SharedRateLimiterOptions {
  store: LimitStore;
  clock: ProviderClock;
  limits: RateLimitResolver;
  /** Named in the errors a caller is refused with. */
  provider?: ProviderName;
  /** Up to this much is added to each wait, so processes woken at the same instant do not all retry together. */
  jitterMs?: number;
  /** Uniform in [0, 1); tests pin the jitter. */
  random?: () => number;
  /** Told of each store failure (the caller was refused, never let through unmetered). */
  onError?: (error: unknown) => void;
}

/** How long a caller refused because the store is unreachable is told to wait before trying again. */
export const STORE_UNREACHABLE_RETRY_MS = 5_000;
const DEFAULT_JITTER_MS = 50;

interface Waiter {
  entries: LimitEntry[];
  keys: string[];
  /** When a caller with a wait budget gives up its place; infinite without a budget. */
  deadline: number;
  state: 'ready' | 'trying' | 'sleeping' | 'done';
  /** Keys the store found full at this waiter's last try: later callers of this process queue behind it on them. */
  fullKeys: readonly string[];
  wakeAt: number;
  /** Whether a wake-up at the deadline is pending, so a caller queued here past its budget is withdrawn. */
  deadlineTimer: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * A RateLimiter whose sliding-window log lives in a store every process shares, so all of them together keep one
 * quota. The store decides; this process only keeps its own callers in order: on each key only the oldest caller asks
 * the store (the others wait behind it here), and a caller waiting for a full key holds up later callers on that key
 * only, so an edit waiting on its profile's quota never holds up reads on the project's.
 *
 * stats() knows nothing of the store's log: trackedKeys and recordedCalls are always 0, waiting counts this process's
 * callers.
 */
export function createSharedRateLimiter(options: SharedRateLimiterOptions): RateLimiter {
  return new SharedRateLimiter(options);
}

class SharedRateLimiter implements RateLimiter {
  private waiters: Waiter[] = [];
  private readonly jitterMs: number;
  private readonly random: () => number;

  constructor(private readonly options: SharedRateLimiterOptions) {
    this.jitterMs = Math.max(0, options.jitterMs ?? DEFAULT_JITTER_MS);
    this.random = options.random ?? Math.random;
  }

  async acquire(keys: readonly string[]): Promise<void> {
    const budgetMs = remainingWaitMs();
    const started = this.options.clock.now();
    try {
      await this.enqueue(keys, budgetMs);
    } finally {
      // Time spent queued here is time the caller can no longer spend on the provider's own Retry-After.
      if (budgetMs !== undefined) consumeWait(this.options.clock.now() - started);
    }
  }

  stats(): RateLimiterStats {
    return { trackedKeys: 0, recordedCalls: 0, waiting: this.waiters.length };
  }

  private enqueue(keys: readonly string[], budgetMs: number | undefined): Promise<void> {
    const unique = [...new Set(keys)];
    const entries: LimitEntry[] = [];
    for (const key of unique) {
      const limit = this.options.limits(key);
      // An unknown key would silently be unlimited; a typo must not disable a quota.
      if (!limit) return Promise.reject(new Error(`No rate limit is configured for key "${key}"`));
      entries.push({ key, limit: limit.limit, windowMs: limit.windowMs });
    }
    if (unique.length === 0) return Promise.resolve();
    const now = this.options.clock.now();
    if (budgetMs !== undefined) {
      // Declining before queuing answers at once when a caller ahead already waits longer than the budget.
      const expected = this.localWait(unique, this.waiters, now);
      if (expected > budgetMs) return Promise.reject(this.refusal(expected));
    }
    return new Promise((resolve, reject) => {
      const deadline = budgetMs === undefined ? Number.POSITIVE_INFINITY : now + budgetMs;
      this.waiters.push({ entries, keys: unique, deadline, state: 'ready', fullKeys: [], wakeAt: now, deadlineTimer: false, resolve, reject });
      this.pump();
    });
  }

  /**
   * Goes through this process's callers oldest first: each one no earlier caller holds up asks the store. A caller
   * asking holds all its keys (one question per key at a time keeps them in order); a caller sleeping until the store
   * has room holds only the keys it found full.
   */
  private pump(): void {
    const now = this.options.clock.now();
    const held = new Map<string, Waiter>();
    for (const waiter of this.waiters) {
      if (waiter.state === 'ready') {
        const ahead = waiter.keys.filter((key) => held.has(key));
        if (ahead.length === 0) {
          void this.attempt(waiter);
        } else if (now >= waiter.deadline) {
          const holders = ahead.map((key) => held.get(key) as Waiter);
          this.finish(waiter, this.refusal(Math.max(1, ...holders.map((holder) => holder.wakeAt - now))));
          continue;
        } else if (Number.isFinite(waiter.deadline) && !waiter.deadlineTimer) {
          waiter.deadlineTimer = true;
          void this.options.clock.sleep(waiter.deadline - now).then(() => this.pump());
        }
      }
      const holding = waiter.state === 'trying' ? waiter.keys : waiter.state === 'sleeping' ? waiter.fullKeys : [];
      for (const key of holding) if (!held.has(key)) held.set(key, waiter);
    }
    this.waiters = this.waiters.filter((waiter) => waiter.state !== 'done');
  }

  private async attempt(waiter: Waiter): Promise<void> {
    waiter.state = 'trying';
    let result: LimitAttempt;
    try {
      // Asked on a later tick, so even a store that throws at once cannot re-enter pump() while it runs.
      result = await Promise.resolve().then(() => this.options.store.tryAcquire(waiter.entries));
    } catch (error) {
      this.options.onError?.(error);
      this.finish(waiter, this.unreachable(error));
      this.pump();
      return;
    }
    const now = this.options.clock.now();
    if (result.admitted) {
      this.finish(waiter);
    } else if (result.waitMs > waiter.deadline - now) {
      this.finish(waiter, this.refusal(result.waitMs));
    } else {
      waiter.fullKeys = result.fullKeys;
      // The jitter never carries a budgeted caller past its deadline when the wait alone fits.
      const jitter = Math.floor(this.random() * this.jitterMs);
      const sleepMs = Math.max(result.waitMs, Math.min(result.waitMs + jitter, waiter.deadline - now));
      waiter.state = 'sleeping';
      waiter.wakeAt = now + sleepMs;
      // Asleep it holds only its full keys: callers behind it on the others go ahead now.
      this.pump();
      await this.options.clock.sleep(sleepMs);
      waiter.state = 'ready';
    }
    this.pump();
  }

  private finish(waiter: Waiter, error?: unknown): void {
    waiter.state = 'done';
    if (error === undefined) waiter.resolve();
    else waiter.reject(error);
  }

  /** A lower bound of the wait behind this process's callers already sleeping on one of `keys`. */
  private localWait(keys: readonly string[], ahead: readonly Waiter[], now: number): number {
    let expected = 0;
    for (const waiter of ahead) {
      if (waiter.state === 'sleeping' && waiter.fullKeys.some((key) => keys.includes(key))) expected = Math.max(expected, waiter.wakeAt - now);
    }
    return expected;
  }

  private refusal(expectedWaitMs: number): ProviderError {
    const error = new ProviderError({
      provider: this.options.provider,
      code: 'rate_limited',
      retryAfterMs: expectedWaitMs,
      detail: { reason: `shared quota full for about ${expectedWaitMs} ms` },
    });
    return refuseWait(error, expectedWaitMs);
  }

  private unreachable(cause: unknown): ProviderError {
    return new ProviderError({
      provider: this.options.provider,
      code: 'rate_limited',
      retryAfterMs: STORE_UNREACHABLE_RETRY_MS,
      detail: { reason: 'shared quota store unreachable' },
      cause,
    });
  }
}
