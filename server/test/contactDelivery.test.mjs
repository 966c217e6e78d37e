import { chooseContactDelivery } from '@site/contact/delivery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFixtureSite, writeFiles } from './fixtureSite.mjs';

// Each test starts servers and waits on the disk: generous on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** Where the contact form may post, as the site's CSP says: from the shell's build's record, never the environment. */
let site;
afterEach(async () => {
  vi.unstubAllEnvs();
  await site?.stop();
});

const remotes = [
  'https://agency.static.example.in',
  'https://payments.static.example.in',
  'https://legal.static.example.in',
];
const record = (env) => JSON.stringify(chooseContactDelivery(env).record);
const viaEmailJs = record({
  PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_y',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'key_z',
});
const viaOutbox = record({ PUBLIC_EMAILJS_ORIGIN: 'https://outbox.example.in' });

const connectSources = async (path = '/contact') => {
  const policy = (await site.request({ path })).headers['content-security-policy'];
  return /connect-src ([^;]*)/.exec(policy)[1].split(' ');
};

describe("the site's connect-src", () => {
  it('names EmailJS for a build that sends there, whatever the serving environment says', async () => {
    vi.stubEnv('PUBLIC_EMAILJS_ORIGIN', 'https://elsewhere.example.in');
    site = await startFixtureSite({ files: { 'shell/dist/contact-delivery.json': viaEmailJs } });
    expect(await connectSources()).toEqual(["'self'", ...remotes, 'https://api.emailjs.com']);
  });

  it("names nothing more for an outbox on the site's own origin, or a build that recorded nothing", async () => {
    site = await startFixtureSite();
    expect(await connectSources()).toEqual(["'self'", ...remotes]);
    await site.stop();
    site = await startFixtureSite({ files: { 'shell/dist/contact-delivery.json': null } });
    expect(await connectSources()).toEqual(["'self'", ...remotes]);
  });

  it('follows a new build of the shell', async () => {
    site = await startFixtureSite();
    expect(await connectSources()).not.toContain('https://outbox.example.in');
    await writeFiles(site.root, { 'shell/dist/contact-delivery.json': viaOutbox });
    await expect.poll(() => connectSources()).toContain('https://outbox.example.in');
  });

  it("on a release target, comes from the live shell's record", async () => {
    const release = {
      'site/index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
      'site/paths.json': JSON.stringify({ pages: { '/': { owner: 'agency' } }, redirects: {}, gone: {} }),
      'site/remotes.json': '{}',
    };
    site = await startFixtureSite({
      source: 'target',
      files: { ...release, 'site/contact-delivery.json': viaOutbox },
    });
    expect(await connectSources('/')).toEqual(["'self'", ...remotes, 'https://outbox.example.in']);
    await site.stop();
    site = await startFixtureSite({ source: 'target', files: release });
    expect(await connectSources('/')).toEqual(["'self'", ...remotes]);
  });
});
