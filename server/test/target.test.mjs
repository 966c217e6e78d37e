import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFixtureSite } from './fixtureSite.mjs';

// Each test starts servers and waits on the disk: generous on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** `pnpm serve --target dir:<path>`: a release target (scripts/release) served as production serves it. */
let site;

const payoutBrotli = Buffer.from('brotli copy written by the release');
const release = {
  'site/index.html': '<!doctype html><title>Home</title><script>start()</script><h1>Home</h1>',
  'site/payout/index.html': '<h1>Payout</h1>',
  'site/payout/index.html.br': payoutBrotli,
  'site/404.html': '<!doctype html><meta name="robots" content="noindex"><h1>Not found</h1>',
  'site/remotes.json': '{"agency":"https://agency.example/mf-manifest.json"}',
  'site/paths.json': JSON.stringify({
    pages: { '/': { owner: 'agency' }, '/payout': { owner: 'payments' } },
    redirects: { '/services/payout': { to: '/payout', owner: 'agency' } },
    gone: { '/old-payout': 'payments' },
  }),
  'site/static/js/app.1.js': 'console.log("app")',
  'payments/static/js/a.1.js': 'chunk',
  'payments/index.html': 'standalone page',
  'payments/mf-manifest.json': '{"id":"payments"}',
  'agency/mf-manifest.json': '{"id":"agency"}',
  'legal/mf-manifest.json': '{"id":"legal"}',
};

beforeAll(async () => {
  site = await startFixtureSite({ source: 'target', files: release });
});
afterAll(() => site.stop());

const get = async (path, { origin, method, acceptEncoding = 'gzip, br' } = {}) => {
  const response = await site.request({ origin, path, method, headers: { 'Accept-Encoding': acceptEncoding } });
  return { ...response, text: response.body.toString('utf8') };
};

describe('a release target, served as production serves it', () => {
  it('serves each route as its page, with or without a trailing slash, the Brotli copy to who accepts it', async () => {
    expect(await get('/', { acceptEncoding: 'identity' })).toMatchObject({
      status: 200,
      text: release['site/index.html'],
    });
    expect(await get('/payout/', { acceptEncoding: 'identity' })).toMatchObject({
      status: 200,
      text: '<h1>Payout</h1>',
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    });
    const brotli = await get('/payout');
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(brotli.body).toEqual(payoutBrotli);
    // A page without a copy is compressed here, once.
    expect(brotliDecompressSync((await get('/')).body).toString()).toBe(release['site/index.html']);
  });

  it('answers unknown paths and Brotli copies by name with the not-found page and 404; hostile paths with 400', async () => {
    for (const path of ['/nope', '/payout/index.html.br', '/404.html', '/static/js/missing.js']) {
      const response = await get(path, { acceptEncoding: 'identity' });
      expect(response.status, path).toBe(404);
      expect(response.text, path).toContain('<h1>Not found</h1>');
    }
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(400);
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  it('redirects the old service addresses; serves its own remotes.json and files', async () => {
    expect(await get('/services/payout')).toMatchObject({ status: 301, headers: { location: '/payout' } });
    expect(await get('/services/payout/?utm=x')).toMatchObject({ status: 301, headers: { location: '/payout?utm=x' } });
    expect((await get('/remotes.json', { acceptEncoding: 'identity' })).text).toContain('agency.example');
    expect(await get('/static/js/app.1.js')).toMatchObject({
      status: 200,
      headers: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('answers a retired path 410 with the not-found page, and serves the live map as it is', async () => {
    expect(await get('/old-payout', { acceptEncoding: 'identity' })).toMatchObject({
      status: 410,
      text: expect.stringContaining('<h1>Not found</h1>'),
    });
    const map = JSON.parse((await get('/paths.json', { acceptEncoding: 'identity' })).text);
    expect(map.gone).toEqual({ '/old-payout': 'payments' });
  });

  it("serves a remote's files cross-origin, hashed ones immutable, and no pages", async () => {
    expect(await get('/static/js/a.1.js', { origin: 'payments' })).toMatchObject({
      status: 200,
      text: 'chunk',
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect((await get('/index.html', { origin: 'payments' })).status).toBe(404);
    expect((await get('/', { origin: 'payments', method: 'OPTIONS' })).status).toBe(204);
  });

  it('sends the headers of headers.mjs, its CSP naming the home page’s inline script, and ETag/304', async () => {
    const home = await get('/');
    expect(home.headers['content-security-policy']).toMatch(/script-src 'self' .*'sha256-[\w+/=]+'/);
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    const again = await site.request({
      path: '/static/js/app.1.js',
      headers: { 'If-None-Match': (await get('/static/js/app.1.js')).headers.etag },
    });
    expect(again.status).toBe(304);
  });
});
