import { StrictMode, Suspense, lazy, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { company } from '@site/company';
import type { RemoteRoute } from '@site/routes';
import { PageHead, SiteProvider } from '@site/ui';
import styles from './standalone.module.css';

/**
 * A remote's own page when it runs alone (`pnpm --filter <its folder> dev`): its routes inside a minimal
 * frame, so a team can work on its section without the shell.
 */
function StandaloneApp({ section, routes }: { readonly section: string; readonly routes: readonly RemoteRoute[] }) {
  const pages = useMemo(() => routes.map((route) => ({ ...route, Page: lazy(route.load) })), [routes]);
  return (
    <SiteProvider company={company}>
      <BrowserRouter>
        <nav className={styles.bar} aria-label={`${section} pages`}>
          <strong>{section} (standalone)</strong>
          {routes.map((route) => (
            <Link key={route.path} to={route.path}>
              {route.path}
            </Link>
          ))}
        </nav>
        <main>
          <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
            <Routes>
              {pages.map(({ path, head, Page }) => (
                <Route
                  key={path}
                  path={path}
                  caseSensitive
                  element={
                    <>
                      <PageHead head={head} />
                      <Page />
                    </>
                  }
                />
              ))}
              <Route path="*" element={<p className={styles.loading}>Not a page of this section.</p>} />
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </SiteProvider>
  );
}

export function mountStandalone(props: { readonly section: string; readonly routes: readonly RemoteRoute[] }): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp {...props} />
    </StrictMode>,
  );
}
