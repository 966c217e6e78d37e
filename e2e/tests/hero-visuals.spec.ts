import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/site';

/**
 * Every hero with a product visual, as a visitor sees it at a phone's and a desktop's width. The baselines are
 * rendered by Debian's Chromium with the fonts `.ci/run` installs; after an intended change,
 * `pnpm --filter e2e exec playwright test tests/hero-visuals.spec.ts --update-snapshots` writes new ones.
 */
const heroes = {
  home: '/',
  'payment-orchestration': '/payment-orchestration',
  payout: '/payout',
  payin: '/payin',
  'upi-solutions': '/upi-solutions',
  'banking-service': '/banking-service',
  services: '/services',
  rankboost: '/rankboost',
  pricing: '/pricing',
  b2b: '/b2b',
  'web-design': '/web-design',
  'web-app-development': '/web-app-development',
  'website-24hrs': '/website-24hrs',
  'mobile-app-development': '/mobile-app-development',
  'api-integration': '/api-integration',
  'rest-api-construction': '/rest-api-construction',
  'seo-audit': '/seo-audit',
  'domestic-seo': '/domestic-seo',
  'international-seo': '/international-seo',
  'graphic-design': '/graphic-design',
} as const;

const widths = [390, 1280] as const;

/** The hero band: the section that holds the page's h1. */
const hero = (page: Page) => page.locator('section', { has: page.getByRole('heading', { level: 1 }) });

for (const width of widths) {
  test.describe(`hero visuals at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    for (const [name, path] of Object.entries(heroes)) {
      test(`${path} shows its product visual`, async ({ page }) => {
        await openPage(page, path);
        await expect(hero(page)).toHaveScreenshot(`${name}-${width}.png`);
      });
    }
  });
}

test.describe('the served HTML', () => {
  test.use({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });

  for (const name of ['home', 'payout', 'seo-audit'] as const) {
    test(`${heroes[name]} holds the finished visual before any script runs`, async ({ page }) => {
      await page.goto(heroes[name]);
      await expect(hero(page)).toHaveScreenshot(`${name}-1280.png`);
    });
  }
});

test.describe('with motion allowed', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });

  for (const name of ['payout', 'rankboost'] as const) {
    test(`${heroes[name]} plays its entrance once and settles on the finished visual`, async ({ page }) => {
      await openPage(page, heroes[name]);
      await expect(hero(page)).toHaveScreenshot(`${name}-1280.png`, { timeout: 15_000 });
    });
  }
});

test('a visual that carries information has a text alternative', async ({ page }) => {
  await openPage(page, '/payout');
  await expect(hero(page).getByRole('img', { name: /Sample payout dashboard/ })).toBeVisible();
});
