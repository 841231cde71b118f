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
