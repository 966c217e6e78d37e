import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The cross-engine visitor suite: the same tests in Debian's Firefox ESR and WebKitGTK, each engine a
 * project (`--project firefox` runs one alone), against the production build the Playwright suite tests. A test
 * that passes only when run again is a failure: there are no retries.
 */
export default defineConfig({
  test: {
    root,
    // The site is served once, for both projects; so are the field proof's released sites (first: a setup that
    // fails stops what it started, and Vitest tears down none of the setups before it).
    globalSetup: ['./support/fieldSetup.ts', './support/server.ts'],
    // Each worker drives one browser at a time; the machine's two cores run one worker each.
    maxWorkers: 2,
    projects: (['firefox', 'webkit'] as const).map((engine) => ({
      test: {
        name: engine,
        root,
        include: ['**/*.engine.ts'],
        provide: { engine },
        testTimeout: 60_000,
        hookTimeout: 60_000,
        retry: 0,
        expect: { poll: { timeout: 15_000, interval: 50 } },
      },
    })),
  },
});
