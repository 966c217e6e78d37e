import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { expect, test, type Page } from '@playwright/test';
import { siteRoutes } from '@site/routes';
import { siteRoutesOf } from '@site/routes/test/shippedSections';
import { openContactPage, outboxEntry, sendMessage, submission } from './support/contact';
import { hashTree, nginxReadableWorkDir } from './support/files';
import { releasePort, releaseS3Port, releaseS3SitePort, repoRoot } from './support/ports';
import {
  buildAppVariant,
  expectEveryPageArrives,
  expectEveryPageLoads,
  expectReleased,
  printed,
  releaseCommand,
  remotesFile,
  startReleaseCommand,
  startS3Storage,
  startServer,
  stopServer,
  type BuildChanges,
} from './support/release';
import { openPage } from './support/site';
import { forceSideHeader, forceSideParam } from '@site/server/canaryBucket';

/**
 * `pnpm release`, `pnpm rollback` and `pnpm serve --target`, on copies of the builds `npm test` made (the shell's
 * with an explicit contact delivery, the outbox on the site's own origin): every app released to a directory
 * target, served by the release server and by nginx; a payments release that changes one sentence (built from a
 * copy of mfe-payments), interrupted and re-run, then rolled back; three refused releases; the same against a
 * local S3 server; shells with no contact delivery chosen refused, and one built for EmailJS released.
 */
const apps = { shell: 'shell', agency: 'mfe-agency', payments: 'mfe-payments', legal: 'mfe-legal' } as const;
const paths = siteRoutes.map((route) => route.path);
/** A page of each app: the agency's, the payments', the legal and the shell's own. */
const sectionPages = ['/', '/payout', '/privacy', '/contact'];
const paymentsPaths = siteRoutesOf('payments').map((route) => route.path);
const oldSentence = 'Send money to any bank account or UPI ID in India from one dashboard or one API call.';
const newSentence = 'Send money to any bank account or UPI ID in India, released with one command.';
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const withNginx = process.env.E2E_NGINX === '1' || (process.env.E2E_NGINX !== '0' && existsSync(nginx));

let work = '';
let target = '';
let dirTarget = '';
const siteOrigin = `http://localhost:${releasePort}`;
let server: ChildProcess | undefined;

const build = (app: string) => join(work, 'builds', app);
const release = (app: string, dist: string, ...extra: string[]) =>
  expectReleased(['release', app, '--target', dirTarget, '--dist', dist, ...extra]);
const serveTarget = (spec: string, port: number, env: NodeJS.ProcessEnv = {}) =>
  startServer(
    ['server/src/cli.mjs', '--target', spec],
    { ...env, PORT: String(port), DATA_DIR: outboxDir() },
    `http://localhost:${port}/remotes.json`,
  );
/** Where the release server's outbox keeps the messages sent to it. */
const outboxDir = () => join(work, 'outbox');
/** The contact delivery of the variables the shell is built with, none unless given. */
const deliveryEnv = (env: Record<string, string> = {}) => ({
  PUBLIC_EMAILJS_SERVICE_ID: '',
  PUBLIC_EMAILJS_TEMPLATE_ID: '',
  PUBLIC_EMAILJS_PUBLIC_KEY: '',
  PUBLIC_EMAILJS_ORIGIN: '',
  ...env,
});
const emailJs = deliveryEnv({
  PUBLIC_EMAILJS_SERVICE_ID: 'service_e2e_release',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_e2e_release',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'key_e2e_release',
});

/** Files visitors are served, by path in the target: everything but the release history. */
const servedFiles = () =>
  Object.fromEntries(Object.entries(hashTree(target)).filter(([path]) => !path.startsWith('releases/')));
/** The site's list of live releases (app → id), which every release rewrites. */
const liveReleasesOf = (root: string) => JSON.parse(readFileSync(join(root, 'site/releases.json'), 'utf8'));
const isPaymentsPage = (path: string) =>
  paymentsPaths.some((page) => path === `site${page}/index.html` || path === `site${page}/index.html.br`);

const buildVariant = (app: keyof typeof apps, name: string, changes: BuildChanges) =>
  buildAppVariant(apps[app], build(name), changes);

/** A copy of the payments build with one file changed, as a broken build would have it. */
function paymentsBuildWith(name: string, file: string, change: (text: string) => string) {
  cpSync(build('payments'), build(name), { recursive: true });
  writeFileSync(join(build(name), file), change(readFileSync(join(build(name), file), 'utf8')));
  rmSync(join(build(name), `${file}.br`), { force: true });
}

