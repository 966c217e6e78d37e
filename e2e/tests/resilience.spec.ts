import { expect, test, type Page } from '@playwright/test';
import { company } from '@site/company';
import { remoteOrigin, type Remote } from './support/ports';
import { blockRemote, openPage, unavailableHeading, unblockRemote, waitForInteractive } from './support/site';

type Fault = 'aborted' | 'failing with 500' | 'hanging' | 'serving broken JavaScript';
const faults: readonly Fault[] = ['aborted', 'failing with 500', 'hanging', 'serving broken JavaScript'];

/** Makes every request to a remote's origin fail the given way. */
async function breakRemote(page: Page, remote: Remote, fault: Fault) {
  await page.route(`${remoteOrigin(remote)}/**`, async (route) => {
    switch (fault) {
      case 'aborted':
        return route.abort('connectionrefused');
      case 'failing with 500':
        return route.fulfill({ status: 500, body: 'down' });
      case 'hanging':
        return; // Never answer: the request hangs like a stalled host.
      case 'serving broken JavaScript':
        if (!route.request().url().endsWith('.js')) return route.fallback();
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'var broken = (;' });
    }
  });
}

/** A page of each remote, a sentence of its served content, and the footer link that leads to it. */
const sections: { remote: Remote; path: string; sentence: string; link: string }[] = [
  { remote: 'agency', path: '/about', sentence: 'A team of designers, engineers, SEO specialists', link: 'About' },
  {
    remote: 'payments',
    path: '/payout',
    sentence: 'Send money to any bank account or UPI ID in India',
    link: 'Payout',
  },
  { remote: 'legal', path: '/terms', sentence: 'merchants who use our payment gateway', link: 'Terms of Service' },
];

for (const { remote, path, sentence } of sections) {
  for (const fault of faults) {
    test(`with ${remote} ${fault} on the first load, ${path} keeps its served page`, async ({ page }) => {
      await breakRemote(page, remote, fault);
      await page.goto(path);
      await waitForInteractive(page);
      const main = page.getByRole('main');
      await expect(main.getByText(sentence)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
      await expect(page).toHaveURL(path);
      // Its head is read back from the served tags (its route table never came): its picture, once, as served.
      const picture = page.locator('head meta[property="og:image"]');
      await expect(picture).toHaveCount(1);
      await expect(picture).toHaveAttribute('content', `${company.website}/og/${remote}.png`);
      if (remote === 'payments') {
        // The estimator needs the remote's code: a polite notice says so; the FAQ still opens natively.
        await expect(main.getByRole('status').filter({ hasText: 'could not be loaded' })).toBeVisible();
        const question = main.locator('details').nth(1);
        await question.locator('summary').click();
        await expect(question).toHaveJSProperty('open', true);
        // The testimonials stay a strip of every quote; the carousel's controls are not offered without its code.
        const carousel = main.getByRole('region', { name: 'Payout customer testimonials' });
        await expect(carousel.getByRole('button')).toHaveCount(0);
        const lastSlide = carousel.getByRole('group').last();
        await lastSlide.scrollIntoViewIfNeeded();
        await expect(lastSlide.getByRole('blockquote')).toBeInViewport({ ratio: 1 });
      }
    });
  }
}

// From here on a remote is down before the first page opens: once the visitor uses that page, links in view
// prefetch their sections' entries, and a page chunk failing after its entry loaded is a redeploy, answered with
// a reload (RemoteSectionRoute.tsx; redeploy.spec.ts), not with the fallback these tests are about.
for (const { remote, path, link } of sections) {
  for (const fault of faults) {
    test(`from /contact into ${path} with ${remote} ${fault}: the fallback, and Retry recovers`, async ({ page }) => {
      await breakRemote(page, remote, fault);
      await openPage(page, '/contact');
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await unblockRemote(page, remote);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
    });
  }
}

test('after a failure, the rest of the site works and going back shows the fallback with Retry', async ({ page }) => {
  await blockRemote(page, 'agency');
  await openPage(page, '/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(unavailableHeading);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
  await unblockRemote(page, 'agency');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
});

test('a section that failed is tried again on the next visit, without Retry', async ({ page }) => {
  await blockRemote(page, 'agency');
  await openPage(page, '/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
  await unblockRemote(page, 'agency');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(unavailableHeading);
  await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
});

test('a page chunk gone after a redeploy reloads the page once, and the page is served again', async ({ page }) => {
  await openPage(page, '/contact');
  // The agency's entry still loads; the page's own chunk is gone, as when a redeploy removed the build it belongs to.
  await page.route(/\/page-about\.[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/about'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await reload;
  await expect(page.getByRole('main').getByText('A team of designers, engineers, SEO specialists')).toBeVisible();
  await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
});

test('a remote that hangs gives the fallback within 8 seconds of the click', async ({ page }) => {
  await breakRemote(page, 'payments', 'hanging');
  await openPage(page, '/contact');
  const started = Date.now();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Payin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - started).toBeLessThan(8_000);
});

test('a broken remotes.json leaves the served page and the shell working', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/about');
  await waitForInteractive(page);
  await expect(page.getByRole('main').getByText('A team of designers, engineers, SEO specialists')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: unavailableHeading })).toBeVisible();
});

test('an unreadable paths.json: the served page takes over, and a link to another page loads it as a document', async ({
  page,
}) => {
  await page.route('**/paths.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/payout');
  await waitForInteractive(page);
  // The page as served is routed to the app its container names, so the takeover keeps it.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(documents).toEqual(['/payout', '/privacy']);
});

test('one React and one ui kit on the page: the shell context reaches remote pages', async ({ page }) => {
  await openPage(page, '/');
  await openPage(page, '/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Payout', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const loaded = await page.evaluate(() => {
    // A tree-shaken share (react-router-dom, framer-motion) records its load under `treeShaking`.
    type Share = { loaded?: boolean; treeShaking?: { loaded?: boolean }; from: string };
    const scope = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, Share>> }> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const instance of Object.values(scope)) {
      for (const [name, versions] of Object.entries(instance.default ?? {})) {
        for (const [version, share] of Object.entries(versions)) {
          if (share.loaded || share.treeShaking?.loaded) (result[name] ??= []).push(`${version}@${share.from}`);
        }
      }
    }
    return result;
  });
  for (const name of ['react', 'react-dom', 'react-router-dom', 'framer-motion', '@site/ui']) {
    expect(new Set(loaded[name] ?? []).size, `${name}: ${JSON.stringify(loaded[name])}`).toBe(1);
  }
  // The closing band of a remote page reads the company's phone from the shell's SiteProvider through the
  // shared ui kit; a second copy of the kit or of React would find no provider and show the fallback.
  await expect(page.getByRole('heading', { name: unavailableHeading })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/Prefer to talk\? Call/)).toContainText(company.phone.display);
});
