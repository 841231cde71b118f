import { AsyncLocalStorage } from 'node:async_hooks';
import type { ProviderError } from './provider-errors';

// How long the work in progress may still spend waiting on providers (Retry-After, backoff). A request a person waits
// on sets a few seconds; jobs set none and wait as long as the retry policy allows. It travels with the async context
// rather than through every adapter's options, so one call site bounds every provider call made beneath it.
interface WaitBudget {
  remainingMs: number;
}

const budgets = new AsyncLocalStorage<WaitBudget>();
const refusedWaits = new WeakMap<ProviderError, number>();

/** Runs `work` allowed to wait at most `maxWaitMs` in total before provider retries. */
export function withWaitBudget<T>(maxWaitMs: number, work: () => Promise<T>): Promise<T> {
  return budgets.run({ remainingMs: Math.max(0, maxWaitMs) }, work);
}

/** Takes `delayMs` from the current budget; false (nothing taken) when the budget cannot cover it. */
export function spendWait(delayMs: number): boolean {
  const budget = budgets.getStore();
  if (!budget) return true;
  if (delayMs > budget.remainingMs) return false;
  budget.remainingMs -= delayMs;
  return true;
}

/** What is left of the current budget; undefined outside one (no limit). */
export function remainingWaitMs(): number | undefined {
  return budgets.getStore()?.remainingMs;
}

/** Takes time already spent waiting (e.g. queued in the rate limiter) from the current budget, down to zero. */
export function consumeWait(elapsedMs: number): void {
  const budget = budgets.getStore();
  if (budget) budget.remainingMs = Math.max(0, budget.remainingMs - Math.max(0, elapsedMs));
}

/** Marks `error` as given up because the provider asked for a wait the budget could not cover. */
export function refuseWait(error: ProviderError, delayMs: number): ProviderError {
  refusedWaits.set(error, delayMs);
  return error;
}

/** The wait the provider asked for when the budget refused it; undefined for every other failure. */
export function refusedWaitMs(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? refusedWaits.get(error as ProviderError) : undefined;
}
