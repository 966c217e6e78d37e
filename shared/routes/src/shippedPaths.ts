import type { PathOwners } from './pathOwners';
import { findSiteRoute, serviceSlugTargets, siteRoutes, type RouteOwner } from './siteMap';

/** `/services/{slug}`, the SPEC's link shape for service cards: redirects to the service pages. */
export const serviceRedirects = (): Record<string, string> =>
  Object.fromEntries(Object.entries(serviceSlugTargets()).map(([slug, path]) => [`/services/${slug}`, path]));

/** The app that declares the `/services/{slug}` redirects: the one serving /services. */
export const serviceRedirectsOwner = (): RouteOwner => findSiteRoute('/services')?.owner ?? 'shell';

/**
 * The map of the pages this repository ships, as its site map lists them: what the shell routes by until it has
 * read the live map (and if it cannot). Built here rather than as the union of declarations, which only the
 * build, the servers and the release need (`@site/routes/declarations`, `@site/routes/pathOwners`).
 */
export const shippedPathOwners: PathOwners = {
  pages: Object.fromEntries(
    siteRoutes.map(({ path, owner, label, indexable }) => [path, { path, owner, label, indexable }]),
  ),
  redirects: Object.fromEntries(
    Object.entries(serviceRedirects()).map(([from, to]) => [from, { to, owner: serviceRedirectsOwner() }]),
  ),
  gone: {},
};
