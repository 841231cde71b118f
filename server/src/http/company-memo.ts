import type { SessionCache } from './session-cache';

/**
 * A per-company value reused across requests for as long as cached sessions are (the session cache's age), and
 * dropped with them: every invalidation naming the company, or everything, reaches it in every process. For data that
 * changes through the console's writes (which invalidate their company) or through the few job paths that say so.
 */
export interface CompanyMemo<T> {
  get(companyId: number, load: () => Promise<T>): Promise<T>;
}

export function createCompanyMemo<T>(cache: SessionCache, options: { maxEntries?: number; monotonicMs?: () => number } = {}): CompanyMemo<T> {
  const entries = new Map<number, { value: T; loadedAtMs: number }>();
  const monotonic = options.monotonicMs ?? (() => performance.now());
  const maxEntries = options.maxEntries ?? 5_000;
  cache.onInvalidate((what) => {
    if (what.all === true) entries.clear();
    for (const id of what.companyIds ?? []) entries.delete(id);
  });
  return {
    async get(companyId, load) {
      const hit = entries.get(companyId);
      if (hit && monotonic() - hit.loadedAtMs <= cache.maxAgeMs) return hit.value;
      const generation = cache.generation();
      const value = await load();
      // A load that overlapped an invalidation may hold what it dropped: it serves this request only.
      if (cache.maxAgeMs > 0 && generation === cache.generation()) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as number);
        entries.set(companyId, { value, loadedAtMs: monotonic() });
      }
      return value;
    },
  };
}

/** One memo per session cache (so per process, and per test app), made on first use: `const m = defineCompanyMemo<T>()`. */
export function defineCompanyMemo<T>(): (cache: SessionCache) => CompanyMemo<T> {
  const memos = new WeakMap<SessionCache, CompanyMemo<T>>();
  return (cache) => {
    let memo = memos.get(cache);
    if (!memo) {
      memo = createCompanyMemo<T>(cache);
      memos.set(cache, memo);
    }
    return memo;
  };
}
