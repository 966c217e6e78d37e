import { matchRoutes } from 'react-router-dom';
import { siteRoutes, type RemoteName, type RouteOwner } from '@site/routes';

/** A page of the site as the shell shows it: a remote's page, or the shell's own contact page. */
export type SitePage =
  | { readonly kind: 'remote'; readonly path: string; readonly remote: RemoteName }
  | { readonly kind: 'contact'; readonly path: string };

/** The app that renders and hydrates the page's fragment. */
export const fragmentOwner = (page: SitePage): RouteOwner => (page.kind === 'remote' ? page.remote : 'shell');

/** A React Router route for one page of the site map, carrying the page it shows. */
export interface PageRoute {
  readonly path: string;
  /** The servers match paths case-sensitively (`/Payout` is a 404 there); so does the router. */
  readonly caseSensitive: true;
  readonly handle: SitePage;
}

/** One route per path of the site map: every remote-owned path plus the shell's own pages. */
export const pageRoutes: readonly PageRoute[] = siteRoutes.map((route) => ({
  path: route.path,
  caseSensitive: true,
  handle:
    route.owner === 'shell'
      ? { kind: 'contact', path: route.path }
      : { kind: 'remote', path: route.path, remote: route.owner },
}));

/** The page React Router shows at `pathname` (a trailing slash ignored), or undefined for a redirect or a 404. */
export function pageAt(pathname: string): SitePage | undefined {
  return matchRoutes([...pageRoutes], pathname)?.[0]?.route.handle;
}
