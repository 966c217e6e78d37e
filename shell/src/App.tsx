import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { company } from '@site/company';
import { SiteProvider } from '@site/ui';
import { PageLoading } from './federation/PageLoading';
import { RemoteRoute } from './federation/RemoteRoute';
import { contactPage } from './pages/shellPages';
import { SiteRoutes } from './SiteRoutes';
import { HydratedPage } from './takeover/pageHydrated';

export function App() {
  return (
    <SiteProvider company={company} mode="composed" origin={import.meta.env.PUBLIC_SITE_ORIGIN ?? company.website}>
      {/* A navigation renders in one pass: its code is prefetched, and a transition's time slices took twice as long
          on a throttled phone (docs/performance.md, issue #19). */}
      <BrowserRouter useTransitions={false}>
        <SiteRoutes
          remotePage={(route) => <RemoteRoute remote={route.remote} path={route.path} />}
          contactPage={
            <Suspense fallback={<PageLoading />}>
              <HydratedPage>
                <contactPage.Component />
              </HydratedPage>
            </Suspense>
          }
        />
      </BrowserRouter>
    </SiteProvider>
  );
}
