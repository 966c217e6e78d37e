import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Only the shared router module may import React Router itself; anything else would bundle a second,
    // unshared copy of the router (see shared/router).
    files: ['shell/src/**', 'mfe-*/src/**', 'shared/*/src/**'],
    ignores: ['shared/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: "Import from 'react-router-dom' (shared/router)." }] },
      ],
    },
  },
  {
    // The server's modules are used through its package exports (server/package.json), never by path.
    files: ['scripts/**', 'deploy/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/src/*'], message: "Import from '@site/server/…' (server/package.json exports)." },
          ],
        },
      ],
    },
  },
  {
    // Bundler loaders are CommonJS: that is how Rspack requires them.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['**/*.{mjs,js}', '**/*.config.ts', 'e2e/**/*.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['shell/start.js', 'shell/early.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
