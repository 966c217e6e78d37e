import { expect, test } from '@playwright/test';
import { company } from '@site/company';
import { remoteOrigin, type Remote } from './support/ports';
import { blockRemote, openPage, unavailableHeading, unblockRemote } from './support/site';

const sections: { remote: Remote; path: string; other: { path: string; link: string } }[] = [
  { remote: 'agency', path: '/about', other: { path: '/privacy', link: 'Privacy Policy' } },
  { remote: 'payments', path: '/payout', other: { path: '/about', link: 'About' } },
  { remote: 'legal', path: '/terms', other: { path: '/payout', link: 'Payout' } },
];

for (const { remote, path, other } of sections) {
  test(`when ${remote} is down, ${path} shows a fallback with Retry and the rest still works`, async ({ page }) => {
    await blockRemote(page, remote);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: other.link, exact: true }).click();
    await expect(page).toHaveURL(other.path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(unavailableHeading);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
    await unblockRemote(page, remote);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
  });
}

test('a section that failed is tried again on the next visit, without Retry', async ({ page }) => {
  await blockRemote(page, 'agency');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
  await unblockRemote(page, 'agency');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(unavailableHeading);
  await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
});

test('a remote that hangs gives the fallback within 8 seconds', async ({ page }) => {
  await page.route(`${remoteOrigin('payments')}/**`, () => {
    // Never answer: the request hangs like a stalled host.
  });
  const started = Date.now();
  await page.goto('/payin', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - started).toBeLessThan(8_000);
});

test('a broken remotes.json leaves the shell working with fallbacks', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/contact');
});

test('one React and one ui kit on the page: the shell context reaches remote pages', async ({ page }) => {
  await openPage(page, '/');
  await openPage(page, '/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Payout', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = await page.evaluate(() => {
    type Share = { loaded?: boolean; useIn?: string[]; from: string };
    const scope = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, Share>> }> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const instance of Object.values(scope)) {
      for (const [name, versions] of Object.entries(instance.default ?? {})) {
        for (const [version, share] of Object.entries(versions)) {
          if (share.loaded) (result[name] ??= []).push(`${version}@${share.from}`);
        }
      }
    }
    return result;
  });
  for (const name of ['react', 'react-dom', 'react-router-dom', '@site/ui']) {
    expect(new Set(loaded[name] ?? []).size, `${name}: ${JSON.stringify(loaded[name])}`).toBe(1);
  }
  // The closing band of a remote page reads the company's phone from the shell's SiteProvider through the
  // shared ui kit; a second copy of the kit or of React would find no provider and show the fallback.
  await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/Prefer to talk\? Call/)).toContainText(company.phone.display);
});
