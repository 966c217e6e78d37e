import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hashTree, nginxReadableWorkDir } from './support/files';
import { newSectionCollectorPort, newSectionNginxPort, newSectionSitePort, repoRoot } from './support/ports';
import {
  attachServerOutputs,
  expectReleased,
  releaseCommand,
  remotesFile,
  serveTargetWithCollector,
  stopServer,
} from './support/release';
import { openPage } from './support/site';

/**
 * A new team joins: in a copy of the repository, `pnpm new-section careers --path /careers` makes the
 * section; the four apps of `npm test`'s builds are released to a `dir:` target, then the section's release alone
 * (`--origins`: the origins file with its origin added) puts its page on the site, served by the Node server and
 * by nginx, its config rendered from that origins file. Its rollback withdraws it everywhere.
 */
const apps = { shell: 'shell', agency: 'mfe-agency', payments: 'mfe-payments', legal: 'mfe-legal' } as const;
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const withNginx = process.env.E2E_NGINX === '1' || (process.env.E2E_NGINX !== '0' && existsSync(nginx));
const servers = { node: newSectionSitePort, nginx: newSectionNginxPort } as const;
/** What a release of any app rewrites on the site origin: the live map, the sitemap, the live ids, the locations. */
const siteWide = /^site\/(paths|releases|remotes)\.json(\.br)?$|^site\/sitemap\.xml(\.br)?$/;

let work = '';
let copy = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = nginxReadableWorkDir('new-section-e2e-');
  copy = join(work, 'repo');
  cpSync(repoRoot, copy, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|dist-prerender|\.cache|\.git|test-results|\.outbox)$/.test(source),
  });
  const run = (command: string, args: string[], cwd = copy) => {
    const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    expect(result.status, `${command} ${args.join(' ')}:\n${result.stdout}${result.stderr}`).toBe(0);
    return result.stdout;
  };
  // The pnpm of `npm test`, on its PATH: the new section's install writes the copy's lockfile.
  const made = run('pnpm', ['new-section', 'careers', '--path', '/careers']);
  expect(made).toContain('pnpm release careers --target <target> --origins <origins file>');
  run('pnpm', ['--filter', 'mfe-careers', 'build']);
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

for (const [server, port] of Object.entries(servers)) {
  test.describe(`served by ${server}`, () => {
    test.skip(server === 'nginx' && !withNginx, 'no nginx here (NGINX_BIN)');
    const origin = `http://localhost:${port}`;
    let target = '';
    let originsFile = '';
    let running: ChildProcess[] = [];
    let before: Record<string, string> = {};
    const release = (...args: string[]) => expectReleased(args, {}, copy);
    /** The target's files but the section's own and those every release rewrites. */
    const othersFiles = () =>
      Object.fromEntries(
        Object.entries(hashTree(target)).filter(
          ([file]) => !siteWide.test(file) && !/^(careers\/|releases\/careers\/|site\/careers\/)/.test(file),
        ),
      );

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      target = join(work, `target-${server}`);
      for (const app of ['agency', 'payments', 'legal'] as const) {
        release('release', app, '--target', `dir:${target}`, '--dist', join(repoRoot, apps[app], 'dist'));
      }
      release(
        'release',
        'shell',
        '--target',
        `dir:${target}`,
        '--dist',
        join(repoRoot, 'shell/dist'),
        '--remotes',
        remotesFile(work, port),
      );
      // The origins file, written once: the four origins, and the new one on the port after them.
      originsFile = join(work, `origins-${server}.json`);
      const origins = Object.fromEntries(
        ['site', 'agency', 'payments', 'legal', 'careers'].map((name, index) => [
          name,
          { origin: `http://localhost:${port + index}`, root: join(target, name) },
        ]),
      );
      writeFileSync(originsFile, JSON.stringify({ origins }));
      before = othersFiles();
      running = await serveTargetWithCollector(server, {
        target,
        port,
        dataDir: join(work, `data-${server}`),
        collectorPort: newSectionCollectorPort,
        repo: copy,
        // nginx's config rendered from the origins file, as production's: the new origin is in its policy.
        origins: originsFile,
      });
    });

    test.afterEach(() => attachServerOutputs(running));

    test.afterAll(async () => {
      for (const child of running.reverse()) await stopServer(child);
    });

    test("the section's release alone puts its page on the site: first load, a click from the chrome, the sitemap", async ({
      browser,
      page,
    }) => {
      const withoutOrigin = releaseCommand(['release', 'careers', '--target', `dir:${target}`, '--no-build'], {}, copy);
      expect(withoutOrigin.status).toBe(1);
      expect(withoutOrigin.output).toContain("the site's remotes.json has no location for careers");

      const output = release('release', 'careers', '--target', `dir:${target}`, '--no-build', '--origins', originsFile);
      expect(output).toContain('remotes.json');
      expect(othersFiles(), "the other four apps' files on the target").toEqual(before);

      // First load, as a crawler gets it: the whole page, its h1 and head tags.
      const crawler = await browser.newContext({ javaScriptEnabled: false });
      const served = await crawler.newPage();
      const response = await served.goto(`${origin}/careers`);
      expect(response?.status()).toBe(200);
      await expect(served.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
      await expect(served).toHaveTitle('Careers | Meridian Tech Labs');
      await expect(served.locator('meta[name="description"]')).toHaveAttribute('content', /^Careers at Meridian/);
      await expect(served.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
      await crawler.close();

      // Taken over by its own app, in the shell's chrome.
      await openPage(page, `${origin}/careers`);
      await expect(page.locator('[data-fragment="careers"]')).toHaveAttribute('data-interactive', /.*/);

      // Reached from the chrome: the footer lists it once the app runs, and its link is followed client-side.
      await openPage(page, `${origin}/about`);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Careers' }).click();
      await expect(page).toHaveURL(`${origin}/careers`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
      expect(await page.evaluate(() => 'sameDocument' in window), 'followed without a new document').toBe(true);

      expect(await (await fetch(`${origin}/sitemap.xml`)).text()).toContain('/careers</loc>');
    });

    test('its rollback withdraws it everywhere', async ({ page }) => {
      release('rollback', 'careers', '--target', `dir:${target}`);
      expect((await fetch(`${origin}/careers`)).status).toBe(404);
      expect(await (await fetch(`${origin}/sitemap.xml`)).text()).not.toContain('/careers');
      expect(Object.keys(await (await fetch(`${origin}/remotes.json`)).json())).toEqual([
        'agency',
        'payments',
        'legal',
      ]);
      expect(othersFiles()).toEqual(before);
      const livePages = (await (await fetch(`${origin}/paths.json`)).json()) as { pages: Record<string, unknown> };
      expect(Object.keys(livePages.pages)).not.toContain('/careers');
      await openPage(page, `${origin}/about`);
      const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
      await expect(quickLinks.getByRole('link', { name: 'Contact' })).toBeVisible();
      await expect(quickLinks.getByRole('link', { name: 'Careers' })).toHaveCount(0);
    });
  });
}
