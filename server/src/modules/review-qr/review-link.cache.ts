import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { isProviderError } from '../../providers/shared/provider-errors';
import { notLinked, providerAccessFor, type ProviderAccessDeps } from '../../provider-access/provider-access.service';
import { reviewQrMessagesJa as m } from './review-qr.messages.ja';

// The live preview asks for the same store's link on every edit; Google's link changes only when the listing moves,
// so it is kept in memory for a few minutes per company and location (and a missing link for a shorter time, so a
// store that has just been verified shows up soon). Concurrent requests share one call to Google.

const FOUND_TTL_MS = 10 * 60 * 1000;
const MISSING_TTL_MS = 60 * 1000;
const MAX_ENTRIES = 5000;

interface Entry {
  uri: string | null;
  expiresAt: number;
}

interface LinkCache {
  entries: Map<string, Entry>;
  pending: Map<string, Promise<string | null>>;
}

// One cache per provider instance, so every app (and every test app) has its own.
const caches = new WeakMap<object, LinkCache>();

const cacheFor = (deps: Pick<Deps, 'providers'>): LinkCache => {
  let cache = caches.get(deps.providers.google);
  if (!cache) {
    cache = { entries: new Map(), pending: new Map() };
    caches.set(deps.providers.google, cache);
  }
  return cache;
};

export type ReviewLinkDeps = ProviderAccessDeps;

/** A provider failure as the console shows it: re-link for a dead grant, otherwise a 502 with Google's reason. */
export function reviewLinkFailure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (isProviderError(error)) {
    if (error.code === 'token_expired') return notLinked('google');
    return new DomainError('provider_failed', 502, error.message || m.providerFailed);
  }
  return new DomainError('provider_failed', 502, m.providerFailed);
}

async function fetchLink(deps: ReviewLinkDeps, companyId: number, providerLocationId: string): Promise<string | null> {
  try {
    const google = await providerAccessFor(deps, companyId, 'google');
    const location = await google.adapter.getLocation(google.credentials, providerLocationId, ['metadata']);
    const uri = location.metadata?.newReviewUri;
    // Only an https link is printed: anything else from the wire would put an arbitrary payload in the QR.
    return typeof uri === 'string' && /^https:\/\/\S+$/.test(uri) ? uri : null;
  } catch (error) {
    throw reviewLinkFailure(error);
  }
}

/** The store's Google review link (metadata.newReviewUri), or null when Google gives none. */
export async function reviewLinkFor(deps: ReviewLinkDeps, companyId: number, providerLocationId: string): Promise<string | null> {
  const cache = cacheFor(deps);
  const key = `${companyId}:${providerLocationId}`;
  const now = deps.clock.now().getTime();
  const hit = cache.entries.get(key);
  if (hit && hit.expiresAt > now) return hit.uri;
  const inFlight = cache.pending.get(key);
  if (inFlight) return inFlight;
  const request = fetchLink(deps, companyId, providerLocationId)
    .then((uri) => {
      if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value as string);
      cache.entries.delete(key);
      cache.entries.set(key, { uri, expiresAt: deps.clock.now().getTime() + (uri ? FOUND_TTL_MS : MISSING_TTL_MS) });
      return uri;
    })
    .finally(() => cache.pending.delete(key));
  cache.pending.set(key, request);
  return request;
}
