import type { ReactNode } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { servicePathForSlug } from '@site/routes';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { pageRoutes, type SitePage } from './routing/routeTable';

/**
 * What stands for a page of the site map: its fragment's empty container at build time (compose fills it), the
 * route that hydrates or renders the fragment in the browser.
 */
export type PageElement = (page: SitePage) => ReactNode;

/** `/services/{slug}` is the SPEC's link shape for service cards; the pages live at `/{slug}`. */
function ServicePageRedirect() {
  const target = servicePathForSlug(useParams().slug ?? '');
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}

/** The site's route tree: the layout around every page of the site map, the service redirects and the 404. */
export function siteRouteTree(pageElement: PageElement): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...pageRoutes.map(({ handle: page, ...route }) => ({
          ...route,
          element: pageElement(page),
        })),
        { path: '/services/:slug', caseSensitive: true, element: <ServicePageRedirect /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The page for the current location, inside the layout. */
export function SiteRoutes({ pageElement }: { readonly pageElement: PageElement }) {
  return useRoutes(siteRouteTree(pageElement));
}
