import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bucketCookieName, forcedSideCookieName, forceSideHeader, sideOf } from '../src/canaryBucket.mjs';
import { startFixtureSite } from './fixtureSite.mjs';

// Each test starts servers and waits on the disk: generous on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const candidate = 'c0ffee000002';
const sides = `releases/canary-sides/payments-${candidate}/site`;
const liveRemotes = { payments: 'https://payments.static.example.in/mf-manifest.json' };
const candidateRemotes = { payments: `https://payments.static.example.in/_canary/${candidate}/mf-manifest.json` };
const livePay = '<!doctype html><title>Pay</title><h1>payments version 1</h1>';
const candidatePay = '<!doctype html><title>Pay</title><h1>payments version 2</h1>';

/** A release target as the release scripts leave it during a canary of payments at `share` percent. */
const targetFiles = (/** @type {number | undefined} */ share) => ({
  'site/index.html': '<!doctype html><title>Home</title><h1>agency version 1</h1>',
  'site/pay/index.html': livePay,
  'site/pay/index.html.br': brotliCompressSync(livePay),
  'site/404.html': '<!doctype html><h1>Not found</h1>',
  'site/remotes.json': JSON.stringify(liveRemotes),
  'site/releases.json': JSON.stringify({ payments: 'a1a1a1a1a1a1' }),
  'site/static/js/app.1.js': 'console.log("app")',
  'payments/mf-manifest.json': '{"id":"payments"}',
  [`payments/_canary/${candidate}/mf-manifest.json`]: '{"id":"payments","version":2}',
  ...(share === undefined
    ? {}
    : {
        'releases/payments/canary.json': JSON.stringify({ app: 'payments', candidate, live: 'a1a1a1a1a1a1', share }),
      }),
  [`${sides}/pay/index.html`]: candidatePay,
  [`${sides}/remotes.json`]: JSON.stringify(candidateRemotes),
  [`${sides}/releases.json`]: JSON.stringify({ payments: candidate }),
});

/** Fixed bucket ids, one on each side of the canary at 50 %. */
const ids = Array.from({ length: 50 }, (_, i) =>
  createHash('sha256').update(`visitor ${i}`).digest('base64url').slice(0, 22),
);
const onSide = (/** @type {string} */ side) =>
  /** @type {string} */ (ids.find((id) => sideOf(id, { candidate, share: 50 }) === side));
const candidateVisitor = `${bucketCookieName}=${onSide('candidate')}`;
const liveVisitor = `${bucketCookieName}=${onSide('live')}`;

/** @type {Awaited<ReturnType<typeof startFixtureSite>>} */
let site;
/** @type {Awaited<ReturnType<typeof startFixtureSite>>} */
let quiet;
beforeAll(async () => {
  [site, quiet] = await Promise.all([
    startFixtureSite({ source: 'target', files: targetFiles(50), siteOrigin: 'https://www.example.in' }),
    startFixtureSite({ source: 'target', files: targetFiles(undefined), siteOrigin: 'https://www.example.in' }),
  ]);
});
afterAll(() => Promise.all([site.stop(), quiet.stop()]));

const inject = (
  /** @type {typeof site} */ on,
  /** @type {string} */ url,
  /** @type {Record<string, string>} */ headers = {},
  origin = 'site',
) => {
  const app = on.server.origins.find((/** @type {any} */ each) => each.name === origin).app;
  return app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
};

