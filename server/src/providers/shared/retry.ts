import type { ProviderClock } from './provider-clock';
import { isProviderError, type ProviderError } from './provider-errors';
import { refuseWait, spendWait } from './wait-budget';

export interface BackoffOptions {
  /** Cap of the first retry's delay; doubles each retry. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Uniform in [0, 1); injectable so tests can pin the jitter. */
  random: () => number;
}

export interface RetryOptions extends BackoffOptions {
  clock: ProviderClock;
  /** Total tries including the first. */
  maxAttempts: number;
  /** A Retry-After longer than this is not waited out inside a request; the caller (a job) reschedules. */
  maxRetryAfterMs: number;
  isWrite: boolean;
  /**
   * Only a write the provider can deduplicate may be sent again: after a timeout or a dropped
   * connection we cannot know whether the first try was applied.
   */
  hasIdempotencyKey: boolean;
  onRetry?: (info: { attempt: number; delayMs: number; error: ProviderError }) => void;
}

export const DEFAULT_BACKOFF = { baseDelayMs: 500, maxDelayMs: 30_000, maxRetryAfterMs: 120_000 } as const;

/** "Full jitter": uniform in [0, min(maxDelay, base · 2^(retry-1))), spreading a crowd of retries. */
export function fullJitterDelayMs(retry: number, options: BackoffOptions): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(options.random() * ceiling);
}

/** Retry-After as delta-seconds or an HTTP date, in milliseconds from `nowMs`; undefined when absent or malformed. */
export function parseRetryAfterMs(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Only the HTTP-date forms carry a weekday or GMT; a bare number with a sign or decimals is invalid.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

const TRANSIENT_CODES = new Set(['rate_limited', 'provider_unavailable', 'timeout', 'network_error']);

/** Whether the failure is transient at all (429, 5xx, timeouts, network); other 4xx never are. */
export function isTransientProviderError(error: ProviderError): boolean {
  return TRANSIENT_CODES.has(error.code);
}

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

/** What to do after the `attempt`-th try failed with `error`. */
export function decideRetry(error: ProviderError, attempt: number, options: Omit<RetryOptions, 'clock' | 'onRetry'>): RetryDecision {
  if (!isTransientProviderError(error)) return { retry: false };
  if (options.isWrite && !options.hasIdempotencyKey) return { retry: false };
  if (attempt >= options.maxAttempts) return { retry: false };
  if (error.retryAfterMs !== undefined) {
    if (error.retryAfterMs > options.maxRetryAfterMs) return { retry: false };
    return { retry: true, delayMs: error.retryAfterMs };
  }
  return { retry: true, delayMs: fullJitterDelayMs(attempt, options) };
}

/**
 * Runs `operation` until it succeeds or a retry is not allowed. Only ProviderErrors are retried;
 * anything else is a bug and surfaces at once. The last error is rethrown with the attempt count; one given up
 * because the wait budget (wait-budget.ts) could not cover the next wait answers refusedWaitMs.
 */
export async function withRetry<T>(operation: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      const decision = decideRetry(error, attempt, options);
      const failed = () => error.withDetail({ attempts: attempt });
      if (!decision.retry) {
        // A Retry-After too long for this policy is still a wait that a caller with a budget schedules (see below).
        const patient = decideRetry(error, attempt, { ...options, maxRetryAfterMs: Number.POSITIVE_INFINITY });
        if (patient.retry && !spendWait(patient.delayMs)) throw refuseWait(failed(), patient.delayMs);
        throw failed();
      }
      // Inside a wait budget (a person waiting on the request) a longer wait the provider asked for (Retry-After) is the
      // caller's to schedule, not ours; our own backoff after errors that named no wait simply ends as the failure.
      if (!spendWait(decision.delayMs)) throw error.retryAfterMs !== undefined ? refuseWait(failed(), decision.delayMs) : failed();
      options.onRetry?.({ attempt, delayMs: decision.delayMs, error });
      await options.clock.sleep(decision.delayMs);
    }
  }
}
