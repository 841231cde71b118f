import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildYahooEmulator } from '../../../../emulators/yahoo/yahoo-emulator';
import { loadConfig } from '../../config';
import { injectFetch } from '../../testing/inject-fetch';
import { createGoogleLimiter, type ProviderRuntime } from '../registry';
import { FakeClock } from '../shared/provider-clock';
import { createTokenCipher } from '../shared/token-cipher';
import type { OAuthTokens } from '../listing-provider';
import { createYahooProvider } from './yahoo.adapter';
import type { YahooProvider, YahooTokenSession } from './yahoo.port';

// Drives the Yahoo adapters against the emulator through app.inject, exactly as the server would over HTTP.
export const REDIRECT_URI = 'http://127.0.0.1:3000/api/oauth/yahoo/callback';

export function runtimeFor(env: Record<string, string | undefined>, fetchImpl: typeof fetch): ProviderRuntime {
  const clock = new FakeClock({ start: Date.now() });
  return {
    config: loadConfig(env),
    fetch: fetchImpl,
    clock,
    tokenCipher: createTokenCipher({ key: 'a'.repeat(64) }),
    logger: pino({ level: 'silent' }),
    googleLimiter: createGoogleLimiter(clock),
  };
}

export interface EmulatedYahoo {
  emulator: FastifyInstance;
  provider: YahooProvider;
  fetch: typeof fetch;
}

export function emulatedYahoo(options: { pageSize?: number; now?: () => Date } = {}): EmulatedYahoo {
  const emulator = buildYahooEmulator({ publicBaseUrl: 'http://127.0.0.1:3000/emulators/yahoo', now: options.now });
  const fetchImpl = injectFetch(emulator, { stripPrefix: '/emulators/yahoo' });
  return { emulator, fetch: fetchImpl, provider: createYahooProvider(runtimeFor({}, fetchImpl), options) };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Opens the consent page, reads its form and presses 「同意する」, as a user's browser would. */
export async function consent(fetchImpl: typeof fetch, authorizationUrl: string): Promise<URL> {
  const page = await fetchImpl(authorizationUrl);
  const html = await page.text();
  if (!html.includes('同意する')) throw new Error(`no consent button in ${html.slice(0, 200)}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&') ?? '';
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(match[1], match[2].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
  }
  form.set('decision', 'allow');
  const response = await fetchImpl(action, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '');
}

export async function linkAccount(yahoo: EmulatedYahoo): Promise<OAuthTokens> {
  const { verifier, challenge } = pkcePair();
  const redirect = await consent(yahoo.fetch, yahoo.provider.authorizationUrl({ state: 'st-1', redirectUri: REDIRECT_URI, codeChallenge: challenge }));
  return yahoo.provider.exchangeCode({ code: redirect.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI, codeVerifier: verifier });
}

/** A session over stored tokens that refreshes like the linkage service will, counting refreshes. */
export function sessionFor(provider: YahooProvider, tokens: OAuthTokens): YahooTokenSession & { refreshes: number } {
  let current = tokens;
  const session = {
    refreshes: 0,
    getAccessToken: () => current.accessToken,
    async refreshAccessToken() {
      session.refreshes += 1;
      current = await provider.refresh(current.refreshToken ?? '');
      return current.accessToken;
    },
  };
  return session;
}
