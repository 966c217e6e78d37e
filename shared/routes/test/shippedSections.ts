/**
 * A test fixture: which app ships each page of the site map today, as the apps' route tables declare it (each
 * remote's route table test holds its table to its list here). The product reads this from the live map; tests
 * name the apps to say what they expect.
 */
import type { PathDeclaration, PathOwners } from '../src/pathOwners';
import { serviceRedirects, serviceRedirectsPage, siteMapPathOwners } from '../src/shippedPaths';
import { siteRoutes, type RouteOwner } from '../src/siteMap';

export const shippedSections: Readonly<Record<RouteOwner, readonly string[]>> = {
  agency: [
    '/',
    '/about',
    '/services',
    '/rankboost',
    '/pricing',
    '/b2b',
    '/web-design',
    '/web-app-development',
    '/mobile-app-development',
    '/website-24hrs',
    '/api-integration',
    '/rest-api-construction',
    '/seo-audit',
    '/domestic-seo',
    '/international-seo',
    '/graphic-design',
  ],
  payments: ['/payment-orchestration', '/payout', '/payin', '/upi-solutions', '/banking-service'],
  legal: ['/privacy', '/terms', '/refund-policy'],
  shell: ['/contact'],
};

/** The app that ships `path` today; throws for a path the fixture does not list. */
export function shippedOwnerOf(path: string): RouteOwner {
  const owner = Object.keys(shippedSections).find((name) => shippedSections[name]?.includes(path));
  if (!owner) throw new Error(`No app ships ${path} in the fixture.`);
  return owner;
}

/** The site map's pages that `owner` ships today. */
export const siteRoutesOf = (owner: RouteOwner) =>
  siteRoutes.filter((route) => shippedSections[owner]?.includes(route.path));

/** Today's site as its live map gives it. */
export const shippedPathOwners: PathOwners = siteMapPathOwners(shippedOwnerOf);

/** What each app declares today, as its build does. */
export const shippedDeclarations = (): Record<RouteOwner, PathDeclaration> =>
  Object.fromEntries(
    Object.keys(shippedSections).map((owner) => [
      owner,
      {
        pages: siteRoutesOf(owner).map(({ path, label, indexable }) => ({ path, label, indexable })),
        ...(shippedSections[owner]?.includes(serviceRedirectsPage) ? { redirects: serviceRedirects() } : {}),
      },
    ]),
  );
