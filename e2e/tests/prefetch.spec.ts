import { expect, test, type Page } from '@playwright/test';
import { remoteOrigin } from './support/ports';
import { openPage } from './support/site';

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
  await openPage(page, '/contact');
  const requests = paymentsRequests(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'UPI Solutions' });
  await link.hover();
  // The section's manifest, entry and route table, then the page's code: all fetched, none still open.
  await expect.poll(() => requests.urls.length >= 4 && requests.open() === 0).toBe(true);
  // Then the section's origin goes away: the click must need nothing from it.
  await context.route(`${remoteOrigin('payments')}/**`, (route) => route.abort('connectionrefused'));
  await link.click();
  await expect(page).toHaveURL(/\/upi-solutions$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('UPI');
  await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toHaveCount(0);
});

/** Every request the page makes from now on, by CDP request id: its URL, its type, and whether a cache answered. */
async function requestLog(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { url: string; type: string; cached: boolean }>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    requests.set(requestId, { url: request.url, type: type ?? '', cached: false });
  });
  const fromCache = (requestId: string) => {
    const request = requests.get(requestId);
    if (request) request.cached = true;
  };
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache) fromCache(requestId);
  });
  return {
    of: (file: RegExp) => [...requests.values()].filter((request) => file.test(new URL(request.url).pathname)),
    clear: () => requests.clear(),
  };
}

const pageCode = /\/page-([a-z-]+)\.[0-9a-f]+\.js$/;
/** The path a page's chunk is named after (`pageChunkName` in @site/routes): `page-home` is `/`. */
const pathOfPageCode = (url: string) => {
  const name = pageCode.exec(new URL(url).pathname)?.[1];
  return name === 'home' ? '/' : `/${name}`;
};

test('links in view fetch their section’s entry and route table, and pages’ files without running them', async ({
  page,
}) => {
  await openPage(page, '/contact');
  const requests = paymentsRequests(page);
  const log = await requestLog(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'UPI Solutions' }).scrollIntoViewIfNeeded();
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
  // Pages' files were fetched (as many as the first 10 s's 50 kB allow), and none was run as a script.
  const pages = log.of(pageCode);
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.map((request) => request.type)).toEqual(pages.map(() => 'Fetch'));
});

test('a link in view is clicked: its page’s code comes from the HTTP cache, not the network', async ({ page }) => {
  await openPage(page, '/contact');
  const log = await requestLog(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => log.of(pageCode).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const [first] = log.of(pageCode);
  const path = pathOfPageCode(first!.url);
  log.clear();
  await page.getByRole('contentinfo').locator(`a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loads = log.of(pageCode).filter((request) => pathOfPageCode(request.url) === path);
  expect(loads.map(({ type, cached }) => ({ type, cached }))).toEqual([{ type: 'Script', cached: true }]);
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
