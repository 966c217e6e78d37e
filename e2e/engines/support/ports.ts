import { tmpdir } from 'node:os';
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

/**
 * The field proof's release targets (field.engine.ts): the live one served by the Node server on this port (its
 * remotes on the next three: 4194–4197), the one with the throwing payments fixture on the four after (4198–4201);
 * the same two served by nginx (serve-local.mjs, its collector on a port of the system's choosing) on 4560–4563 and
 * 4564–4567. Not 4190: browsers and fetch refuse it (ManageSieve, a "bad port"), and the WebKitWebDriver ports above
 * the suite's site (4191, 4192) are below these.
 */
export const fieldNodePort = Number(process.env.E2E_ENGINES_FIELD_PORT ?? 4194);
export const fieldNginxPort = Number(process.env.E2E_ENGINES_FIELD_NGINX_PORT ?? 4560);
/**
 * Where the field proof keeps its targets and its collectors' stores: in the system's temporary directory, made
 * readable by every user in the setup, since nginx's workers read the targets as another user and the repository may
 * sit in a folder they cannot enter. One name, so that the setup and the test workers find the same folder.
 */
export const fieldWorkDir = join(tmpdir(), 'site-engines-field');
