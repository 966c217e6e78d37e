import { servicePathForSlug, sitePath, siteRoutes, type RemoteName } from '@site/routes';

export interface RemoteShellRoute {
  readonly kind: 'remote';
  readonly path: string;
  readonly remote: RemoteName;
}

export type ShellRoute = RemoteShellRoute | { readonly kind: 'contact'; readonly path: string };

/** What the shell shows at a path: one of its routes, a redirect to a service page, or the not-found page. */
export type PathMatch = ShellRoute | { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'notFound' };

/** The shell's routes, derived from the site map: every remote-owned path plus the shell's own pages. */
export function shellRoutes(): readonly ShellRoute[] {
  return siteRoutes.map((route) =>
    route.owner === 'shell'
      ? { kind: 'contact' as const, path: route.path }
      : { kind: 'remote' as const, path: route.path, remote: route.owner },
  );
}

const routesByPath = new Map(shellRoutes().map((route) => [route.path, route]));
const serviceSlugPath = /^\/services\/([a-z0-9-]+)$/;

/**
 * The route for a location's pathname, matched as the servers match it (server/src/cli.mjs, nginx): exact
 * and case-sensitive, a trailing slash ignored. A lookup in the site map, rather than a route ranking,
 * since every path is static.
 */
export function matchPath(pathname: string): PathMatch {
  const path = sitePath(pathname);
  const route = routesByPath.get(path);
  if (route) return route;
  const slug = serviceSlugPath.exec(path)?.[1];
  const servicePage = slug === undefined ? undefined : servicePathForSlug(slug);
  return servicePage ? { kind: 'redirect', to: servicePage } : { kind: 'notFound' };
}
