import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hashTree, nginxReadableWorkDir } from './support/files';
import { releasePagesPort, repoRoot } from './support/ports';
import { expectReleased, releaseCommand, remotesFile, startServer, stopServer } from './support/release';
import { openPage } from './support/site';

/**
 * A team adds, renames and retires its own page with releases of its own app alone, on a `dir:`
 * target served by `pnpm serve --target` and by nginx. The page is a fixture, never shipped: a copy of
 * mfe-payments with a `/payment-links` page added to its route table (declared in its menu, linking to the agency's
 * /b2b) and the /payout hero's second action turned into a link to it, built as its team would build it. The
 * declarations that need no new code (a retirement, a path claimed over another app's, an agency page dropped) are
 * made on copies of the builds' prerender.json, the file the release reads them from.
 */
const apps = { shell: 'shell', agency: 'mfe-agency', payments: 'mfe-payments', legal: 'mfe-legal' } as const;
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const withNginx = process.env.E2E_NGINX === '1' || (process.env.E2E_NGINX !== '0' && existsSync(nginx));
const origin = `http://localhost:${releasePagesPort}`;

let work = '';
let target = '';
let dirTarget = '';
let server: ChildProcess | undefined;

const build = (name: string) => join(work, 'builds', name);
const release = (app: string, dist: string, ...extra: string[]) =>
  expectReleased(['release', app, '--target', dirTarget, '--dist', dist, ...extra]);

const pageRoute = (path: string) => `
  {
    path: '${path}',
    page: 'payment-links',
    label: 'Payment Links',
    inMenu: true,
    head: {
      title: 'Payment Links | Meridian Tech Labs',
      description: 'Share a payment link by SMS, e-mail or WhatsApp and get paid by UPI, cards or net banking.',
      keywords: ['payment links'],
    },
  },`;
const fixturePage = `import { Link } from 'react-router-dom';

export default function PaymentLinksPage() {
  return (
    <section>
      <h1>Get paid with a link</h1>
      <p>Share a payment link and get paid by UPI, cards or net banking.</p>
      <Link to="/b2b">Payment links for B2B</Link>
    </section>
  );
}
`;

/**
 * Builds a copy of mfe-payments beside the original (its node_modules links resolve the same way) with the fixture
 * page at `path`, and `redirects` declared in its defineRemote.
 */
