import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { PageLoading } from './federation/PageLoading';
import { NotFoundPage } from './pages/NotFoundPage';
import { contactPage } from './pages/shellPages';
import { shellRoutes, type RemoteShellRoute } from './routing/routeTable';
import { ServiceSlugRedirect } from './routing/ServiceSlugRedirect';

const routes = shellRoutes();

/**
 * Every route inside the layout. `remotePage` says what stands for a remote's page: the loaded page in the
 * browser, a placeholder for the remote's own rendering when the shell renders its HTML at build time.
 */
export function SiteRoutes({ remotePage }: { readonly remotePage: (route: RemoteShellRoute) => ReactNode }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              route.kind === 'remote' ? (
                remotePage(route)
              ) : (
                <Suspense fallback={<PageLoading />}>
                  <contactPage.Component />
                </Suspense>
              )
            }
          />
        ))}
        <Route path="/services/:slug" element={<ServiceSlugRedirect />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
