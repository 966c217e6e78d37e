/**
 * The site map: the pages this repository ships today and how the shell's curated navigation names them. Which app
 * serves which path is the live map (`pathOwners.js`, the union of the live releases' declarations): a team adds,
 * renames or retires a page without touching this file, and no app is named here. The shell's build renders its
 * chrome for these pages, each page's container given to its section when a page is composed.
 */
import { isRemoteName, remoteNames } from '@site/apps';

export { isRemoteName, remoteNames };
/** A remote's name, from the registry of apps (`@site/apps`): a new remote joins without a change here. */
export type RemoteName = string;
/** The app that ships a page: the shell or a remote. */
export type RouteOwner = string;

export interface SiteRoute {
  readonly path: string;
  /** Short name used in navigation and breadcrumbs. */
  readonly label: string;
  /** False for pages that must not be indexed (SPEC §2: terms, refund policy). */
  readonly indexable: boolean;
}

const route = (path: string, label: string, indexable = true): SiteRoute => ({ path, label, indexable });

export const siteRoutes: readonly SiteRoute[] = [
  route('/', 'Home'),
  route('/about', 'About'),
  route('/services', 'Services'),
  route('/rankboost', 'RankBoost SEO'),
  route('/pricing', 'Pricing'),
  route('/b2b', 'B2B'),
  route('/web-design', 'Web Design'),
  route('/web-app-development', 'Web App Development'),
  route('/mobile-app-development', 'Mobile App Development'),
  route('/website-24hrs', 'Website in 24 Hours'),
  route('/api-integration', 'API Integration'),
  route('/rest-api-construction', 'REST API Construction'),
  route('/seo-audit', 'SEO Audit'),
  route('/domestic-seo', 'Domestic SEO'),
  route('/international-seo', 'International SEO'),
  route('/graphic-design', 'Graphic Design'),
  route('/payment-orchestration', 'Payment Orchestration'),
  route('/payout', 'Payout'),
  route('/payin', 'Payin'),
  route('/upi-solutions', 'UPI Solutions'),
  route('/banking-service', 'Banking as a Service'),
  route('/privacy', 'Privacy Policy'),
  route('/terms', 'Terms of Service', false),
  route('/refund-policy', 'Refund Policy', false),
  route('/contact', 'Contact'),
];

export const findSiteRoute = (path: string): SiteRoute | undefined =>
  siteRoutes.find((candidate) => candidate.path === path);

/**
 * `/services/{slug}` is the link shape of the SPEC's service cards; the pages live at `/{slug}`.
 * Maps each service slug to its direct path (every service page of the navigation, and /rankboost).
 */
export const serviceSlugTargets = (): Readonly<Record<string, string>> =>
  Object.fromEntries(
    [...serviceGroups.flatMap((group) => group.links.map((entry) => entry.path)), '/rankboost'].map((path) => [
      path.slice(1),
      path,
    ]),
  );

export interface NavLink {
  readonly label: string;
  readonly path: string;
}

export interface ServiceGroup {
  readonly id: string;
  readonly label: string;
  readonly summary: string;
  readonly links: readonly NavLink[];
  /**
   * Whether the pages its section declared `inMenu` join the curated links, from the live map: the section is the
   * app that serves the curated links there.
   */
  readonly gathersSectionPages?: boolean;
}

const link = (path: string): NavLink => {
  const found = findSiteRoute(path);
  if (!found) throw new Error(`Navigation names an unknown path: ${path}`);
  return { label: found.label, path };
};

export const serviceGroups: readonly ServiceGroup[] = [
  {
    id: 'webtech',
    label: 'WebTech Solutions',
    summary: 'Websites, web apps and mobile apps',
    links: ['/web-design', '/web-app-development', '/mobile-app-development', '/website-24hrs'].map(link),
  },
  {
    id: 'api',
    label: 'API & Backend',
    summary: 'Integrations and custom APIs',
    links: ['/api-integration', '/rest-api-construction'].map(link),
  },
  {
    id: 'rankboost',
    label: 'Rank Boost',
    summary: 'SEO and brand design',
    links: ['/seo-audit', '/domestic-seo', '/international-seo', '/graphic-design'].map(link),
  },
  {
    id: 'payment-solution',
    label: 'Payment Solution',
    summary: 'Collect, route and pay out money',
    links: ['/payment-orchestration', '/payout', '/payin', '/upi-solutions', '/banking-service'].map(link),
    gathersSectionPages: true,
  },
];

export const primaryNav: readonly NavLink[] = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/about' },
  { label: 'Services', path: '/services' },
  { label: 'Pricing', path: '/pricing' },
  { label: 'B2B', path: '/b2b' },
];

export const legalLinks: readonly NavLink[] = ['/privacy', '/terms', '/refund-policy'].map(link);
