import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot, sitePort } from './support/ports';
import { unavailableHeading, waitForInteractive } from './support/site';

/**
 * A deploy file broken on a copy of the build: the Node server composes from a copy whose
 * payments rendering is truncated, on ports of its own (the site's port + 40 … + 43; the release project has + 20 … + 30).
 */
const port = sitePort + 40;
const origin = `http://localhost:${port}`;
const apps = ['shell', 'mfe-agency', 'mfe-payments', 'mfe-legal'];

let root: string;
let server: ChildProcess;

async function startServer() {
  server = spawn(process.execPath, [join(repoRoot, 'server/src/cli.mjs'), '--target', `compose:${root}`], {
    env: { ...process.env, PORT: String(port), DATA_DIR: join(root, '.data') },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .not.toBe(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'e2e-deploy-files-'));
  for (const app of apps) await cp(join(repoRoot, app, 'dist'), join(root, app, 'dist'), { recursive: true });
  const rendering = join(root, 'mfe-payments/dist/prerender.json');
  const text = await readFile(rendering, 'utf8');
  await writeFile(rendering, text.slice(0, text.length / 2));
  await startServer();
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(root, { recursive: true, force: true });
});

test('a truncated prerender.json: its routes answer 503 in the layout, the others 200', async ({ request }) => {
  const payout = await request.get(`${origin}/payout`);
  expect(payout.status()).toBe(503);
  const html = await payout.text();
  expect(html).toContain(unavailableHeading);
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toMatch(/<footer[\s>]/);
  for (const path of ['/', '/about', '/privacy', '/contact']) {
    expect((await request.get(`${origin}${path}`)).status(), path).toBe(200);
  }
  const health = await (await request.get(`${origin}/healthz`)).json();
  expect(health.apps).toMatchObject({ payments: 'unavailable', agency: 'current', shell: 'current' });
});

test('in the browser, the notice is in the layout, and the app then loads the page from the remote', async ({
  page,
}) => {
  await page.goto(`${origin}/payout`);
  await expect(page.getByRole('banner')).toBeVisible();
  await waitForInteractive(page);
  // The remote's scripts are whole: only its rendering was broken, so the app shows the real page.
  const { pages } = JSON.parse(await readFile(join(repoRoot, 'mfe-payments/dist/prerender.json'), 'utf8'));
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(pages['/payout'].body)?.[1]?.replace(/<[^>]+>/g, '');
  expect(heading).toBeTruthy();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
});

test('once a good prerender.json is deployed, the routes answer 200 again', async ({ request }) => {
  await cp(join(repoRoot, 'mfe-payments/dist/prerender.json'), join(root, 'mfe-payments/dist/prerender.json'));
  await expect.poll(async () => (await request.get(`${origin}/payout`)).status()).toBe(200);
});
