import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { seedDemo } from '../db/seed-demo';
import { closeDeps, createDeps, type Deps } from '../deps';
import { FakeClock } from './fake-clock';
import { injectRequest, type TestRequest, type TestResponse } from './http-client';
import { injectFetch } from './inject-fetch';
import { openTestDatabase } from './test-db';
import { unavailableRenderer, type HtmlRenderer } from '../rendering/html-renderer';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  db: Db;
  clock: FakeClock;
  /** app.inject: the request goes through every hook and handler without a socket. */
  inject(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  configOverrides?: Partial<Config>;
  clock?: FakeClock;
  seed?: boolean;
  build?: BuildAppOptions;
  /** How adapters reach providers; default: the emulators mounted in this app, through app.inject. */
  fetch?: typeof fetch;
  /** Default: no browser (snapshots recorded as missing); the snapshot tests pass Chromium or a fake. */
  htmlRenderer?: HtmlRenderer;
}

/** A fresh database (PGlite copy or throwaway PostgreSQL database), seeded with the demo tenant, and the app. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await openTestDatabase();
  const config: Config = {
    ...loadConfig({}),
    dataDir: testDb.dataDir,
    // loadConfig derived the stored files' folder from the default ./data; each test keeps its files with its database.
    storageDir: path.join(testDb.dataDir, 'files'),
    databaseUrl: testDb.database.kind === 'pg' ? testDb.database.connectionString : null,
    publicOrigin: 'http://localhost:3000',
    // High by default so unrelated tests never trip them; the rate-limit tests set their own.
    loginRateLimit: 1000,
    reissueRateLimit: 1000,
    workers: false,
    logLevel: 'silent',
    appSecret: 'test-app-secret-of-at-least-32-characters',
    ...options.configOverrides,
  };
  const clock = options.clock ?? new FakeClock();
  // Provider adapters reach the emulators mounted in this same app, through app.inject rather than a socket.
  let self: FastifyInstance | null = null;
  const fetchSelf: typeof fetch = (input, init) => {
    if (!self) throw new Error('provider call before the test app was built');
    return injectFetch(self)(input, init);
  };
  const deps = await createDeps(config, {
    clock,
    database: testDb.database,
    migrate: false,
    logger: pino({ level: config.logLevel }),
    fetch: options.fetch ?? fetchSelf,
    htmlRenderer: options.htmlRenderer ?? unavailableRenderer,
  });
  if (options.seed !== false) await seedDemo(deps.db, clock);
  const app = await buildApp(deps, { webRoot: '/nonexistent', ...options.build });
  self = app;
  await app.ready();
  return {
    app,
    inject: (request) => injectRequest(app, request),
    deps,
    db: deps.db,
    clock,
    close: async () => {
      await app.close();
      await closeDeps(deps, { database: false });
      await testDb.drop();
    },
  };
}
