import { DEFAULT_SEED } from './instagram-context';
import { buildInstagramEmulator } from './instagram-emulator';
import { buildSeedAccount } from './seed-media';

const app = buildInstagramEmulator({ publicBaseUrl: 'http://emulator.test' });
afterAll(() => app.close());

describe('Instagram emulator', () => {
  it('redirects with access_denied and the state when the user cancels', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'client_id=app&redirect_uri=http%3A%2F%2Fconsole.test%2Fcb&state=s1&decision=deny',
    });
    const location = new URL(String(response.headers.location));
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ error: 'access_denied', error_reason: 'user_denied', state: 's1' });
  });

  it('answers Graph error 190 when no token is given', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/v21.0/me?fields=id' });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({ error: { type: 'OAuthException', code: 190 } });
  });

  it('builds the same 30 posts at any hour of one UTC day', () => {
    const morning = buildSeedAccount(DEFAULT_SEED, new Date('2026-11-21T00:30:00Z'), 'http://x.test');
    const evening = buildSeedAccount(DEFAULT_SEED, new Date('2026-11-21T23:30:00Z'), 'http://x.test');
    expect(evening).toEqual(morning);
    expect(morning.media).toHaveLength(30);
    expect(morning.media.filter((post) => post.media_type === 'CAROUSEL_ALBUM').length).toBeGreaterThanOrEqual(4);
  });
});
