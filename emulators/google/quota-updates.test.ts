import { createHash } from 'node:crypto';
import { GOOGLE_EMULATOR_CLIENT_ID, GOOGLE_EMULATOR_CLIENT_SECRET } from './emulator-credentials';
import { REDIRECT_URI, authorize, bearer, buildTestEmulator, createClock, firstAccount } from './google-emulator.testing';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('Google emulator edit quota', () => {
  it('allows 10 edits per minute per location, then 429 RESOURCE_EXHAUSTED with Retry-After', async () => {
    const clock = createClock();
    const app = buildTestEmulator(clock);
    const tokens = await authorize(app);
    const { locationIds } = await firstAccount(app, tokens);
    const patch = (locationId: string) => app.inject({ method: 'PATCH', url: `/v1/locations/${locationId}?updateMask=title`, headers: bearer(tokens), payload: { title: '店名' } });
    for (let index = 0; index < 10; index += 1) {
      clock.advance(1_000);
      expect((await patch(locationIds[0])).statusCode).toBe(200);
    }
    const refused = await patch(locationIds[0]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } });
    // The first edit was at +1 s; the call is at +10 s, so the window frees 51 s later.
    expect(refused.headers['retry-after']).toBe('51');
    // Another location has its own quota; reads are never edits.
    expect((await patch(locationIds[1])).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/v1/locations/${locationIds[0]}?readMask=title`, headers: bearer(tokens) })).statusCode).toBe(200);
    clock.advance(51_000);
    expect((await patch(locationIds[0])).statusCode).toBe(200);
  });
});

describe('Google emulator getGoogleUpdated', () => {
  it("answers Google's version with a diffMask for the seeded location, and an empty diff elsewhere", async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const { locationIds } = await firstAccount(app, tokens);
    const flagged = (await app.inject({ method: 'GET', url: `/v1/locations/${locationIds[1]}?readMask=metadata.hasGoogleUpdated,phoneNumbers`, headers: bearer(tokens) })).json();
    expect(flagged).toMatchObject({ metadata: { hasGoogleUpdated: true }, phoneNumbers: { primaryPhone: '06-5555-0102' } });
    const updated = (await app.inject({ method: 'GET', url: `/v1/locations/${locationIds[1]}:getGoogleUpdated?readMask=name,phoneNumbers`, headers: bearer(tokens) })).json();
    expect(updated).toEqual({ location: { name: `locations/${locationIds[1]}`, phoneNumbers: { primaryPhone: '06-5555-0199', additionalPhones: [] } }, diffMask: 'phoneNumbers.primaryPhone', pendingMask: '' });
    const plain = (await app.inject({ method: 'GET', url: `/v1/locations/${locationIds[0]}:getGoogleUpdated?readMask=title`, headers: bearer(tokens) })).json();
    expect(plain).toEqual({ location: { title: 'デモ食堂 渋谷店' }, diffMask: '', pendingMask: '' });
  });
});

describe('Google emulator OAuth client and PKCE', () => {
  const verifier = 'v'.repeat(50);
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  it('checks the emulator client secret and the PKCE verifier', async () => {
    const app = buildTestEmulator();
    const consent = await app.inject({ method: 'POST', url: '/o/oauth2/v2/auth', headers: form, payload: new URLSearchParams({ client_id: GOOGLE_EMULATOR_CLIENT_ID, redirect_uri: REDIRECT_URI, state: 's', code_challenge: challenge, code_challenge_method: 'S256', decision: 'allow' }).toString() });
    const code = new URL(String(consent.headers.location)).searchParams.get('code') ?? '';
    const exchange = (extra: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/token', headers: form, payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: GOOGLE_EMULATOR_CLIENT_ID, ...extra }).toString() });
    expect((await exchange({ client_secret: 'wrong', code_verifier: verifier })).statusCode).toBe(401);
    expect((await exchange({ client_secret: GOOGLE_EMULATOR_CLIENT_SECRET, code_verifier: 'x'.repeat(50) })).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('issues tokens for the right verifier', async () => {
    const app = buildTestEmulator();
    const consent = await app.inject({ method: 'POST', url: '/o/oauth2/v2/auth', headers: form, payload: new URLSearchParams({ client_id: GOOGLE_EMULATOR_CLIENT_ID, redirect_uri: REDIRECT_URI, state: 's', code_challenge: challenge, code_challenge_method: 'S256', decision: 'allow' }).toString() });
    const code = new URL(String(consent.headers.location)).searchParams.get('code') ?? '';
    const tokens = await app.inject({ method: 'POST', url: '/token', headers: form, payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: GOOGLE_EMULATOR_CLIENT_ID, client_secret: GOOGLE_EMULATOR_CLIENT_SECRET, code_verifier: verifier }).toString() });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json()).toMatchObject({ token_type: 'Bearer', refresh_token: expect.any(String) });
  });
});
