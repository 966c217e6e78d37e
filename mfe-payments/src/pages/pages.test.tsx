// @vitest-environment jsdom
/**
 * Renders every payment page: one h1, h2 section headings, only real links, and the anchors that the
 * pages' own links point to.
 */
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@site/company';
import { contactServices, findSiteRoute } from '@site/routes';
import { SiteProvider } from '@site/ui';
import { routes } from '../routes';

afterEach(cleanup);

/** A path of the site map, or one of this section's own pages (a page it added needs no site map entry). */
const isSitePath = (path: string): boolean =>
  findSiteRoute(path) !== undefined || routes.some((route) => route.path === path);

const isValidHref = (href: string, page: ParentNode): boolean => {
  if (/^(mailto:|tel:|https:\/\/wa\.me\/)/.test(href)) return true;
  // A tab links to its panel in the page.
  if (href.startsWith('#')) return page.querySelector(`[id="${href.slice(1)}"]`) !== null;
  const url = new URL(href, 'https://example.test');
  if (!href.startsWith('/') || !isSitePath(url.pathname)) return false;
  if (url.search) return url.pathname === '/contact' && contactServices.some((s) => url.search === `?service=${s.id}`);
  return true;
};

const jsonLd = (container: HTMLElement): Record<string, unknown>[] =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
const jsonLdTypes = (container: HTMLElement): unknown[] => jsonLd(container).map((data) => data['@type']);

describe.each(routes.map((route) => [route.path, route] as const))('%s', (path, route) => {
  it('renders one h1, h2 sections and only real links', async () => {
    const { default: Page } = await route.load();
    const { container } = render(
      <SiteProvider company={company}>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </SiteProvider>,
    );
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect({ href, valid: isValidHref(href, container) }).toEqual({ href, valid: true });
      const hash = href.split('#')[1];
      if (hash && href.startsWith(path)) expect(container.querySelector(`#${hash}`)).not.toBeNull();
    }
    expect(container.querySelector('img[src^="http"]')).toBeNull();
    expect(jsonLdTypes(container).filter((type) => type === 'FAQPage').length).toBeLessThanOrEqual(1);
  });
});

describe('page specifics', () => {
  const renderPath = async (path: string) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(path);
    const { default: Page } = await route.load();
    return render(
      <SiteProvider company={company}>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </SiteProvider>,
    ).container;
  };

  it('/payout: pricing anchor, first FAQ open, eight slides', async () => {
    const page = await renderPath('/payout');
    expect(page.querySelector('#pricing h2')).not.toBeNull();
    const faqItems = [...page.querySelectorAll('details')];
    expect(faqItems.map((details) => details.open)).toEqual([true, false, false, false, false, false]);
    expect(page.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(8);
    expect(page.textContent).toContain('Starts at ₹2 per transaction');
    expect(jsonLdTypes(page)).toContain('FAQPage');
    expect(jsonLd(page).find((data) => '@graph' in data)).toMatchObject({
      '@graph': [{ name: 'Standard', offers: { price: 2, priceSpecification: { unitText: 'transaction' } } }],
    });
  });

  it('/upi-solutions: three tabs, the first selected', async () => {
    const page = await renderPath('/upi-solutions');
    const tabs = [...page.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['UPI Intent', 'UPI InApp', 'UPI Collect']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  });

  it('/payment-orchestration: first FAQ open', async () => {
    const page = await renderPath('/payment-orchestration');
    const faqItems = [...page.querySelectorAll('details')];
    expect(faqItems[0]?.open).toBe(true);
    expect(faqItems.slice(1).every((details) => !details.open)).toBe(true);
  });
});
