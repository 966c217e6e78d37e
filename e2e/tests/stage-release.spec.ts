import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { previewRoot } from '@site/document';
import {
  SEND_PATH,
  fillForm,
  openContactPage,
  outboxEntries,
  submission,
  submitButton,
  toast,
} from './support/contact';
import { hashTree, nginxReadableWorkDir } from './support/files';
import { repoRoot, sitePort } from './support/ports';
import {
  buildAppVariant,
  expectReleased,
  releaseCommand,
  remotesFile,
  startReleaseCommand,
  startS3Storage,
  startServer,
  stopServer,
} from './support/release';
import { openPage } from './support/site';

/**
 * Stage → preview → promote (docs/deploy.md), on copies of the builds `npm test` made: an agency build with a
 * visible change staged beside the live site, through Debian's nginx on a directory target and through the Node
 * server on S3-compatible storage; the live site byte for byte as it was, the preview composed with the live apps
 * and kept under its prefix, then promoted; a shell staged with the live remotes; a broken composition refused;
 * two stages at once.
 */
const apps = { shell: 'shell', agency: 'mfe-agency', payments: 'mfe-payments', legal: 'mfe-legal' } as const;
const homeTitle = 'Technology that helps Indian businesses grow';
const aboutTitle = 'We build the technology Indian businesses grow on';
const staged = (title: string) => `${title}, previewed before release`;
const payoutSentence = 'Send money to any bank account or UPI ID in India from one dashboard or one API call.';
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const withNginx = process.env.E2E_NGINX === '1' || (process.env.E2E_NGINX !== '0' && existsSync(nginx));
/** Ports of their own, clear of release.spec.ts's and nginx.spec.ts's: the site, the remotes on the next three. */
const stagePort = sitePort + 70;
const stageS3SitePort = stagePort + 4;
const stageS3Port = stagePort + 10;

let work = '';
const build = (name: string) => join(work, 'builds', name);
const previewOf = (output: string) => /^Preview: (\/_preview\/[0-9a-f]{12}-[\w-]{22})\/$/m.exec(output)?.[1] ?? '';
const releaseIdOf = (prefix: string) => prefix.slice(previewRoot.length, previewRoot.length + 12);

/** Files visitors of the live site are served, by path in the target: no release history, no preview. */
const liveFiles = (root: string) =>
  Object.fromEntries(
    Object.entries(hashTree(root)).filter(([path]) => !path.startsWith('releases/') && !path.includes('/_preview/')),
  );

/** Every app released to `spec`, its remotes on the ports after `port`. */
function releaseSite(spec: string, port: number, env: NodeJS.ProcessEnv = {}) {
  for (const app of ['agency', 'payments', 'legal'])
    expectReleased(['release', app, '--target', spec, '--dist', build(app)], env);
  expectReleased(
    ['release', 'shell', '--target', spec, '--dist', build('shell'), '--remotes', remotesFile(work, port)],
    env,
  );
}

/** Every request a page makes, from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

/** The zone badge of a preview. */
const badge = (page: Page) => page.getByRole('group', { name: 'Preview' });

/**
 * The preview of the staged agency build at `origin + prefix`: its pages show the change, a navigation to a live
 * app's page stays under the prefix, and so does a reload there; nothing of it loads a live page, the live
 * remotes.json or the live agency's code. The live site shows none of it.
 */
async function expectPreviewKeepsInside(page: Page, origin: string, prefix: string, agencyOrigin: string) {
  const requests = requestsOf(page);
  await openPage(page, `${origin}${prefix}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(staged(homeTitle));
  await expect(badge(page)).toContainText(`This page: agency ${releaseIdOf(prefix)} (staged)`);
  await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Payout', exact: true }).click();
  await expect(page).toHaveURL(`${origin}${prefix}/payout`);
  await expect(page.getByRole('main')).toContainText(payoutSentence);
  await expect(badge(page)).toContainText('This page: payments');
  await page.reload();
  await expect(page.getByRole('main')).toContainText(payoutSentence);
  await expect(badge(page)).toContainText(`Shell: shell`);

  await openPage(page, `${origin}${prefix}/about`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(staged(aboutTitle));
  await badge(page).getByRole('button', { name: 'Dismiss the preview badge' }).focus();
  await page.keyboard.press('Enter');
  await expect(badge(page)).toHaveCount(0);

  const sitePages = requests.filter((url) => url.startsWith(origin) && !url.includes('/static/'));
  expect(sitePages.filter((url) => !url.startsWith(`${origin}${prefix}`))).toEqual([]);
  expect(
    requests.filter((url) => url.startsWith(`${agencyOrigin}/`) && !url.startsWith(`${agencyOrigin}${prefix}/`)),
  ).toEqual([]);

  await openPage(page, `${origin}/`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(homeTitle);
  await expect(page.locator('head meta[name="site-preview"]')).toHaveCount(0);
  await expect(badge(page)).toHaveCount(0);
}

/** What a preview answers over HTTP: never indexed nor kept by a shared cache; the site's robots and sitemap hold. */
async function expectPreviewHeaders(origin: string, prefix: string) {
  for (const path of [`${prefix}/`, `${prefix}/about`, `${prefix}/remotes.json`]) {
    const response = await fetch(`${origin}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
    expect(response.headers.get('cache-control'), path).toBe('private, no-cache');
  }
  const live = await fetch(`${origin}/about`);
  expect(live.headers.get('x-robots-tag')).toBeNull();
  expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain(`Disallow: ${previewRoot}`);
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain(previewRoot);
}

