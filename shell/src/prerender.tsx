import { Suspense } from 'react';
import { StaticRouter } from 'react-router-dom';
import { company } from '@site/company';
import { renderPage, RemotePageSlot, type PrerenderedPages } from '@site/prerender';
import { siteRoutes } from '@site/routes';
import { SiteProvider } from '@site/ui';
import { ContactPage } from './pages/contact/ContactPage';
import { SiteRoutes } from './SiteRoutes';

/** The path under which the not-found page is rendered: the router's catch-all. */
const notFound = '*';

/**
 * The shell's part of every page: header, footer and the shell's own pages, with a slot where a remote's page
 * goes. Rendered at build time; the server fills the slot with the remote's current rendering.
 */
export async function prerender(origin = company.website): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  for (const path of [...siteRoutes.map((route) => route.path), notFound]) {
    pages[path] = await renderPage(
      <SiteProvider company={company} mode="composed" origin={origin}>
        <StaticRouter location={path === notFound ? '/page-not-found' : path}>
          {/* Each page in a Suspense boundary, as the app renders it, so that the app hydrates this HTML. */}
          <SiteRoutes
            remotePage={() => (
              <Suspense>
                <RemotePageSlot />
              </Suspense>
            )}
            contactPage={
              <Suspense>
                <ContactPage />
              </Suspense>
            }
          />
        </StaticRouter>
      </SiteProvider>,
    );
  }
  return pages;
}
