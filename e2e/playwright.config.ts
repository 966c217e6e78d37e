import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eDataDir, nginxBrotliModule, nginxPort, sitePort } from './tests/support/ports';

/** Chromium comes from the system (Debian's package); Playwright downloads no browser here. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The fonts the hero screenshot baselines were drawn with, whatever else is installed (see fonts.conf). */
const fontconfig = join(dirname(fileURLToPath(import.meta.url)), 'fonts.conf');

/**
 * The `nginx` project runs the site behind the production nginx config, wherever nginx is installed
 * (NGINX_BIN, default Debian's /usr/sbin/nginx). E2E_NGINX=0 leaves it out; E2E_NGINX=1 (CI) makes a missing
 * nginx, or a missing brotli_static module (NGINX_BROTLI_MODULE), an error instead of a silent skip.
 */
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const withNginx = process.env.E2E_NGINX === '1' || (process.env.E2E_NGINX !== '0' && existsSync(nginx));
if (withNginx && !existsSync(nginx)) {
  throw new Error(`E2E_NGINX=1 but there is no nginx at ${nginx}: apt-get install nginx, or set NGINX_BIN.`);
}
if (process.env.E2E_NGINX === '1' && !existsSync(nginxBrotliModule)) {
  throw new Error(
    `E2E_NGINX=1 but there is no ${nginxBrotliModule}: apt-get install libnginx-mod-http-brotli-static, or set NGINX_BROTLI_MODULE.`,
  );
}

/**
 * On CI (`CI` set, as GitHub Actions sets it) a failure leaves what it takes to see it afterwards, which the test
 * workflow keeps: the HTML report (e2e/playwright-report/), a screenshot of the failed page and the trace of one
 * retry (e2e/test-results/). A test that passes on that retry still fails the run. Locally nothing is recorded, and
 * on CI nothing is recorded for a passing test: a trace of every test would slow all of them.
 */
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  failOnFlakyTests: ci,
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    trace: ci ? 'on-first-retry' : 'off',
    screenshot: ci ? 'only-on-failure' : 'off',
    launchOptions: {
      executablePath: chromium,
      env: { ...process.env, FONTCONFIG_FILE: fontconfig },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: /(redeploy|nginx|nginx-outbox|release|field|canary|new-section)\.spec/ },
    // Releases copies of the builds to targets it serves itself (ports from E2E_RELEASE_PORT, see ports.ts).
    { name: 'release', testMatch: /release\.spec/ },
    // The field proof: fixture builds of payments once per run, then the field data of visitors on its own targets
    // (ports from E2E_PORT + 40 and E2E_NGINX_PORT + 50, see ports.ts), released from the builds and the fixtures.
    { name: 'field-fixtures', testMatch: /field-fixtures\.setup\.ts/ },
    { name: 'field', testMatch: /field\.spec/, dependencies: ['field-fixtures'] },
    // The canary proof: canaries of the payments fixtures on a target of its own (ports from E2E_PORT + 60 and E2E_NGINX_PORT + 60).
    { name: 'canary', testMatch: /canary\.spec/, dependencies: ['field-fixtures'] },
    // The new-section proof: a section made by `pnpm new-section` in a copy of the repository joins with its own
    // release (ports from E2E_PORT + 70 and E2E_NGINX_PORT + 70, see ports.ts). Its install and build run after
    // the projects that time a visitor's clicks, never beside them.
    {
      name: 'new-section',
      testMatch: /new-section\.spec/,
      dependencies: ['site', 'release', 'field', 'canary', ...(withNginx ? ['nginx-outbox'] : [])],
    },
    // Rebuilds a remote while the site runs, so it runs alone after everything else (the release, field and
    // nginx-outbox projects copy the builds first).
    {
      name: 'redeploy',
      testMatch: /redeploy\.spec/,
      dependencies: ['site', 'release', 'field', 'canary', 'new-section', ...(withNginx ? ['nginx-outbox'] : [])],
    },
    // Serves copies of the builds, so the redeploy project's rebuild cannot change what it tests.
    ...(withNginx
      ? [
          // first-round-trip also runs here: production's headers are nginx's.
          {
            name: 'nginx',
            testMatch: /(nginx|first-round-trip)\.spec/,
            use: { baseURL: `http://localhost:${nginxPort}` },
          },
          // Its own nginx and outbox (ports from E2E_NGINX_PORT + 10, see ports.ts), which it stops and starts.
          { name: 'nginx-outbox', testMatch: /nginx-outbox\.spec/ },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node ../server/src/cli.mjs',
      url: `http://localhost:${sitePort}/remotes.json`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(sitePort), DATA_DIR: e2eDataDir },
      stdout: 'ignore',
    },
    ...(withNginx
      ? [
          {
            command: `node ../deploy/nginx/serve-local.mjs --port ${nginxPort}`,
            url: `http://localhost:${nginxPort}/remotes.json`,
            reuseExistingServer: false,
            timeout: 30_000,
            env: { NGINX_BIN: nginx, NGINX_BROTLI_MODULE: nginxBrotliModule },
            stdout: 'ignore' as const,
            // SIGTERM lets the script stop nginx and remove its temporary directory.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
