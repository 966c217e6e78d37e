import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFixtureSite } from './fixtureSite.mjs';

// Each test starts servers and waits on the disk: generous on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * A section's link-preview picture is on the site's origin, `/og/<section>.png`, as its pages' heads name it; the
 * file is the `og.png` its own release ships, so a section brings its picture without a shell release.
 */
let site;
afterEach(() => site?.stop());

/** Stand-ins for PNGs: the server sends the bytes it finds. */
const sectionPicture = Buffer.from('the section release picture');
const sitePicture = Buffer.from('the site picture');

const get = async (path) => {
  const response = await site.request({ path });
  return {
    status: response.status,
    type: response.headers['content-type'],
    cache: response.headers['cache-control'],
    body: response.body,
  };
};

const expectPictures = async () => {
  // Revalidated on each use, as a release's other unhashed files: the next release's picture replaces it.
  expect(await get('/og/payments.png')).toMatchObject({
    status: 200,
    type: 'image/png',
    cache: 'no-cache',
    body: sectionPicture,
  });
  expect(await get('/og/site.png')).toMatchObject({ status: 200, type: 'image/png', body: sitePicture });
  // A section whose release has no picture, one the registry does not have, a name no section can have.
  for (const path of ['/og/legal.png', '/og/careers.png', '/og/shell.png', '/og/Payments.png', '/og/pay.ments.png']) {
    expect((await get(path)).status, path).toBe(404);
  }
  expect((await get('/og/%2e%2e.png')).status).toBeLessThan(500);
};

describe("a section's link-preview picture on the site's origin", () => {
  it("is the og.png of the section's build, composed from the builds", async () => {
    site = await startFixtureSite({
      files: { 'mfe-payments/dist/og.png': sectionPicture, 'shell/dist/og/site.png': sitePicture },
    });
    await expectPictures();
  });

  it("is the og.png of the section's live release, on a release target", async () => {
    site = await startFixtureSite({
      source: 'target',
      files: {
        'site/404.html': '<h1>Not found</h1>',
        'site/og/site.png': sitePicture,
        'site/remotes.json': '{}',
        'site/paths.json': JSON.stringify({ pages: {}, redirects: {}, gone: {} }),
        'payments/og.png': sectionPicture,
        'payments/mf-manifest.json': '{"id":"payments"}',
      },
    });
    await expectPictures();
  });
});
