import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, configDocs, loadConfig } from './config';

it('has documented defaults', () => {
  const c = loadConfig({});
  expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', sessionTtlSeconds: 86_400, seedDemo: true, publicOrigin: 'http://localhost:3000', workers: true });
  expect(c.linkManagementUserIds).toEqual(['demo-owner']);
  expect(configDocs.map((d) => d.name)).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOGIN_RATE_LIMIT']));
});

it('reports every bad value at once', () => {
  expect(() => loadConfig({ PORT: 'x', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://a' })).toThrow(ConfigError);
  try {
    loadConfig({ PORT: 'x', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://a' });
  } catch (error) {
    expect((error as ConfigError).problems).toHaveLength(3);
  }
});

it('reads the AI reply rules from AI_REPLY_RULES_FILE, one per line, and refuses a missing or empty file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
  const file = path.join(dir, 'rules.txt');
  writeFileSync(file, 'Answer in the review language.\r\n\r\n  Never promise compensation.  \n');
  expect(loadConfig({ AI_REPLY_RULES_FILE: file }).providers.aiReplyRules).toEqual(['Answer in the review language.', 'Never promise compensation.']);
  expect(loadConfig({}).providers.aiReplyRules).toBeNull();
  writeFileSync(file, '\n \n');
  expect(() => loadConfig({ AI_REPLY_RULES_FILE: file })).toThrow(/AI_REPLY_RULES_FILE .* has no rules/);
  expect(() => loadConfig({ AI_REPLY_RULES_FILE: path.join(dir, 'missing.txt') })).toThrow(/cannot be read/);
  rmSync(dir, { recursive: true, force: true });
});

it('takes EMULATORS_URL as an origin and refuses a path or this server itself', () => {
  expect(loadConfig({}).emulatorsUrl).toBeNull();
  expect(loadConfig({ EMULATORS_URL: 'http://127.0.0.1:3100/' }).emulatorsUrl).toBe('http://127.0.0.1:3100');
  expect(() => loadConfig({ EMULATORS_URL: 'http://127.0.0.1:3100/emulators' })).toThrow(/EMULATORS_URL must be an origin/);
  expect(() => loadConfig({ EMULATORS_URL: 'ftp://127.0.0.1:3100' })).toThrow(/EMULATORS_URL must use http: or https:/);
  expect(() => loadConfig({ PORT: '3000', EMULATORS_URL: 'http://localhost:3000' })).toThrow(/must not point at this server itself/);
});

it('serves the dev routes on loopback only, unless DEV_ROUTES chooses', () => {
  expect(loadConfig({}).devRoutes).toBe(true);
  expect(loadConfig({ HOST: 'localhost' }).devRoutes).toBe(true);
  expect(loadConfig({ HOST: '::1' }).devRoutes).toBe(true);
  expect(loadConfig({ HOST: '127.0.0.1', DEV_ROUTES: 'false' }).devRoutes).toBe(false);
  expect(loadConfig({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example:587' }).devRoutes).toBe(false);
  expect(loadConfig({ HOST: '0.0.0.0', DEV_ROUTES: 'true' }).devRoutes).toBe(true);
  expect(loadConfig({ HOST: '0.0.0.0', DEV_ROUTES: 'false' }).devRoutes).toBe(false);
  expect(() => loadConfig({ HOST: '0.0.0.0', DEV_ROUTES: 'maybe' })).toThrow(/DEV_ROUTES must be true or false/);
});

it('refuses to start on a public interface when mail would only reach the unauthenticated dev outbox', () => {
  expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
  expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/HOST=192\.168\.1\.20 is not a loopback address and SMTP_URL is unset.*DEV_ROUTES=true/);
  expect(configDocs.map((d) => d.name)).toContain('DEV_ROUTES');
});

it('documents every setting in the README configuration table', () => {
  const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  for (const doc of configDocs) expect(readme).toContain(`| \`${doc.name}\` |`);
});

it('runs every role in one process by default, and splits them only on PostgreSQL with the emulators in their own process', () => {
  expect(loadConfig({})).toMatchObject({ role: 'all', workers: true });
  expect(loadConfig({ WORKERS: 'false' })).toMatchObject({ role: 'all', workers: false });
  const shared = { DATABASE_URL: 'postgres://db/meo', EMULATORS_URL: 'http://127.0.0.1:3100' };
  expect(loadConfig({ ...shared, ROLE: 'api' })).toMatchObject({ role: 'api', workers: false });
  expect(loadConfig({ ...shared, ROLE: 'worker', WORKERS: 'false' })).toMatchObject({ role: 'worker', workers: true });
  expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE=worker needs DATABASE_URL .*embedded database serves one process per data directory/);
  expect(() => loadConfig({ ROLE: 'api', DATABASE_URL: 'postgres://db/meo' })).toThrow(/ROLE=api needs EMULATORS_URL/);
  expect(() => loadConfig({ ROLE: 'both' })).toThrow(/ROLE must be one of api, worker, all/);
});
