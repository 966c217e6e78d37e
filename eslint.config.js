import { fileURLToPath } from 'node:url';
import { includeIgnoreFile } from '@eslint/config-helpers';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every block of ours is named `site/…`: eslint.config.test.mjs checks that each of their globs still names a
// file of the tree.
export default defineConfig(
  // What git does not track (builds, reports, local data) is not linted either: one list, kept by .gitignore.
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url)), { name: 'site/gitignore' }),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'site/typescript',
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // react-router-dom is the router shared as a singleton (shared/build); importing react-router itself would
    // bundle a second, unshared router.
    name: 'site/one-router',
    files: ['shell/src/**', 'mfe-*/src/**', 'shared/*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: "Import from 'react-router-dom', the shared router." }] },
      ],
    },
  },
  {
    // The server's modules are used through its package exports (server/package.json), never by path.
    name: 'site/server-by-exports',
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
    name: 'site/node',
    files: ['**/*.{mjs,js}', '**/*.config.ts', 'e2e/**/*.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'site/browser-scripts',
    files: ['shell/start.js', 'shell/early.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
