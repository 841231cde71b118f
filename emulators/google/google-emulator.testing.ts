import type { FastifyInstance } from 'fastify';
import { buildGoogleEmulator } from './google-emulator';

// Shared by this folder's tests: a controllable clock and the OAuth dance that yields a bearer token.
export const BASE_URL = 'http://emulator.test';
export const REDIRECT_URI = 'http://console.test/api/oauth/google/callback';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createClock(start = '2026-11-21T03:00:00.000Z'): TestClock {
  let current = new Date(start).getTime();
  return { now: () => new Date(current), advance: (ms) => { current += ms; } };
}

export function buildTestEmulator(clock: TestClock = createClock(), seed?: number): FastifyInstance {
  return buildGoogleEmulator({ seed, now: clock.now, publicBaseUrl: BASE_URL });
}

export async function obtainCode(app: FastifyInstance, state = 'state-123', prefix = ''): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${prefix}/o/oauth2/v2/auth`,
    payload: new URLSearchParams({ client_id: 'console', redirect_uri: REDIRECT_URI, state, decision: 'allow' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = new URL(String(response.headers.location));
  return location.searchParams.get('code') ?? '';
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export async function authorize(app: FastifyInstance, prefix = ''): Promise<Tokens> {
  const code = await obtainCode(app, 'state-123', prefix);
  const response = await app.inject({
    method: 'POST',
    url: `${prefix}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: 'console' }).toString(),
  });
  return response.json<Tokens>();
}

export function bearer(tokens: Tokens): Record<string, string> {
  return { authorization: `Bearer ${tokens.access_token}` };
}

export interface AccountIds {
  accountId: string;
  locationIds: string[];
}

export async function firstAccount(app: FastifyInstance, tokens: Tokens): Promise<AccountIds> {
  const accounts = (await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(tokens) })).json<{ accounts: { name: string }[] }>();
  const accountId = accounts.accounts[0].name.split('/')[1];
  const locations = await app.inject({ method: 'GET', url: `/v1/accounts/${accountId}/locations?readMask=name&pageSize=100`, headers: bearer(tokens) });
  return { accountId, locationIds: locations.json<{ locations: { name: string }[] }>().locations.map((l) => l.name.split('/')[1]) };
}
