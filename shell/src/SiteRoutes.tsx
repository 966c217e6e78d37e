import type { ReactNode } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { lookupPath } from '@site/routes';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { pageAt, usePathOwners, type SitePage } from './routing/routeTable';

/** What stands for a page: its fragment's empty container at build time, its fragment's route in the browser. */
export type PageElement = (page: SitePage) => ReactNode;

/** What the live map says of the current path: a page, a redirect its app declared, or the 404 page. */
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
