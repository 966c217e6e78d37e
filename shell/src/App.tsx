import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { company } from '@site/company';
import { SiteProvider } from '@site/ui';
import { RemoteRoute } from './federation/RemoteRoute';
import { Layout } from './layout/Layout';
import { ContactPage } from './pages/contact/ContactPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { shellRoutes } from './routing/routeTable';
import { ServiceSlugRedirect } from './routing/ServiceSlugRedirect';

const routes = shellRoutes();

export function App() {
  return (
    <SiteProvider company={company} mode="composed" origin={import.meta.env.PUBLIC_SITE_ORIGIN ?? company.website}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            {routes.map((route) =>
              route.kind === 'remote' ? (
                <Route
                  key={route.path}
                  path={route.path}
                  element={<RemoteRoute remote={route.remote} path={route.path} />}
                />
              ) : (
                <Route key={route.path} path={route.path} element={<ContactPage />} />
              ),
            )}
            <Route path="/services/:slug" element={<ServiceSlugRedirect />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </SiteProvider>
  );
}
