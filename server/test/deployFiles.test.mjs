import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureFiles, startFixtureSite } from './fixtureSite.mjs';

// Each test starts servers and waits on the disk: generous on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * A deploy replaces an app's files while the server runs: a truncated, malformed or missing prerender.json
 * or manifest of one app must never break another app's pages.
 */
let site;
afterEach(() => site?.stop());

const text = async (path, origin) => {
  const response = await site.request({ path, origin });
  return { status: response.status, body: response.body.toString('utf8') };
};
/** The server looks at the disk again after createLastGood's recheck interval. */
const afterRecheck = () => new Promise((resolve) => setTimeout(resolve, 300));
const warnings = () => site.logs.filter((line) => line.level === 40);

const truncated = (file) => fixtureFiles[file].slice(0, fixtureFiles[file].length / 2);

describe('a bad deploy file of one app', () => {
  it('a truncated prerender.json keeps that app’s last good version, logged once; other apps unaffected', async () => {
    site = await startFixtureSite();
    expect((await text('/payout')).body).toContain('Payouts at scale');
    await writeFile(join(site.root, 'mfe-payments/dist/prerender.json'), truncated('mfe-payments/dist/prerender.json'));
    await afterRecheck();
    for (let round = 0; round < 3; round += 1) {
      expect(await text('/payout')).toMatchObject({ status: 200, body: expect.stringContaining('Payouts at scale') });
      expect(await text('/')).toMatchObject({ status: 200, body: expect.stringContaining('Build with Meridian') });
      await afterRecheck();
    }
    expect(warnings()).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(
          /mfe-payments\/dist\/prerender\.json is not usable \(.+\): serving its last good version/,
        ),
      }),
    ]);
    const health = JSON.parse((await text('/healthz')).body);
    expect(health).toEqual({
      status: 'degraded',
      apps: expect.objectContaining({ payments: 'stale', agency: 'current' }),
    });
  });

  it('with no good version, that app’s routes answer 503 in the shell’s layout; every other route 200', async () => {
    site = await startFixtureSite({ files: { 'mfe-payments/dist/prerender.json': '{"app":"payments","pages":' } });
    const payout = await text('/payout');
    expect(payout.status).toBe(503);
    expect(payout.body).toContain('Meridian header');
    expect(payout.body).toContain('This section is temporarily unavailable');
    for (const path of ['/', '/privacy', '/contact']) expect((await text(path)).status, path).toBe(200);
    expect((await text('/nope')).status).toBe(404);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0].msg).toMatch(/no good version to serve/);
  });

  it('a missing prerender.json: 503 for its routes until the file arrives, then 200', async () => {
    site = await startFixtureSite({ files: { 'mfe-legal/dist/prerender.json': null } });
    expect((await text('/privacy')).status).toBe(503);
    expect((await text('/payout')).status).toBe(200);
    await writeFile(join(site.root, 'mfe-legal/dist/prerender.json'), fixtureFiles['mfe-legal/dist/prerender.json']);
    await afterRecheck();
    expect(await text('/privacy')).toMatchObject({ status: 200, body: expect.stringContaining('Privacy Policy') });
  });

  it('a prerender.json that parses but holds no pages is not a good version either', async () => {
    site = await startFixtureSite();
    await writeFile(join(site.root, 'mfe-agency/dist/prerender.json'), '{"app":"agency","pages":{}}');
    await afterRecheck();
    expect(await text('/')).toMatchObject({ status: 200, body: expect.stringContaining('Build with Meridian') });
  });

  it('the shell’s own files: a bad prerender.json or template keeps its last good version', async () => {
    site = await startFixtureSite();
    await text('/contact');
    await writeFile(join(site.root, 'shell/dist/prerender.json'), truncated('shell/dist/prerender.json'));
    await rm(join(site.root, 'shell/dist/index.html'));
    await afterRecheck();
    expect(await text('/contact')).toMatchObject({ status: 200, body: expect.stringContaining('Contact us') });
    expect(await text('/payout')).toMatchObject({ status: 200, body: expect.stringContaining('Payouts at scale') });
    expect(warnings()).toHaveLength(2);
  });

  it('with no shell build at all, every page is a short 503 notice', async () => {
    site = await startFixtureSite({ files: { 'shell/dist/prerender.json': null } });
    const home = await text('/');
    expect(home.status).toBe(503);
    expect(home.body).toContain('reload in a moment');
    expect((await site.request({ path: '/healthz' })).status).toBe(503);
  });

  it('a remote’s truncated mf-manifest.json: its last good version is served', async () => {
    site = await startFixtureSite();
    const good = await text('/mf-manifest.json', 'payments');
    await writeFile(join(site.root, 'mfe-payments/dist/mf-manifest.json'), '{"id":"paym');
    await afterRecheck();
    const served = await text('/mf-manifest.json', 'payments');
    expect(served.status).toBe(200);
    expect(JSON.parse(served.body)).toEqual(JSON.parse(good.body));
    expect(warnings()).toHaveLength(1);
  });

  it('a remote’s mf-manifest.json never good: 503, the other remotes 200', async () => {
    site = await startFixtureSite({ files: { 'mfe-legal/dist/mf-manifest.json': '' } });
    expect((await text('/mf-manifest.json', 'legal')).status).toBe(503);
    expect((await text('/mf-manifest.json', 'agency')).status).toBe(200);
  });
});
