import { get } from 'node:http';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { remoteOrigin } from './support/ports';
import { openPage, waitForTakeover } from './support/site';

test.use({ viewport: { width: 1280, height: 800 } });

const fromPayments = (url: string) => url.startsWith(remoteOrigin('payments'));

/** The requests the page makes to the payments section's origin from now on, and how many are still open. */
function paymentsRequests(page: Page) {
  const urls: string[] = [];
  let open = 0;
  page.on('request', (request) => {
    if (!fromPayments(request.url())) return;
    urls.push(request.url());
    open += 1;
  });
  const settled = (request: { url: () => string }) => {
    if (fromPayments(request.url())) open -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return { urls, open: () => open };
}

test('hovering a link to another section fetches its page, so the click needs nothing from the network', async ({
  page,
  context,
}) => {
  // From the start: opening the page uses it, and the sections it links to load then.
  const requests = paymentsRequests(page);
  await openPage(page, '/contact');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'UPI Solutions' });
  await link.hover();
  // The section's manifest, entry and route table, then the page's code: all fetched, none still open.
  await expect
    .poll(() => requests.urls.some((url) => url.includes('/page-upi-solutions.')) && requests.open() === 0)
    .toBe(true);
  // Then the section's origin goes away: the click must need nothing from it.
  await context.route(`${remoteOrigin('payments')}/**`, (route) => route.abort('connectionrefused'));
  await link.click();
  await expect(page).toHaveURL(/\/upi-solutions$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('UPI');
  await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toHaveCount(0);
});

const pageCode = /\/page-([a-z-]+)\.[0-9a-f]+\.js$/;

/** The paths of the pages whose code the page asks for from now on (each page's folder is its path's; `home` is `/`). */
function pageCodeRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const name = pageCode.exec(new URL(request.url()).pathname)?.[1];
    if (name) paths.push(name === 'home' ? '/' : `/${name}`);
  });
  return paths;
}

test('once the visitor uses the page, the sections it links to are readied, their route tables not run', async ({
  page,
}) => {
  const requests = paymentsRequests(page);
  const pagesAskedFor = pageCodeRequests(page);
  const routeTableRequests: string[] = [];
  page.on('request', (request) => {
    if (fromPayments(request.url()) && request.url().includes('/__federation_expose_routes.')) {
      routeTableRequests.push(request.resourceType());
    }
  });
  await page.goto('/contact');
  await waitForTakeover(page);
  await page.waitForLoadState('networkidle');
  // Nobody has used the page: nothing is prefetched.
  expect(requests.urls).toEqual([]);
  // The visitor's first use: a scroll.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => requests.urls.length >= 3 && requests.open() === 0).toBe(true);
  await page.waitForLoadState('networkidle');
  const fetched = requests.urls.map((url) => new URL(url).pathname.split('/').pop());
  expect(fetched).toEqual(
    expect.arrayContaining([
      'mf-manifest.json',
      'remoteEntry.js',
      expect.stringMatching(/^__federation_expose_routes\./),
    ]),
  );
  // Pages are the hover's to load: none but the contact page's own code was asked for.
  expect(pagesAskedFor).toEqual(['/contact']);
  // The route table is fetched into the cache, not run: no script asked for it.
  expect(routeTableRequests).toEqual(['fetch']);
});

test('a visitor saving data gets no prefetching: the section loads on the click', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
  await openPage(page, '/contact');
  await page.evaluate(() => {
    document.addEventListener('click', (event) => sessionStorage.setItem('clickedAt', String(event.timeStamp)), {
      capture: true,
    });
  });
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'UPI Solutions' });
  await link.hover();
  await link.focus();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('UPI');
  // A prefetch on hover or focus would have asked the section's origin before the click.
  const { clickedAt, firstRequestAt } = await page.evaluate((origin) => {
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(origin))
      .map((entry) => entry.startTime);
    return { clickedAt: Number(sessionStorage.getItem('clickedAt')), firstRequestAt: Math.min(...starts) };
  }, remoteOrigin('payments'));
  expect(clickedAt).toBeGreaterThan(0);
  expect(firstRequestAt).toBeGreaterThan(clickedAt);
});

