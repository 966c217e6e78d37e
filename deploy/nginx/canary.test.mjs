/**
 * nginx's side decision during a canary (canarySide.js through the rendered config), on a real nginx (`nginx -p`,
 * as serve-local.mjs runs it) serving a real `dir:` target whose canary the release scripts start, raise and end.
 * Each answer is checked against the Node server's own decision (canaryBucket.mjs: sideOf, the cookies).
 * Skipped where nginx or its njs module is missing, unless E2E_NGINX=1 (CI) makes that an error.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bucketCookie,
  bucketCookieName,
  forcedSideCookie,
  forcedSideCookieName,
  forceSideHeader,
  sideOf,
} from '@site/server/canaryBucket';
import { dirTarget } from '@site/server/targets';
import { parsePathOwners } from '@site/routes/pathOwners';
import { release } from '../../scripts/release/release.mjs';
import { stage } from '../../scripts/release/stage.mjs';
import { localStatic, remoteBuild, remotesJson, shellBuild } from '../../scripts/release/fixtures/builds.mjs';
import { endCanary, raiseCanary, startCanary } from '../../scripts/canary/state.mjs';
import { remoteNames } from '@site/apps';
import { readContactDelivery, renderNginxConfig } from './render.mjs';

const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const modules = '/usr/lib/nginx/modules';
const njsModule = process.env.NGINX_JS_MODULE ?? `${modules}/ngx_http_js_module.so`;
const brotliModule = process.env.NGINX_BROTLI_MODULE ?? `${modules}/ngx_http_brotli_static_module.so`;
const installed = [nginxBin, njsModule, brotliModule].every((file) => existsSync(file));
if (!installed && process.env.E2E_NGINX === '1') {
  throw new Error(`E2E_NGINX=1 but nginx, its njs or its brotli_static module is missing (.ci/run installs them).`);
}

// Each test starts nginx or waits on it: generous on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const quiet = () => {};

/** A port nothing listens on now (the system's choice). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/** nginx on `prefix` (its nginx.conf), until stop(); resolves once `readyUrl` answers. */
async function startNginx(/** @type {string} */ prefix, /** @type {string} */ readyUrl) {
  const child = spawn(nginxBin, ['-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
      await fetch(readyUrl);
    },
    { timeout: 10_000, interval: 50 },
  );
  return {
    errors: () => errors,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Fixed bucket ids of the kind a browser keeps (canaryBucket.mjs: newBucketId). */
const ids = Array.from({ length: 200 }, (_, i) =>
  createHash('sha256').update(`nginx visitor ${i}`).digest('base64url').slice(0, 22),
);

/** @type {string} */
let root;
/** @type {ReturnType<typeof dirTarget>} */
let target;
/** @type {string} */
let candidate;
/** @type {string} */
let live;
/** @type {{ site: string, payments: string, proxy: string, plain: string, secure: string }} */
const url = { site: '', payments: '', proxy: '', plain: '', secure: '' };
/** @type {Awaited<ReturnType<typeof startNginx>>[]} */
const servers = [];

/** The origins of one nginx on `port` (the site) and the three after it (the remotes), serving the target. */
const originsOn = (/** @type {number[]} */ ports) => ({
  site: { origin: `http://localhost:${ports[0]}`, root: join(root, 'target/site') },
  ...Object.fromEntries(
    remoteNames.map((name, index) => [
      name,
      { origin: `http://localhost:${ports[index + 1]}`, root: join(root, `target/${name}`) },
    ]),
  ),
});

/**
 * Renders the site's config for the target (with or without njs) into a new prefix and starts nginx there.
 * `secure`: as the renderer writes it for an https site origin (render.test.mjs), served over plain HTTP here.
 */
async function serveTarget(/** @type {string} */ name, { njs = true, secure = false } = {}) {
  const prefix = join(root, name);
  await mkdir(prefix);
  const ports = await Promise.all([0, 1, 2, 3].map(freePort));
  const site = join(root, 'target/site');
  const config = await renderNginxConfig({
    origins: originsOn(ports),
    pathOwners: parsePathOwners(await readFile(join(site, 'paths.json'), 'utf8')),
    contactDelivery: await readContactDelivery(join(site, 'contact-delivery.json')),
    local: true,
    mimeTypes: '/etc/nginx/mime.types',
    brotliStaticModule: brotliModule,
    njsModule: njs ? njsModule : undefined,
  });
  const secureConfig = config.replace('set $canary_secure 0;', 'set $canary_secure 1;');
  if (secure) expect(secureConfig).not.toBe(config);
  await writeFile(join(prefix, 'nginx.conf'), secure ? secureConfig : config);
  const siteUrl = `http://localhost:${ports[0]}`;
  servers.push(await startNginx(prefix, `${siteUrl}/robots.txt`));
  return { site: siteUrl, payments: `http://localhost:${ports[2]}` };
}

/**
 * A caching proxy in front of the site's nginx, with the rules of a CDN told to cache everything (Cloudflare's
 * "Cache Everything", a CloudFront behaviour with a minimum TTL): it keeps every 200 for ten minutes whatever its
 * Cache-Control or Set-Cookie, but never an answer marked `private`. nginx's proxy_cache would refuse `no-cache`
 * itself; this one does not, so only `private` keeps one visitor's side from another here.
 */
async function startCachingProxy(/** @type {string} */ upstream) {
  const prefix = join(root, 'proxy');
  await mkdir(prefix);
  const port = await freePort();
  const config = `worker_processes 1;
pid nginx.pid;
error_log stderr;
events { worker_connections 64; }
http {
    access_log off;
    client_body_temp_path client_body_temp;
    proxy_temp_path proxy_temp;
    proxy_cache_path cache keys_zone=front:1m;
    map $upstream_http_cache_control $private {
        ~*private 1;
        default "";
    }
    server {
        listen 127.0.0.1:${port};
        location / {
            proxy_pass ${upstream};
            proxy_cache front;
            proxy_cache_valid 200 10m;
            proxy_ignore_headers Cache-Control Expires Set-Cookie;
            proxy_no_cache $private;
            add_header X-Cache-Status $upstream_cache_status always;
        }
    }
}
`;
  await writeFile(join(prefix, 'nginx.conf'), config);
  const proxyUrl = `http://127.0.0.1:${port}`;
  servers.push(await startNginx(prefix, `${proxyUrl}/robots.txt`));
  return proxyUrl;
}

const get = (/** @type {string} */ address, /** @type {Record<string, string>} */ headers = {}) =>
  fetch(address, { headers: { 'accept-encoding': 'identity', ...headers } });
const visitor = (/** @type {string} */ id) => ({ cookie: `${bucketCookieName}=${id}` });
/** The side a page, remotes.json or releases.json of the site showed (each names its payments release). */
const sideShown = async (/** @type {Response} */ response) => {
  const body = await response.text();
  const payments = /version (\d)|"payments": ?"([^"]*)"/.exec(body);
  if (!payments) throw new Error(`No payments release in ${body}`);
  const named = payments[1] ?? payments[2];
  if ([`2`, candidate, `http://payments.test/_canary/${candidate}/mf-manifest.json`].includes(named))
    return 'candidate';
  if ([`1`, live, 'http://payments.test/mf-manifest.json'].includes(named)) return 'live';
  throw new Error(`Neither side: ${body}`);
};
const onCandidate = (/** @type {number} */ share) =>
  ids.filter((id) => sideOf(id, { candidate, share }) === 'candidate');