async function expectPayoutSays(page: Page, origin: string, sentence: string, absent: string) {
  await openPage(page, `${origin}/payout`);
  await expect(page.getByRole('main')).toContainText(sentence);
  await expect(page.getByRole('main')).not.toContainText(absent);
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = nginxReadableWorkDir('release-e2e-');
  target = join(work, 'target');
  dirTarget = `dir:${target}`;
  for (const [app, dir] of Object.entries(apps)) cpSync(join(repoRoot, dir, 'dist'), build(app), { recursive: true });
  buildVariant('payments', 'payments-sentence', {
    change: (_, text) => text.replace(oldSentence, newSentence),
    files: ['src/pages/payout/content.ts'],
  });
  buildVariant('payments', 'payments-without-payin', {
    // The route's object, on one line or several (it holds no braces of its own).
    change: (_, text) => text.replace(/\n\s*\{\s*path: '\/payin',[^}]*\},/, ''),
    files: ['src/routes.ts'],
  });
  paymentsBuildWith('payments-corrupt-prerender', 'prerender.json', (text) => text.slice(0, text.length / 2));
  paymentsBuildWith('payments-react-20', 'mf-manifest.json', (text) => {
    const manifest = JSON.parse(text);
    manifest.shared.find((entry: { name: string }) => entry.name === 'react').requiredVersion = '^20.0.0';
    return JSON.stringify(manifest);
  });
});

test.afterAll(async () => {
  await stopServer(server);
  if (work) rmSync(work, { recursive: true, force: true });
});