/** The cap on what links in view fetch: 50 kB gzip in a page's first 10 s. */
const prefetchCap = { bytes: 50_000, windowMs: 10_000 };

/** A response body's size as the server sends it to a client that accepts only gzip (a small file goes as it is). */
const gzipBodySize = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });

/**
 * A visit to `url`, the footer scrolled into view right after the app's takeover (the visitor's first use, after
 * which links in view are prefetched), watched until 10 s after the navigation's start and then until its requests
 * have settled. `requested`: every URL it asked for, at any time; `afterTakeover`: those it asked the network for
 * from the takeover until the 10 s were over, scripts, stylesheets and fetches (not the document, images or fonts:
 * the page's own content). With `saveData` the prefetcher is off, so the visit asks only for the page's own code.
 */
async function visit(browser: Browser, url: string, saveData: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const requests = new Map<string, { url: string; type: string; at: number; cached: boolean; done: boolean }>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, wallTime }) => {
      requests.set(requestId, {
        url: request.url,
        type: type ?? 'Other',
        at: wallTime * 1000,
        cached: false,
        done: false,
      });
    });
    const update = (requestId: string, values: { cached?: boolean; done?: boolean }) => {
      const request = requests.get(requestId);
      if (request) Object.assign(request, values);
    };
    cdp.on('Network.requestServedFromCache', ({ requestId }) => update(requestId, { cached: true }));
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (response.fromDiskCache) update(requestId, { cached: true });
    });
    cdp.on('Network.loadingFinished', ({ requestId }) => update(requestId, { done: true }));
    cdp.on('Network.loadingFailed', ({ requestId }) => update(requestId, { done: true }));
    // When the app takes over, in ms from the navigation's start: noted by the page itself, so nothing races it.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.documentElement.hasAttribute('data-interactive')) return;
        observer.disconnect();
        (window as { takeoverAt?: number }).takeoverAt = performance.now();
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
    });
    await page.goto(url);
    await waitForTakeover(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const { timeOrigin, takeoverAt } = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      takeoverAt: (window as { takeoverAt?: number }).takeoverAt ?? 0,
    }));
    // The cap's window is the page's own clock: its first 10 s are over once the page says so.
    await expect
      .poll(() => page.evaluate(() => performance.now()), { timeout: prefetchCap.windowMs + 5_000 })
      .toBeGreaterThanOrEqual(prefetchCap.windowMs);
    // Settled: nothing open, nothing new for a second (what the page asks for late is still its own).
    await expect
      .poll(() => {
        const all = [...requests.values()];
        return all.every((request) => request.done) && Date.now() - Math.max(...all.map(({ at }) => at)) > 1000;
      })
      .toBe(true);
    const afterTakeover = [...requests.values()].filter(
      (request) =>
        request.at - timeOrigin >= takeoverAt &&
        request.at - timeOrigin < prefetchCap.windowMs &&
        !request.cached &&
        !['Document', 'Image', 'Font', 'Media'].includes(request.type),
    );
    return {
      requested: new Set([...requests.values()].map((request) => request.url)),
      afterTakeover: new Set(afterTakeover.map((request) => request.url)),
      takeoverAt: Math.round(takeoverAt),
    };
  } finally {
    await context.close();
  }
}

test('prefetching fetches at most 50 kB gzip in the page’s first 10 s', async ({ browser, baseURL }) => {
  test.slow();
  // One after the other: a loaded machine can push the prefetcher past the window it is measured in.
  const twin = await visit(browser, `${baseURL}/`, true);
  const seen = await visit(browser, `${baseURL}/`, false);
  // What the visit asked for beyond anything its saveData twin asked for (the page's own code) is prefetching's.
  const prefetched = [...seen.afterTakeover].filter((url) => !twin.requested.has(url));
  const sizes = await Promise.all(prefetched.map(async (url) => [url, await gzipBodySize(url)] as const));
  const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
  // The prefetcher did run in the window: it loads the sections' entries.
  expect(
    prefetched.filter((url) => url.endsWith('/remoteEntry.js')),
    `the takeover came at ${seen.takeoverAt} ms`,
  ).not.toHaveLength(0);
  expect(total, JSON.stringify(Object.fromEntries(sizes), null, 1)).toBeLessThanOrEqual(prefetchCap.bytes);
});
