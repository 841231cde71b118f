import type { FastifyInstance } from 'fastify';
import type { ListingProvider, ListingProviderName } from '../../providers/listing-provider';
import type { TestApp } from '../../testing/test-app';

// Test support for account linking: the test app composes the real Google and Yahoo adapters, and mounts their
// emulators under /emulators/* exactly as npm start does; the adapters reach them through app.inject.

export interface LinkingHarness {
  /** The app itself: the consent pages are served by its mounted emulators. */
  emulator: FastifyInstance;
  providers: Record<ListingProviderName, ListingProvider>;
}

export async function attachEmulatorProviders(t: TestApp): Promise<LinkingHarness> {
  return { emulator: t.app, providers: t.deps.listingProviders };
}

/** What a browser does on the consent page: open it, press 「許可」, follow the redirect back to the console. */
export async function consent(emulator: FastifyInstance, consentUrl: string): Promise<{ code: string; state: string; redirect: URL }> {
  const url = new URL(consentUrl);
  const page = await emulator.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (page.statusCode !== 200 || !/許可|同意する/.test(page.body)) throw new Error(`consent page failed: ${page.statusCode}`);
  const hidden = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&#(\d+);/g, (_s, c: string) => String.fromCharCode(Number(c)))]));
  const allowed = await emulator.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...hidden, decision: 'allow' }).toString(),
  });
  if (!allowed.headers.location) throw new Error(`consent failed: ${allowed.statusCode} ${allowed.body} ${JSON.stringify(hidden)}`);
  const redirect = new URL(String(allowed.headers.location));
  return { code: redirect.searchParams.get('code') ?? '', state: redirect.searchParams.get('state') ?? '', redirect };
}
