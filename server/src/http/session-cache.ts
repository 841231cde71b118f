import type { AuthContext } from './auth-context';

/** What a change makes stale: sessions by id or token hash, every session of some users or companies, or all. */
export interface SessionInvalidation {
  sessionIds?: readonly number[];
  tokenHashes?: readonly string[];
  userIds?: readonly number[];
  companyIds?: readonly number[];
  all?: boolean;
}

/** Carries invalidations to the other processes (Redis pub/sub or PostgreSQL NOTIFY); in-process only on PGlite. */
export interface InvalidationBus {
  publish(invalidation: SessionInvalidation): Promise<void>;
  /** Called for every invalidation another process (or this one, on some buses) published. */
  subscribe(listener: (invalidation: SessionInvalidation) => void): void;
  close(): Promise<void>;
}

export type CachedAuth = Omit<AuthContext, 'tokenSource'>;

export interface SessionCache {
  /** The resolved session of a token hash, while it is neither expired (by the app clock) nor older than the cache's age. */
  lookup(tokenHash: string, now: Date): CachedAuth | undefined;
  /** Read before loading a session from the database; `store` drops the result if an invalidation came in between. */
  generation(): number;
  store(tokenHash: string, auth: CachedAuth, loadedAtGeneration: number): void;
  /** Drops matching entries here at once and tells the other processes. */
  invalidate(invalidation: SessionInvalidation): Promise<void>;
  /** Hears every invalidation, local or from another process: per-company caches (company-memo.ts) follow it. */
  onInvalidate(listener: (invalidation: SessionInvalidation) => void): void;
  /** The age limit of entries, which per-company caches share. */
  readonly maxAgeMs: number;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /**
   * The longest an entry is trusted without a database read (0 turns the cache off). Every change the console makes
   * invalidates explicitly; the age only bounds what changes outside it (a contract flag set in SQL by the operator, a worker
   * unlinking a store).
   */
  maxAgeMs: number;
  maxEntries: number;
  bus?: InvalidationBus;
  /** Monotonic milliseconds for the age; the session's own expiry is checked with the app clock. */
  monotonicMs?: () => number;
  onBusError?: (error: unknown) => void;
}

interface Entry {
  auth: CachedAuth;
  loadedAtMs: number;
}

const matches = (entry: Entry, tokenHash: string, what: SessionInvalidation): boolean =>
  what.all === true ||
  (what.tokenHashes?.includes(tokenHash) ?? false) ||
  (what.sessionIds?.includes(entry.auth.session.id) ?? false) ||
  (what.userIds?.includes(entry.auth.user.id) ?? false) ||
  // An impersonation session is also the operator's: ending the operator's sessions ends the ones they opened.
  (entry.auth.session.actorUserId !== null && (what.userIds?.includes(entry.auth.session.actorUserId) ?? false)) ||
  (what.companyIds?.includes(entry.auth.company.id) ?? false);

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const entries = new Map<string, Entry>();
  const monotonic = options.monotonicMs ?? (() => performance.now());
  const listeners: ((what: SessionInvalidation) => void)[] = [];
  let generation = 0;

  const dropLocal = (what: SessionInvalidation): void => {
    generation += 1;
    for (const listener of listeners) listener(what);
    if (what.all === true) {
      entries.clear();
      return;
    }
    for (const [hash, entry] of entries) if (matches(entry, hash, what)) entries.delete(hash);
  };
  options.bus?.subscribe(dropLocal);

  return {
    maxAgeMs: options.maxAgeMs,
    onInvalidate: (listener) => void listeners.push(listener),
    lookup(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (monotonic() - entry.loadedAtMs > options.maxAgeMs || entry.auth.session.expiresAt.getTime() <= now.getTime()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.auth;
    },
    generation: () => generation,
    store(tokenHash, auth, loadedAtGeneration) {
      if (options.maxAgeMs <= 0 || loadedAtGeneration !== generation) return;
      if (entries.size >= options.maxEntries) {
        // Map keeps insertion order: the first key is the oldest load.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      // One object serves many requests: frozen, so a handler that mutated it would fail loudly, not leak across.
      for (const part of [auth.session, auth.user, auth.company, auth.actor, auth.accountScope]) if (part) Object.freeze(part);
      entries.set(tokenHash, { auth: Object.freeze(auth), loadedAtMs: monotonic() });
    },
    async invalidate(what) {
      dropLocal(what);
      if (!options.bus) return;
      // A revocation already holds in the database; a lost message only leaves another process's entry until maxAgeMs.
      await options.bus.publish(what).catch((error: unknown) => options.onBusError?.(error));
    },
    close: async () => {
      entries.clear();
      await options.bus?.close();
    },
  };
}