test('every app released to a directory target; every route loads from `pnpm serve --target`; each section runs', async ({
  browser,
}) => {
  for (const app of ['payments', 'agency', 'legal'] as const)
    expect(release(app, build(app))).toContain(`Released ${app}`);
  const output = release('shell', build('shell'), '--remotes', remotesFile(work, releasePort));
  expect(output).toContain(`Recomposed ${paths.length + 1} page(s)`);
  expect(output).toContain("Contact form delivery: outbox /api/v1.0/email/send on the site's own origin.");

  const listing = releaseCommand(['releases', 'payments', '--target', dirTarget]);
  expect(listing.output).toMatch(/^\* [0-9a-f]{12} {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}\S+ {2}live$/m);
  expect(releaseCommand(['releases', 'shell', '--target', dirTarget]).output).toMatch(
    /^\* [0-9a-f]{12} {2}.+ {2}outbox \/api\/v1\.0\/email\/send on the site's own origin {2}live$/m,
  );

  server = await serveTarget(dirTarget, releasePort);
  await expectEveryPageArrives(browser, siteOrigin, paths);
  // The app takes over a page of each section: the shell's and each remote's scripts from the target.
  await expectEveryPageLoads(browser, siteOrigin, sectionPages);
  const notFound = await fetch(`${siteOrigin}/no-such-page`);
  expect(notFound.status).toBe(404);
  expect(await notFound.text()).toMatch(/<meta[^>]* name="robots" content="noindex/);
});

test("the released shell's form sends to the outbox on the site's own origin", async ({ page }) => {
  const values = submission();
  await openContactPage(page, `${siteOrigin}/contact`);
  await sendMessage(page, values);
  expect(await outboxEntry(values.message, outboxDir())).toMatchObject({ name: values.name, phone: values.phone });
});

test('a shell with no contact delivery chosen, or half of one, is refused before anything is uploaded', async () => {
  // A fresh clone with nothing configured: refused before the build, and the new target is never made.
  const fresh = join(work, 'fresh-target');
  const command = ['release', 'shell', '--target', `dir:${fresh}`, '--remotes', remotesFile(work, releasePort)];
  const unchosen = releaseCommand(command, deliveryEnv());
  expect(unchosen.status, unchosen.output).toBe(1);
  expect(unchosen.output).toContain('no contact delivery was chosen');
  expect(unchosen.output).toContain('PUBLIC_EMAILJS_SERVICE_ID');
  expect(unchosen.output).toContain('README.md#the-contact-form-in-production');
  expect(unchosen.output).not.toContain('Building shell');
  const partial = releaseCommand(
    command,
    deliveryEnv({ PUBLIC_EMAILJS_SERVICE_ID: emailJs.PUBLIC_EMAILJS_SERVICE_ID }),
  );
  expect(partial.status, partial.output).toBe(1);
  expect(partial.output).toContain('PUBLIC_EMAILJS_TEMPLATE_ID and PUBLIC_EMAILJS_PUBLIC_KEY are not set');
  expect(existsSync(fresh)).toBe(false);

  // What `pnpm build` with nothing set writes (the same bundle as npm test's, which chose that same outbox),
  // released with --dist: its record says no delivery was chosen.
  cpSync(build('shell'), build('shell-default'), { recursive: true });
  writeFileSync(
    join(build('shell-default'), 'contact-delivery.json'),
    JSON.stringify({ kind: 'outbox', origin: 'same-origin', explicit: false }),
  );
  const before = hashTree(target);
  const defaulted = releaseCommand(['release', 'shell', '--target', dirTarget, '--dist', build('shell-default')]);
  expect(defaulted.status, defaulted.output).toBe(1);
  expect(defaulted.output).toMatch(/^Refused: shell [0-9a-f]{12} would ship a contact form that cannot deliver/m);
  expect(defaulted.output).toContain('PUBLIC_EMAILJS_SERVICE_ID');
  expect(hashTree(target)).toEqual(before);
});

test('refused releases leave the target byte-identical', async () => {
  const refusals = {
    'payments-without-payin': 'payments drops /payin with no redirect or 410 for it',
    'payments-corrupt-prerender': "payments's prerender.json cannot be read",
    'payments-react-20': 'payments requires react ^20.0.0; the shell provides 19.',
  };
  const before = hashTree(target);
  for (const [name, reason] of Object.entries(refusals)) {
    const { status, output } = releaseCommand(['release', 'payments', '--target', dirTarget, '--dist', build(name)]);
    expect(status, output).toBe(1);
    expect(output).toContain('Refused: payments');
    expect(output).toContain(reason);
    expect(hashTree(target), name).toEqual(before);
  }
});

let beforePaymentsRelease: Record<string, string> = {};

test('a payments release killed before its switch leaves the old site; running it again finishes it', async ({
  page,
}) => {
  beforePaymentsRelease = servedFiles();
  const releasesBefore = liveReleasesOf(target);
  const args = ['release', 'payments', '--target', dirTarget, '--dist', build('payments-sentence')];
  const killed = startReleaseCommand(args, { RELEASE_PAUSE_BEFORE_SWITCH: '1' });
  await printed(killed, /Paused before the switch/);
  killed.kill('SIGKILL');

  // Uploaded, not switched: every file visitors are served is as it was; the new hashed files are beside them.
  const afterKill = servedFiles();
  for (const [path, hash] of Object.entries(beforePaymentsRelease)) expect(afterKill[path], path).toBe(hash);
  expect(
    Object.keys(afterKill)
      .filter((path) => !(path in beforePaymentsRelease))
      .every((path) => path.startsWith('payments/static/')),
  ).toBe(true);
  await expectPayoutSays(page, siteOrigin, oldSentence, newSentence);

  const output = expectReleased(args);
  expect(output).toContain('Taking over the lock of an interrupted payments release');
  expect(output).toContain(`Recomposed ${paymentsPaths.length} page(s)`);
  await expectPayoutSays(page, siteOrigin, newSentence, oldSentence);
  const html = await (await fetch(`${siteOrigin}/payout`)).text();
  expect(html).toContain(newSentence);

  // The shell's files, the agency's and legal's pages and origins: byte-identical. The site's list of live
  // releases changed in one entry: payments', now the new release.
  const after = servedFiles();
  const liveReleasesFile = /^site\/releases\.json(\.br)?$/;
  for (const [path, hash] of Object.entries(beforePaymentsRelease)) {
    if (!path.startsWith('payments/') && !isPaymentsPage(path) && !liveReleasesFile.test(path)) {
      expect(after[path], path).toBe(hash);
    }
  }
  const paymentsLive = JSON.parse(readFileSync(join(target, 'releases/payments/releases.json'), 'utf8')).live;
  expect(liveReleasesOf(target)).toEqual({ ...releasesBefore, payments: paymentsLive });
});

test('`pnpm rollback payments` brings the old sentence back in seconds, without a build', async ({ page }) => {
  const output = expectReleased(['rollback', 'payments', '--target', dirTarget]);
  expect(output).toMatch(/Rolled payments back to [0-9a-f]{12} on .+ in \d+\.\d s\./);
  expect(output).not.toContain('Building');
  await expectPayoutSays(page, siteOrigin, oldSentence, newSentence);
  // Exactly the files served before the release, plus the release's hashed files, which stay.
  const after = servedFiles();
  expect(Object.fromEntries(Object.entries(after).filter(([path]) => path in beforePaymentsRelease))).toEqual(
    beforePaymentsRelease,
  );
});

test('the nginx config pointed at the target serves every route; each section runs', async ({ browser }) => {
  test.skip(!withNginx, `no nginx at ${nginx}`);
  await stopServer(server);
  server = await startServer(
    ['deploy/nginx/serve-local.mjs', '--target', dirTarget, '--port', String(releasePort)],
    {},
    `${siteOrigin}/remotes.json`,
  );
  await expectEveryPageArrives(browser, siteOrigin, paths);
  // The app takes over a page of each section: scripts from every origin, under the Content-Security-Policy.
  await expectEveryPageLoads(browser, siteOrigin, sectionPages);
  const notFound = await fetch(`${siteOrigin}/no-such-page`);
  expect(notFound.status).toBe(404);
  await stopServer(server);
});

test('release and rollback on S3-compatible storage: objects with their headers, the site in Chromium', async ({
  page,
  browser,
}) => {
  const bucket = 'site-releases';
  const { storage, env: s3Env } = await startS3Storage({ dir: join(work, 's3'), port: releaseS3Port, bucket });
  let site: ChildProcess | undefined;
  try {
    const s3Target = `s3://${bucket}/e2e`;
    const releaseToS3 = (app: string, dist: string, ...extra: string[]) =>
      expectReleased(['release', app, '--target', s3Target, '--dist', dist, ...extra], s3Env);
    for (const app of ['payments', 'agency', 'legal']) releaseToS3(app, build(app));
    releaseToS3('shell', build('shell'), '--remotes', remotesFile(work, releaseS3SitePort));

    // Every object an origin serves carries its type and cache rule; Brotli copies their encoding.
    const client = new S3Client({
      endpoint: s3Env.AWS_ENDPOINT_URL_S3,
      region: s3Env.AWS_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const keys: string[] = [];
    for await (const listing of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: 'e2e/' })) {
      keys.push(...(listing.Contents ?? []).map((object) => object.Key ?? ''));
    }
    const served = keys.filter((key) => !key.startsWith('e2e/releases/'));
    expect(served).toEqual(
      expect.arrayContaining([
        'e2e/site/payout/index.html',
        'e2e/site/payout/index.html.br',
        'e2e/site/404.html',
        'e2e/site/remotes.json',
        'e2e/payments/remoteEntry.js.br',
      ]),
    );
    expect(keys).toEqual(expect.arrayContaining(Object.keys(apps).map((app) => `e2e/releases/${app}/releases.json`)));
    const types: Record<string, string> = {
      js: 'text/javascript',
      css: 'text/css',
      html: 'text/html',
      json: 'application/json',
      svg: 'image/svg+xml',
      png: 'image/png',
    };
    // Every pointer file and page, and every tenth hashed file (s3rver answers one request at a time).
    const sample = served.filter((key, index) => !key.includes('/static/') || index % 10 === 0);
    expect(sample.filter((key) => key.includes('/static/')).length).toBeGreaterThan(10);
    const heads = await Promise.all(
      sample.map(async (key) => ({
        key,
        head: await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
      })),
    );
    for (const { key, head } of heads) {
      const file = key.replace(/\.br$/, '');
      const type = types[file.split('.').pop() ?? ''];
      if (type) expect(head.ContentType, key).toContain(type);
      expect(head.CacheControl, key).toBe(
        /^e2e\/[a-z]+\/static\//.test(key) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      expect(head.ContentEncoding, key).toBe(key.endsWith('.br') ? 'br' : undefined);
    }
    client.destroy();

    const origin = `http://localhost:${releaseS3SitePort}`;
    site = await serveTarget(s3Target, releaseS3SitePort, s3Env);
    await expectEveryPageLoads(browser, origin, sectionPages);
    releaseToS3('payments', build('payments-sentence'));
    await expectPayoutSays(page, origin, newSentence, oldSentence);
    expectReleased(['rollback', 'payments', '--target', s3Target], s3Env);
    await expectPayoutSays(page, origin, oldSentence, newSentence);

    // A canary on the storage a CDN would serve (docs/deploy.md, "Canary"): the sentence release to half the
    // visitors, each side forced here by its header or its query, then aborted.
    releaseToS3('payments', build('payments-sentence'), '--canary', '50');
    const payoutOn = async (side: 'candidate' | 'live') =>
      (await fetch(`${origin}/payout`, { headers: { [forceSideHeader]: side } })).text();
    expect(await payoutOn('candidate')).toContain(newSentence);
    expect(await payoutOn('live')).toContain(oldSentence);
    const candidateFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_canary/')) candidateFiles.push(request.url());
    });
    await openPage(page, `${origin}/payout?${forceSideParam}=candidate`);
    await expect(page.getByRole('main')).toContainText(newSentence);
    expect(candidateFiles, "the candidate side's page runs the candidate's code").toEqual(
      expect.arrayContaining([expect.stringMatching(/\/_canary\/[0-9a-f]{12}\/mf-manifest\.json$/)]),
    );
    expectReleased(['release', 'payments', '--target', s3Target, '--abort'], s3Env);
    expect(await payoutOn('candidate')).toContain(oldSentence);
  } finally {
    await stopServer(site);
    await stopServer(storage);
  }
});

