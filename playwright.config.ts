import { defineConfig, devices } from '@playwright/test';

// e2e drives Debian's Chromium (Playwright cannot download browsers here) against the real server, started on a
// fresh data directory with the demo seed. The console must already be built into dist/ (npm run test:e2e does it).
const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/e2e-data-${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: origin,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /\.destructive\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Specs that change demo credentials run last, after the others have used them.
    { name: 'destructive', testMatch: /\.destructive\.spec\.ts$/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx server/src/main.ts`,
    url: `${origin}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: origin,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Above what the suite's own sign-ins of one account add up to within a minute; the busy-dialog spec exceeds it.
      LOGIN_RATE_LIMIT: '30',
      DATABASE_URL: '',
      // The suite runs the product as npm start does, on its own. CI exports REDIS_URL for the multi-process tests;
      // inherited here, it would put this server's login counts and provider quota in a Redis that outlives the run.
      REDIS_URL: '',
    },
  },
});
