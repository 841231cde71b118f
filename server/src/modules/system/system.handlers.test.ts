import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

it('health answers ok after reaching the database, without a session', async () => {
  const res = await t.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

it('sends the strict CSP and no HSTS over http', async () => {
  const res = await t.inject({ url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(res.headers['strict-transport-security']).toBeUndefined();
});

it('answers unknown /api routes with JSON 404', async () => {
  const res = await t.inject({ url: '/api/does-not-exist' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'お探しのページが見つかりません', code: 'not_found' });
});
