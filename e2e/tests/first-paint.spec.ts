import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fragmentAttribute, interactiveAttribute } from '@site/document';
import { serviceGroups } from '@site/routes';
import { e2eDataDir } from './support/ports';
import { expectBarCompactPast20px, holdBackScripts, waitForInteractive } from './support/site';

/**
 * The served page works from its first paint: before the app's scripts arrive, and with JavaScript
 * off, every control responds natively (or through the page's tiny inline script), and the app's takeover
 * keeps what the visitor did.
 */

const notYetInteractive = (page: Page) => expect(page.locator('html')).not.toHaveAttribute(interactiveAttribute);
const faqSection = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Frequently asked questions' });
/** An accordion item (a native details) by its question. */
const item = (page: Page, question: RegExp) => page.getByRole('main').locator('details', { hasText: question });
const tabList = (page: Page) => page.getByRole('main').getByRole('tablist');
/**
 * The header's backdrop once the open menu's style has settled (its transition runs for --motion-fast): the
 * served page's inline styles must carry the open menu's rules, as the app's stylesheet does.
 */
const headerBackdrop = async (page: Page) => {
  const banner = page.getByRole('banner');
  await banner.evaluate((header) =>
    Promise.all(
      header
        .getAnimations({ subtree: true })
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
  return banner.evaluate((header) => {
    const { backgroundColor, backdropFilter } = getComputedStyle(header);
    return { backgroundColor, backdropFilter, height: header.getBoundingClientRect().height };
  });
};

test.describe('before the app has loaded (every script held back 8 s)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tapped home FAQ question opens at once and is still open after takeover', async ({ page }) => {
    const scripts = await holdBackScripts(page);
    await page.goto('/');
    const question = item(page, /What services does/);
    await question.locator('summary').tap();
    await expect(question).toHaveJSProperty('open', true, { timeout: 1_000 });
    await expect(question.getByRole('region')).toBeVisible({ timeout: 1_000 });
    await notYetInteractive(page);

    scripts.release();
    await waitForInteractive(page);
    await expect(question).toHaveJSProperty('open', true);
    await expect(question.getByRole('region')).toBeVisible();
    // The app follows it: one open at a time, and a second tap closes it.
    await question.locator('summary').tap();
    await expect(question).toHaveJSProperty('open', false);
    await expect(faqSection(page).locator('details[open]')).toHaveCount(0);
  });

  test('a tapped /b2b tab shows its panel at once and stays chosen after takeover', async ({ page }) => {
    const scripts = await holdBackScripts(page);
    await page.goto('/b2b');
    const fintech = tabList(page).getByRole('tab', { name: 'Fintech & Payments' });
    await fintech.tap();
    await expect(fintech).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    await expect(page.getByRole('main').getByRole('tabpanel')).toHaveAccessibleName('Fintech & Payments', {
      timeout: 1_000,
    });
    await expect(page).toHaveURL('/b2b');
    await notYetInteractive(page);

    scripts.release();
    await waitForInteractive(page);
    await expect(fintech).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByRole('tabpanel')).toHaveAccessibleName('Fintech & Payments');
    await tabList(page).getByRole('tab', { name: 'E-commerce' }).tap();
    await expect(page.getByRole('main').getByRole('tabpanel')).toHaveAccessibleName('E-commerce');
  });

  test('the mobile menu opens on a tap and is still open after takeover', async ({ page }) => {
    const scripts = await holdBackScripts(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible({ timeout: 1_000 });
    await menu.locator('summary', { hasText: 'Services' }).tap();
    await menu.locator('summary', { hasText: serviceGroups[0]?.label ?? '' }).tap();
    await expect(menu.getByRole('link', { name: serviceGroups[0]?.links[0]?.label, exact: true })).toBeVisible({
      timeout: 1_000,
    });
    const servedBackdrop = await headerBackdrop(page);
    await notYetInteractive(page);
    expect(servedBackdrop.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');

    scripts.release();
    await waitForInteractive(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: serviceGroups[0]?.links[0]?.label, exact: true })).toBeVisible();
    // The header behind the open menu looked as it does with the app: opaque, blurred, compact.
    expect(await headerBackdrop(page)).toEqual(servedBackdrop);
  });

  test('a contact form filled in every field and sent before the app is delivered once, after takeover', async ({
    page,
  }) => {
    // A defect once reported: the service chosen was reset at takeover, the held Send failed validation and its
    // "will be sent in a moment" note stayed on screen; nothing was delivered.
    test.setTimeout(90_000);
    await holdBackScripts(page);
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1.0/email/send') && request.method() === 'POST') sends.push(request.url());
    });
    await page.goto('/contact');
    const message = `E2E ${Date.now().toString(36)}: sent before the page had finished loading.`;
    await page.getByLabel('Full name').fill('Asha Verma');
    await page.getByLabel('Email address').fill('asha.verma@example.in');
    await page.getByLabel('Phone number').fill('+91 98200 12345');
    await page.getByLabel('Service you need').selectOption('fintech-solutions');
    await page.getByLabel('Your message').fill(message);
    await page.getByRole('button', { name: 'Send Message' }).tap();
    const form = page.getByRole('form', { name: 'Contact form' });
    const pendingNote = form.getByRole('status').filter({ hasText: /will be sent in a moment/ });
    await expect(pendingNote).toBeVisible({ timeout: 1_000 });
    await notYetInteractive(page);

    // Each script arrives 8 s late (the app's chunks in a few rounds; the form's own after the chrome's, as the
    // page responds): once the form's app has hydrated it, the app sends it with its usual states.
    await expect(page.locator('html')).toHaveAttribute(interactiveAttribute, '', { timeout: 60_000 });
    const formFragment = page.locator(`[${fragmentAttribute}]`, { has: form });
    await expect(formFragment).toHaveAttribute(interactiveAttribute, '', { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: "Message sent! We'll be in touch soon." })).toBeVisible();
    await expect(page.getByText('Please select a service')).toHaveCount(0);
    await expect(pendingNote).toBeHidden();
    await expect(page.getByLabel('Your message')).toHaveValue('');
    const outbox = await readFile(join(e2eDataDir, 'outbox.jsonl'), 'utf8');
    const delivered = outbox.split('\n').filter((line) => line.includes(message));
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(delivered[0] ?? '{}')).toMatchObject({
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      phone: '+91 98200 12345',
      service: 'Fintech Solutions',
      message,
    });
    expect(sends).toHaveLength(1);
  });
});

