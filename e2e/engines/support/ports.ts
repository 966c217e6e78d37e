import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The engine suite's own site (its remotes on the next three ports) and, per Vitest worker, the port of a
 * WebKitWebDriver and the number of the X display it runs on, so that the two workers never share either.
 */
export const engineSitePort = Number(process.env.E2E_ENGINES_PORT ?? 4180);
export const siteOrigin = `http://localhost:${engineSitePort}`;
const worker = Number(process.env.VITEST_POOL_ID ?? 1);
export const webDriverPort = engineSitePort + 10 + worker;
export const xDisplay = 90 + worker;

export const e2eRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the suite's server appends what the contact form sends (gitignored, like the Playwright outbox). */
export const engineDataDir = join(e2eRoot, '.outbox/engines');
/** Kept by CI as an artifact, for a look by eye: no baselines are compared across engines. */
export const screenshotDir = join(e2eRoot, 'engine-screenshots');