/** The files under `dir` whose bytes hold `text`. */
const filesContaining = (dir: string, text: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && readFileSync(join(entry.parentPath, entry.name)).includes(text))
    .map((entry) => join(entry.parentPath, entry.name));

const emailJsTarget = () => join(work, 'emailjs-target');

test('a shell built for EmailJS: released, its form posts to EmailJS, and nothing of the local outbox ships', async ({
  page,
}) => {
  test.setTimeout(300_000);
  buildVariant('shell', 'shell-emailjs', { env: emailJs });
  const spec = `dir:${emailJsTarget()}`;
  for (const app of ['payments', 'agency', 'legal'])
    expectReleased(['release', app, '--target', spec, '--dist', build(app)]);
  const output = expectReleased([
    'release',
    'shell',
    '--target',
    spec,
    '--dist',
    build('shell-emailjs'),
    '--remotes',
    remotesFile(work, releasePort),
  ]);
  const serviceId = emailJs.PUBLIC_EMAILJS_SERVICE_ID;
  expect(output).toContain(`Contact form delivery: EmailJS service ${serviceId}.`);
  expect(releaseCommand(['releases', 'shell', '--target', spec]).output).toMatch(
    new RegExp(`^\\* [0-9a-f]{12} {2}.+ {2}EmailJS service ${serviceId} {2}live$`, 'm'),
  );
  expect(filesContaining(emailJsTarget(), 'local_outbox')).toEqual([]);

  await stopServer(server);
  server = await serveTarget(spec, releasePort);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(siteOrigin)) {
      scripts.push(response.url());
    }
  });
  // EmailJS's API, answered here as it answers an accepted message (the test has no internet).
  const posted: string[] = [];
  await page.route('https://api.emailjs.com/**', async (route) => {
    posted.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  await openContactPage(page, `${siteOrigin}/contact`);
  const loaded = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
  expect(loaded.filter((script) => script.includes(serviceId))).not.toHaveLength(0);

  const values = submission();
  await sendMessage(page, values);
  expect(posted.map((body) => JSON.parse(body))).toEqual([
    expect.objectContaining({
      service_id: serviceId,
      template_id: emailJs.PUBLIC_EMAILJS_TEMPLATE_ID,
      template_params: expect.objectContaining({ message: values.message }),
    }),
  ]);
  await stopServer(server);
});

