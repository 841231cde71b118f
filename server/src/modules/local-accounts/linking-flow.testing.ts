import type { TestApp } from '../../testing/test-app';
import type { Signed } from '../../testing/http';
import { consent, type LinkingHarness } from './linking.testing';

interface CallbackLocation {
  location_id: string;
  store_code: string | null;
  is_linked: boolean;
}

/** The whole Google flow for one user: consent through the emulator, callback, then link `count` new locations. */
export async function linkGoogleLocations(t: TestApp, h: LinkingHarness, who: Signed, storeCodePrefix: string, count: number): Promise<string[]> {
  const start = await t.inject({ method: 'POST', url: '/api/local-accounts/oauth/authentication-link', headers: who.headers, payload: { provider: 'google' } });
  const grant = await consent(h.emulator, start.json<{ data: { url: string } }>().data.url);
  const callback = await t.inject({ method: 'POST', url: '/api/google-oauth', headers: who.headers, payload: { code: grant.code, state: grant.state } });
  if (callback.statusCode !== 200) throw new Error(`callback failed: ${callback.body}`);
  const locations = callback.json<{ data: { locations: CallbackLocation[] } }>().data.locations;
  const chosen = locations.filter((l) => !l.is_linked && (l.store_code ?? '').startsWith(storeCodePrefix)).slice(0, count);
  const link = await t.inject({ method: 'PUT', url: '/api/oauth-links', headers: who.headers, payload: { provider: 'google', location_ids: chosen.map((l) => l.location_id) } });
  if (link.statusCode !== 200) throw new Error(`link failed: ${link.body}`);
  return link.json<{ data: { local_account_ids: string[] } }>().data.local_account_ids;
}

export async function createYahooPlace(t: TestApp, who: Signed, name: string): Promise<string> {
  const res = await t.inject({ method: 'POST', url: '/api/yahoo-place-info', headers: who.headers, payload: { name, address: '東京都港区1-1-1', phone: '03-1234-5678' } });
  if (res.statusCode !== 200) throw new Error(`yahoo place failed: ${res.body}`);
  return res.json<{ data: { y_local_account_id: string } }>().data.y_local_account_id;
}
