/**
 * What each app declares it serves, read at build time (each app's prerender writes it into its prerender.json)
 * and by tests: not part of `@site/routes`'s index, so that no page loads it.
 */
import type { PathDeclaration } from './pathOwners';
import type { RemoteRoute } from './remoteContract';
import { findSiteRoute } from './siteMap';

/**
 * What a remote's build declares it serves (`prerender.json`'s `paths`, the live map's part of it): its route
 * table's pages, and the redirects and retired paths it keeps for pages it renamed or removed.
 */
export const declarationOf = (
  routes: readonly RemoteRoute[],
  { redirects = {}, gone = [] }: Pick<PathDeclaration, 'redirects' | 'gone'> = {},
): PathDeclaration => ({
  pages: routes.map((route) => ({
    path: route.path,
    label: route.label ?? findSiteRoute(route.path)?.label ?? route.head.title,
    indexable: route.head.noindex !== true,
    ...(route.inMenu ? { inMenu: true } : {}),
  })),
  redirects,
  gone,
});
