import { ACCESS_TOKEN_SECONDS } from './emulator-context';
import { BASE_URL, REDIRECT_URI, authorize, bearer, buildTestEmulator, createClock, obtainCode } from './google-emulator.testing';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('Google emulator OAuth', () => {
  it('renders an escaped Japanese consent page that posts back to the public base URL', async () => {
    const app = buildTestEmulator();
    const query = new URLSearchParams({ response_type: 'code', client_id: 'console', redirect_uri: REDIRECT_URI, state: '"><script>x</script>', scope: 'https://www.googleapis.com/auth/business.manage', access_type: 'offline' });
    const response = await app.inject({ method: 'GET', url: `/o/oauth2/v2/auth?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('許可');
    expect(response.body).toContain(`action="${BASE_URL}/o/oauth2/v2/auth"`);
    expect(response.body).not.toContain('<script>x</script>');
    expect(response.body).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('rejects an authorization request without redirect_uri', async () => {
    const app = buildTestEmulator();
    const response = await app.inject({ method: 'GET', url: '/o/oauth2/v2/auth?response_type=code&client_id=console' });
    expect(response.statusCode).toBe(400);
  });

  it('redirects with a code and the unchanged state on 許可, and access_denied on cancel', async () => {
    const app = buildTestEmulator();
    const state = 'a b&c=ü/?';
    const allowed = await app.inject({ method: 'POST', url: '/o/oauth2/v2/auth', headers: form, payload: new URLSearchParams({ client_id: 'console', redirect_uri: REDIRECT_URI, state, decision: 'allow' }).toString() });
    expect(allowed.statusCode).toBe(302);
    const location = new URL(String(allowed.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe(state);
    expect(location.searchParams.get('code')).toBeTruthy();
    const denied = await app.inject({ method: 'POST', url: '/o/oauth2/v2/auth', headers: form, payload: new URLSearchParams({ client_id: 'console', redirect_uri: REDIRECT_URI, state, decision: 'deny' }).toString() });
    expect(new URL(String(denied.headers.location)).searchParams.get('error')).toBe('access_denied');
  });

  it('exchanges a code once for tokens, then refreshes', async () => {
    const app = buildTestEmulator();
    const code = await obtainCode(app);
    const exchange = (value: string) => app.inject({ method: 'POST', url: '/token', headers: form, payload: new URLSearchParams({ grant_type: 'authorization_code', code: value, redirect_uri: REDIRECT_URI }).toString() });
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const tokens = first.json<Record<string, unknown>>();
    expect(tokens).toMatchObject({ expires_in: ACCESS_TOKEN_SECONDS, token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/business.manage' });
    expect(typeof tokens.access_token).toBe('string');
    expect(typeof tokens.refresh_token).toBe('string');
    expect((await exchange(code)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange('nonsense')).statusCode).toBe(400);

    const refreshed = await app.inject({ method: 'POST', url: '/token', headers: form, payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: String(tokens.refresh_token) }).toString() });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<{ access_token: string; refresh_token?: string }>();
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).toBeUndefined();
    const bad = await app.inject({ method: 'POST', url: '/token', headers: form, payload: 'grant_type=refresh_token&refresh_token=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers 401 UNAUTHENTICATED without a token, after expire-tokens and after an hour, and refresh recovers', async () => {
    const clock = createClock();
    const app = buildTestEmulator(clock);
    const missing = await app.inject({ method: 'GET', url: '/v1/accounts' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: { code: 401, message: expect.any(String), status: 'UNAUTHENTICATED' } });

    const tokens = await authorize(app);
    expect((await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(tokens) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/__admin/expire-tokens' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(tokens) })).statusCode).toBe(401);

    const refreshed = await app.inject({ method: 'POST', url: '/token', headers: form, payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }).toString() });
    const fresh = { ...tokens, access_token: refreshed.json<{ access_token: string }>().access_token };
    expect((await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(fresh) })).statusCode).toBe(200);
    clock.advance(ACCESS_TOKEN_SECONDS * 1000);
    expect((await app.inject({ method: 'GET', url: '/v1/accounts', headers: bearer(fresh) })).statusCode).toBe(401);
  });

  it('revokes a refresh token', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    expect((await app.inject({ method: 'POST', url: '/revoke', headers: form, payload: `token=${tokens.refresh_token}` })).statusCode).toBe(200);
    const refreshed = await app.inject({ method: 'POST', url: '/token', headers: form, payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }).toString() });
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