describe('the side of a request during a canary (Node server, release target)', () => {
  it('gives a new visitor a bucket on its first page, and the side that bucket is on', async () => {
    const first = await inject(site, '/pay');
    const [cookie = ''] = /** @type {string[]} */ (first.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${bucketCookieName}=[\\w-]{22}; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly; Secure$`),
    );
    const id = cookie.slice(bucketCookieName.length + 1, cookie.indexOf(';'));
    const side = sideOf(id, { candidate, share: 50 });
    expect(first.body).toBe(side === 'candidate' ? candidatePay : livePay);
    // Its next requests carry the cookie: the same side, no new bucket.
    const again = await inject(site, '/remotes.json', { cookie: `${bucketCookieName}=${id}` });
    expect(JSON.parse(again.body)).toEqual(side === 'candidate' ? candidateRemotes : liveRemotes);
    expect(again.headers['set-cookie']).toBeUndefined();
    // A file is not a page: no bucket is handed out with it.
    expect((await inject(site, '/static/js/app.1.js')).headers['set-cookie']).toBeUndefined();
  });

  it("serves a candidate-side visitor the candidate's page, remotes.json and release ids, the rest live", async () => {
    const cookie = candidateVisitor;
    expect((await inject(site, '/pay', { cookie })).body).toBe(candidatePay);
    expect(JSON.parse((await inject(site, '/remotes.json', { cookie })).body)).toEqual(candidateRemotes);
    expect(JSON.parse((await inject(site, '/releases.json', { cookie })).body)).toEqual({ payments: candidate });
    expect((await inject(site, '/', { cookie })).body).toContain('agency version 1');
    // The live page's Brotli copy is never sent for the candidate's page.
    const brotli = await inject(site, '/pay', { cookie, 'accept-encoding': 'br' });
    const body =
      brotli.headers['content-encoding'] === 'br' ? brotliDecompressSync(brotli.rawPayload) : brotli.rawPayload;
    expect(body.toString()).toBe(candidatePay);
  });

  it('serves a live-side visitor the live site', async () => {
    const cookie = liveVisitor;
    expect((await inject(site, '/pay', { cookie })).body).toBe(livePay);
    expect(JSON.parse((await inject(site, '/remotes.json', { cookie })).body)).toEqual(liveRemotes);
    expect(
      brotliDecompressSync((await inject(site, '/pay', { cookie, 'accept-encoding': 'br' })).rawPayload).toString(),
    ).toBe(livePay);
  });

  it('keeps every answer that depends on the side out of shared caches; hashed files stay immutable', async () => {
    for (const cookie of [candidateVisitor, liveVisitor]) {
      for (const path of ['/pay', '/', '/remotes.json', '/releases.json', '/nope']) {
        expect((await inject(site, path, { cookie })).headers['cache-control'], path).toBe('private, no-cache');
      }
      expect((await inject(site, '/static/js/app.1.js', { cookie })).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    // No canary: the answers are the same for everyone, no bucket is handed out.
    const page = await inject(quiet, '/pay');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect((await inject(quiet, '/pay', { cookie: candidateVisitor })).body).toBe(livePay);
  });

  it('forces a side by header for every request, or by query for the rest of the session', async () => {
    expect((await inject(site, '/pay', { cookie: liveVisitor, [forceSideHeader]: 'candidate' })).body).toBe(
      candidatePay,
    );
    expect((await inject(site, '/pay', { cookie: candidateVisitor, [forceSideHeader]: 'live' })).body).toBe(livePay);

    const forced = await inject(site, '/pay?canary_side=candidate', { cookie: liveVisitor });
    expect(forced.body).toBe(candidatePay);
    expect(forced.headers['set-cookie']).toEqual([
      `${forcedSideCookieName}=candidate; Path=/; SameSite=Lax; HttpOnly; Secure`,
    ]);
    const cookie = `${liveVisitor}; ${forcedSideCookieName}=candidate`;
    expect(JSON.parse((await inject(site, '/remotes.json', { cookie })).body)).toEqual(candidateRemotes);
    expect((await inject(site, '/pay?canary_side=live', { cookie })).body).toBe(livePay);
  });

  it("leaves the remote origins alone: the candidate's files have URLs of their own there", async () => {
    const manifest = await inject(site, `/_canary/${candidate}/mf-manifest.json`, {}, 'payments');
    expect(manifest).toMatchObject({ statusCode: 200, body: '{"id":"payments","version":2}' });
    expect(manifest.headers['set-cookie']).toBeUndefined();
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const live = await inject(site, '/mf-manifest.json', { cookie: candidateVisitor }, 'payments');
    expect(live.body).toBe('{"id":"payments"}');
  });

  it('sends everyone back to live when the canary ends, within the time the server trusts what it read', async () => {
    await rm(join(site.root, 'releases/payments/canary.json'));
    await vi.waitFor(
      async () => expect((await inject(site, '/pay', { cookie: candidateVisitor })).body).toBe(livePay),
      {
        timeout: 5000,
        interval: 100,
      },
    );
    const page = await inject(site, '/pay');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['set-cookie']).toBeUndefined();
  });
});
