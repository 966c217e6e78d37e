import { expect, test, type Locator, type Page } from '@playwright/test';
import { company } from '@site/company';
import { accordionQuestion, accordionQuestions, openPage } from './support/site';

/**
 * The legal pages (SPEC §2 "Legal pages", §4 accordions, §6 and §9 "Terms" and "Refund policy") as a
 * visitor sees them: numbered sections behind summaries holding headings, one open at a time, deep links, the facts
 * the SPEC lists, the mail actions, the robots meta and the print layout. Expected values come from the SPEC
 * and `@site/company`, never from the pages' own content.ts.
 */

test.use({ viewport: { width: 1280, height: 800 } });

interface LegalPage {
  readonly path: string;
  /** The page's h1. */
  readonly title: RegExp;
  /** The date line of the hero, as published. */
  readonly date: string | RegExp;
  /** How many numbered sections: exactly, or at least. */
  readonly sections: { readonly exactly: number } | { readonly atLeast: number };
  /** The first sections' accessible names, in order, where the SPEC names them. */
  readonly opening?: readonly RegExp[];
  readonly noindex: boolean;
}

const legalPages: readonly LegalPage[] = [
  {
    path: '/privacy',
    title: /Privacy/,
    date: /Last updated:?\s+16 September 2025/,
    sections: { exactly: 16 },
    noindex: false,
  },
  {
    path: '/terms',
    title: /Terms/,
    date: 'Last updated: 16th September 2025',
    sections: { atLeast: 36 },
    opening: [
      /^1\.\s+Agreement to Terms$/,
      /^2\.\s+Definitions$/,
      /^3\.\s+Eligibility$/,
      /^4\.\s+Sign Up and Registration$/,
      /^5\.\s+.*Information.*Collect/i,
      /^6\.\s+.*Server/i,
      /^7\.\s+.*Regist/i,
      /^8\.\s+.*Uses? of Information/i,
    ],
    noindex: true,
  },
  {
    path: '/refund-policy',
    title: /Refund/,
    date: /Effective date:?\s+16 September 2025/i,
    sections: { exactly: 8 },
    noindex: true,
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const main = (page: Page) => page.getByRole('main');
/** Accessible name of section n: '15. Prohibited Goods and Services'. */
const numbered = (n: number) => new RegExp(`^${n}\\.\\s`);
/** Accessible name of the section with this title, whatever its number. */
const titled = (title: string) => new RegExp(`^\\d+\\.\\s+${escapeRegExp(title)}`);

/** A section's question (the summary of its details) and its panel (a region labelled by the summary). */
function section(page: Page, name: RegExp) {
  const button = accordionQuestion(main(page), name);
  return { button, item: button.locator('..'), panel: main(page).getByRole('region', { name }) };
}
const sectionButtons = (page: Page) => accordionQuestion(main(page), /^\d+\.\s/);
const openItems = (page: Page) => main(page).locator('details[open]');

async function expectOpen(page: Page, name: RegExp) {
  const { item, panel } = section(page, name);
  await expect(item).toHaveJSProperty('open', true);
  await expect(panel).toBeVisible();
  await expect(openItems(page)).toHaveCount(1);
}

async function expectAllClosed(page: Page) {
  await expect(openItems(page)).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: /^\d+\.\s/ })).toHaveCount(0);
}

/** The element is on screen and not under the fixed site header. */
async function expectInView(page: Page, target: Locator) {
  const viewportHeight = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const box = await target.boundingBox();
      if (!header || !box) return 'not rendered';
      const headerBottom = header.y + header.height;
      if (box.y < headerBottom - 1) return `top ${Math.round(box.y)} is under the header (bottom ${headerBottom})`;
      if (box.y + box.height > viewportHeight) return `bottom ${Math.round(box.y + box.height)} is below the fold`;
      return 'in view';
    })
    .toBe('in view');
}

