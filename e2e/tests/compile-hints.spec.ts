import { expect, test, type Page } from '@playwright/test';
import { compileHint } from '@site/build/compileHint';
import { remoteOrigin } from './support/ports';
import { openPage, waitForInteractive } from './support/site';

/**
 * Every script opens with V8's compile hint, so its functions are compiled while it streams in, off the main
 * thread (shared/build/src/compileHintsPlugin.ts): the shell's at takeover, a remote's page code at the visitor's
 * first use, another remote's on a navigation.
 */

/** Each script the page receives, by URL, with its text. */
function scriptsReceived(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  return scripts;
}

test("every script the site runs opens with V8's compile hint: at takeover, at first use, on a navigation", async ({
  page,
  baseURL,
}) => {
  const scripts = scriptsReceived(page);
  await openPage(page, '/payout');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await waitForInteractive(page);

  const origins = [...new Set([...scripts.keys()].map((url) => new URL(url).origin))];
  expect(origins).toEqual(
    expect.arrayContaining([new URL(baseURL ?? '').origin, remoteOrigin('payments'), remoteOrigin('legal')]),
  );
  for (const [url, text] of scripts) expect((await text).startsWith(`${compileHint}\n`), url).toBe(true);
});
