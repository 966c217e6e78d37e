import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureFiles, startFixtureSite } from './fixtureSite.mjs';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * The site composed from the apps' builds routes by the paths they declare: a remote's build alone
 * adds, renames or retires a page.
 */
let site;
afterEach(() => site?.stop());

const text = async (path) => {
  const response = await site.request({ path, headers: { 'Accept-Encoding': 'identity' } });
  return { status: response.status, location: response.headers.location, body: response.body.toString('utf8') };
};

/** The payments build, serving `/payout` and `/payment-links`, with `declaration` (redirects, gone) added. */
const paymentsWith = (declaration) => {
  const rendering = JSON.parse(fixtureFiles['mfe-payments/dist/prerender.json']);
  rendering.pages['/payment-links'] = { head: '<title>Payment links</title>', body: '<h1>Links that get paid</h1>' };
  rendering.paths = {
    ...declaration,
    pages: [...rendering.paths.pages, { path: '/payment-links', label: 'Payment links', indexable: true }],
  };
  return { 'mfe-payments/dist/prerender.json': JSON.stringify(rendering) };
};

describe('the live path map of the composed site', () => {
  it("serves a page the shell's build never knew, in the section's layout", async () => {
    site = await startFixtureSite({ files: paymentsWith({}) });
    const page = await text('/payment-links/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<header>Meridian header</header><main><div data-fragment="payments"><h1>Links that');
    expect(page.body).toContain('<title>Payment links</title>');
    const map = JSON.parse((await text('/paths.json')).body);
    expect(map.pages['/payment-links']).toMatchObject({ owner: 'payments' });
    expect((await text('/sitemap.xml')).body).toContain('<loc>https://www.example.in/payment-links</loc>');
  });

  it('answers the redirects a section declares with 301, its retired paths with 410, unknown paths with 404', async () => {
    site = await startFixtureSite({
      files: paymentsWith({ redirects: { '/pay-links': '/payment-links' }, gone: ['/old-payout'] }),
    });
    expect(await text('/pay-links?ref=mail')).toMatchObject({ status: 301, location: '/payment-links?ref=mail' });
    expect(await text('/services/payout')).toMatchObject({ status: 301, location: '/payout' });
    const gone = await text('/old-payout');
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('<h1>Page not found</h1>');
    expect((await text('/payment-links-typo')).status).toBe(404);
  });

  it('gives a path two apps claim to the first, and says so in the log', async () => {
    const grabbing = JSON.parse(fixtureFiles['mfe-legal/dist/prerender.json']);
    grabbing.paths.pages.push({ path: '/payout', label: 'Payout', indexable: true });
    site = await startFixtureSite({ files: { 'mfe-legal/dist/prerender.json': JSON.stringify(grabbing) } });
    expect((await text('/payout')).body).toContain('Payouts at scale');
    expect(site.logs.some((line) => line.msg === 'payments and legal both claim /payout')).toBe(true);
  });
});