test.describe('before the app has loaded, on a wide screen', () => {
  test('the scroll-to-top control appears past 300 px and returns to the top', async ({ page }) => {
    const scripts = await holdBackScripts(page);
    await page.goto('/pricing');
    const control = page.getByRole('link', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await expect(control).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect(control).toBeVisible({ timeout: 1_000 });
    await control.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(control).toBeHidden();
    await notYetInteractive(page);

    // Taken over while scrolled, the control stays where it was.
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect(control).toBeVisible();
    scripts.release();
    await waitForInteractive(page);
    await expect(control).toBeVisible();
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ opens natively, one answer at a time, and every answer can be read', async ({ page }) => {
    await page.goto('/');
    const items = faqSection(page).locator('details');
    await expect(items).toHaveCount(5);
    for (const [index, details] of (await items.all()).entries()) {
      await details.locator('summary').click();
      await expect(details.getByRole('region')).toBeVisible();
      await expect(faqSection(page).locator('details[open]')).toHaveCount(1);
      if (index === 0) {
        await details.locator('summary').click();
        await expect(faqSection(page).locator('details[open]')).toHaveCount(0);
      }
    }
  });

  test('every /b2b tab panel can be read, and each tab leads to its own', async ({ page }) => {
    await page.goto('/b2b');
    const tabs = tabList(page).getByRole('tab');
    const panels = page.getByRole('main').getByRole('tabpanel');
    await expect(panels).toHaveCount(await tabs.count());
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    await tabs.last().click();
    await expect(page).toHaveURL(/\/b2b#/);
    await expect(panels.last()).toBeInViewport();
  });

  test('the mobile menu and its groups open natively', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await menu.locator('summary', { hasText: 'Services' }).click();
    const [first, second] = serviceGroups;
    await menu.locator('summary', { hasText: first?.label ?? '' }).click();
    await expect(menu.getByRole('link', { name: first?.links[0]?.label, exact: true })).toBeVisible();
    await menu.locator('summary', { hasText: second?.label ?? '' }).click();
    await expect(menu.getByRole('link', { name: first?.links[0]?.label, exact: true })).toBeHidden();
    await expect(menu.getByRole('link', { name: second?.links[0]?.label, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeHidden();
  });

  test('the Services dropdown opens on hover and on focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const payout = nav.getByRole('link', { name: 'Payout', exact: true });
    await expect(payout).toBeHidden();
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(payout).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(payout).toBeHidden();
    await nav.getByRole('button', { name: 'Services menu' }).focus();
    await expect(payout).toBeVisible();
  });

  test('the bar turns compact after 20 px of scroll', async ({ page }) => {
    await page.goto('/about');
    await expectBarCompactPast20px(page);
  });

  test('the scroll-to-top control appears past 300 px and returns to the top', async ({ page }) => {
    await page.goto('/about');
    const control = page.getByRole('link', { name: 'Scroll to top' });
    await expect(control).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect(control).toBeVisible();
    await control.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every payout testimonial can be read, one swipe or scroll at a time', async ({ page }) => {
    await page.goto('/payout');
    const carousel = page.getByRole('region', { name: /testimonials/i });
    // Its controls need the app, so they are not offered.
    await expect(carousel.getByRole('button')).toHaveCount(0);
    const slides = carousel.getByRole('group');
    expect(await slides.count()).toBeGreaterThan(1);
    for (const slide of await slides.all()) {
      await slide.scrollIntoViewIfNeeded();
      await expect(slide.getByRole('blockquote')).toBeInViewport({ ratio: 1 });
    }
  });
});
