import { expect, test, type Locator, type Page } from '@playwright/test';
import { claims, company } from '@site/company';
import { siteRoutesOf } from '@site/routes/test/shippedSections';
import { accordionItems, accordionQuestions, holdBackApp, openPage, waitForInteractive } from './support/site';

/**
 * The five payments pages (remote mfe-payments) as a visitor sees them. Expected facts come from the SPEC
 * (§2 payments pages, §9 payout pricing and claims) and from `@site/company`, never from the pages' own copy.
 */

// ---------------------------------------------------------------------------------------------------------------
// Expectations

/** SPEC §9: payouts start at ₹2 per transaction for IMPS/UPI, RTGS or NEFT; no setup fees or AMC. */
const payoutRate = '₹2';
/** SPEC §2 /payout and §4: eight testimonial quotes rotating every 5 s; seven client logos; six FAQ questions. */
const testimonialCount = 8;
const rotationMs = 5_000;
const clientCount = 7;
/** SPEC §5: the contact form's service option for the payment products. */
const fintechService = 'Fintech Solutions';

/** Every payments page: what its h1 and title are about, and its main call to action (SPEC: CTAs go to /contact). */
const pages = [
  {
    path: '/payment-orchestration',
    h1: /one integration for every payment gateway/i,
    title: /Payment Orchestration/,
    contactCta: 'Talk to a Payments Expert',
  },
  { path: '/payout', h1: /instant bank payouts/i, title: /Payout/, contactCta: 'Create an Account' },
  { path: '/payin', h1: /accept payments/i, title: /Payment Gateway/, contactCta: 'Start Accepting Payments' },
  { path: '/upi-solutions', h1: /UPI payments/i, title: /UPI/, contactCta: 'Get Started with UPI' },
  { path: '/banking-service', h1: /banking/i, title: /Banking as a Service/, contactCta: 'Get Started' },
] as const;

/** SPEC §2 /payout: the six FAQ topics, in order. */
const payoutQuestions = [
  /what is a payout\?/i,
  /payout api/i,
  /use payouts for/i,
  /registered/i,
  /how long do transfers take/i,
  /success rate/i,
];

/** The estimator: monthly payouts typed → the amount shown at ₹2 each (Indian digit grouping). */
const estimates = [
  { typed: '100000', amount: '₹2,00,000' },
  { typed: '25,000', amount: '₹50,000' },
  { typed: '7', amount: '₹14' },
];
const invalidCounts = ['-5', '1.5', 'abc', '2e5'];

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const main = (page: Page) => page.getByRole('main');

/** The one labelled section of the page in which a visitor reads `text` (a heading, an eyebrow, a card title). */
async function sectionWith(page: Page, text: string): Promise<Locator> {
  const section = main(page)
    .getByRole('region')
    .filter({ has: page.getByText(text, { exact: true }) });
  await expect(section, `one section shows "${text}"`).toHaveCount(1);
  return section;
}

const cardTitles = (scope: Locator) => scope.getByRole('article').getByRole('heading');

/** Follows a link and checks that the contact form opened with Fintech Solutions chosen as the service. */
async function expectContactWithFintech(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/contact');
  const service = page.getByLabel('Service you need');
  await expect(service).toBeVisible();
  await expect(service.locator('option:checked')).toHaveText(fintechService);
}

const faqQuestions = (faq: Locator) => accordionQuestions(faq);

/** Exactly the item at `open` is expanded (none for null), and only its answer is shown. */
async function expectOpenItem(faq: Locator, open: number | null) {
  const items = accordionItems(faq);
  const count = await items.count();
  for (let index = 0; index < count; index += 1) {
    await expect(items.nth(index)).toHaveJSProperty('open', index === open);
  }
  const answers = faq.getByRole('region');
  if (open === null) return expect(answers).toHaveCount(0);
  await expect(answers).toHaveCount(1);
  await expect(answers).toHaveAccessibleName((await faqQuestions(faq).nth(open).innerText()).trim());
}

// Payout carousel and marquee.
const carousel = (page: Page) => page.getByRole('region', { name: /testimonials/i });
/** Only the current slide is exposed; the others are hidden from everyone. */
const shownQuote = (page: Page) => carousel(page).getByRole('group').getByRole('blockquote');
const position = (page: Page) => carousel(page).getByText(/^\d+ \/ \d+$/);
const playPause = (page: Page) =>
  carousel(page)
    .getByRole('button')
    .filter({ hasText: /^(Pause|Play)$/ });
/** Moves the pointer and the focus away from the carousel and the marquee (a click on the page's h1). */
const leave = (page: Page) => main(page).getByRole('heading', { level: 1 }).click();

