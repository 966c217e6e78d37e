/**
 * Checks the ten service pages against the SPEC (§2 "Service pages", §9) and the site map: the named
 * services and steps, step counts, the search engines, the 24-hour package, every link, and the heads.
 */
import { describe, expect, it } from 'vitest';
import { claims, company } from '@site/company';
import { contactHref, contactServices, findSiteRoute, serviceGroups } from '@site/routes';
import { shippedSections } from '@site/routes/test/shippedSections';
import { packagesAnchor } from '../rankboost/content';
import { servicePages } from './content';
import { globalSearchEngines, internationalSeo } from './content/international-seo';
import { seoAudit } from './content/seo-audit';
import { website24hrs } from './content/website-24hrs';
import { serviceHeads } from './heads';
import { serviceRoutes } from './routes';
import { serviceSlugs, type ServicePageContent, type ServiceSlug } from './types';

const bySlug = (slug: ServiceSlug): ServicePageContent => {
  const page = servicePages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No content for ${slug}`);
  return page;
};

/** Every `href` anywhere in a value (actions, card links, inline links in the intro). */
const hrefsIn = (value: unknown, found: string[] = []): string[] => {
  if (Array.isArray(value)) value.forEach((item) => hrefsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'href' && typeof child === 'string') found.push(child);
      else hrefsIn(child, found);
    }
  }
  return found;
};

/** Anchors other pages are known to carry. */
const knownAnchors: Readonly<Record<string, readonly string[]>> = { '/rankboost': [packagesAnchor] };

const isValidHref = (href: string): boolean => {
  if (href.startsWith(`https://wa.me/${company.whatsapp.number}?text=`)) return true;
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const url = new URL(href, 'https://example.test');
  if (!findSiteRoute(url.pathname)) return false;
  if (url.hash && !(knownAnchors[url.pathname] ?? []).includes(url.hash.slice(1))) return false;
  if (url.pathname === '/contact' && url.search) {
    return contactServices.some((service) => url.search === `?service=${service.id}`);
  }
  return url.search === '';
};

/** The agency's service pages: its pages among the navigation's service groups. */
const agencyPaths = shippedSections.agency ?? [];
const agencyServicePaths = serviceGroups
  .flatMap((group) => group.links.map((link) => link.path))
  .filter((path) => agencyPaths.includes(path));

describe('service page set', () => {
  it('has ten pages, one per slug, each at /{slug}', () => {
    expect(servicePages.map((page) => page.slug)).toEqual([...serviceSlugs]);
    for (const page of servicePages) expect(page.path).toBe(`/${page.slug}`);
  });

  it('matches the agency service paths of the site map, each with a site-map label', () => {
    expect([...serviceRoutes.map((route) => route.path)].sort()).toEqual([...agencyServicePaths].sort());
    expect(servicePages.map((page) => page.path).sort()).toEqual([...agencyServicePaths].sort());
    for (const route of serviceRoutes) {
      expect(agencyPaths).toContain(route.path);
      expect(findSiteRoute(route.path)?.label).toBeTruthy();
    }
  });

  it('routes carry the same head as the page content', () => {
    for (const route of serviceRoutes) {
      const page = servicePages.find((candidate) => candidate.path === route.path);
      expect(route.head).toBe(page?.head);
      expect(route.head).toBe(serviceHeads[route.path.slice(1) as ServiceSlug]);
    }
  });
});

describe('heads', () => {
  const heads = servicePages.map((page) => page.head);

  it('titles and descriptions are unique', () => {
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
  });
});

