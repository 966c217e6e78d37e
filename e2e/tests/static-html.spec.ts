import { expect, test, type Page } from '@playwright/test';
import { company } from '@site/company';
import { serviceGroups, siteRoutes } from '@site/routes';
import { shippedOwnerOf } from '@site/routes/test/shippedSections';
import { expectEntryScriptBothWays, expectLoadsAllBrotli, holdBackApp, waitForInteractive } from './support/site';

/** What a crawler reads from a page's HTML, without running any script. */
interface CrawledPage {
  readonly h1: readonly string[];
  readonly title: string | undefined;
  readonly meta: (key: string) => string | undefined;
  readonly canonical: string | undefined;
  readonly text: string;
  /** The schema.org types of the page's JSON-LD, nested @graph entries and offers included. */
  readonly structuredTypes: ReadonlySet<string>;
  /** The schema.org type of each of the page's JSON-LD scripts (what it describes, not what it mentions). */
  readonly structuredDocuments: readonly unknown[];
}

function typesIn(value: unknown, types: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) typesIn(item, types);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '@type' && typeof item === 'string') types.add(item);
      else typesIn(item, types);
    }
  }
  return types;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return entities[code] ?? whole;
  });
const textOf = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  ).trim();
const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
};

function crawl(html: string): CrawledPage {
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body'));
  const metaTags = [...head.matchAll(/<meta\b[^>]*>/g)].map((match) => match[0]);
  const structuredData = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null'),
  );
  return {
    h1: [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1] ?? '')),
    title: decode(/<title\b[^>]*>([^<]*)<\/title>/.exec(head)?.[1]?.trim() ?? ''),
    meta: (key) => {
      const tag = metaTags.find(
        (candidate) => attribute(candidate, 'name') === key || attribute(candidate, 'property') === key,
      );
      return tag && attribute(tag, 'content');
    },
    canonical: [...head.matchAll(/<link\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => attribute(tag, 'rel') === 'canonical')
      .map((tag) => attribute(tag, 'href'))[0],
    text: textOf(body),
    structuredTypes: typesIn(structuredData, new Set()),
    structuredDocuments: structuredData.map((data: { '@type'?: unknown } | null) => data?.['@type']),
  };
}

async function fetchPage(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), type: response.headers()['content-type'], page: crawl(await response.text()) };
}

