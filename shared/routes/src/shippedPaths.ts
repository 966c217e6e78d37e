import type { PathOwners } from './pathOwners';
import { serviceSlugTargets, siteRoutes } from './siteMap';

/** `/services/{slug}`, the SPEC's link shape for service cards: the agency's redirects to its service pages. */
export const serviceRedirects = (): Record<string, string> =>
  Object.fromEntries(Object.entries(serviceSlugTargets()).map(([slug, path]) => [`/services/${slug}`, path]));

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
    Object.entries(serviceRedirects()).map(([from, to]) => [from, { to, owner: 'agency' as const }]),
  ),
  gone: {},
};
