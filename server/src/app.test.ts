import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './testing/test-app';

// The built console is served by the same process: deep links fall back to index.html, the API never does.
let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="ja"><body><div id="root"></div></body></html>');
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