const robotsContents = (page: Page) =>
  page
    .locator('head meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));

for (const legal of legalPages) {
  test.describe(legal.path, () => {
    test('hero date, numbered section headers (headings in summaries), the mail action and the robots meta', async ({
      page,
    }) => {
      await openPage(page, legal.path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(legal.title);
      await expect(
        main(page).getByText(legal.date, typeof legal.date === 'string' ? { exact: true } : {}),
      ).toBeVisible();

      // Sections numbered continuously from 1.
      const buttons = sectionButtons(page);
      if ('exactly' in legal.sections) await expect(buttons).toHaveCount(legal.sections.exactly);
      else await expect(buttons.nth(legal.sections.atLeast - 1)).toBeVisible();
      const names = (await buttons.allTextContents()).map((name) => name.trim());
      if ('atLeast' in legal.sections) expect(names.length).toBeGreaterThanOrEqual(legal.sections.atLeast);
      names.forEach((name, index) => expect(name).toMatch(numbered(index + 1)));
      legal.opening?.forEach((name, index) => expect(names[index]).toMatch(name));

      // Every header is a summary that holds the section's heading.
      const headings = main(page).getByRole('heading', { name: /^\d+\.\s/ });
      await expect(headings).toHaveCount(names.length);
      await expect(accordionQuestions(main(page)).getByRole('heading')).toHaveCount(names.length);

      // The contact-by-mail button writes to the company e-mail.
      const mail = main(page).getByRole('link', { name: /e-?mail/i });
      await expect(mail).toHaveCount(1);
      await expect(mail).toBeVisible();
      await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${escapeRegExp(company.email)}(\\?|$)`));

      // Robots meta: /terms and /refund-policy ask not to be indexed, /privacy does not.
      await expect(page).toHaveTitle(legal.title);
      const robots = await robotsContents(page);
      if (legal.noindex) expect(robots).toEqual([expect.stringContaining('noindex')]);
      else expect(robots.filter((content) => content.includes('noindex'))).toEqual([]);
    });

    test('accordion: none open at first, one open at a time by mouse and by keyboard', async ({ page }) => {
      await openPage(page, legal.path);
      await expectAllClosed(page);

      // Mouse: opening one closes the previous; clicking the open one closes it.
      const first = section(page, numbered(1));
      const second = section(page, numbered(2));
      await first.button.click();
      await expectOpen(page, numbered(1));
      await second.button.click();
      await expectOpen(page, numbered(2));
      await expect(first.item).toHaveJSProperty('open', false);
      await expect(first.panel).toBeHidden();
      await second.button.click();
      await expectAllClosed(page);

      // Keyboard: Tab reaches the next header; Enter and Space toggle it.
      await first.button.focus();
      await page.keyboard.press('Tab');
      await expect(second.button).toBeFocused();
      await page.keyboard.press('Enter');
      await expectOpen(page, numbered(2));
      await page.keyboard.press('Space');
      await expectAllClosed(page);
      await page.keyboard.press('Shift+Tab');
      await expect(first.button).toBeFocused();
      await page.keyboard.press('Space');
      await expectOpen(page, numbered(1));
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(first.button).toBeFocused();
      await page.keyboard.press('Enter');
      await expectAllClosed(page);
    });

    test('print shows every section expanded', async ({ page }) => {
      await openPage(page, legal.path);
      const count = await sectionButtons(page).count();
      await page.emulateMedia({ media: 'print' });
      const panels = main(page).getByRole('region', { name: /^\d+\.\s/ });
      // Collapsed panels are left out of the accessibility tree, so this counts the panels shown.
      await expect(panels).toHaveCount(count);
      await expect(panels.filter({ hasText: /\w/ })).toHaveCount(count);
      await expect(panels.last()).toBeVisible();
      // Back on screen, they are collapsed again.
      await page.emulateMedia({ media: 'screen' });
      await expectAllClosed(page);
    });
  });
}

test.describe('/terms', () => {
  test('the SPEC facts are in the clauses they belong to, and no 5% penalty anywhere', async ({ page }) => {
    await openPage(page, '/terms');
    const facts: readonly { readonly clause: RegExp; readonly says: readonly (string | RegExp)[] }[] = [
      { clause: titled('Eligibility'), says: [/at least 18 years/] },
      {
        clause: titled('Payment Modes'),
        says: ['IMPS', 'NEFT', 'RTGS', /credit and debit cards/i, /net-banking/i, 'UPI'],
      },
      { clause: titled('Card Data'), says: [/tokens?\b/, /RBI/] },
      { clause: titled('Prohibited Goods'), says: [/gambling/i] },
      { clause: titled('Customer Complaints'), says: [/within 10 days/] },
      { clause: titled('Refunds'), says: [/No Refund or Chargeback is processed after 180 days/] },
      { clause: titled('Chargebacks'), says: [/45 days/, /within 7 days/, /after 180 days/] },
      { clause: titled('Card-Network Fines'), says: [/within 5 days of (our )?notice/] },
      { clause: titled('Suspension'), says: [/suspend/, /Merchant ID/, /hold/] },
      { clause: titled('Penalty for Violation'), says: [/at least 3%/, /Live Keys were generated/] },
      { clause: titled('Governing Law'), says: [/law of India/, /sole arbitrator/, /Mumbai/] },
    ];
    for (const fact of facts) {
      const { button, panel } = section(page, fact.clause);
      await button.click();
      await expectOpen(page, fact.clause);
      for (const text of fact.says) await expect(panel).toContainText(text);
    }
    // Nowhere on the page, open or closed, is a 5% figure (the SPEC's other reading of the penalty).
    await expect(page.locator('body')).not.toContainText(/(?<![\d.])5\s?%/);
    await expect(page.locator('body')).not.toContainText(/five per ?cent/i);
  });

  test('/terms#clause-15 opens clause 15 and scrolls it into view below the header', async ({ page }) => {
    await page.goto('/terms#clause-15');
    const clause15 = section(page, numbered(15));
    await expectOpen(page, numbered(15));
    await expect(clause15.button).toHaveText(/Prohibited Goods/i);
    await expect(clause15.panel).toContainText(/prohibited/i);
    await expectInView(page, clause15.button);
    await expect(clause15.button).toBeFocused();
  });

  test('opening a clause writes its hash, closing removes it; a reload reopens it', async ({ page }) => {
    await openPage(page, '/terms');
    const historyLength = await page.evaluate(() => history.length);
    const clause4 = section(page, numbered(4));
    await clause4.button.click();
    await expect(page).toHaveURL(/\/terms#clause-4$/);
    await section(page, numbered(5)).button.click();
    await expect(page).toHaveURL(/\/terms#clause-5$/);
    await section(page, numbered(5)).button.click();
    await expect(page).toHaveURL(/\/terms$/);
    // Toggling sections does not pile up history entries.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await clause4.button.click();
    // The hash is written on the toggle event, a task after the click: reload only once it is there.
    await expect(page).toHaveURL(/\/terms#clause-4$/);
    await page.reload();
    await expectOpen(page, numbered(4));
    await expectInView(page, clause4.button);
  });

  test('a link to another clause opens and reveals it; Back returns to the first', async ({ page }) => {
    await openPage(page, '/terms');
    const clause3 = section(page, titled('Eligibility'));
    await clause3.button.click();
    await clause3.panel.getByRole('link', { name: 'clause 15' }).click();
    await expect(page).toHaveURL(/\/terms#clause-15$/);
    await expectOpen(page, numbered(15));
    await expectInView(page, section(page, numbered(15)).button);

    await page.goBack();
    await expect(page).toHaveURL(/\/terms#clause-3$/);
    await expectOpen(page, numbered(3));
    await expectInView(page, clause3.button);
  });

  test('opening the next clause while the open one collapses above keeps its header clear of the site header', async ({
    page,
  }) => {
    await openPage(page, '/terms');
    const open = section(page, numbered(3));
    const next = section(page, numbered(4));
    await open.button.click();
    await expectOpen(page, numbered(3));
    // Scroll so that, once clause 3 collapses, clause 4's header would land just under the fixed site header.
    const panelHeight = (await open.panel.boundingBox())?.height ?? 0;
    expect(panelHeight).toBeGreaterThan(100);
    await next.button.evaluate((button, top) => {
      window.scrollBy({ top: button.getBoundingClientRect().top - top, behavior: 'instant' });
    }, panelHeight + 30);
    await next.button.click();
    await expectOpen(page, numbered(4));
    await expectInView(page, next.button);
  });

  test("'Questions About Our Terms?' has a mail action, and the privacy link leads to the Privacy Policy", async ({
    page,
  }) => {
    await openPage(page, '/terms');
    const questions = main(page).getByRole('region', { name: 'Questions About Our Terms?' });
    await expect(questions.getByRole('heading', { name: 'Questions About Our Terms?' })).toBeVisible();
    await expect(questions.getByRole('link', { name: /e-?mail/i })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${escapeRegExp(company.email)}(\\?|$)`),
    );

    // Every privacy link in the terms, in open or closed clauses, goes to /privacy.
    const privacyLinks = main(page).getByRole('link', { name: /privacy policy/i, includeHidden: true });
    const hrefs = await privacyLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set(['/privacy']));

    await main(page)
      .getByRole('link', { name: /privacy policy/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/Privacy/);
    // The terms' noindex does not stay behind on a page that may be indexed.
    await expect.poll(() => robotsContents(page)).not.toContainEqual(expect.stringContaining('noindex'));
  });
});

test.describe('/refund-policy', () => {
  test('the SPEC timelines are in the sections they belong to', async ({ page }) => {
    await openPage(page, '/refund-policy');
    const facts: readonly { readonly section: RegExp; readonly says: readonly RegExp[] }[] = [
      { section: titled('Failed Transactions'), says: [/7 to 21 business days/, /full refund/i] },
      { section: titled('Multiple Debits'), says: [/excluding the payment gateway charges/i] },
      { section: titled('Refund Timelines'), says: [/21 calendar days/, /3 to 21 days/] },
      { section: titled('Non-Refundable'), says: [/non-refundable/i] },
      {
        section: titled('Acknowledgement and Resolution'),
        says: [/No fee/i, /2 business days/, /15 business days/],
      },
    ];
    for (const fact of facts) {
      const { button, panel } = section(page, fact.section);
      await button.click();
      await expectOpen(page, fact.section);
      for (const text of fact.says) await expect(panel).toContainText(text);
    }
  });
});

test.describe('/privacy', () => {
  test('opening a section puts it in the address, and that address reopens it', async ({ page }) => {
    await openPage(page, '/privacy');
    const third = section(page, numbered(3));
    await third.button.click();
    await expect(page).toHaveURL(/\/privacy#.+/);
    const deepLink = page.url();
    await third.button.click();
    await expect(page).toHaveURL(/\/privacy$/);

    await page.goto('about:blank');
    await page.goto(deepLink);
    await expectOpen(page, numbered(3));
    await expectInView(page, third.button);
  });
});