/** The ids nginx serves the candidate's page at `address`. */
async function candidatesServed(/** @type {string} */ address) {
  const sides = await Promise.all(ids.map(async (id) => sideShown(await get(`${address}/pay`, visitor(id)))));
  return ids.filter((_, index) => sides[index] === 'candidate');
}

describe.skipIf(!installed)('the side of a request during a canary (nginx with njs, dir: target)', () => {
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'canary-nginx-test-'));
    // Started as root, nginx's workers run as nobody: they must be able to read the target.
    await chmod(root, 0o755);
    target = dirTarget(join(root, 'target'));
    const releaseBuild = (/** @type {any} */ build, options = {}) =>
      release({ target, build, localStatic, commit: 'abc1234', log: quiet, ...options });
    await releaseBuild(remoteBuild('agency'));
    live = (await releaseBuild(remoteBuild('payments'))).id;
    await releaseBuild(shellBuild(), { remotesJson });
    candidate = (await stage({ target, build: remoteBuild('payments', 2), localStatic, commit: 'def5678', log: quiet }))
      .id;
    const withNjs = await serveTarget('nginx');
    url.site = withNjs.site;
    url.payments = withNjs.payments;
    url.plain = (await serveTarget('nginx-plain', { njs: false })).site;
    url.secure = (await serveTarget('nginx-secure', { secure: true })).site;
    url.proxy = await startCachingProxy(url.site);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('answers with no canary exactly as the config without njs', async () => {
    for (const path of ['/pay', '/pay/', '/', '/remotes.json', '/releases.json', '/static/js/index.1.js', '/nope']) {
      for (const encoding of ['identity', 'br']) {
        const [withNjs, plain] = await Promise.all(
          [url.site, url.plain].map((origin) => get(`${origin}${path}`, { 'accept-encoding': encoding })),
        );
        const headers = (/** @type {Response} */ response) =>
          Object.fromEntries(
            [...response.headers].filter(([name]) => !['date', 'content-security-policy'].includes(name)),
          );
        expect(withNjs.status, path).toBe(plain.status);
        expect(headers(withNjs), path).toEqual(headers(plain));
        expect(withNjs.headers.get('set-cookie')).toBeNull();
      }
    }
  });

  it('raising the share only adds visitors: those nginx puts on the candidate at 10 % are among those at 50 %', async () => {
    await startCanary({ target, app: 'payments', candidate, share: 10 });
    const at10 = await candidatesServed(url.site);
    expect(at10).toEqual(onCandidate(10));
    await raiseCanary({ target, app: 'payments', share: 50 });
    const at50 = await candidatesServed(url.site);
    expect(at50).toEqual(onCandidate(50));
    expect(at10.length).toBeGreaterThan(0);
    expect(at50.length).toBeGreaterThan(at10.length);
    expect(at50).toEqual(expect.arrayContaining(at10));
  });

  it("gives a new visitor's first page its bucket, once, with the Node server's attributes", async () => {
    const newVisitor = async () => {
      const first = await get(`${url.site}/pay`);
      const [cookie = '', ...more] = first.headers.getSetCookie();
      expect(more).toEqual([]);
      const id = cookie.slice(bucketCookieName.length + 1, cookie.indexOf(';'));
      expect(cookie).toBe(bucketCookie(id, { secure: false }));
      // The first page is already on the side of the bucket it hands out.
      expect(await sideShown(first)).toBe(sideOf(id, { candidate, share: 50 }));
      return id;
    };
    const [id = ''] = await Promise.all(Array.from({ length: 20 }, newVisitor));
    for (const path of ['/pay', '/remotes.json', '/releases.json']) {
      const again = await get(`${url.site}${path}`, visitor(id));
      expect(again.headers.getSetCookie(), path).toEqual([]);
      expect(await sideShown(again), path).toBe(sideOf(id, { candidate, share: 50 }));
    }
    // A file is not a page: no bucket is handed out with it.
    expect((await get(`${url.site}/remotes.json`)).headers.getSetCookie()).toEqual([]);
    expect((await get(`${url.site}/static/js/index.1.js`)).headers.getSetCookie()).toEqual([]);
  });

  it('marks the cookies Secure when the site origin is https', async () => {
    const first = await get(`${url.secure}/pay?canary_side=live`);
    const [forced = '', bucket = ''] = first.headers.getSetCookie();
    const id = bucket.slice(bucketCookieName.length + 1, bucket.indexOf(';'));
    expect([forced, bucket]).toEqual([forcedSideCookie('live', { secure: true }), bucketCookie(id, { secure: true })]);
  });

  it('serves each bucket the side sideOf gives it: its page (and Brotli copy), remotes.json, releases.json', async () => {
    for (const id of ids.slice(0, 40)) {
      const side = sideOf(id, { candidate, share: 50 });
      for (const path of ['/pay', '/pay/', '/remotes.json', '/releases.json']) {
        expect(await sideShown(await get(`${url.site}${path}`, visitor(id))), `${id} ${path}`).toBe(side);
      }
      const brotli = await get(`${url.site}/pay`, { ...visitor(id), 'accept-encoding': 'br' });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(await sideShown(brotli)).toBe(side);
    }
    // Everything else is the live site's, on both sides.
    const [onCandidateSide] = onCandidate(50);
    const home = await get(`${url.site}/`, visitor(/** @type {string} */ (onCandidateSide)));
    expect(await home.text()).toContain('agency version 1');
    for (const path of ['/contact', '/contact/']) {
      const contact = await get(`${url.site}${path}`, visitor(/** @type {string} */ (onCandidateSide)));
      expect(contact.status, path).toBe(200);
      expect(await contact.text(), path).toContain('<h1>Contact</h1>');
    }
  });

  it('forces a side by header for every request, or by query for the rest of the session', async () => {
    const [candidateId = ''] = onCandidate(50);
    const liveId = /** @type {string} */ (ids.find((id) => sideOf(id, { candidate, share: 50 }) === 'live'));
    const page = `${url.site}/pay`;
    expect(await sideShown(await get(page, { ...visitor(liveId), [forceSideHeader]: 'candidate' }))).toBe('candidate');
    expect(await sideShown(await get(page, { ...visitor(candidateId), [forceSideHeader]: 'live' }))).toBe('live');

    const forced = await get(`${page}?canary_side=candidate`, visitor(liveId));
    expect(await sideShown(forced)).toBe('candidate');
    expect(forced.headers.getSetCookie()).toEqual([forcedSideCookie('candidate', { secure: false })]);
    const cookie = `${bucketCookieName}=${liveId}; ${forcedSideCookieName}=candidate`;
    expect(await sideShown(await get(`${url.site}/remotes.json`, { cookie }))).toBe('candidate');
    expect(await sideShown(await get(`${page}?canary_side=live`, { cookie }))).toBe('live');
  });

  it('marks every answer that depends on the side private, hashed files immutable', async () => {
    for (const id of ids.slice(0, 2)) {
      for (const path of ['/pay', '/', '/remotes.json', '/releases.json', '/nope']) {
        expect((await get(`${url.site}${path}`, visitor(id))).headers.get('cache-control'), path).toBe(
          'private, no-cache',
        );
      }
      expect((await get(`${url.site}/static/js/index.1.js`, visitor(id))).headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it("never lets a caching proxy serve one visitor's side to another", async () => {
    // The proxy keeps what may be kept: a hashed file, the second time.
    await get(`${url.proxy}/static/js/index.1.js`);
    expect((await get(`${url.proxy}/static/js/index.1.js`)).headers.get('x-cache-status')).toBe('HIT');
    // ... and never one visitor's side for another, whoever comes first.
    const [candidateId = ''] = onCandidate(50);
    const liveId = /** @type {string} */ (ids.find((id) => sideOf(id, { candidate, share: 50 }) === 'live'));
    for (const path of ['/pay', '/remotes.json', '/releases.json']) {
      for (const [id, side] of [
        [candidateId, 'candidate'],
        [liveId, 'live'],
        [candidateId, 'candidate'],
      ]) {
        const response = await get(`${url.proxy}${path}`, visitor(id));
        expect(response.headers.get('x-cache-status'), path).not.toBe('HIT');
        expect(await sideShown(response), `${path} ${side}`).toBe(side);
      }
    }
  });

  it("leaves the remote origins alone: the candidate's files have URLs of their own there", async () => {
    const [candidateId = ''] = onCandidate(50);
    const manifest = await get(`${url.payments}/_canary/${candidate}/mf-manifest.json`, visitor(candidateId));
    expect(manifest.status).toBe(200);
    expect(await manifest.text()).toContain('payments.2.js');
    expect(manifest.headers.getSetCookie()).toEqual([]);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const liveManifest = await get(`${url.payments}/mf-manifest.json`, visitor(candidateId));
    expect(await liveManifest.text()).toContain('payments.1.js');
  });

  it('sends everyone back to live from the next request after the canary ends, with no reload', async () => {
    const onCandidateSide = onCandidate(50);
    await endCanary({ target, app: 'payments', outcome: 'aborted' });
    for (const id of onCandidateSide) {
      expect(await sideShown(await get(`${url.site}/pay`, visitor(id))), id).toBe('live');
    }
    const page = await get(`${url.site}/pay`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await sideShown(await get(`${url.site}/remotes.json`, { [forceSideHeader]: 'candidate' }))).toBe('live');
    for (const server of servers) expect(server.errors()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });
});