test('rolling back to a shell release that recorded no contact delivery warns, and needs --ignore-contact-delivery', async () => {
  const spec = `dir:${emailJsTarget()}`;
  const history = () => JSON.parse(readFileSync(join(emailJsTarget(), 'releases/shell/releases.json'), 'utf8'));
  const { live: unrecorded } = history();
  // What a release made before shells recorded their contact delivery left on the target.
  rmSync(join(emailJsTarget(), 'releases/shell', unrecorded, 'files/contact-delivery.json'));
  expectReleased(['release', 'shell', '--target', spec, '--dist', build('shell')]);

  const before = hashTree(emailJsTarget());
  const warned = releaseCommand(['rollback', 'shell', '--target', spec]);
  expect(warned.status, warned.output).toBe(1);
  expect(warned.output).toContain(`Warning: shell ${unrecorded} may have a contact form that cannot deliver`);
  expect(warned.output).toContain(`--to ${unrecorded} --ignore-contact-delivery`);
  expect(hashTree(emailJsTarget())).toEqual(before);

  const output = expectReleased(['rollback', 'shell', '--target', spec, '--ignore-contact-delivery']);
  expect(output).toContain(`Warning: shell ${unrecorded} may have a contact form that cannot deliver`);
  expect(output).toContain(`Rolled shell back to ${unrecorded}`);
  expect(history().live).toBe(unrecorded);
  expect(existsSync(join(emailJsTarget(), 'site/contact-delivery.json'))).toBe(false);
});
