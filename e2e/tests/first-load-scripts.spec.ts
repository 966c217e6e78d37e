import { expect, test } from '@playwright/test';
import { siteRoutes } from '@site/routes';
import { waitForTakeover } from './support/site';

/**
 * The README's size goal "first-load scripts": what a route's first load fetches in scripts, as sent (the
 * compressed bodies on the wire), until the page responds and the network is idle, with nobody using it.
 */
const firstLoadScriptsMaxBytes = 150_000;

const paths = [...siteRoutes.map((route) => route.path), '/no-such-page'];

test.describe('first-load scripts stay within the size goal on every route', () => {
  for (const path of paths) {
    test(`${path}: at most ${firstLoadScriptsMaxBytes / 1000} kB of scripts as sent`, async ({ page }) => {
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
      });
      await page.goto(path);
      await waitForTakeover(page);
      await page.waitForLoadState('networkidle');
      const sent = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
      test.info().annotations.push({ type: 'first-load scripts', description: `${path}: ${sent} bytes as sent` });
      expect(sent).toBeGreaterThan(0);
      expect(sent).toBeLessThanOrEqual(firstLoadScriptsMaxBytes);
    });
  }
});
