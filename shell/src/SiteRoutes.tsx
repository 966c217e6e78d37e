import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { matchPath, type RemoteShellRoute } from './routing/routeTable';

interface SitePages {
  /** What stands for a remote's page: the loaded page in the browser, a slot for the remote's own HTML at build time. */
  readonly remotePage: (route: RemoteShellRoute) => ReactNode;
  /** The contact page as each side loads it (lazily in the browser). */
  readonly contactPage: ReactNode;
}

function pageAt(pathname: string, { remotePage, contactPage }: SitePages): ReactNode {
  const match = matchPath(pathname);
  switch (match.kind) {
    case 'remote':
      return remotePage(match);
    case 'contact':
      return contactPage;
    case 'redirect':
      // `/services/{slug}` is the SPEC's link shape for service cards; the pages live at `/{slug}`.
      return <Navigate to={match.to} replace />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

/** The page for the current location, inside the layout. */
export function SiteRoutes(pages: SitePages) {
  return <Layout>{pageAt(useLocation().pathname, pages)}</Layout>;
}