describe('SPEC §2: named services and steps', () => {
  const spec: Partial<Record<ServiceSlug, { offered: readonly string[]; steps: readonly string[] }>> = {
    'international-seo': {
      offered: ['Multilingual SEO', 'Geo-Targeted SEO', 'International Link Building', 'Global Search Engines'],
      steps: ['Market Analysis', 'Technical Setup', 'Content Localization', 'Reporting'],
    },
    'domestic-seo': {
      offered: ['Local Keywords', 'Business Profile Optimization', 'Local Links', 'Directory Listings'],
      steps: ['Audit', 'Optimization', 'Citations and Links', 'Monthly Reporting'],
    },
    'seo-audit': {
      offered: ['Site Analysis', 'Keyword and Content Gap', 'Backlink Evaluation', 'Technical Health Check'],
      steps: ['Data Collection', 'Issue Identification', 'Recommendations', 'Consultation'],
    },
    'web-design': {
      offered: ['Custom UI/UX', 'Responsive', 'SEO-Ready', 'Fast'],
      steps: ['Discovery', 'Design', 'Development', 'Launch and Support'],
    },
    'web-app-development': {
      offered: ['Dynamic Frontend', 'Backend and Database', 'Admin Panels', 'Scalable'],
      steps: [],
    },
    'website-24hrs': {
      offered: ['Urgent Delivery', 'Fast API Integration', 'Database', 'Admin Panel'],
      steps: ['Submit Requirements', 'Rapid Development', 'Launch and Handover'],
    },
  };

  for (const [slug, expected] of Object.entries(spec)) {
    it(`${slug}: offers the named services${expected.steps.length ? ' and follows the named steps' : ''}`, () => {
      const page = bySlug(slug as ServiceSlug);
      const titles = page.offered.cards.map((card) => card.title);
      for (const [index, name] of expected.offered.entries()) expect(titles[index]).toContain(name);
      if (expected.steps.length) expect(page.process.steps.map((step) => step.title)).toEqual(expected.steps);
    });
  }

  it('every page has four steps, except three for the 24-hour website', () => {
    for (const page of servicePages) {
      expect(page.process.steps, page.slug).toHaveLength(page.slug === 'website-24hrs' ? 3 : 4);
    }
  });

  it('every page has offered services, reasons, a solutions grid, benefits with a CTA card and a tools strip', () => {
    for (const page of servicePages) {
      expect(page.offered.cards.length, page.slug).toBeGreaterThanOrEqual(4);
      const reasons = page.reasons.kind === 'cards' ? page.reasons.cards : page.reasons.items;
      expect(reasons.length, page.slug).toBeGreaterThan(0);
      expect(page.solutions.cards.length, page.slug).toBeGreaterThan(0);
      expect(page.benefits.items.length, page.slug).toBeGreaterThan(0);
      expect(page.benefits.cta.action.href, page.slug).toBe(contactHref(page.contactService));
      expect(page.tools.logos.length, page.slug).toBeGreaterThan(0);
    }
  });

  it('international SEO names exactly Google, Yandex, Baidu, Bing and DuckDuckGo', () => {
    const names = ['Google', 'Yandex', 'Baidu', 'Bing', 'DuckDuckGo'];
    expect(globalSearchEngines.map((engine) => engine.title)).toEqual(names);
    expect(
      internationalSeo.extra?.kind === 'cards' ? internationalSeo.extra.cards.map((card) => card.title) : [],
    ).toEqual(names);
  });

  it('the 24-hour package lists exactly the SPEC §9 inclusions and promises live within 24 hours', () => {
    const inclusions = [
      'Custom domain setup',
      'Responsive design',
      'Contact form',
      'Social media links',
      'Basic SEO setup',
      '1 month free support',
    ];
    expect(website24hrs.extra?.kind === 'checklist' ? website24hrs.extra.items : []).toEqual(inclusions);
    expect(JSON.stringify(website24hrs)).toContain('within 24 hours');
  });

  it('the SEO audit page offers a free audit proposal through the contact form', () => {
    const proposal = { label: 'Get your free audit proposal', href: contactHref('seo-services') };
    expect(seoAudit.hero.actions?.[0]).toMatchObject(proposal);
    expect(seoAudit.benefits.cta.action).toMatchObject(proposal);
    expect(seoAudit.closing.actions[0]).toMatchObject(proposal);
  });

  it('domestic SEO reports monthly', () => {
    expect(bySlug('domestic-seo').process.steps.at(-1)?.title).toBe('Monthly Reporting');
  });
});

describe('links and calls to action', () => {
  for (const page of servicePages) {
    it(`${page.slug}: every href is a site-map path, a known anchor, /contact?service=<id> or the chat link`, () => {
      const hrefs = hrefsIn(page);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect({ href, valid: isValidHref(href) }).toEqual({ href, valid: true });
      expect(hrefs).not.toContain('#');
    });

    it(`${page.slug}: the closing band leads to /contact with the page's service`, () => {
      expect(contactServices.map((service) => service.id)).toContain(page.contactService);
      expect(page.closing.actions[0]?.href).toBe(contactHref(page.contactService));
      expect(page.hero.actions?.[0]?.href).toBe(contactHref(page.contactService));
    });
  }
});

describe('marketing numbers', () => {
  const claimValues: readonly string[] = Object.values(claims);

  it('hero stats quote only the company claims', () => {
    for (const page of servicePages) {
      for (const stat of page.hero.stats ?? []) expect(claimValues, page.slug).toContain(stat.value);
    }
  });

  it('every "N+" and "N%" figure in the copy is a company claim', () => {
    for (const page of servicePages) {
      // Visible copy only: hrefs are skipped (the chat link's URL-encoded text contains "%20").
      const copy = JSON.stringify(page, (key, value: unknown) => (key === 'href' ? undefined : value));
      const figures = copy.match(/\d[\d,.]*(?:\+|%)/g) ?? [];
      for (const figure of figures) expect(claimValues, `${page.slug}: ${figure}`).toContain(figure);
    }
  });
});
