import { defineConfig } from 'vitest/config';

export default defineConfig({
  // framer-motion under the second name its lazily loaded features use (see shared/build).
  resolve: { alias: { 'framer-motion-features': 'framer-motion' } },
  test: {
    include: ['{shared,shell,mfe-*,server,scripts,deploy}/**/*.test.{ts,tsx,mjs,js}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
