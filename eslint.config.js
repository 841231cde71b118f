import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const features = existsSync('src/features') ? readdirSync('src/features') : [];

// Features never import each other: one block per feature forbids every other feature's folder.
const featureIsolation = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...features
            .filter((other) => other !== name)
            .map((other) => ({ group: [`**/features/${other}`, `**/features/${other}/**`], message: 'Features never import each other; compose them in a screen.' })),
          { group: ['**/api/generated/**'], message: 'Generated code is imported only by features/<domain>/<domain>.api.ts.' },
        ],
      },
    ],
  },
}));

// Server boundaries. Foundations (below) never import feature modules or composition/; a feature module imports
// foundations and only the feature modules named here, so the module graph stays acyclic (server/src/module-graph.test.ts).
// composition/ wires modules into the foundations' registries and may import anything; so may the entry points (main.ts,
// app.ts, cli/) and the demo seed under db/. Test code is exempt: it assembles whole apps.
// A linked provider account's adapter and token come from the provider-access foundation; the edges to local-accounts
// below carry its table (localAccounts), account keys, requireLinked and the linking flow, not provider sessions.
const serverModules = existsSync('server/src/modules') ? readdirSync('server/src/modules') : [];
const serverFoundations = ['http', 'jobs', 'db', 'providers', 'realtime', 'mail', 'storage', 'tenancy', 'provider-access', 'rendering', 'notifications'];
const serverModuleEdges = {
  alerts: ['local-accounts', 'users'],
  audit: ['auth'],
  business: ['local-accounts', 'stores'],
  'business-menus': ['local-accounts', 'stores'],
  'auto-reply': ['local-accounts', 'reply-templates', 'reviews'],
  'coupon-reviews': ['exports', 'local-accounts', 'reviews'],
  exports: ['groups', 'local-accounts', 'stores'],
  groups: ['local-accounts'],
  instagram: ['local-accounts', 'posts'],
  'local-accounts': ['stores'],
  'media-posting': ['local-accounts'],
  'map-tool': ['local-accounts', 'reviews', 'posts', 'media-posting', 'coupon-reviews'],
  posts: ['local-accounts'],
  ranking: ['exports', 'local-accounts', 'stores'],
  insight: ['exports', 'local-accounts', 'stores', 'reviews', 'posts', 'media-posting'],
  dashboard: ['insight', 'local-accounts', 'stores', 'reviews', 'posts', 'ranking'],
  'review-qr': ['exports', 'local-accounts'],
  reviews: ['exports', 'local-accounts'],
  users: ['auth', 'local-accounts'],
};
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Relative imports only: from modules/<x>/ another module is ../<y>, from deeper ../../<y>; no foundation folder shares
// a module's name, so the pattern cannot mistake one for the other.
const moduleImport = (name) => `^(\\.\\./)+(modules/)?${escapeRegex(name)}(/|$)`;
const compositionImport = { regex: '^(\\.\\./)+composition(/|$)', message: 'Only entry points (main.ts, app.ts, cli/) import composition/.' };
const serverTestFiles = ['server/src/**/*.test.ts', 'server/src/**/*.testing.ts', 'server/src/testing/**'];

const serverModuleBoundaries = serverModules.map((name) => ({
  files: [`server/src/modules/${name}/**/*.ts`],
  ignores: serverTestFiles,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...serverModules
            .filter((other) => other !== name && !(serverModuleEdges[name] ?? []).includes(other))
            .map((other) => ({
              regex: moduleImport(other),
              message: `Server module ${name} may not import module ${other}: use a foundation, or add the edge to serverModuleEdges in eslint.config.js if it keeps the graph acyclic.`,
            })),
          compositionImport,
        ],
      },
    ],
  },
}));

const serverFoundationBoundaries = {
  files: [
    ...serverFoundations.map((name) => `server/src/${name}/**/*.ts`),
    'server/src/config.ts',
    'server/src/clock.ts',
    'server/src/formats.ts',
    'server/src/app-secret.ts',
    'server/src/tokens.ts',
    'server/src/deps.ts',
  ],
  ignores: [...serverTestFiles, 'server/src/db/seed/**', 'server/src/db/seed-demo*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^(\\.\\./)+modules(/|$)', message: 'Foundations never import feature modules; composition/ wires modules in.' },
          compositionImport,
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'openapi/dist/**', 'src/api/generated/**', 'server/src/generated/**', 'server/src/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  // TypeScript checks names itself; no-undef only misfires on types.
  { files: ['**/*.{ts,tsx}'], rules: { 'no-undef': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/api/generated/**'], message: 'Generated code is imported only by features/<domain>/<domain>.api.ts.' }] },
      ],
    },
  },
  ...featureIsolation,
  {
    files: ['src/features/*/*.api.ts', 'src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...serverModuleBoundaries,
  serverFoundationBoundaries,
  {
    files: ['scripts/**', 'e2e/**', '.ci/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
