/** @jest-config-loader esbuild-register */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// ESM-only packages that Jest's CommonJS runtime must have transformed.
const esmOnly = [
  'rettime', 'until-async', '@open-draft/deferred-promise', 'pg-boss', 'serialize-error', 'non-error', 'rrule-temporal',
  // fastify's inject and plugins reach these ESM-only packages through require() or import().
  'cookie', 'content-disposition', '@fastify/cookie', '@fastify/static', '@fastify/send',
  // The review QR tests read their PDFs with pdfjs-dist's (ESM-only) legacy build.
  'pdfjs-dist',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

const config: Config = {
  testTimeout: 30_000,
  // Jest's default (one worker fewer than the cores) runs a two-core machine's files one at a time in its own
  // process, which keeps one core busy: the test stage of CI took 39 minutes that way, with the second core idle.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.m?(t|j)sx?$': swc as never },
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/src/testing/jest-polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
      moduleNameMapper: {
        '\\.(css|svg|png|jpg|woff2?)$': '<rootDir>/src/testing/file-stub.ts',
        '^(.*)/shared/env$': '$1/shared/env.jest',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/emulators', '<rootDir>/deploy'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.m?(t|j)sx?$': swc as never },
      transformIgnorePatterns,
      globalSetup: '<rootDir>/server/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/server/src/testing/global-teardown.ts',
    },
  ],
};

export default config;
