import { BrowserRouter } from 'react-router-dom';
import { company } from '@site/company';
import { SiteProvider } from '@site/ui';
import { RemoteRoute } from './federation/RemoteRoute';
import { SiteRoutes } from './SiteRoutes';

export function App() {
  return (
    <SiteProvider company={company} mode="composed" origin={import.meta.env.PUBLIC_SITE_ORIGIN ?? company.website}>
      <BrowserRouter>
        <SiteRoutes remotePage={(route) => <RemoteRoute remote={route.remote} path={route.path} />} />
      </BrowserRouter>
    </SiteProvider>
  );
}
