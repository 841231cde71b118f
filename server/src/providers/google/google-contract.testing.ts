import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { registerGoogleEmulator } from '../../../../emulators/google/google-emulator';
import { loadConfig } from '../../config';
import { injectFetch } from '../../testing/inject-fetch';
import { createGoogleLimiter, emulatorBaseUrl, type ProviderRuntime } from '../registry';
import { FakeClock, type ProviderClock } from '../shared/provider-clock';
import { createTokenCipher } from '../shared/token-cipher';
import { createGoogleProvider } from './google.adapter';
import type { GoogleProvider } from './google.port';
import type { GoogleCredentials } from './google.types';

// Shared by this folder's tests: the emulator mounted as in production (under /emulators/google), an adapter
// whose fetch is answered by it through app.inject, and tokens from the real authorization-code flow.
export const REDIRECT_URI = 'http://127.0.0.1:3000/api/oauth/google/callback';
export const PKCE_VERIFIER = 'contract-test-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface EmulatorRig {
  app: FastifyInstance;
  clock: FakeClock;
  runtime: ProviderRuntime;
  provider: GoogleProvider;
}

export function runtimeFor(env: Record<string, string | undefined>, fetchImpl: typeof fetch, clock: ProviderClock): ProviderRuntime {
  return {
    config: loadConfig(env),
    fetch: fetchImpl,
    clock,
    tokenCipher: createTokenCipher({ key: 'a'.repeat(64) }),
    logger: pino({ level: 'silent' }),
    googleLimiter: createGoogleLimiter(clock),
  };
}

/**
 * `autoAdvance: false` when a test must see a wait happen: an auto-advancing clock may jump while the emulator is
 * still answering earlier requests (app.inject is not "idle"), which would move those requests in time too.
 */
export async function startEmulatorRig(options: { autoAdvance?: boolean } = {}): Promise<EmulatorRig> {
  const clock = new FakeClock({ start: Date.UTC(2026, 10, 21, 3, 0, 0), autoAdvance: options.autoAdvance ?? true });
  const config = loadConfig({});
  const app = Fastify({ logger: false });
  // The emulator shares the adapter's virtual clock, so quota windows and post review times line up.
  await app.register(registerGoogleEmulator, { prefix: '/emulators/google', publicBaseUrl: emulatorBaseUrl(config, 'google'), now: () => new Date(clock.now()) });
  await app.ready();
  const runtime = runtimeFor({}, injectFetch(app), clock);
  // Pinned jitter keeps waits reproducible; the limiter and backoff wait on the FakeClock.
  return { app, clock, runtime, provider: createGoogleProvider(runtime, { http: { random: () => 0.5 } }) };
}

function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]] = match[2].replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));
  }
  return fields;
}

/** GET the consent page, press 許可, follow the redirect's code to the token endpoint. */
export async function linkThroughConsent(rig: EmulatorRig, state = 'state-abc'): Promise<GoogleCredentials> {
  const challenge = createHash('sha256').update(PKCE_VERIFIER).digest('base64url');
  const url = rig.provider.authorizationUrl({ state, redirectUri: REDIRECT_URI, codeChallenge: challenge });
  const page = await rig.runtime.fetch(url);
  const html = await page.text();
  if (!html.includes('許可')) throw new Error('consent page without 許可');
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
  const decision = await rig.runtime.fetch(action.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code))), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hiddenInputs(html), decision: 'allow' }).toString(),
  });
  const location = new URL(decision.headers.get('location') ?? '');
  if (location.searchParams.get('state') !== state) throw new Error('state was not echoed');
  const tokens = await rig.provider.exchangeCode({ code: location.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI, codeVerifier: PKCE_VERIFIER });
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}


/** Admin calls go straight to the emulator, outside the adapter, as a test operator would. */
export async function admin(rig: EmulatorRig, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object): Promise<unknown> {
  const response = await rig.app.inject({ method, url: `/emulators/google/__admin${path}`, ...(payload ? { payload } : {}) });
  return response.json();
}
