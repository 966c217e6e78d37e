import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dirTarget } from '../../scripts/release/targets.mjs';
import { createTargetHandler } from './targetServer.mjs';

let root;
let target;

/** Runs one request through an origin's handler and returns what it sent. */
async function request(origin, path, { method = 'GET', acceptEncoding = 'gzip, br' } = {}) {
  const sent = { headers: {} };
  const response = {
    headersSent: false,
    setHeader: (name, value) => (sent.headers[name.toLowerCase()] = value),
    writeHead(status, headers = {}) {
      sent.status = status;
      for (const [name, value] of Object.entries(headers)) sent.headers[name.toLowerCase()] = value;
    },
    end: (body) => (sent.body = body ? Buffer.from(body).toString('utf8') : ''),
  };
  await createTargetHandler(target, origin)(
    { url: path, method, headers: { 'accept-encoding': acceptEncoding } },
    response,
  );
  return sent;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'target-server-'));
  target = dirTarget(root);
  await target.write('site/index.html', '<h1>Home</h1>');
  await target.write('site/payout/index.html', '<h1>Payout</h1>');
  await target.write('site/payout/index.html.br', 'brotli of payout');
  await target.write('site/404.html', '<h1>Not found</h1>');
  await target.write('site/site-routes.json', JSON.stringify({ serviceSlugs: { payout: '/payout' } }));
  await target.write('payments/static/js/a.1.js', 'chunk');
  await target.write('payments/index.html', 'standalone page');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a release target, served as production serves it', () => {
  it('serves each route as its page, with or without a trailing slash, the Brotli copy to who accepts it', async () => {
    expect(await request('site', '/')).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
    expect(await request('site', '/payout/', { acceptEncoding: 'gzip' })).toMatchObject({
      status: 200,
      body: '<h1>Payout</h1>',
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    });
    const brotli = await request('site', '/payout');
    expect(brotli).toMatchObject({
      body: 'brotli of payout',
      headers: { 'content-encoding': 'br', vary: 'Accept-Encoding' },
    });
  });

  it('answers unknown paths and Brotli copies by name with the not-found page and 404; hostile paths with 400', async () => {
    for (const path of ['/nope', '/payout/index.html.br', '/404.html']) {
      expect(await request('site', path), path).toMatchObject({ status: 404, body: '<h1>Not found</h1>' });
    }
    expect((await request('site', '/..%2f..%2fetc%2fpasswd')).status).toBe(400);
    expect((await request('site', '/%E0%A4%A')).status).toBe(400);
    expect((await request('site', '/', { method: 'POST' })).status).toBe(405);
  });

  it('redirects the old service addresses', async () => {
    expect(await request('site', '/services/payout')).toMatchObject({ status: 301, headers: { location: '/payout' } });
  });

  it("serves a remote's files cross-origin, hashed ones immutable, and no pages", async () => {
    expect(await request('payments', '/static/js/a.1.js')).toMatchObject({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect((await request('payments', '/index.html')).status).toBe(404);
    expect((await request('payments', '/', { method: 'OPTIONS' })).status).toBe(204);
  });
});
