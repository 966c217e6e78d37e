import type { ReactNode } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { servicePathForSlug } from '@site/routes';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { pageRoutes, type SitePage } from './routing/routeTable';

export interface SitePages {
  /** What stands for a remote's page: the loaded page in the browser, a slot for the remote's own HTML at build time. */
  readonly remotePage: (page: Extract<SitePage, { kind: 'remote' }>) => ReactNode;
  /** The contact page as each side loads it (lazily in the browser). */
  readonly contactPage: ReactNode;
}

/** `/services/{slug}` is the SPEC's link shape for service cards; the pages live at `/{slug}`. */
function ServicePageRedirect() {
  const target = servicePathForSlug(useParams().slug ?? '');
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}

/** The site's route tree: the layout around every page of the site map, the service redirects and the 404. */
export function siteRouteTree({ remotePage, contactPage }: SitePages): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...pageRoutes.map(({ handle: page, ...route }) => ({
          ...route,
          element: page.kind === 'remote' ? remotePage(page) : contactPage,
        })),
        { path: '/services/:slug', caseSensitive: true, element: <ServicePageRedirect /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The page for the current location, inside the layout. */
export function SiteRoutes(pages: SitePages) {
  return useRoutes(siteRouteTree(pages));
}
