import { expect, test, type Locator, type Page } from '@playwright/test';
import { claims, company } from '@site/company';
import { contactServices } from '@site/routes';
import { accordionItems, accordionQuestion, accordionQuestions, openPage } from './support/site';

/**
 * A visitor's walk through every page of the agency remote (mfe-agency): /, /about, /services, /rankboost,
 * /pricing, /b2b and the ten service pages. Expected facts come from the SPEC (§2, §4, §9) and from
 * `@site/company` / `@site/routes`; headings and titles are the copy a visitor reads.
 */

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
/** A page section, by the text of its h2 (sections are regions named by their heading). */
const section = (page: Page, heading: string | RegExp) =>
  main(page).getByRole('region', { name: heading, exact: typeof heading === 'string' });
/** Cards are articles; each card grid is a list of them. */
const cards = (scope: Locator) => scope.getByRole('article');
/** Process steps are h3s that read 'Step N: Title' to assistive technology. */
const stepHeadings = (scope: Locator) => scope.getByRole('heading', { level: 3, name: /^Step \d+:/ });
const link = (page: Page, name: string) => main(page).getByRole('link', { name, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole text, case-insensitive: the SPEC writes features and steps in lower case. */
const whole = (text: string) => new RegExp(`^${escapeRegExp(text)}$`, 'i');

async function expectSteps(page: Page, titles: readonly string[]) {
  await expect(stepHeadings(main(page))).toHaveText(
    titles.map((title, index) => new RegExp(`^Step ${index + 1}: ${escapeRegExp(title)}$`, 'i')),
  );
}

/** An FAQ accordion: which item is open, and exactly the open item's answer shown. */
async function expectOpenItem(faq: Locator, open: number | null) {
  const items = accordionItems(faq);
  const count = await items.count();
  for (let index = 0; index < count; index += 1) {
    await expect(items.nth(index)).toHaveJSProperty('open', index === open);
  }
  // Closed answers are hidden, so only the open one is a visible region (named by its question).
  const answers = faq.getByRole('region');
  await expect(answers).toHaveCount(open === null ? 0 : 1);
  if (open !== null) {
    await expect(answers).toHaveAccessibleName((await accordionQuestions(faq).nth(open).textContent()) ?? '');
  }
}

/** Presses Tab from where focus is until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${maxPresses} presses`);
}

const siteUrl = (href: string) => new URL(href, 'http://site.invalid');
/** The location an href leads to, as the router sees it (path, query and hash). */
const locationOf = (href: string) => {
  const url = siteUrl(href);
  return `${url.pathname}${url.search}${url.hash}`;
};
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

type ContactServiceLabel = (typeof contactServices)[number]['label'];
const contactServiceSelect = (page: Page) => page.getByLabel('Service you need');

// ---------------------------------------------------------------------------------------------------------
// Expectations, page by page
// ---------------------------------------------------------------------------------------------------------

interface AgencyPage {
  readonly path: string;
  readonly h1: string;
  /** The document title before ' | {company name}'. */
  readonly title: string;
  /** What else a visitor sees on this page. */
  readonly check?: (page: Page, entry: AgencyPage) => Promise<void>;
}

const mainPages: readonly AgencyPage[] = [
  {
    path: '/',
    h1: 'Technology that helps Indian businesses grow',
    title: 'Web Design, App Development, SEO & Payments',
    check: async (page, entry) => {
      await expect(main(page).getByText(`Trusted by ${claims.businesses} Businesses`, { exact: true })).toBeVisible();
      await clickThrough(page, link(page, 'Get Started Today'), '/contact', entry);
      await clickThrough(page, link(page, 'Explore Services'), '/services', entry);
      await expect(cards(section(page, 'A technology partner that owns the outcome'))).toHaveCount(3);
      await expect(cards(section(page, 'Services built around your growth'))).toHaveCount(6);
      const testimonials = section(page, 'What our clients say').getByRole('figure');
      await expect(testimonials).toHaveCount(3);
      await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
      const faq = section(page, 'Frequently asked questions');
      await expect(accordionQuestions(faq)).toHaveCount(5);
      await expectOpenItem(faq, null);
      await expect(link(page, 'Get Free Consultation')).toHaveAttribute('href', '/contact');
      await expect(link(page, 'Chat on WhatsApp (opens in a new tab)')).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${company.whatsapp.number}\\b`),
      );
    },
  },
  {
    path: '/about',
    h1: 'We build the technology Indian businesses grow on',
    title: 'About Us: Our Story, Mission and Values',
    check: async (page, entry) => {
      const founded = `${company.founded.month} ${company.founded.year}`;
      expect(founded).toBe('June 2025'); // SPEC §2
      const story = section(page, `Founded in ${founded}`);
      await expect(story).toBeVisible();
      // Three stat tiles, each a label and one of the SPEC's marketing claims.
      await expect(story.getByRole('term')).toHaveCount(3);
      const values = await story.getByRole('definition').allTextContents();
      expect(values).toHaveLength(3);
      for (const value of values) expect(Object.values(claims)).toContain(value.trim());
      await expect(cards(section(page, 'Our core values'))).toHaveCount(4);
      const testimonials = section(page, 'Trusted by growing businesses').getByRole('figure');
      await expect(testimonials).toHaveCount(2);
      // Each caption names the person, then 'role, company': 'Vikram Desai Managing Director, Desai Industrial…'.
      for (const testimonial of await testimonials.all()) {
        await expect(testimonial).toHaveAccessibleName(/^\S+ \S+ [^,]+, \S.+$/);
      }
      await expect(section(page, 'Why businesses choose us').getByRole('listitem')).toHaveCount(6);
      await clickThrough(page, link(page, "Let's Talk"), '/contact', entry);
    },
  },
  {
    path: '/services',
    h1: 'Everything your business needs to launch, scale and be found',
    title: 'Web, App, API & SEO Services in India',
    check: async (page) => {
      const services = cards(section(page, 'Services that work together'));
      await expect(services).toHaveCount(12);
      for (const card of await services.all()) {
        await expect(card.getByText(/^(WebTech|Rank Boost)$/)).toHaveCount(1);
        await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveCount(1);
      }
      await expect(services.getByText('WebTech', { exact: true }).first()).toBeVisible();
      await expect(services.getByText('Rank Boost', { exact: true }).first()).toBeVisible();
      await expectSteps(page, ['Discover & Strategize', 'Build & Implement', 'Launch & Grow']);
      await expect(link(page, 'Get in Touch').last()).toHaveAttribute('href', '/contact');
    },
  },
  {
    path: '/rankboost',
    h1: 'Rank higher, get found and grow with RankBoost SEO',
    title: 'RankBoost SEO Services & Monthly Packages',
    check: async (page) => {
      // SPEC §9 packages, per month, under the anchor 'packages'.
      const packages = cards(main(page).locator('#packages'));
      await expect(packages).toHaveCount(3);
      const expected = [
        { name: 'Starter', price: '₹15,000 per month', keywords: '5 keywords', popular: false },
        { name: 'Professional', price: '₹30,000 per month', keywords: '15 keywords', popular: true },
        { name: 'Enterprise', price: '₹50,000 per month', keywords: 'unlimited keywords', popular: false },
      ];
      for (const [index, plan] of expected.entries()) {
        const card = packages.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
        await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
        await expect(card.getByRole('listitem').filter({ hasText: whole(plan.keywords) })).toHaveCount(1);
        await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(plan.popular ? 1 : 0);
        await expect(card.getByRole('link')).toHaveAttribute('href', /^\/contact/);
      }
      // Case-study results cards: a client, the improvement, its key metric and timeframe.
      const results = section(page, 'What RankBoost campaigns deliver').getByRole('listitem');
      expect(await results.count()).toBeGreaterThan(0);
      for (const result of await results.all()) {
        await expect(result.getByRole('heading', { level: 3 })).toBeVisible();
        await expect(result.getByRole('term')).toHaveText(['Key metric', 'Timeframe']);
      }
      await expect(cards(section(page, 'Complete SEO services under one plan'))).toHaveCount(6);
    },
  },
  {
    path: '/pricing',
    h1: 'Simple, transparent pricing',
    title: 'Pricing: Websites, Software & SEO Plans',
    check: async (page) => {
      await expectPricingPlans(page);
      await expectComparisonTable(page);
    },
  },
  {
    path: '/b2b',
    h1: 'Technology solutions built for businesses that serve businesses',
    title: 'B2B Software, Fintech & E-commerce Solutions',
    check: async (page) => {
      await expect(b2bTabList(page).getByRole('tab')).toHaveText(b2bTabs);
      await expectSelectedTab(page, 0);
      await expectSteps(page, ['Discover & Strategize', 'Build & Implement', 'Deploy & Grow']);
      await expect(link(page, 'Contact Our Team')).toHaveAttribute('href', '/contact');
    },
  },
];

/** The ten service pages (SPEC §2): the named process steps, or only how many where the SPEC names none. */
interface ServicePage extends AgencyPage {
  readonly steps: readonly string[] | 4;
}

const servicePages: readonly ServicePage[] = [
  {
    path: '/web-design',
    h1: 'Custom Web Design That Turns Visitors into Customers',
    title: 'Custom Web Design Services in India',
    steps: ['Discovery', 'Design', 'Development', 'Launch and Support'],
  },
  {
    path: '/web-app-development',
    h1: 'Web App Development for Products That Need to Scale',
    title: 'Web App Development Services',
    steps: 4,
  },
  {
    path: '/mobile-app-development',
    h1: 'Mobile App Development for Android and iOS',
    title: 'Mobile App Development for Android and iOS',
    steps: 4,
  },
  {
    path: '/website-24hrs',
    h1: 'Your Business Website, Live Within 24 Hours',
    title: 'Website in 24 Hours: Fast Business Website Delivery',
    steps: ['Submit Requirements', 'Rapid Development', 'Launch and Handover'],
    check: async (page) => {
      const launch = main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: /^Step 3:/ }) });
      await expect(launch).toContainText(/within 24 hours/i);
      // SPEC §9: the 24-hour package.
      const inclusions = [
        'Custom domain setup',
        'Responsive design',
        'Contact form',
        'Social media links',
        'Basic SEO setup',
        '1 month free support',
      ];
      await expect(section(page, /included in your 24-hour website/i).getByRole('listitem')).toHaveText(
        inclusions.map(whole),
      );
    },
  },
  {
    path: '/api-integration',
    h1: 'API Integration That Connects Your Business Systems',
    title: 'API Integration Services',
    steps: 4,
  },
  {
    path: '/rest-api-construction',
    h1: 'REST API Construction for Secure, Scalable Backends',
    title: 'REST API Development and Construction',
    steps: 4,
  },
  {
    path: '/seo-audit',
    h1: 'SEO Audit: Find Out Exactly What Holds Your Rankings Back',
    title: 'SEO Audit Services: Technical, Content and Backlinks',
    steps: ['Data Collection', 'Issue Identification', 'Recommendations', 'Consultation'],
    check: async (page) => {
      const proposal = main(page)
        .getByRole('link', { name: /free audit proposal/i })
        .first();
      await expect(proposal).toBeVisible();
      await expect(proposal).toHaveAttribute('href', /^\/contact/);
    },
  },
  {
    path: '/domestic-seo',
    h1: 'Domestic and Local SEO That Brings Customers to Your Door',
    title: 'Domestic and Local SEO Services in India',
    steps: ['Audit', 'Optimization', 'Citations and Links', 'Monthly Reporting'],
    check: async (page) => {
      await expect(
        main(page)
          .getByText(/monthly reports?\b/i)
          .first(),
      ).toBeVisible();
    },
  },
  {
    path: '/international-seo',
    h1: 'International SEO to Win Customers in Every Market',
    title: 'International SEO Services for Global Growth',
    steps: ['Market Analysis', 'Technical Setup', 'Content Localization', 'Reporting'],
    check: async (page) => {
      for (const engine of ['Google', 'Yandex', 'Baidu', 'Bing', 'DuckDuckGo']) {
        await expect(main(page).getByRole('heading', { name: engine, exact: true })).toBeVisible();
      }
    },
  },
  {
    path: '/graphic-design',
    h1: 'Graphic Design That Makes Your Brand Unmistakable',
    title: 'Graphic Design Services: Logos, Branding and Creatives',
    steps: 4,
  },
];

/** Every service page: its process steps and a call to action to /contact, then its own checks. */
const withServiceChecks = (entry: ServicePage): AgencyPage => ({
  ...entry,
  check: async (page, self) => {
    if (entry.steps === 4) await expect(stepHeadings(main(page))).toHaveCount(4);
    else await expectSteps(page, entry.steps);
    await expect(main(page).locator('a[href^="/contact"]').first()).toBeVisible();
    await entry.check?.(page, self);
  },
});

const agencyPages: readonly AgencyPage[] = [...mainPages, ...servicePages.map(withServiceChecks)];
const h1ByPath = new Map(agencyPages.map((entry) => [entry.path, entry.h1]));

// ---------------------------------------------------------------------------------------------------------
// Links: every internal link in main is a real page
// ---------------------------------------------------------------------------------------------------------

async function expectLinksLeadToRealPages(page: Page, entry: AgencyPage) {
  // No link that goes nowhere, anywhere on the page (header and footer included).
  const everyHref = await page.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(everyHref.filter((href) => !href || href === '#' || href.startsWith('javascript:'))).toEqual([]);

  // Every internal link in main, hidden ones too (inside closed FAQ answers): the server answers 200.
  const hrefs = await main(page)
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const paths = [...new Set(hrefs.filter(isInternal).map((href) => locationOf(href).replace(/#.*$/, '')))];
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), `${entry.path} links to ${path}`).toBe(200);
  }

  // Click through a sample: every 'Learn More', and every in-text link to another page.
  const learnMore = main(page).getByRole('link', { name: /^Learn More/ });
  const inText = main(page).getByRole('paragraph').getByRole('link').and(page.locator('[href^="/"]'));
  for (const group of [learnMore, inText]) {
    for (let index = 0; index < (await group.count()); index += 1) {
      const target = group.nth(index);
      const href = (await target.getAttribute('href')) ?? '';
      if (siteUrl(href).pathname === entry.path) continue;
      await clickThrough(page, target, href, entry);
    }
  }
}

/**
 * Clicks a link to `href` and checks that it reaches a real page (its own h1 for an agency page; not the
 * 404 page, not a section left unavailable), then goes back.
 */
async function clickThrough(page: Page, target: Locator, href: string, from: AgencyPage) {
  const message = `${from.path} → ${href}`;
  await expect(target, message).toHaveAttribute('href', href);
  await target.click();
  await expect(page, message).toHaveURL(locationOf(href));
  const heading = h1(page);
  const expected = h1ByPath.get(siteUrl(href).pathname);
  if (expected) await expect(heading, message).toHaveText(expected);
  else await expect(heading, message).not.toHaveText(from.h1);
  await expect(heading, message).not.toHaveText('404');
  await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toHaveCount(0);
  await page.goBack();
  await expect(h1(page)).toHaveText(from.h1);
}

// ---------------------------------------------------------------------------------------------------------
// Every page
// ---------------------------------------------------------------------------------------------------------

test.describe('every agency page', () => {
  // Scroll-in animations would make each click wait for its card to settle. A visitor who prefers reduced
  // motion sees the same pages without them, so the walk is done as that visitor.
  test.use({ reducedMotion: 'reduce' });

  test('the server answers 404 for an unknown path, so a 200 for a link target means a real page', async ({ page }) => {
    expect((await page.request.get('/no-such-agency-page', { maxRedirects: 0 })).status()).toBe(404);
  });

  for (const entry of agencyPages) {
    test(`${entry.path}: h1, title, content, and links that lead to real pages`, async ({ page }) => {
      await openPage(page, entry.path);
      await test.step('one h1 and the document title', async () => {
        await expect(h1(page)).toHaveCount(1);
        await expect(h1(page)).toHaveText(entry.h1);
        await expect(page).toHaveTitle(`${entry.title} | ${company.name}`);
      });
      if (entry.check) await test.step('content', () => entry.check?.(page, entry));
      await test.step('links', () => expectLinksLeadToRealPages(page, entry));
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Home FAQ (SPEC §4: none open at first, one open at a time, clicking the open one closes it)
// ---------------------------------------------------------------------------------------------------------

test.describe('home FAQ', () => {
  test('by mouse: one open at a time; clicking the open one closes it', async ({ page }) => {
    await openPage(page, '/');
    const faq = section(page, 'Frequently asked questions');
    const buttons = accordionQuestions(faq);
    await expectOpenItem(faq, null);
    await buttons.nth(0).click();
    await expectOpenItem(faq, 0);
    await buttons.nth(2).click();
    await expectOpenItem(faq, 2);
    await buttons.nth(4).click();
    await expectOpenItem(faq, 4);
    await buttons.nth(4).click();
    await expectOpenItem(faq, null);
  });

  test('by keyboard: Tab reaches a question; Enter and Space toggle it', async ({ page }) => {
    await openPage(page, '/');
    const faq = section(page, 'Frequently asked questions');
    const buttons = accordionQuestions(faq);
    await tabTo(page, buttons.nth(0));
    await page.keyboard.press('Enter');
    await expectOpenItem(faq, 0);
    await page.keyboard.press('Space');
    await expectOpenItem(faq, null);
    await page.keyboard.press('Tab');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expectOpenItem(faq, 1);
    await page.keyboard.press('Shift+Tab');
    await expect(buttons.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpenItem(faq, 0);
    await page.keyboard.press('Enter');
    await expectOpenItem(faq, null);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Pricing (SPEC §2 Pricing, §9)
// ---------------------------------------------------------------------------------------------------------

interface PricingPlan {
  readonly name: string;
  readonly price: string;
  readonly popular: boolean;
  readonly audience: string;
  readonly features: readonly string[];
  readonly button: string;
  /** The contact form's service the plan button preselects. */
  readonly service: ContactServiceLabel;
}

const pricingPlans: readonly PricingPlan[] = [
  {
    name: 'Website Development',
    price: '₹15,000 one-time',
    popular: false,
    audience: 'For small businesses and startups',
    features: [
      'mobile-friendly design',
      'SEO optimization',
      '1 month free maintenance',
      'contact form integration',
      'social media links',
      'basic speed optimization',
    ],
    button: 'Get Started',
    service: 'Website Design',
  },
  {
    name: 'Software Development',
    price: 'Starting at ₹45,000',
    popular: true,
    audience: 'For SMEs and enterprises',
    features: [
      '1 year free maintenance',
      'scalable and secure architecture',
      'API integrations',
      'multi-user access',
      'cloud deployment',
      'bug fixes and maintenance',
      'dedicated support',
      'custom features as needed',
    ],
    button: 'Request a Quote',
    // Custom software is built as web applications; 'Website Design' belongs to the website plan.
    service: 'Web Development',
  },
  {
    name: 'RankBoost SEO',
    price: '₹15,000 per month',
    popular: false,
    audience: 'For all businesses',
    features: [
      'on-page and off-page SEO',
      'keyword research',
      'competitor analysis',
      'monthly performance reports',
      'link building and backlinks',
      'technical SEO fixes',
      'local SEO management',
    ],
    button: 'Start Ranking',
    service: 'SEO Services',
  },
];

/** SPEC §9: all three have the first three rows; custom logic and APIs only Software; strategy only SEO. */
const comparisonRows: readonly (readonly [feature: string, website: boolean, software: boolean, seo: boolean])[] = [
  ['Mobile responsive', true, true, true],
  ['SEO foundation', true, true, true],
  ['Dedicated support', true, true, true],
  ['Custom logic/database', false, true, false],
  ['API integrations', false, true, false],
  ['Ongoing strategy', false, false, true],
];

/** SPEC §9 pricing FAQ: the key facts of each answer, in order. */
const pricingFaqFacts: readonly (readonly RegExp[])[] = [
  [/updates/i, /security patches/i, /monthly backups/i, /2 hours of minor content changes per month/i],
  [/starting price/i, /detailed quote/i],
  [/first month/i, /3 to 6 months/i],
  [/NEFT\/IMPS/, /UPI/, /credit\/debit cards/i],
];

const planCards = (page: Page) => cards(section(page, 'Choose the plan that fits your business'));

async function expectPricingPlans(page: Page) {
  await expect(planCards(page)).toHaveCount(pricingPlans.length);
  for (const [index, plan] of pricingPlans.entries()) {
    const card = planCards(page).nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
    await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
    await expect(card.getByText(plan.audience, { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(plan.features.map(whole));
    await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(plan.popular ? 1 : 0);
  }
}

/** Ticks and crosses are read as 'Included' / 'Not included'. */
async function expectComparisonTable(page: Page) {
  const table = section(page, 'Compare plans side by side').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Website', 'Software', 'SEO']);
  await expect(table.getByRole('rowheader')).toHaveText(comparisonRows.map(([feature]) => feature));
  for (const [feature, ...included] of comparisonRows) {
    const cells = table.getByRole('row', { name: new RegExp(`^${escapeRegExp(feature)} `) }).getByRole('cell');
    await expect(cells).toHaveCount(included.length);
    for (const [index, yes] of included.entries()) {
      await expect(cells.nth(index), `${feature}, column ${index + 1}`).toHaveAccessibleName(
        yes ? 'Included' : 'Not included',
      );
    }
  }
}

test.describe('pricing', () => {
  test('each plan button opens the contact form with its service preselected', async ({ page }) => {
    await openPage(page, '/pricing');
    for (const plan of pricingPlans) {
      const card = planCards(page).filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
      await card.getByRole('link', { name: plan.button, exact: true }).click();
      await expect(page).toHaveURL(/^[^?]*\/contact\?service=[\w-]+$/);
      await expect(contactServiceSelect(page).locator('option:checked')).toHaveText(plan.service);
      await page.goBack();
      await expect(h1(page)).toHaveText(h1ByPath.get('/pricing') ?? '');
    }
  });

  test('FAQ: the first is open at first, one open at a time, with the SPEC answers', async ({ page }) => {
    await openPage(page, '/pricing');
    const faq = section(page, 'Pricing questions, answered');
    const buttons = accordionQuestions(faq);
    await expect(buttons).toHaveCount(pricingFaqFacts.length);
    await expectOpenItem(faq, 0);
    for (const [index, facts] of pricingFaqFacts.entries()) {
      if (index > 0) await buttons.nth(index).click();
      await expectOpenItem(faq, index);
      for (const fact of facts) await expect(faq.getByRole('region')).toContainText(fact);
    }
    await buttons.last().click();
    await expectOpenItem(faq, null);
  });

  test('the FAQ link to /rankboost#packages lands on the packages', async ({ page }) => {
    await openPage(page, '/pricing');
    const faq = section(page, 'Pricing questions, answered');
    await accordionQuestion(faq, /results from SEO/).click();
    await faq.getByRole('link', { name: 'RankBoost SEO packages' }).click();
    await expect(page).toHaveURL('/rankboost#packages');
    await expect(section(page, 'Choose your RankBoost package').getByRole('heading', { level: 2 })).toBeInViewport();
  });
});

// ---------------------------------------------------------------------------------------------------------
// /b2b: WAI-ARIA tabs, the first selected at first (SPEC §4)
// ---------------------------------------------------------------------------------------------------------

const b2bTabs = ['Software & IT', 'Fintech & Payments', 'E-commerce', 'Enterprise', 'Support & Automation'];
const b2bTabList = (page: Page) => main(page).getByRole('tablist', { name: 'B2B solution categories' });

/** The selected tab, and its panel (the only one shown) with a description and items. */
async function expectSelectedTab(page: Page, selected: number) {
  const tabs = b2bTabList(page).getByRole('tab');
  for (const index of b2bTabs.keys()) {
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', String(index === selected));
  }
  const panel = main(page).getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAccessibleName(b2bTabs[selected] ?? '');
  await expect(panel.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(panel.getByRole('paragraph')).not.toHaveText('');
  expect(await panel.getByRole('listitem').count()).toBeGreaterThan(0);
}

test.describe('b2b tabs', () => {
  test('clicking a tab selects it and shows its panel', async ({ page }) => {
    await openPage(page, '/b2b');
    const tabs = b2bTabList(page).getByRole('tab');
    await expectSelectedTab(page, 0);
    for (const index of [2, 4, 1, 3, 0]) {
      await tabs.nth(index).click();
      await expectSelectedTab(page, index);
    }
  });

  test('keyboard: Tab enters on the selected tab; arrows, Home and End move selection and focus', async ({ page }) => {
    await openPage(page, '/b2b');
    const tabs = b2bTabList(page).getByRole('tab');
    await tabTo(page, tabs.nth(0));
    const press = async (key: string, expected: number) => {
      await page.keyboard.press(key);
      await expect(tabs.nth(expected)).toBeFocused();
      await expectSelectedTab(page, expected);
    };
    await press('ArrowRight', 1);
    await press('ArrowRight', 2);
    await press('ArrowLeft', 1);
    await press('End', 4);
    await press('ArrowRight', 0); // wraps around
    await press('ArrowLeft', 4); // wraps around
    await press('Home', 0);
    // Only the selected tab is in the tab order: Tab moves on to its panel.
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('tabpanel')).toBeFocused();
  });
});