test.describe('the HTML of every route, read without JavaScript', () => {
  test('has the page content and a complete, unique head', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of siteRoutes) {
      const { status, type, page } = await fetchPage(request, route.path);
      expect.soft(status, route.path).toBe(200);
      expect.soft(type, route.path).toContain('text/html');
      expect.soft(page.h1, `${route.path}: one h1`).toHaveLength(1);
      expect.soft(page.h1[0]?.length ?? 0, `${route.path}: h1 text`).toBeGreaterThan(2);
      expect.soft(page.text.length, `${route.path}: body text`).toBeGreaterThan(800);
      const title = page.title ?? '';
      expect.soft(title, `${route.path}: title`).toContain(company.name);
      expect.soft(titles.get(title), `${route.path}: title is unique`).toBeUndefined();
      titles.set(title, route.path);
      const description = page.meta('description') ?? '';
      expect.soft(description.length, `${route.path}: description`).toBeGreaterThan(50);
      expect.soft(descriptions.get(description), `${route.path}: description is unique`).toBeUndefined();
      descriptions.set(description, route.path);
      expect.soft(page.meta('keywords')?.length ?? 0, `${route.path}: keywords`).toBeGreaterThan(3);
      const url = `${company.website}${route.path}`;
      if (route.indexable) {
        expect.soft(page.canonical, `${route.path}: canonical`).toBe(url);
        expect.soft(page.meta('robots'), `${route.path}: robots`).toBeUndefined();
      } else {
        expect.soft(page.canonical, `${route.path}: no canonical`).toBeUndefined();
        expect.soft(page.meta('robots'), `${route.path}: robots`).toMatch(/noindex/);
      }
      expect.soft(page.meta('og:title'), `${route.path}: og:title`).toBe(title);
      expect.soft(page.meta('og:description'), `${route.path}: og:description`).toBe(description);
      expect.soft(page.meta('og:type'), `${route.path}: og:type`).toBe('website');
      expect.soft(page.meta('og:url'), `${route.path}: og:url`).toBe(url);
      expect.soft(page.meta('twitter:card'), `${route.path}: twitter:card`).toBe('summary_large_image');
      expect
        .soft(page.meta('og:image'), `${route.path}: og:image`)
        .toMatch(new RegExp(`^${company.website}/og/[a-z]+\\.png$`));
      // Google reads a company's Organization data from its home page; elsewhere it would only cost bytes.
      expect
        .soft(page.structuredDocuments.includes('Organization'), `${route.path}: Organization`)
        .toBe(route.path === '/');
    }
    expect(titles.size).toBe(siteRoutes.length);
  });

  test('comes with Brotli to browsers that accept it, gzip to the others: the same page either way', async ({
    request,
  }) => {
    for (const path of [...siteRoutes.map((route) => route.path), '/no-such-page']) {
      const brotli = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect.soft(brotli.headers()['content-encoding'], path).toBe('br');
      expect.soft(gzip.headers()['content-encoding'], path).toBe('gzip');
      expect.soft(brotli.headers()['vary'], path).toContain('Accept-Encoding');
      const page = await brotli.text();
      expect.soft(crawl(page).h1.length, `${path}: h1`).toBe(1);
      expect.soft(page, path).toBe(await gzip.text());
    }
  });

  test('a page load fetches every script, style and manifest as Brotli, on every origin', async ({ page }) => {
    await expectLoadsAllBrotli(page, ['/', '/payout']);
  });

  test('a script is the same file as Brotli and as gzip; a Brotli copy is never served by its own name', async ({
    request,
  }) => {
    await expectEntryScriptBothWays(request);
  });

  test('link-preview pictures are 1200×630 PNGs on the site', async ({ request }) => {
    const pictures = new Set<string>();
    for (const route of siteRoutes) pictures.add((await fetchPage(request, route.path)).page.meta('og:image') ?? '');
    expect(pictures.size).toBeGreaterThanOrEqual(3);
    for (const picture of pictures) {
      const response = await request.get(new URL(picture).pathname);
      expect(response.status(), picture).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], picture).toEqual([1200, 630]);
    }
  });

  test('carries structured data for what each page shows', async ({ request }) => {
    const faqPages = ['/', '/pricing', '/payment-orchestration', '/payout'];
    const pricedPages = ['/pricing', '/rankboost', '/payout'];
    const servicePages = serviceGroups
      .flatMap((group) => group.links.map((link) => link.path))
      .filter((path) => shippedOwnerOf(path) === 'agency');
    expect(servicePages).toHaveLength(10);
    for (const route of siteRoutes) {
      const { structuredTypes } = (await fetchPage(request, route.path)).page;
      expect.soft(structuredTypes.has('FAQPage'), `${route.path}: FAQPage`).toBe(faqPages.includes(route.path));
      expect.soft(structuredTypes.has('Offer'), `${route.path}: Offer`).toBe(pricedPages.includes(route.path));
      expect
        .soft(structuredTypes.has('BreadcrumbList'), `${route.path}: BreadcrumbList`)
        .toBe(servicePages.includes(route.path));
    }
  });

  test('an unknown path is the not-found page, with status 404 and noindex', async ({ request }) => {
    const { status, page } = await fetchPage(request, '/no-such-page');
    expect(status).toBe(404);
    expect(page.h1).toEqual(['404']);
    expect(page.text).toContain("Sorry, we couldn't find the page you're looking for.");
    expect(page.meta('robots')).toMatch(/noindex/);
    expect(page.canonical).toBeUndefined();
  });

  test('shows the same h1 as the page once React has taken over', async ({ request, page }) => {
    // Every route in one test: 25 loads and takeovers, several seconds each on a busy CI machine.
    test.setTimeout(150_000);
    for (const route of siteRoutes) {
      const { page: crawled } = await fetchPage(request, route.path);
      await page.goto(route.path);
      await waitForInteractive(page);
      await expect
        .soft(page.getByRole('main').getByRole('heading', { level: 1 }), route.path)
        .toHaveText(crawled.h1[0] ?? '');
    }
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a page is fully readable: its content, its navigation and every FAQ answer, opened natively', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    // The header stays readable over the page's light sections: solid, since nothing can turn it solid on scroll.
    await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const questions = page.getByRole('main').locator('details > summary');
    expect(await questions.count()).toBeGreaterThan(2);
    for (const question of await questions.all()) {
      if (!(await question.locator('..').evaluate((details) => (details as HTMLDetailsElement).open))) {
        await question.click();
      }
      await expect(question.locator('..').getByRole('region')).toBeVisible();
    }
  });

  test('links lead to other complete pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Payout' }).click();
    await expect(page).toHaveURL('/payout');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('payouts');
  });
});

