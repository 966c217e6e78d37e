import type { ReactNode } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { lookupPath } from '@site/routes';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { pageAt, usePathOwners, type SitePage } from './routing/routeTable';

/**
 * What stands for a page of the live map: its fragment's empty container at build time (compose fills it), the
 * route that hydrates or renders the fragment in the browser.
 */
export type PageElement = (page: SitePage) => ReactNode;

/**
 * Whatever the live map says of the current path: a page, a redirect the owning app declared (followed as the
 * servers' 301), or the 404 page for a retired path or one no live app owns.
 */
function LivePath({ pageElement }: { readonly pageElement: PageElement }) {
  const { pathname, search, hash } = useLocation();
  const map = usePathOwners();
  const found = lookupPath(map, pathname);
  if (found.kind === 'redirect') return <Navigate to={`${found.to}${search}${hash}`} replace />;
  const page = pageAt(pathname, map);
  return page ? pageElement(page) : <NotFoundPage />;
}

/** The site's route tree: the layout around whatever the live map gives the path. */
export function SiteRoutes({ pageElement }: { readonly pageElement: PageElement }) {
  return useRoutes([
    { element: <Layout />, children: [{ path: '*', element: <LivePath pageElement={pageElement} /> }] },
  ]);
}
