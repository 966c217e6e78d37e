import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { shellRoutes, type RemoteShellRoute } from './routing/routeTable';
import { ServiceSlugRedirect } from './routing/ServiceSlugRedirect';

const routes = shellRoutes();

/**
 * Every route inside the layout. `remotePage` says what stands for a remote's page: the loaded page in the
 * browser, a placeholder for the remote's own rendering when the shell renders its HTML at build time.
 * `contactPage` is the contact page as each side loads it (lazily in the browser).
 */
export function SiteRoutes({
  remotePage,
  contactPage,
}: {
  readonly remotePage: (route: RemoteShellRoute) => ReactNode;
  readonly contactPage: ReactNode;
}) {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={route.kind === 'remote' ? remotePage(route) : contactPage}
          />
        ))}
        <Route path="/services/:slug" element={<ServiceSlugRedirect />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
