import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,shell,mfe-agency,mfe-payments,mfe-legal,server,scripts,deploy}/**/*.test.{ts,tsx,mjs}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
