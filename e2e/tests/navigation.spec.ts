import { expect, test } from '@playwright/test';
import { serviceGroups } from '@site/routes';
import { expectBarCompactPast20px, openPage } from './support/site';

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Services dropdown opens on hover and lists every link of the four groups', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Services menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const group of serviceGroups) {
      await expect(nav.getByText(group.label, { exact: true })).toBeVisible();
      for (const link of group.links) {
        // Wholly on the screen: the panel never runs past its edge.
        await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeInViewport({ ratio: 1 });
      }
    }
    // A pointer moving down from the item into the panel keeps it open.
    const services = await nav.getByRole('link', { name: 'Services', exact: true }).boundingBox();
    const panelLink = nav.getByRole('link', { name: serviceGroups.at(-1)?.links[0]?.label, exact: true });
    const target = await panelLink.boundingBox();
    if (!services || !target) throw new Error('the Services item and the panel are laid out');
    await page.mouse.move(services.x + services.width / 2, target.y + target.height / 2, { steps: 12 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panelLink).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens, Esc closes and returns focus, Tab out closes', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Services menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Web Design', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a service reaches its page and marks it current', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services menu' }).click();
    await nav.getByRole('link', { name: 'Payout', exact: true }).click();
    await expect(page).toHaveURL('/payout');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Services menu' })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test("the bar turns compact after 20 px of scroll, by CSS on the scroll's timeline", async ({ page }) => {
    await openPage(page, '/about');
    const header = page.getByRole('banner');
    const served = await header.getAttribute('class');
    await expectBarCompactPast20px(page);
    // Chromium compacts it itself: the app adds no class (the `.compact` path is Firefox's, e2e/engines).
    await expect(header).toHaveAttribute('class', served ?? '');
    expect(
      await header.evaluate((element) =>
        element.getAnimations().some((animation) => animation.timeline?.constructor.name === 'ScrollTimeline'),
      ),
    ).toBe(true);
  });

  test('the scroll-to-top control appears past 300 px and returns to the top', async ({ page }) => {
    await openPage(page, '/about');
    const control = page.getByRole('link', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(control).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(control).toBeVisible();
    await control.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(control).toBeHidden();
  });

  test('a navigation starts the next page at the top', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens one group and one subgroup at a time and closes on a link', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').first()).toBeFocused();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const services = menu.locator('summary', { hasText: 'Services' });
    await services.click();
    await expect(services.locator('..')).toHaveJSProperty('open', true);
    const webtech = menu.locator('summary', { hasText: 'WebTech Solutions' });
    const payments = menu.locator('summary', { hasText: 'Payment Solution' });
    await webtech.click();
    await expect(menu.getByRole('link', { name: 'Web Design' })).toBeVisible();
    await payments.click();
    await expect(webtech.locator('..')).toHaveJSProperty('open', false);
    await expect(menu.getByRole('link', { name: 'Web Design' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'UPI Solutions' })).toBeVisible();
    await menu.getByRole('link', { name: 'UPI Solutions' }).click();
    await expect(page).toHaveURL('/upi-solutions');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'UPI Solutions' })).toBeHidden();
  });

  test('Esc closes the menu and returns focus to the toggle', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test('the footer has the legal links and no link that goes nowhere', async ({ page }) => {
  await openPage(page, '/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Privacy Policy', 'Terms of Service', 'Refund Policy']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  const hrefs = await page.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.filter((href) => !href || href === '#')).toEqual([]);
});
