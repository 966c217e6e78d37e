/**
 * The site map: the pages this repository ships today, the app that ships each, and how the shell's curated
 * navigation names them. Which app serves which path at runtime is the live map (`pathOwners.js`, the union of
 * the live releases' declarations): a team adds, renames or retires a page without touching this file. The shell
 * routes by this table only until it has read the live map; each remote's route table test holds the pages it
 * lists to that remote's entries (docs/architecture.md, "Add a page to a section").
 */
import { isRemoteName, remoteNames } from '@site/apps';

export { isRemoteName, remoteNames };
/** A remote's name, from the registry of apps (`@site/apps`): a new remote joins without a change here. */
export type RemoteName = string;
/** The app that ships a page: the shell or a remote. */
export type RouteOwner = string;

export interface SiteRoute {
  readonly path: string;
  readonly owner: RouteOwner;
  /** Short name used in navigation and breadcrumbs. */
  readonly label: string;
  /** False for pages that must not be indexed (SPEC §2: terms, refund policy). */
  readonly indexable: boolean;
}

const route = (path: string, owner: RouteOwner, label: string, indexable = true): SiteRoute => ({
  path,
  owner,
  label,
  indexable,
});

export const siteRoutes: readonly SiteRoute[] = [
  route('/', 'agency', 'Home'),
  route('/about', 'agency', 'About'),
  route('/services', 'agency', 'Services'),
  route('/rankboost', 'agency', 'RankBoost SEO'),
  route('/pricing', 'agency', 'Pricing'),
  route('/b2b', 'agency', 'B2B'),
  route('/web-design', 'agency', 'Web Design'),
  route('/web-app-development', 'agency', 'Web App Development'),
  route('/mobile-app-development', 'agency', 'Mobile App Development'),
  route('/website-24hrs', 'agency', 'Website in 24 Hours'),
  route('/api-integration', 'agency', 'API Integration'),
  route('/rest-api-construction', 'agency', 'REST API Construction'),
  route('/seo-audit', 'agency', 'SEO Audit'),
  route('/domestic-seo', 'agency', 'Domestic SEO'),
  route('/international-seo', 'agency', 'International SEO'),
  route('/graphic-design', 'agency', 'Graphic Design'),
  route('/payment-orchestration', 'payments', 'Payment Orchestration'),
  route('/payout', 'payments', 'Payout'),
  route('/payin', 'payments', 'Payin'),
  route('/upi-solutions', 'payments', 'UPI Solutions'),
  route('/banking-service', 'payments', 'Banking as a Service'),
  route('/privacy', 'legal', 'Privacy Policy'),
  route('/terms', 'legal', 'Terms of Service', false),
  route('/refund-policy', 'legal', 'Refund Policy', false),
  route('/contact', 'shell', 'Contact'),
];

export const routesOwnedBy = (owner: RouteOwner): readonly SiteRoute[] =>
  siteRoutes.filter((candidate) => candidate.owner === owner);

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
  /** The section whose pages declared `inMenu` join this group's curated links, from the live map. */
  readonly section?: RouteOwner;
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
    id: 'payments',
    label: 'Payment Solution',
    summary: 'Collect, route and pay out money',
    links: ['/payment-orchestration', '/payout', '/payin', '/upi-solutions', '/banking-service'].map(link),
    section: 'payments',
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
