import { createTestApp, type TestApp } from '../testing/test-app';
import { loginAs, XHR, type Signed } from '../testing/http';
import { deriveKey } from '../app-secret';
import { exportChannel } from './broadcaster';
import { signChannel } from './pusher-protocol';

let t: TestApp;
let owner: Signed;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const auth = (signed: Pick<Signed, 'headers'> | null, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    headers: { ...XHR, ...signed?.headers, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });

test('signs the own export channel, form-encoded as pusher-js sends it', async () => {
  const channel = exportChannel('demo-owner');
  const res = await auth(owner, { socket_id: '123.456', channel_name: channel });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ auth: signChannel(deriveKey(t.deps.appSecret, 'realtime-signing'), '123.456', channel) });
  expect(res.json<{ auth: string }>().auth).toMatch(/^meo-console:[0-9a-f]{64}$/);
});

test('accepts a JSON body too', async () => {
  const res = await t.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    headers: owner.headers,
    payload: { socket_id: '1.2', channel_name: exportChannel('demo-owner') },
  });
  expect(res.statusCode).toBe(200);
});

test.each(['abc', '123', '123.', '.456', '1.2.3', '123.456 ', '-1.2', `${'9'.repeat(30)}.${'9'.repeat(30)}`])(
  'a malformed socket_id %p answers 403',
  async (socketId) => {
    const res = await auth(owner, { socket_id: socketId, channel_name: exportChannel('demo-owner') });
    expect(res.statusCode).toBe(403);
  },
);

test.each([exportChannel('demo-staff'), exportChannel('demo-partner'), 'export_excel_channel.demo-owner', 'private-other.demo-owner', `${exportChannel('demo-owner')}x`])(
  'any channel but the own export channel (%p) answers 403',
  async (channel) => {
    const res = await auth(owner, { socket_id: '123.456', channel_name: channel });
    expect(res.statusCode).toBe(403);
  },
);

test('each user gets only their own channel', async () => {
  const staff = await loginAs(t, 'staff');
  expect((await auth(staff, { socket_id: '1.1', channel_name: exportChannel('demo-staff') })).statusCode).toBe(200);
  expect((await auth(staff, { socket_id: '1.1', channel_name: exportChannel('demo-owner') })).statusCode).toBe(403);
});

test('without a session: 401', async () => {
  const res = await auth(null, { socket_id: '123.456', channel_name: exportChannel('demo-owner') });
  expect(res.statusCode).toBe(401);
});

test('a cookie request without X-Requested-With or from a foreign origin is refused (CSRF)', async () => {
  const bare = await t.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ socket_id: '1.2', channel_name: exportChannel('demo-owner') }),
  });
  expect(bare.statusCode).toBe(403);
  const foreign = await auth(owner, { socket_id: '1.2', channel_name: exportChannel('demo-owner') }, { origin: 'https://evil.example' });
  expect(foreign.statusCode).toBe(403);
});

test('missing fields answer 422', async () => {
  const res = await auth(owner, { socket_id: '1.2' });
  expect(res.statusCode).toBe(422);
});
