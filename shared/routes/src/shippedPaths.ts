import type { PathOwners } from './pathOwners';
import { serviceSlugTargets, siteRoutes, type RouteOwner } from './siteMap';

/** `/services/{slug}`, the SPEC's link shape for service cards: redirects to the service pages. */
export const serviceRedirects = (): Record<string, string> =>
  Object.fromEntries(Object.entries(serviceSlugTargets()).map(([slug, path]) => [`/services/${slug}`, path]));

/** The page whose app declares the `/services/{slug}` redirects: the services page. */
export const serviceRedirectsPage = '/services';

/**
 * The map of the pages this repository ships, as the site map lists them, each owned by `ownerOf(path)`: the
 * shell's build gives its own pages to itself and the rest to whichever section the live map names (the section
 * layout's owner); a test gives them to the apps that ship them. The redirects go with the services page.
 */
export const siteMapPathOwners = (ownerOf: (path: string) => RouteOwner): PathOwners => ({
  pages: Object.fromEntries(
    siteRoutes.map(({ path, label, indexable }) => [path, { path, owner: ownerOf(path), label, indexable }]),
  ),
  redirects: Object.fromEntries(
    Object.entries(serviceRedirects()).map(([from, to]) => [from, { to, owner: ownerOf(serviceRedirectsPage) }]),
  ),
  gone: {},
});
