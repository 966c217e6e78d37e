import { expect, type Page, type Response } from '@playwright/test';
import { remoteOrigin, type Remote } from './ports';

/**
 * Waits until React has taken over the page's HTML: before that, the page reads (it arrives complete) but its
 * buttons do not respond yet.
 */
export async function waitForInteractive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 15_000 });
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

/** Makes a remote unreachable, as if its host were down. */
export async function blockRemote(page: Page, remote: Remote) {
  await page.route(`${remoteOrigin(remote)}/**`, (route) => route.abort('connectionrefused'));
}

export async function unblockRemote(page: Page, remote: Remote) {
  await page.unroute(`${remoteOrigin(remote)}/**`);
}

export const unavailableHeading = 'This section is temporarily unavailable';

/**
 * Loads a page in Chromium and returns how each text response of at least 256 bytes that the load fetched
 * (page, scripts, styles, manifests, remotes.json; every origin) was encoded: the servers send every one as
 * Brotli to a browser that accepts it.
 */
export async function encodingsOfLoad(page: Page, path: string): Promise<Map<string, string>> {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await openPage(page, path);
  const encodings = new Map<string, string>();
  for (const response of responses) {
    const type = response.headers()['content-type'] ?? '';
    if (response.status() !== 200 || !/javascript|css|json|html|svg|xml|text\/plain/.test(type)) continue;
    if ((await response.body()).length < 256) continue;
    encodings.set(response.url(), response.headers()['content-encoding'] ?? 'none');
  }
  return encodings;
}
