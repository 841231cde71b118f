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
  {
    files: ['scripts/**', 'e2e/**', '.ci/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