/** A prefix that is no preview (pruned, promoted, or never made) answers the site's not-found page, 404. */
async function expectNotFound(origin: string, prefix: string) {
  for (const path of [`${prefix}/`, `${prefix}/about`]) {
    const response = await fetch(`${origin}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toMatch(/<meta[^>]* name="robots" content="noindex/);
  }
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = nginxReadableWorkDir('stage-e2e-');
  for (const [app, dir] of Object.entries(apps)) cpSync(join(repoRoot, dir, 'dist'), build(app), { recursive: true });
  buildAppVariant('mfe-agency', build('agency-staged'), {
    change: (file, text) => text.replace(file.includes('home') ? homeTitle : aboutTitle, (title) => staged(title)),
    files: ['src/pages/home/content.ts', 'src/pages/about/content.ts'],
  });
  // An agency build that no longer has the /about page the live shell routes to it.
  cpSync(build('agency'), build('agency-without-about'), { recursive: true });
  const prerenderFile = join(build('agency-without-about'), 'prerender.json');
  const prerender = JSON.parse(readFileSync(prerenderFile, 'utf8'));
  prerender.routes = prerender.routes.filter((path: string) => path !== '/about');
  delete prerender.pages['/about'];
  writeFileSync(prerenderFile, JSON.stringify(prerender));
  rmSync(`${prerenderFile}.br`);
  // A shell release other than the live one: the same build with one more pointer file.
  cpSync(build('shell'), build('shell-staged'), { recursive: true });
  writeFileSync(join(build('shell-staged'), 'humans.txt'), 'Staged for a preview.\n');
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('through nginx on a directory target: stage leaves the live site as it was, the preview shows it, promote ships it', async ({
  page,
}) => {
  test.skip(!withNginx, `no nginx at ${nginx}`);
  const root = join(work, 'dir-target');
  const spec = `dir:${root}`;
  const origin = `http://localhost:${stagePort}`;
  const agencyOrigin = `http://localhost:${stagePort + 1}`;
  releaseSite(spec, stagePort);
  const before = liveFiles(root);

  const output = expectReleased(['release', 'agency', '--target', spec, '--dist', build('agency-staged'), '--stage']);
  const prefix = previewOf(output);
  const id = releaseIdOf(prefix);
  expect(output).toContain(`Promote: pnpm release agency --target ${spec} --promote ${id}`);
  const after = liveFiles(root);
  for (const [path, hash] of Object.entries(before)) expect(after[path], path).toBe(hash);
  expect(Object.keys(after).filter((path) => !(path in before) && !path.startsWith('agency/static/'))).toEqual([]);
  expect(releaseCommand(['releases', 'agency', '--target', spec]).output).toMatch(
    new RegExp(`^ {2}${id} {2}\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d {2}\\S+ {2}staged, preview: ${prefix}/$`, 'm'),
  );

  const server = await startServer(
    ['deploy/nginx/serve-local.mjs', '--target', spec, '--port', String(stagePort)],
    {},
    `${origin}/remotes.json`,
  );
  try {
    await expectPreviewKeepsInside(page, origin, prefix, agencyOrigin);
    await expectPreviewHeaders(origin, prefix);

    const previewed = readFileSync(join(root, `agency${prefix}/remoteEntry.js`));
    const promoted = expectReleased(['release', 'agency', '--target', spec, '--promote', id]);
    expect(promoted).toContain(`Switched agency to ${id}`);
    expect(readFileSync(join(root, 'agency/remoteEntry.js'))).toEqual(previewed);
    await openPage(page, `${origin}/`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(staged(homeTitle));
    await expectNotFound(origin, prefix);
    await expectNotFound(origin, `${previewRoot}${'0'.repeat(12)}-${'a'.repeat(22)}`);

    // A shell candidate: composed with the live remotes, the promoted agency's page included.
    const shellPrefix = previewOf(
      expectReleased(['release', 'shell', '--target', spec, '--dist', build('shell-staged'), '--stage']),
    );
    expect(readFileSync(join(root, `site${shellPrefix}/remotes.json`), 'utf8')).toBe(
      readFileSync(join(root, 'site/remotes.json'), 'utf8'),
    );
    await openPage(page, `${origin}${shellPrefix}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(staged(homeTitle));
    await expect(badge(page)).toContainText(`This page: agency ${id}`);
    await expect(badge(page)).toContainText(`Shell: shell ${releaseIdOf(shellPrefix)} (staged)`);

    expectReleased(['releases', 'shell', '--target', spec, '--prune', '--retention-days', '0']);
    await expectNotFound(origin, shellPrefix);
  } finally {
    await stopServer(server);
  }
});

test('a candidate whose composition breaks is refused, staged or released, before anything is uploaded', async () => {
  const root = join(work, 'refusal-target');
  const spec = `dir:${root}`;
  releaseSite(spec, stagePort);
  const before = hashTree(root);
  for (const extra of [['--stage'], []]) {
    const { status, output } = releaseCommand([
      'release',
      'agency',
      '--target',
      spec,
      '--dist',
      build('agency-without-about'),
      ...extra,
    ]);
    expect(status, output).toBe(1);
    expect(output).toContain('Refused: agency');
    expect(output).toContain('the composed site: /about does not compose: agency renders no page for it.');
    expect(hashTree(root)).toEqual(before);
  }
});

test('two stages of one app at once take turns; neither holds up another team', async () => {
  const root = join(work, 'refusal-target');
  const spec = `dir:${root}`;
  const stageCommand = (name: string) =>
    startReleaseCommand(['release', 'agency', '--target', spec, '--dist', build(name), '--stage'], {});
  const finished = (child: ChildProcess) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.once('exit', (code) => resolve({ code, output }));
    });
  const stages = [finished(stageCommand('agency-staged')), finished(stageCommand('agency'))];
  const payments = expectReleased(['release', 'payments', '--target', spec, '--dist', build('payments')]);
  expect(payments).not.toContain('Waiting for');
  const results = await Promise.all(stages);
  for (const { code, output } of results) expect(code, output).toBe(0);
  const staged = JSON.parse(readFileSync(join(root, 'releases/agency/staged.json'), 'utf8')).staged;
  expect(staged).toHaveLength(2);
});

test('through the Node server on S3-compatible storage: stage, preview, promote', async ({ page, browser }) => {
  const bucket = 'site-stages';
  const { storage, env: s3Env } = await startS3Storage({ dir: join(work, 's3'), port: stageS3Port, bucket });
  let site: ChildProcess | undefined;
  try {
    const spec = `s3://${bucket}/e2e`;
    const origin = `http://localhost:${stageS3SitePort}`;
    const agencyOrigin = `http://localhost:${stageS3SitePort + 1}`;
    releaseSite(spec, stageS3SitePort, s3Env);
    const objects = join(work, 's3', bucket, 'e2e');
    const outbox = join(work, 'outbox');
    const before = liveFiles(objects);

    const prefix = previewOf(
      expectReleased(['release', 'agency', '--target', spec, '--dist', build('agency-staged'), '--stage'], s3Env),
    );
    const after = liveFiles(objects);
    for (const [path, hash] of Object.entries(before)) expect(after[path], path).toBe(hash);

    site = await startServer(
      ['server/src/cli.mjs', '--target', spec],
      { ...s3Env, PORT: String(stageS3SitePort), DATA_DIR: outbox },
      `${origin}/remotes.json`,
    );
    await expectPreviewKeepsInside(page, origin, prefix, agencyOrigin);
    await expectPreviewHeaders(origin, prefix);

    // The preview's contact form says it is a preview, and sends nothing to the inbox (on a stopped clock of its own).
    const visitor = await browser.newContext();
    const contact = await visitor.newPage();
    const sent: string[] = [];
    await contact.route(SEND_PATH, (route) => {
      sent.push(route.request().url());
      return route.continue();
    });
    await openContactPage(contact, `${origin}${prefix}/contact`);
    await fillForm(contact, submission());
    await submitButton(contact).click();
    await expect(
      toast(contact, 'This is a preview of the site: messages sent from it are not delivered.'),
    ).toBeVisible();
    expect(sent).toEqual([]);
    expect(await outboxEntries(outbox)).toEqual([]);
    await visitor.close();

    const previewed = await (await fetch(`${agencyOrigin}${prefix}/remoteEntry.js`)).text();
    expectReleased(['release', 'agency', '--target', spec, '--promote', releaseIdOf(prefix)], s3Env);
    expect(await (await fetch(`${agencyOrigin}/remoteEntry.js`)).text()).toBe(previewed);
    await openPage(page, `${origin}/about`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(staged(aboutTitle));
    await expectNotFound(origin, prefix);
  } finally {
    await stopServer(site);
    await stopServer(storage);
  }
});