/** The carousel, scrolled into view: it becomes a carousel once the app runs. */
async function openCarousel(page: Page) {
  await openPage(page, '/payout');
  await carousel(page).scrollIntoViewIfNeeded();
}

const marquee = (page: Page) => page.getByRole('region', { name: 'Businesses that send their payouts with us' });
const firstLogoX = async (page: Page) =>
  (await marquee(page).getByRole('listitem').first().boundingBox())?.x ?? Number.NaN;
/** The play states of the marquee track's CSS animations (none under reduced motion). */
const marqueeAnimationStates = (page: Page) =>
  marquee(page)
    .locator('div')
    .first()
    .evaluate((track) => track.getAnimations().map((animation) => animation.playState));
/** Resolves after the page has drawn two more frames: anything still moving has moved by then. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

// ---------------------------------------------------------------------------------------------------------------
// Every page

test('the suite walks every page the payments remote owns', () => {
  expect(pages.map((entry) => entry.path).sort()).toEqual(
    siteRoutesOf('payments')
      .map((route) => route.path)
      .sort(),
  );
});

for (const { path, h1, title, contactCta } of pages) {
  test(`${path}: h1, title, every internal link resolves, and '${contactCta}' opens the contact form`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPage(page, path);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(new RegExp(`${title.source}.*\\| ${company.name}$`));

    // Every link in the page, including those in closed FAQ answers and hidden slides.
    const hrefs = await main(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(
      hrefs.filter((href) => href === '' || href === '#'),
      'placeholder links',
    ).toEqual([]);
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/') || href.startsWith('#')))];
    expect(
      hrefs.filter((href) => !internal.includes(href) && !/^(mailto:|tel:|https:\/\/)/.test(href)),
      'other links',
    ).toEqual([]);

    for (const href of internal) {
      const url = new URL(href, page.url());
      const response = await page.request.get(url.pathname + url.search);
      expect(response.status(), `${href} answers 200`).toBe(200);
      // An anchor into this same page must name a section that exists on it.
      if (url.hash && url.pathname === path) {
        await expect(page.locator(url.hash), `${href} has its target`).toHaveCount(1);
      }
    }

    // The main call to action, clicked as a visitor would.
    const cta = main(page).getByRole('link', { name: contactCta, exact: true }).first();
    await expect(cta).toBeVisible();
    await cta.click();
    await expectContactWithFintech(page);
    expect(errors, 'script errors').toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// /payout

test.describe('/payout', () => {
  test('shows seven client names in the logo strip', async ({ page }) => {
    await openPage(page, '/payout');
    // The list read out and seen; its loop copy is hidden from assistive technology.
    const clients = marquee(page).getByRole('listitem');
    await expect(clients).toHaveCount(clientCount);
    const names = (await clients.allInnerTexts()).map((name) => name.trim());
    expect(new Set(names).size).toBe(clientCount);
    for (const name of names) expect(name).toMatch(/\w{3,}/);
    for (const client of await clients.all()) await expect(client).toBeVisible();
  });

  test('shows the payout toolkit, six use cases and the developer section', async ({ page }) => {
    await openPage(page, '/payout');
    await expect(cardTitles(await sectionWith(page, 'Payout links'))).toHaveText([
      /payout links/i,
      /multiple payout options/i,
      /payout analysis/i,
    ]);
    await expect((await sectionWith(page, 'Use cases')).getByRole('article')).toHaveCount(6);

    const documentation = main(page).getByRole('link', { name: 'View API Documentation', exact: true });
    await expect(documentation).toBeVisible();
    await expect(main(page).getByRole('link', { name: /API documentation/i })).toHaveCount(1);
    await documentation.click();
    await expectContactWithFintech(page);
  });

  test('prices payouts from ₹2 per transaction, with no setup fees or AMC, and an Enterprises plan', async ({
    page,
  }) => {
    await page.goto('/payout#pricing');
    const pricing = main(page).locator('#pricing');
    await expect(pricing).toBeVisible();
    await expect(pricing).toContainText(`Starts at ${payoutRate} per transaction`);
    await expect(pricing).toContainText(/IMPS\/UPI, RTGS or NEFT/);
    await expect(pricing).toContainText(/no setup fees or AMC/i);

    const plans = pricing.getByRole('article');
    await expect(plans).toHaveCount(2);
    await expect(plans.filter({ hasText: new RegExp(`Starts at\\s*${payoutRate}\\s*per transaction`) })).toHaveCount(1);
    await expect(plans.getByRole('heading', { name: 'Enterprises', exact: true })).toBeVisible();
    for (const plan of await plans.all()) {
      await expect(plan.getByRole('link')).toHaveAttribute('href', /^\/contact(\?|$)/);
    }
  });

  test('the estimator multiplies by ₹2, says it is an estimate and rejects invalid input', async ({ page }) => {
    await page.goto('/payout#pricing');
    const estimator = main(page).getByRole('group', { name: /estimate/i });
    const input = estimator.getByRole('textbox');
    const result = estimator.getByRole('status');

    for (const { typed, amount } of estimates) {
      await input.fill(typed);
      await expect(result, `${typed} payouts`).toContainText(amount);
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(estimator.getByText(/^this is an estimate\b/i)).toBeVisible();

    for (const typed of invalidCounts) {
      await input.fill(typed);
      await expect(input, `${typed} is invalid`).toHaveAttribute('aria-invalid', 'true');
      await expect(result, `${typed}: an error`).toHaveText(/enter|cannot|whole number|negative|digits/i);
      await expect(result, `${typed}: no amount`).not.toContainText('₹');
    }
    // A valid number afterwards shows an amount again.
    await input.fill('100000');
    await expect(result).toContainText('₹2,00,000');
  });

  test('FAQ: six questions, the first open, one at a time by mouse and keyboard, answers as markup', async ({
    page,
  }) => {
    await openPage(page, '/payout');
    const faq = await sectionWith(page, 'FAQ');
    const buttons = faqQuestions(faq);
    await expect(buttons).toHaveText(payoutQuestions);
    await expectOpenItem(faq, 0);

    // Mouse: each question opened in turn closes the one before; answers are elements, never literal tags.
    let bold = 0;
    for (let index = 1; index < payoutQuestions.length; index += 1) {
      await buttons.nth(index).click();
      await expectOpenItem(faq, index);
      const answer = faq.getByRole('region');
      await expect(answer).not.toHaveText(/<\/?[a-z][^>]*>/i);
      bold += await answer.getByRole('strong').count();
    }
    expect(bold, 'bold text in the answers').toBeGreaterThan(0);
    await expect(faq.getByRole('region')).toContainText(claims.payoutSuccessRate);
    await expect(faq.getByRole('region').getByRole('strong')).toContainText(claims.payoutSuccessRate);
    // Clicking the open question closes it.
    await buttons.nth(payoutQuestions.length - 1).click();
    await expectOpenItem(faq, null);

    // Keyboard: Enter and Space toggle; Tab moves on to the next question.
    await buttons.nth(3).focus();
    await page.keyboard.press('Enter');
    await expectOpenItem(faq, 3);
    await page.keyboard.press('Tab');
    await expect(buttons.nth(4)).toBeFocused();
    await page.keyboard.press('Space');
    await expectOpenItem(faq, 4);
    await page.keyboard.press('Space');
    await expectOpenItem(faq, null);
  });
});

test.describe('/payout testimonial carousel', () => {
  test('its controls show only once they work; every quote reads before', async ({ page }) => {
    await holdBackApp(page);
    await page.goto('/payout');
    await carousel(page).scrollIntoViewIfNeeded();
    const quotes = carousel(page).getByRole('group').getByRole('blockquote');
    expect(await quotes.count()).toBeGreaterThan(1);
    for (const quote of await quotes.all()) await expect(quote).toBeVisible();
    const carouselHeight = (await carousel(page).boundingBox())?.height;
    await expect(playPause(page)).toBeHidden();
    await expect(carousel(page).getByRole('button', { name: /next/i })).toBeHidden();
    const controlsBox = await carousel(page).locator('div').first().boundingBox();
    await waitForInteractive(page);
    await expect(playPause(page)).toBeVisible();
    await expect(carousel(page).getByRole('button', { name: /next/i })).toBeVisible();
    // They kept their place while hidden: showing them moves nothing, and the carousel keeps its height.
    expect(await carousel(page).locator('div').first().boundingBox()).toEqual(controlsBox);
    await expect(shownQuote(page)).toBeVisible();
    expect((await carousel(page).boundingBox())?.height).toBe(carouselHeight);
  });

  test(`Pause holds the quote past the ${rotationMs / 1000} s rotation; Play resumes it (fake clock)`, async ({
    page,
  }) => {
    await page.clock.install();
    await openCarousel(page);
    await expect(playPause(page)).toHaveText('Pause');
    await playPause(page).click();
    await expect(playPause(page)).toHaveText('Play');
    await leave(page);
    const paused = await shownQuote(page).innerText();
    await page.clock.runFor(rotationMs * 2);
    await expect(shownQuote(page)).toHaveText(paused);

    await playPause(page).click();
    await expect(playPause(page)).toHaveText('Pause');
    await leave(page);
    await page.clock.runFor(rotationMs);
    await expect(shownQuote(page)).not.toHaveText(paused);
  });

  test('next and previous move through all eight quotes', async ({ page }) => {
    await openCarousel(page);
    await playPause(page).click();
    const start = Number((await position(page).innerText()).split(' / ')[0]);
    const at = (step: number) =>
      `${((start - 1 + step + testimonialCount * 2) % testimonialCount) + 1} / ${testimonialCount}`;
    await expect(position(page)).toHaveText(at(0));
    await expect(carousel(page).getByRole('group')).toHaveCount(1);

    const quotes = [await shownQuote(page).innerText()];
    const next = carousel(page).getByRole('button', { name: /next/i });
    for (let step = 1; step <= testimonialCount; step += 1) {
      await next.click();
      await expect(position(page)).toHaveText(at(step));
      quotes.push(await shownQuote(page).innerText());
    }
    expect(new Set(quotes).size, 'eight different quotes').toBe(testimonialCount);
    expect(quotes.at(-1), 'back at the first').toBe(quotes[0]);

    const previous = carousel(page).getByRole('button', { name: /previous/i });
    for (let step = testimonialCount - 1; step >= 0; step -= 1) {
      await previous.click();
      await expect(position(page)).toHaveText(at(step));
      await expect(shownQuote(page)).toHaveText(quotes[step] ?? '');
    }
  });

  test('hovering pauses the rotation (fake clock)', async ({ page }) => {
    await page.clock.install();
    await openCarousel(page);
    await carousel(page).hover();
    const hovered = await position(page).innerText();
    await page.clock.runFor(rotationMs * 3);
    await expect(position(page)).toHaveText(hovered);

    await leave(page);
    await page.clock.runFor(rotationMs);
    await expect(position(page)).not.toHaveText(hovered);
  });

  test('under reduced motion it does not rotate by itself (fake clock)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openCarousel(page);
    await expect(playPause(page)).toHaveText('Play');
    await expect(position(page)).toHaveText(`1 / ${testimonialCount}`);
    await page.clock.runFor(rotationMs * 4);
    await expect(position(page)).toHaveText(`1 / ${testimonialCount}`);

    // The visitor can still start it.
    await playPause(page).click();
    await leave(page);
    await page.clock.runFor(rotationMs);
    await expect(position(page)).toHaveText(`2 / ${testimonialCount}`);
  });
});

test.describe('/payout logo marquee', () => {
  test('scrolls, and stops while hovered', async ({ page }) => {
    await openPage(page, '/payout');
    await marquee(page).scrollIntoViewIfNeeded();
    const start = await firstLogoX(page);
    await expect.poll(() => firstLogoX(page), { timeout: 3_000 }).not.toBe(start);

    await marquee(page).hover();
    await expect.poll(() => marqueeAnimationStates(page)).toEqual(['paused']);
    const hovered = await firstLogoX(page);
    await nextFrames(page);
    expect(await firstLogoX(page)).toBeCloseTo(hovered, 0);

    await leave(page);
    await expect.poll(() => firstLogoX(page), { timeout: 3_000 }).not.toBeCloseTo(hovered, 0);
  });

  test('stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/payout');
    await marquee(page).scrollIntoViewIfNeeded();
    await expect(marquee(page).getByRole('listitem')).toHaveCount(clientCount);
    expect(await marqueeAnimationStates(page)).toEqual([]);
    const start = await firstLogoX(page);
    await nextFrames(page);
    expect(await firstLogoX(page)).toBe(start);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// /payin

test.describe('/payin', () => {
  test('shows the five payment methods, three reasons, developer features, compliance and claims', async ({ page }) => {
    await openPage(page, '/payin');
    await expect(cardTitles(await sectionWith(page, 'Net Banking'))).toHaveText([
      'Cards',
      'Net Banking',
      'UPI',
      'Wallets',
      'EMI Options',
    ]);
    await expect(
      (await sectionWith(page, 'Why businesses choose our payment gateway')).getByRole('article'),
    ).toHaveCount(3);
    await expect(cardTitles(await sectionWith(page, 'Sandbox environment'))).toHaveText([
      /integration guide/i,
      /sandbox environment/i,
      /flexible APIs/i,
    ]);
    await expect(cardTitles(await sectionWith(page, 'PCI DSS'))).toHaveText([
      'PCI DSS',
      'ISO 27001',
      'SOC-2',
      'RBI licensed PA/PG',
    ]);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(
      main(page)
        .getByText(new RegExp(`${escape(claims.paymentOptions)} payment options`))
        .first(),
    ).toBeVisible();
    await expect(
      main(page)
        .getByText(new RegExp(`${escape(claims.banks)} (partner )?banks`))
        .first(),
    ).toBeVisible();
  });

  test('each developer resource leads to the contact page with Fintech Solutions chosen', async ({ page }) => {
    await openPage(page, '/payin');
    const developer = await sectionWith(page, 'Sandbox environment');
    const resources = developer.getByRole('link');
    await expect(resources).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      await resources.nth(index).click();
      await expectContactWithFintech(page);
      await page.goBack();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/accept payments/i);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// /upi-solutions

const upiTabs = ['UPI Intent', 'UPI InApp', 'UPI Collect'];

test.describe('/upi-solutions', () => {
  /** The selected tab is `name`, it has focus when asked, and only its panel shows: a description and four benefits. */
  async function expectSelected(page: Page, name: string, { focused = false } = {}) {
    const tab = (label: string) => page.getByRole('tablist').getByRole('tab', { name: label, exact: true });
    for (const label of upiTabs) {
      await expect(tab(label)).toHaveAttribute('aria-selected', String(label === name));
    }
    if (focused) await expect(tab(name)).toBeFocused();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName(name);
    await expect(panel.getByRole('paragraph').first()).toHaveText(/\S.{40,}/);
    await expect(panel.getByRole('listitem')).toHaveCount(4);
  }

  test('three WAI-ARIA tabs, the first selected, switched by click and keyboard', async ({ page }) => {
    await openPage(page, '/upi-solutions');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveText(upiTabs);
    await expectSelected(page, 'UPI Intent');

    for (const name of [...upiTabs.slice(1), upiTabs[0] ?? '']) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expectSelected(page, name);
    }

    await tabs.first().focus();
    const keys: readonly [string, string][] = [
      ['ArrowRight', 'UPI InApp'],
      ['ArrowRight', 'UPI Collect'],
      ['ArrowRight', 'UPI Intent'],
      ['ArrowLeft', 'UPI Collect'],
      ['ArrowLeft', 'UPI InApp'],
      ['Home', 'UPI Intent'],
      ['End', 'UPI Collect'],
    ];
    for (const [key, name] of keys) {
      await page.keyboard.press(key);
      await expectSelected(page, name, { focused: true });
    }
  });

  test('explains VPA and the 8 to 11 digit UPI Number', async ({ page }) => {
    await openPage(page, '/upi-solutions');
    const vpa = main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: /VPA/ }) });
    const upiNumber = main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: /UPI Number/ }) });
    await expect(vpa).toBeVisible();
    await expect(vpa).toContainText(/UPI ID/);
    await expect(upiNumber).toBeVisible();
    await expect(upiNumber).toContainText('8 to 11 digits');
    await expect(upiNumber).toContainText(/10-digit mobile number/);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// /banking-service

