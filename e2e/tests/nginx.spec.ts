import { existsSync } from 'node:fs';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { shippedSections, siteRoutesOf } from '@site/routes/test/shippedSections';
import { securityHeaderProblems } from '@site/server/test/securityHeaders';
import { nginxBrotliModule, nginxRemoteOrigin, remotes } from './support/ports';
import {
  expectEntryScriptBothWays,
  expectLoadsAllBrotli,
  unavailableHeading,
  waitForInteractive,
} from './support/site';

/**
 * The site behind the production nginx config (deploy/nginx, started by deploy/nginx/serve-local.mjs): the
 * headers of each kind of response, and every page working in Chromium under the Content-Security-Policy.
 * The contact form is not sent here: this nginx passes the send path to no outbox (nginx-outbox.spec.ts does).
 */

const immutable = 'public, max-age=31536000, immutable';

/** The headers nginx adds (server/src/headers.mjs), errors and redirects included. */
const expectSecurityHeaders = (response: APIResponse) => expect(securityHeaderProblems(response.headers())).toEqual([]);

/** A CSP as `{ directive: sources }`. */
function parsePolicy(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The `src`/`href` of the first tag in `html` whose value matches `pattern`. */
function assetPath(html: string, pattern: RegExp): string {
  const path = html.match(pattern)?.[1];
  expect(path, `${pattern} in the page`).toBeDefined();
  return path ?? '';
}

test.describe('headers', () => {
  test('a page: security headers, a CSP with no inline or eval script, revalidated, gzipped', async ({ request }) => {
    const response = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['access-control-allow-origin']).toBeUndefined();

    const policy = parsePolicy(headers['content-security-policy'] ?? '');
    const remoteOrigins = remotes.map(nginxRemoteOrigin);
    expect(policy['default-src']).toEqual(["'none'"]);
    // The page's two inline scripts (the shell's early.js and start.js) are allowed by their hashes, never by
    // 'unsafe-inline'.
    const scriptHash = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy['script-src']).toEqual(["'self'", ...remoteOrigins, scriptHash, scriptHash]);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  test('hashed assets are immutable for a year and gzipped', async ({ request }) => {
    const html = await (await request.get('/about')).text();
    // The page names its entry for start.js, and carries its stylesheets inline under their file names.
    const script = assetPath(html, /<script[^>]* data-entry="(\/static\/js\/[^"]+\.js)"/);
    const stylesheet = `/${assetPath(html, /<style data-subset-of="(static\/css\/[^"]+\.css)"/)}`;
    const assets = { [script]: 'application/javascript', [stylesheet]: 'text/css' };
    for (const [path, type] of Object.entries(assets)) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers()['content-type']).toContain(type);
      expect(response.headers()['cache-control']).toBe(immutable);
      expect(response.headers()['content-encoding']).toBe('gzip');
    }
  });

  test('remotes.json is revalidated', async ({ request }) => {
    const response = await request.get('/remotes.json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.json()).toEqual(
      Object.fromEntries(remotes.map((remote) => [remote, `${nginxRemoteOrigin(remote)}/mf-manifest.json`])),
    );
  });

  for (const remote of remotes) {
    test(`the ${remote} origin: readable cross-origin, entry files revalidated, no pages`, async ({ request }) => {
      const origin = nginxRemoteOrigin(remote);
      for (const file of ['mf-manifest.json', 'remoteEntry.js', 'prerender.json']) {
        const response = await request.get(`${origin}/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(response.status(), file).toBe(200);
        expectSecurityHeaders(response);
        expect(response.headers()['access-control-allow-origin'], file).toBe('*');
        expect(response.headers()['cache-control'], file).toBe('no-cache');
        expect(response.headers()['content-encoding'], file).toBe('gzip');
      }
      const standalonePage = await request.get(`${origin}/`);
      expect(standalonePage.status()).toBe(404);
      expect(standalonePage.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    });
  }

  test('an unknown path is the not-found page, noindex, with status 404, not cached', async ({ request }) => {
    for (const path of ['/nope', '/static/js/missing.js', '/404.html']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(await response.text()).toMatch(/<meta[^>]* name="robots" content="noindex/);
    }
  });

  test('/services/{slug} redirects permanently to the service page; unknown slugs are 404', async ({ request }) => {
    const redirect = await request.get('/services/web-design', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe('/web-design');
    expectSecurityHeaders(redirect);
    const withQuery = await request.get('/services/payout/?ref=mail', { maxRedirects: 0 });
    expect(withQuery.headers()['location']).toBe('/payout?ref=mail');
    expect((await request.get('/services/no-such-service', { maxRedirects: 0 })).status()).toBe(404);
  });

  test("each page's link-preview picture is a PNG on the site's origin; a section without one is 404", async ({
    request,
  }) => {
    const pictures = new Set<string>();
    for (const path of ['/', '/payout', '/terms', '/contact']) {
      const html = await (await request.get(path)).text();
      pictures.add(new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '').pathname);
    }
    expect(pictures.size).toBe(4);
    for (const picture of pictures) {
      const response = await request.get(picture);
      expect(response.status(), picture).toBe(200);
      expect(response.headers()['content-type'], picture).toBe('image/png');
      expectSecurityHeaders(response);
    }
    expect((await request.get('/og/careers.png')).status()).toBe(404);
  });

  test('a trailing slash serves the same page', async ({ request }) => {
    const withSlash = await request.get('/terms/');
    expect(withSlash.status()).toBe(200);
    expect(await withSlash.text()).toBe(await (await request.get('/terms')).text());
  });
});

/** What a reader sees of a page's HTML: its title and its first h1, as text. */
function pageText(html: string) {
  const text = (markup = '') => markup.replace(/<[^>]*>/g, '').trim();
  return {
    title: text(/<title\b[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1]),
    heading: text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]),
  };
}

test.describe('compression', () => {
  test.skip(!existsSync(nginxBrotliModule), `no ${nginxBrotliModule}: nginx sends gzip only`);

  const pages = [
    { path: '/', status: 200, title: 'Meridian Tech Labs', heading: /Technology that helps Indian businesses grow/ },
    { path: '/rankboost', status: 200, title: 'RankBoost SEO', heading: /RankBoost SEO/ },
    { path: '/nope', status: 404, title: 'Page Not Found', heading: /^404$/ },
  ];
  for (const { path, status, title, heading } of pages) {
    test(`${path}: Brotli when the browser accepts it, else gzip, and the same page`, async ({ request }) => {
      const brotli = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      for (const [response, encoding] of [
        [brotli, 'br'],
        [gzip, 'gzip'],
      ] as const) {
        expect(response.status(), encoding).toBe(status);
        expectSecurityHeaders(response);
        const headers = response.headers();
        expect(headers['content-encoding']).toBe(encoding);
        expect(headers['vary']).toBe('Accept-Encoding');
        expect(headers['content-type']).toBe('text/html; charset=utf-8');
        expect(headers['cache-control']).toBe('no-cache');
      }
      const page = pageText(await brotli.text());
      expect(page.title).toContain(title);
      expect(page.heading).toMatch(heading);
      expect(pageText(await gzip.text())).toEqual(page);
    });
  }

  test('a page load fetches every script, style and manifest as Brotli, on every origin', async ({ page }) => {
    await expectLoadsAllBrotli(page, ['/', '/payout']);
  });

  test('a script is the same file as Brotli and as gzip; a Brotli copy is never served by its own name', async ({
    request,
  }) => {
    const { brotli } = await expectEntryScriptBothWays(request);
    expect(brotli.headers()['cache-control']).toBe(immutable);
    expect((await request.get(`${nginxRemoteOrigin('agency')}/remoteEntry.js.br`)).status()).toBe(404);
  });
});

/**
 * Records what would make a page misbehave under the CSP: violation events (reported from the page, across
 * navigations) and console errors. `expected` console errors (the 404 of a not-found document) are left out.
 */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => problems.push(`CSP: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test.describe('pages under the Content-Security-Policy', () => {
  // One page per section visits all of its routes: a fresh browser context per route would double the time.
  for (const owner of Object.keys(shippedSections)) {
    test(`every ${owner} page loads with no violation or console error and becomes interactive`, async ({ page }) => {
      // Up to sixteen pages, each loaded and taken over: a loaded machine took 49–53 s for the agency's.
      test.slow();
      const problems = await watchProblems(page);
      for (const { path } of siteRoutesOf(owner)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await waitForInteractive(page);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.getByRole('heading', { name: unavailableHeading }), path).toHaveCount(0);
        expect(problems, path).toEqual([]);
      }
    });
  }

  test('a path with a trailing slash is the same page', async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto('/about/');
    await waitForInteractive(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the not-found page: status 404, and no problem but the 404 itself', async ({ page }) => {
    const problems = await watchProblems(page);
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await waitForInteractive(page);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });

  test("the contact form's toasts render under the CSP", async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto('/contact');
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Please fill out all required fields correctly.' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('header and footer links navigate in the page across all three remotes', async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto('/contact');
    await waitForInteractive(page);
    // Survives client-side navigation only: a full page load would reset it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const mainHeading = page.getByRole('main').getByRole('heading', { level: 1 });

    await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(mainHeading).toBeVisible();
    await nav.getByRole('button', { name: 'Services menu' }).click();
    await nav.getByRole('link', { name: 'Payout', exact: true }).click();
    await expect(page).toHaveURL('/payout');
    await expect(mainHeading).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(mainHeading).toBeVisible();

    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