/** Sums layout shifts from the start of the page's life (buffered), as CLS counts them. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('React taking over the HTML', () => {
  for (const path of [...siteRoutes.map((route) => route.path), '/no-such-page']) {
    test(`${path}: no console error or warning, no layout shift, one set of head tags`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const isDocument404 = message.text().includes('status of 404') && path === '/no-such-page';
        if (['error', 'warning'].includes(message.type()) && !isDocument404) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await observeLayoutShifts(page);
      await page.goto(path);
      await waitForInteractive(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      const shift = await page.evaluate(
        () => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total,
      );
      expect(shift).toBeLessThanOrEqual(0.01);
      // Each stylesheet the HTML carried cut to the page came whole with the app, for the pages it renders later.
      const subsets = await page
        .locator('style[data-subset-of]')
        .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-subset-of') ?? ''));
      const loaded = await page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href ?? ''));
      // By content hash: two chunks of a section may carry the same stylesheet under two names.
      const contentHash = (href: string) => href.split('.').at(-2);
      const loadedHashes = loaded.map(contentHash);
      for (const subset of subsets) expect(loadedHashes, subset).toContain(contentHash(subset));
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    });
  }
});

test.describe('typing before React takes over', () => {
  test('what the visitor typed into the HTML stays, and the page acts on it', async ({ page }) => {
    // The visitor starts typing into the page's HTML before the app has loaded.
    await holdBackApp(page);
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: /name/i }).first();
    await name.fill('Asha Mehta');
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    await waitForInteractive(page);
    await expect(name).toHaveValue('Asha Mehta');
    await expect(name).toBeFocused();

    await page.goto('/payout#pricing');
    const estimator = page.getByRole('main').getByRole('group', { name: /estimate/i });
    await estimator.getByRole('textbox').fill('1000');
    await waitForInteractive(page);
    await expect(estimator.getByRole('textbox')).toHaveValue('1000');
    await expect(estimator.getByRole('status')).toContainText('₹2,000');
  });
});

test('a #hash target is scrolled to by the HTML, and React does not scroll to it again', async ({ page }) => {
  await holdBackApp(page);
  // Without smooth scrolling, so that the browser's scroll to the target is over once it is in view.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/rankboost#packages');
  const packages = page.getByRole('main').locator('#packages');
  await expect(packages).toBeInViewport();
  // The visitor reads on from the packages before the app has taken over…
  const atPackages = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollBy({ top: 600, behavior: 'instant' }));
  const readingAt = await page.evaluate(() => window.scrollY);
  expect(readingAt).toBeGreaterThan(atPackages);
  await waitForInteractive(page);
  // React's effects of its first commit have run by the second frame after it.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  // …and stays where they are.
  expect(await page.evaluate(() => window.scrollY)).toBe(readingAt);
});

test('nothing is preloaded that the page does not use', async ({ context }) => {
  for (const path of ['/contact', '/payout']) {
    // A page of its own: what the previous page still fetches as it unloads (its prefetches) is not counted.
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(path);
    await waitForInteractive(page);
    // The app has fetched what it needed to take over; a preload it used answered that fetch, so the file
    // went over the network once (an unused one, say of another CORS mode, is fetched a second time).
    const preloaded = await page
      .locator('link[rel="preload"], link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    for (const url of preloaded) {
      expect(
        requested.filter((candidate) => candidate === url),
        `${path}: ${url}`,
      ).toHaveLength(1);
    }
    await page.close();
  }
});