test.describe('/banking-service', () => {
  test('six capabilities, three segments of four features, two strategy benefits', async ({ page }) => {
    await openPage(page, '/banking-service');
    await expect((await sectionWith(page, 'Capabilities')).getByRole('article')).toHaveCount(6);

    const segments = (await sectionWith(page, 'Startups')).getByRole('article');
    await expect(segments.getByRole('heading')).toHaveText(['Startups', 'Freelancers', 'D2C Businesses']);
    for (const segment of await segments.all()) await expect(segment.getByRole('listitem')).toHaveCount(4);

    await expect((await sectionWith(page, 'Strategy')).getByRole('article')).toHaveCount(2);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// /payment-orchestration

test.describe('/payment-orchestration', () => {
  test('explains routing, failover and reconciliation, with steps and an FAQ whose first item is open', async ({
    page,
  }) => {
    await openPage(page, '/payment-orchestration');
    const cards = cardTitles(await sectionWith(page, 'What it is'));
    await expect(cards.filter({ hasText: /routing by success rate and cost/i })).toHaveCount(1);
    await expect(cards.filter({ hasText: /automatic failover/i })).toHaveCount(1);
    await expect(cards.filter({ hasText: /reconciliation/i })).toHaveCount(1);

    const steps = (await sectionWith(page, 'How it works')).getByRole('listitem');
    expect(await steps.count()).toBeGreaterThanOrEqual(3);
    await expect(steps.first().getByRole('heading')).toHaveText(/^Step 1:/);

    const faq = await sectionWith(page, 'FAQ');
    expect(await faqQuestions(faq).count()).toBeGreaterThanOrEqual(3);
    await expectOpenItem(faq, 0);
    await faqQuestions(faq).nth(1).click();
    await expectOpenItem(faq, 1);
  });
});
