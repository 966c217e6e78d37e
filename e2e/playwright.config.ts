import { defineConfig } from '@playwright/test';
import { e2eDataDir, sitePort } from './tests/support/ports';

/** Chromium comes from the system (Debian's package); Playwright downloads no browser here. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
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
    { name: 'site', testIgnore: /redeploy\.spec/ },
    // Rebuilds a remote while the site runs, so it runs alone after everything else.
    { name: 'redeploy', testMatch: /redeploy\.spec/, dependencies: ['site'] },
  ],
  webServer: {
    command: 'node ../server/src/cli.mjs',
    url: `http://localhost:${sitePort}/remotes.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { PORT: String(sitePort), DATA_DIR: e2eDataDir },
    stdout: 'ignore',
  },
});
