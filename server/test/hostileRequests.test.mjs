import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFixtureSite } from './fixtureSite.mjs';
import { securityHeaderProblems } from './securityHeaders.mjs';

// Each test starts servers and waits on the disk: generous on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * Each request a hostile visitor tried against `npm start`, with the status and headers it must
 * get, and then proof that the site still serves.
 */
let site;

beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.stop());

const text = (response) => response.body.toString('utf8');

async function expectSiteServes() {
  const home = await site.request({ path: '/' });
  expect(home.status).toBe(200);
  expect(text(home)).toContain('Build with Meridian');
}

const expectSecurityHeaders = (headers) => expect(securityHeaderProblems(headers)).toEqual([]);

describe('the Host header steers nothing', () => {
  it('remotes.json and the pages name the configured origins, whatever the Host', async () => {
    const remotes = await site.request({ path: '/remotes.json', headers: { Host: 'evil.example' } });
    expect(remotes.status).toBe(200);
    expect(JSON.parse(text(remotes))).toEqual({
      agency: 'https://agency.static.example.in/mf-manifest.json',
      payments: 'https://payments.static.example.in/mf-manifest.json',
      legal: 'https://legal.static.example.in/mf-manifest.json',
    });
    const page = await site.request({ path: '/payout', headers: { Host: 'evil.example:3002' } });
    expect(text(page)).not.toContain('evil.example');
    expect(text(page)).toContain('https://payments.static.example.in/mf-manifest.json');
    await expectSiteServes();
  });

  it('distinct Hosts and paths get the same cached page: the cache is keyed by content', async () => {
    const etags = new Set();
    for (let index = 0; index < 60; index += 1) {
      const response = await site.request({
        path: `/missing-${index}`,
        headers: { Host: `host-${index}.example`, 'Accept-Encoding': 'br' },
      });
      expect(response.status).toBe(404);
      etags.add(response.headers.etag);
    }
    expect(etags.size).toBe(1);
    await expectSiteServes();
  });

  it('a malformed Host answers 400', async () => {
    for (const host of ['a b', 'evil.example/path', 'x:y:z']) {
      const response = await site.request({ path: '/', headers: { Host: host } });
      expect(response.status, host).toBe(400);
      expectSecurityHeaders(response.headers);
    }
    await expectSiteServes();
  });
});

describe('security headers, as the production nginx config sends them', () => {
  it('on pages, files, redirects and errors of the site origin (the document ones on documents only)', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/static/js/app.js', 200],
      ['/services/payout', 301],
      ['/nope', 404],
      ['/%zz', 400],
    ]) {
      const response = await site.request({ path });
      expect(response.status, path).toBe(status);
      expectSecurityHeaders(response.headers);
      expect(response.headers['access-control-allow-origin'], path).toBeUndefined();
    }
    const policy = (await site.request({ path: '/' })).headers['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' https:\/\/agency\.static\.example\.in .*'sha256-[\w+/=]+'/);
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('on a remote origin: CORS for every origin, and its own CSP on a document opened there', async () => {
    for (const [path, status] of [
      ['/remoteEntry.js', 200],
      ['/mf-manifest.json', 200],
      ['/static/logo.svg', 200],
      ['/missing.js', 404],
    ]) {
      const response = await site.request({ origin: 'payments', path });
      expect(response.status, path).toBe(status);
      expectSecurityHeaders(response.headers);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const svg = await site.request({ origin: 'payments', path: '/static/logo.svg' });
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('cache rules: hashed files immutable, everything else revalidated, errors never kept', async () => {
    const cacheControl = async (path, origin) => (await site.request({ path, origin })).headers['cache-control'];
    expect(await cacheControl('/static/js/app.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/')).toBe('no-cache');
    expect(await cacheControl('/remotes.json')).toBe('no-cache');
    expect(await cacheControl('/static/js/missing.js')).toBe('no-cache');
    expect(await cacheControl('/remoteEntry.js', 'agency')).toBe('no-cache');
  });

  it('ETag and 304 for files and pages', async () => {
    for (const path of ['/static/js/app.js', '/payout']) {
      const first = await site.request({ path, headers: { 'Accept-Encoding': 'br' } });
      expect(first.headers.etag, path).toBeTruthy();
      const again = await site.request({
        path,
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag },
      });
      expect(again.status, path).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });
});

describe('URLs as nginx reads them', () => {
  it('bad percent-encoding answers 400, with no stack trace in the log', async () => {
    const logged = site.logs.length;
    for (const path of ['/%zz.js', '/%zz', '/static/%E0%A4%A.js', '/a%00b.js']) {
      expect((await site.request({ path })).status, path).toBe(400);
    }
    expect(site.logs.slice(logged).filter((line) => line.level >= 40)).toEqual([]);
    await expectSiteServes();
  });

  it('never serves a Brotli copy by any spelling of its name', async () => {
    for (const path of [
      '/static/js/app.js.br',
      '/static/js/app.js%2ebr',
      '/static/js/app.js%2Ebr',
      '/static/js/app.js.BR',
    ]) {
      const response = await site.request({ path, headers: { 'Accept-Encoding': 'identity' } });
      expect(response.status, path).toBe(404);
      expect(text(response), path).toContain('Page not found');
    }
    expect((await site.request({ origin: 'agency', path: '/remoteEntry.js%2ebr' })).status).toBe(404);
    await expectSiteServes();
  });

  it('merges repeated slashes: //package.json is a missing file, //static/… the file', async () => {
    const packageJson = await site.request({ path: '//package.json' });
    expect(packageJson.status).toBe(404);
    expect(text(packageJson)).toContain('Page not found');
    expect((await site.request({ path: '//static//js/app.js' })).status).toBe(200);
    expect((await site.request({ path: '/package.json' })).status).toBe(404);
    await expectSiteServes();
  });

  it('/index.html is the home page (a redirect to /), no other .html is served', async () => {
    const index = await site.request({ path: '/index.html?utm=1' });
    expect(index.status).toBe(301);
    expect(index.headers.location).toBe('/?utm=1');
    expect((await site.request({ path: '/404.html' })).status).toBe(404);
    expect((await site.request({ origin: 'legal', path: '/index.html' })).status).toBe(404);
  });

  it('a path over 4 kB answers 414, a short page', async () => {
    const response = await site.request({ path: `/${'a'.repeat(10_000)}` });
    expect(response.status).toBe(414);
    expect(response.body.length).toBeLessThan(100);
    await expectSiteServes();
  });

  it('.. cannot leave the root; methods other than GET and HEAD answer 405', async () => {
    expect((await site.request({ path: '/../../etc/passwd' })).status).toBe(400);
    expect((await site.request({ path: '/static/../../package.json' })).status).toBe(400);
    expect((await site.request({ path: '/static/../robots.txt' })).status).toBe(200);
    const deleted = await site.request({ method: 'DELETE', path: '/' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.allow).toBe('GET, HEAD');
    await expectSiteServes();
  });
});

describe('operations', () => {
  it('/healthz reports each app', async () => {
    const response = await site.request({ path: '/healthz' });
    expect(response.status).toBe(200);
    expect(JSON.parse(text(response))).toEqual({
      status: 'ok',
      apps: { shell: 'current', agency: 'current', payments: 'current', legal: 'current' },
    });
  });

  it('writes one structured log line per request', async () => {
    const logged = site.logs.length;
    await site.request({ path: '/payout?x=1' });
    const lines = site.logs.slice(logged);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', origin: 'site', method: 'GET', url: '/payout?x=1', status: 200 }),
    ]);
  });
});
