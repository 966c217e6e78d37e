import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import { remoteOrigin, type Remote } from './ports';
import { hydratesAtFirstUseAttribute, interactiveAttribute } from '@site/document';

/**
 * Waits until the app has taken over the page's chrome, without using the page: the visitor's first pointer move,
 * touch, key or scroll is still to come (what waits for it, such as Motion's features, has not started).
 */
export async function waitForTakeover(page: Page) {
  await expect(page.locator('html')).toHaveAttribute(interactiveAttribute, '', { timeout: 15_000 });
}

/**
 * Waits until React has taken over the page's HTML: before that, the page reads (it arrives complete) but its
 * buttons do not respond yet.
 */
export async function waitForInteractive(page: Page) {
  await waitForTakeover(page);
  // A fragment that responds as served is hydrated by its app at the visitor's first use: tests act on the whole
  // app, so they use the page as a visitor would (a Shift press moves neither focus nor scroll).
  const waiting = page.locator(`[${hydratesAtFirstUseAttribute}]`);
  if ((await waiting.count()) > 0) await page.keyboard.press('Shift');
  await expect(waiting).toHaveCount(0, { timeout: 15_000 });
}

/** Opens a path and waits until its page (not the loading state) shows its h1 and responds to input. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForInteractive(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Holds the app's entry back for 1.5 s, as a slow phone would, so a test can act on the page's HTML first. */
export async function holdBackApp(page: Page) {
  await page.route('**/static/js/index.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

/**
 * Holds back each script request (the app's entry, the remotes' code) for 8 s, as a very slow network would,
 * or until the test calls `release`: meanwhile the page is its served HTML, with its inline scripts only.
 */
export async function holdBackScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') {
      await Promise.race([released, new Promise<void>((resolve) => setTimeout(resolve, 8_000))]);
    }
    await route.fallback();
  });
  return { release };
}

/** The items of the accordions in `scope`: native `<details>`, each opened by its summary (the question). */
export const accordionItems = (scope: Locator) => scope.locator('details');
export const accordionQuestions = (scope: Locator) => scope.locator('details > summary');
export const accordionQuestion = (scope: Locator, text: string | RegExp) =>
  scope.locator('details > summary', { hasText: text });

/** Makes a remote unreachable, as if its host were down. */
export async function blockRemote(page: Page, remote: Remote) {
  await page.route(`${remoteOrigin(remote)}/**`, (route) => route.abort('connectionrefused'));
}

export async function unblockRemote(page: Page, remote: Remote) {
  await page.unroute(`${remoteOrigin(remote)}/**`);
}

export const unavailableHeading = 'This section is temporarily unavailable';

/**
 * Loads each page in Chromium and expects every text response of at least 256 bytes that the load fetched
 * (page, scripts, styles, manifests; every origin, the owning remote's entry among them) to come as Brotli.
 */
export async function expectLoadsAllBrotli(page: Page, paths: readonly string[]) {
  const cdp = await page.context().newCDPSession(page);
  for (const path of paths) {
    // Each path as a first visit: what an earlier one cached would be revalidated (304), not sent.
    await cdp.send('Network.clearBrowserCache');
    const responses: Response[] = [];
    const record = (response: Response) => void responses.push(response);
    page.on('response', record);
    await openPage(page, path);
    page.off('response', record);
    const encodings: Record<string, string> = {};
    for (const response of responses) {
      const type = response.headers()['content-type'] ?? '';
      if (response.status() !== 200 || !/javascript|css|json|html|svg|xml|text\/plain/.test(type)) continue;
      if ((await response.body()).length < 256) continue;
      encodings[response.url()] = response.headers()['content-encoding'] ?? 'none';
    }
    const urls = Object.keys(encodings);
    // The page's own section's entry, and those of the sections its first use prefetched.
    expect(urls.filter((url) => url.endsWith('/remoteEntry.js')).length, path).toBeGreaterThanOrEqual(1);
    expect(
      urls.filter((url) => /\/static\/js\/index\.\w+\.js$/.test(url)),
      path,
    ).toHaveLength(1);
    expect(encodings, path).toEqual(Object.fromEntries(urls.map((url) => [url, 'br'])));
  }
}

/**
 * Fetches the shell's entry script as Brotli and as gzip and expects the same file both ways, and its Brotli
 * copy not to be served by its own name. Returns the script's path and the Brotli response.
 */
export async function expectEntryScriptBothWays(request: APIRequestContext) {
  const html = await (await request.get('/about')).text();
  const script = /<script[^>]* data-entry="(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the entry script named by the page').toBeDefined();
  const brotli = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  const gzip = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await brotli.text()).toBe(await gzip.text());
  expect((await request.get(`${script}.br`)).status()).toBe(404);
  return { script, brotli };
}

/**
 * SPEC §9: the bar keeps its height up to 20 px of scroll, then turns compact (smaller, with a background); the
 * page is at the top when called.
 */
export async function expectBarCompactPast20px(page: Page) {
  const header = page.getByRole('banner');
  const tall = (await header.boundingBox())?.height ?? 0;
  const transparent = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.evaluate(() => window.scrollTo({ top: 15, behavior: 'instant' }));
  await expect.poll(async () => (await header.boundingBox())?.height).toBe(tall);
  await page.evaluate(() => window.scrollTo({ top: 60, behavior: 'instant' }));
  await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(tall);
  await expect
    .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
    .not.toBe(transparent);
}