function buildPaymentsWithPage(name: string, path: string, redirects = '') {
  const copy = join(repoRoot, `.pages-e2e-payments-${process.pid}`);
  try {
    cpSync(join(repoRoot, apps.payments), copy, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !/[\\/](dist|dist-prerender|\.cache)$/.test(source),
    });
    const edit = (file: string, change: (text: string) => string) => {
      const text = readFileSync(join(copy, file), 'utf8');
      const changed = change(text);
      expect(changed, `${file} was changed`).not.toBe(text);
      writeFileSync(join(copy, file), changed);
    };
    edit('src/routes.ts', (text) => text.replace(/(\n {2}\{ path: '\/payin',)/, `${pageRoute(path)}$1`));
    edit('src/pages/payout/content.ts', (text) =>
      text.replace(
        "{ label: 'See payout pricing', href: '/payout#pricing', variant: 'secondary' }",
        "{ label: 'Payment links', href: '/payment-links', variant: 'secondary' }",
      ),
    );
    if (redirects)
      edit('src/routes.ts', (text) =>
        text.replace('  routes: pageRoutes,\n', `  routes: pageRoutes,\n  ${redirects},\n`),
      );
    // No size goal counts an app's lazy pages together (README, "Size goals"), so the page is added as it is.
    mkdirSync(join(copy, 'src/pages/payment-links'));
    writeFileSync(join(copy, 'src/pages/payment-links/index.tsx'), fixturePage);
    const result = spawnSync(join(copy, 'node_modules/.bin/rsbuild'), ['build'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(result.status, result.stderr || result.stdout).toBe(0);
    cpSync(join(copy, 'dist'), build(name), { recursive: true });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** A copy of a build whose prerender.json is changed as `change` says (what the release reads paths from). */
function buildWithRendering(from: string, name: string, change: (rendering: Rendering) => void) {
  cpSync(build(from), build(name), { recursive: true });
  const file = join(build(name), 'prerender.json');
  const rendering = JSON.parse(readFileSync(file, 'utf8')) as Rendering;
  change(rendering);
  writeFileSync(file, JSON.stringify(rendering));
  rmSync(`${file}.br`, { force: true });
}

interface Rendering {
  paths: { pages: { path: string }[]; redirects?: Record<string, string>; gone?: string[] };
  routes: string[];
  pages: Record<string, unknown>;
}

/** Runs `check` against the target served by the release server, then by nginx (one at a time: same ports). */
async function onEachServer(check: (server: string) => Promise<void>) {
  const readyUrl = `${origin}/remotes.json`;
  server = await startServer(
    ['server/src/cli.mjs', '--target', dirTarget],
    { PORT: String(releasePagesPort) },
    readyUrl,
  );
  await check('node');
  await stopServer(server);
  if (withNginx) {
    server = await startServer(
      ['deploy/nginx/serve-local.mjs', '--target', dirTarget, '--port', String(releasePagesPort)],
      {},
      readyUrl,
    );
    await check('nginx');
    await stopServer(server);
  }
  server = undefined;
}

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

/** Opens /payout, clicks its link to the payment links page: the router takes it there in the same document. */
async function clickThroughFromPayout(page: Page, arrivesAt: string) {
  await openPage(page, `${origin}/payout`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('link', { name: 'Payment links' }).click();
  await expect(page).toHaveURL(`${origin}${arrivesAt}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Get paid with a link' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

/** The Payments group of the Services menu, once the app runs. */
async function paymentsMenuLinks(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Services menu' }).click();
  const group = nav.getByRole('list', { name: 'Payment Solution' });
  await expect(group.getByRole('link', { name: 'Payout' })).toBeVisible();
  return group.getByRole('link');
}

/** Files visitors are served, by path in the target, that no payments release may change. */
const othersFiles = () =>
  Object.fromEntries(
    Object.entries(hashTree(target)).filter(
      ([path]) =>
        !path.startsWith('payments/') &&
        !path.startsWith('releases/payments/') &&
        !path.startsWith('releases/paths/') &&
        !/^site\/(payment-links|links|payment-orchestration|payout|payin|upi-solutions|banking-service)\/index\.html(\.br)?$/.test(
          path,
        ) &&
        // The site's live map, sitemap and list of live releases change with every release that changes them.
        !/^site\/(paths\.json|sitemap\.xml|releases\.json)(\.br)?$/.test(path),
    ),
  );

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = nginxReadableWorkDir('pages-e2e-');
  target = join(work, 'target');
  dirTarget = `dir:${target}`;
  for (const [app, dir] of Object.entries(apps)) cpSync(join(repoRoot, dir, 'dist'), build(app), { recursive: true });
  buildPaymentsWithPage('payments-links', '/payment-links');
  buildPaymentsWithPage('payments-renamed', '/links', "redirects: { '/payment-links': '/links' }");
  buildWithRendering('payments', 'payments-links-retired', (rendering) => {
    rendering.paths.gone = ['/links', '/payment-links'];
  });
  buildWithRendering('payments-links', 'payments-claims-pricing', (rendering) => {
    rendering.paths.pages.push({ ...rendering.paths.pages[0], path: '/pricing' });
    rendering.pages['/pricing'] = rendering.pages['/payout'];
  });
  buildWithRendering('agency', 'agency-without-b2b', (rendering) => {
    rendering.paths.pages = rendering.paths.pages.filter((page) => page.path !== '/b2b');
    rendering.paths.gone = ['/b2b'];
  });
});

test.afterAll(async () => {
  await stopServer(server);
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a payments release alone adds a page: served whole, routed, in the sitemap and the menu; nothing else changes', async ({
  page,
}) => {
  for (const app of ['payments', 'agency', 'legal'] as const) release(app, build(app));
  release('shell', build('shell'), '--remotes', remotesFile(work, releasePagesPort));
  const before = othersFiles();
  const shellHistory = readFileSync(join(target, 'releases/shell/releases.json'), 'utf8');

  expect(release('payments', build('payments-links'))).toContain('/payment-links');
  expect(othersFiles()).toEqual(before);
  expect(readFileSync(join(target, 'releases/shell/releases.json'), 'utf8')).toBe(shellHistory);

  await onEachServer(async (name) => {
    const response = await get('/payment-links');
    expect(response.status, name).toBe(200);
    const html = await response.text();
    expect(html, name).toContain('<title>Payment Links | Meridian Tech Labs</title>');
    expect(html, name).toMatch(/<meta name="description" content="Share a payment link by SMS/);
    expect(html, name).toMatch(/<header[\s\S]*<div data-fragment="payments">[\s\S]*<h1>Get paid with a link<\/h1>/);
    expect(html, name).toContain('</footer>');
    expect(html, name).toMatch(/<meta property="og:image" content="[^"]*\/og\/payments\.png"/);
    expect(await (await get('/sitemap.xml')).text(), name).toMatch(/<loc>[^<]+\/payment-links<\/loc>/);

    await clickThroughFromPayout(page, '/payment-links');
    await expect(await paymentsMenuLinks(page)).toContainText(['Payout', 'Payment Links']);
  });
});

/** A release of `app` from the build `dist` is refused, saying each of `messages`, and the target is left as it was. */
function expectRefused(app: string, dist: string, messages: readonly string[]) {
  const before = hashTree(target);
  const { status, output } = releaseCommand(['release', app, '--target', dirTarget, '--dist', build(dist)]);
  expect(status, output).toBe(1);
  for (const message of messages) expect(output).toContain(message);
  expect(hashTree(target)).toEqual(before);
}

test("a payments release claiming the agency's /pricing is refused, naming agency", () => {
  expectRefused('payments', 'payments-claims-pricing', ['payments claims /pricing, which agency owns']);
});

test('an agency release dropping a page the payments page links to is refused, naming that page', () => {
  expectRefused('agency', 'agency-without-b2b', [
    "agency drops /b2b, which is still linked from payments's /payment-links",
  ]);
});

test('a rollback of payments takes the page away everywhere in one step; releasing again brings it back', async ({
  page,
}) => {
  expectReleased(['rollback', 'payments', '--target', dirTarget]);
  await onEachServer(async (name) => {
    expect((await get('/payment-links')).status, name).toBe(404);
    expect(await (await get('/sitemap.xml')).text(), name).not.toContain('/payment-links');
    await openPage(page, `${origin}/payout`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Payment links' })).toHaveCount(0);
    await expect(await paymentsMenuLinks(page)).not.toContainText(['Payment Links']);
  });
  release('payments', build('payments-links'));
});

test('renamed with a redirect, the old path answers 301 on both servers and the router follows it', async ({
  page,
}) => {
  release('payments', build('payments-renamed'));
  await onEachServer(async (name) => {
    // nginx follows a new map once it has been rendered again and reloaded (serve-local.mjs watches paths.json).
    await expect
      .poll(
        async () => {
          const response = await get('/payment-links?from=mail');
          return [response.status, response.headers.get('location')];
        },
        { message: name },
      )
      .toEqual([301, '/links?from=mail']);
    expect((await get('/links')).status, name).toBe(200);
    await clickThroughFromPayout(page, '/links');
  });
});

test('retired with no redirect nor 410 is refused, saying what to declare; with a 410 the old paths answer 410', async ({
  page,
}) => {
  expectRefused('payments', 'payments', [
    "payments drops /links with no redirect or 410 for it: declare `redirects: { '/links'",
    "or `gone: ['/links']` (retired)",
  ]);

  release('payments', build('payments-links-retired'));
  await onEachServer(async (name) => {
    await expect.poll(async () => (await get('/links')).status, { message: name }).toBe(410);
    const response = await page.goto(`${origin}/payment-links`);
    expect(response?.status(), name).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  });
});
