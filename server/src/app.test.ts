import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './testing/test-app';

// The built console is served by the same process: deep links fall back to index.html, the API never does.
// index.html's one inline script (the first paint's boot) is allowed by its hash, and no other inline script is.
const BOOT = 'document.documentElement.dataset.firstPaint="login";';
let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><html lang="ja"><body><div id="root"></div><script>${BOOT}</script></body></html>`);
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'export {};');
  t = await createTestApp({ seed: false, build: { webRoot } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

it('serves index.html with the CSP for a deep console link', async () => {
  const res = await t.inject({ url: '/news/3', headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('<div id="root">');
  expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
});

it("allows exactly index.html's inline script by its hash", async () => {
  const { createHash } = await import('node:crypto');
  const res = await t.inject({ url: '/', headers: { accept: 'text/html' } });
  const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src'));
  expect(scriptSrc).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`);
});

it('serves the console assets', async () => {
  const res = await t.inject({ url: '/assets/app.js' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('export {};');
});

it('never answers an API or emulator path with the console', async () => {
  for (const url of ['/api/nothing-here', '/emulators/nothing-here']) {
    const res = await t.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  }
});

describe('first load on a phone: compressed, long-cached assets and an index that is never cached', () => {
  const big = `export const text = ${JSON.stringify('長い本文'.repeat(2000))};`;
  beforeAll(async () => {
    const zlib = await import('node:zlib');
    fs.writeFileSync(path.join(webRoot, 'assets', 'main-AbC123xy.js'), big);
    fs.writeFileSync(path.join(webRoot, 'assets', 'main-AbC123xy.js.br'), zlib.brotliCompressSync(big));
    fs.writeFileSync(path.join(webRoot, 'assets', 'main-AbC123xy.js.gz'), zlib.gzipSync(big));
  });

  it('sends the brotli file to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await t.inject({ url: '/assets/main-AbC123xy.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(big.length / 10);
    const gz = await t.inject({ url: '/assets/main-AbC123xy.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.inject({ url: '/assets/main-AbC123xy.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('marks hashed assets immutable for a year', async () => {
    const res = await t.inject({ url: '/assets/main-AbC123xy.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets a browser keep index.html, whether asked for by name, as / or as a deep link', async () => {
    for (const url of ['/', '/index.html', '/review?page=2']) {
      const res = await t.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('dev routes: the mail outbox and the emulators\' admin APIs answer without a session', () => {
  const devPaths = ['/emulators/mail', '/emulators/mail.json', '/emulators/google/__admin/calls', '/emulators/llm/__admin/failures', '/emulators/google/%5F%5Fadmin/calls'];

  it('are served while the server listens on loopback', async () => {
    for (const url of devPaths.slice(0, 4)) expect((await t.inject({ url })).statusCode).toBe(200);
  });

  it('answer as unknown routes on a public interface, while the emulated provider APIs keep working', async () => {
    const pub = await createTestApp({ seed: false, configOverrides: { host: '0.0.0.0', devRoutes: false } });
    try {
      for (const url of devPaths) {
        const res = await pub.inject({ url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
      const seed = await pub.inject({ method: 'POST', url: '/emulators/google/__admin/seed' });
      expect(seed.statusCode).toBe(404);
      expect((await pub.inject({ url: '/emulators/translation/language/translate/v2/languages?key=x' })).statusCode).not.toBe(404);
    } finally {
      await pub.close();
    }
  });
});
