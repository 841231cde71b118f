import type { Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';

// Test support for Instagram linking: the browser's part of the OAuth flow played against the in-process emulator.

export interface ConnectedAccount {
  id: number;
  username: string;
}

/** Asks for the consent URL and presses 許可 at the emulator: the screen's query (code and state) after the redirect. */
export async function consentAtEmulator(t: TestApp, who: Signed, body: object = {}): Promise<{ code: string; state: string; redirect: URL }> {
  const link = await t.inject({ method: 'POST', url: '/api/instagram-settings/oauth/authorization-link', headers: who.headers, payload: body });
  if (link.statusCode !== 200) throw new Error(`authorization link failed: ${link.statusCode} ${link.body}`);
  const consent = new URL(link.json<{ data: { url: string } }>().data.url);
  const page = await t.app.inject({ method: 'GET', url: `${consent.pathname}${consent.search}` });
  if (!page.body.includes('許可')) throw new Error(`no consent page: ${page.statusCode}`);
  const form = new URLSearchParams({ ...Object.fromEntries(consent.searchParams), decision: 'allow' });
  const answer = await t.app.inject({ method: 'POST', url: consent.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
  const redirect = new URL(String(answer.headers.location));
  return { code: redirect.searchParams.get('code') ?? '', state: redirect.searchParams.get('state') ?? '', redirect };
}

/** The whole connect flow as the create screen runs it: the connected account the form then names. */
export async function connectInstagram(t: TestApp, who: Signed): Promise<ConnectedAccount> {
  const { code, state } = await consentAtEmulator(t, who);
  const res = await t.inject({ method: 'POST', url: '/api/instagram-settings/oauth/callback', headers: who.headers, payload: { code, state } });
  if (res.statusCode !== 200) throw new Error(`Instagram callback failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: ConnectedAccount }>().data;
}

/** The shop publishes a new post on Instagram. */
export async function publishOnInstagram(t: TestApp, caption: string): Promise<{ id: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/emulators/instagram/__admin/media', payload: { caption } });
  if (res.statusCode !== 201) throw new Error(`admin media failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>();
}

export const settingInput = (instagramAccountId: number, keys: string[], over: object = {}) => ({
  instagram_account_id: instagramAccountId,
  local_account_ids: keys,
  required_hashtags: [],
  excluded_hashtags: [],
  remove_hashtags: false,
  enabled: true,
  ...over,
});
