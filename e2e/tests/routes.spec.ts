import { expect, test } from '@playwright/test';
import { company } from '@site/company';
import { siteRoutes } from '@site/routes';
import { holdBackApp, openPage } from './support/site';

test.describe('every route', () => {
  for (const route of siteRoutes) {
    test(`${route.path} renders its page with one h1 and a title`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openPage(page, route.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toHaveCount(0);
      await expect(page).toHaveTitle(/Meridian Tech Labs/);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path shows the not-found page, marked noindex, with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText(
        "Sorry, we couldn't find the page you're looking for. It might have been moved, deleted, or maybe it never existed.",
      ),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('Go Back returns to the previous page once the app has taken over', async ({ page }) => {
    await openPage(page, '/about');
    await openPage(page, '/missing');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/about');
  });

  test('Go Back works on the served 404 page before the app has taken over, and is hidden without JavaScript', async ({
    page,
    browser,
  }) => {
    await openPage(page, '/about');
    await holdBackApp(page);
    await page.goto('/missing');
    await expect(page.locator('html[data-interactive]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/about');

    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await withoutScripts.newPage();
    await staticPage.goto(new URL('/missing', page.url()).href);
    await expect(staticPage.getByRole('link', { name: 'Go Home' })).toBeVisible();
    await expect(staticPage.getByRole('button', { name: 'Go Back' })).toBeHidden();
    await withoutScripts.close();
  });

  test('/services/{slug} redirects to the direct service path', async ({ page }) => {
    await page.goto('/services/web-design');
    await expect(page).toHaveURL('/web-design');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/payment-orchestration is a real page', async ({ page }) => {
    const response = await page.goto('/payment-orchestration');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Payment Orchestration/i);
  });

  test('/sitemap.xml lists exactly the indexable routes as absolute URLs; robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexable = siteRoutes.filter((route) => !['/terms', '/refund-policy'].includes(route.path));
    expect([...locs].sort()).toEqual(indexable.map((route) => `${company.website}${route.path}`).sort());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${company.website}/sitemap.xml`);
  });

  test('each page carries its canonical URL and link-preview tags; noindex pages carry no canonical', async ({
    page,
  }) => {
    await openPage(page, '/payout');
    const title = await page.title();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${company.website}/payout`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${company.website}/payout`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${company.website}/og/payments.png`,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('title')).toHaveCount(1);
    // The picture the new page's section brought, named by its route table's head, in place of the last one.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${company.website}/og/legal.png`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  });
});
