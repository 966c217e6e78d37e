import { useRef } from 'react';
import { m } from 'framer-motion';
import { Outlet, useLocation } from 'react-router-dom';
import { easeOut, useEntranceMotion } from '@site/ui';
import { RouteHead } from '../routing/RouteHead';
import { useNavigateWhenReady } from '../routing/navigateWhenReady';
import { Footer } from './Footer';
import { Header } from './Header';
import { useRouteChange } from './useRouteChange';
import styles from './Layout.module.css';

/** The SPEC's content fade on a route change. */
const pageFade = { duration: 0.3, ease: easeOut };

/** Header, main content and footer around every page: the layout route of the site's route tree. */
export function Layout() {
  const { pathname } = useLocation();
  const navigated = useRouteChange();
  const fades = useEntranceMotion() && navigated;
  const loadingBar = useRef<HTMLDivElement>(null);
  useNavigateWhenReady(loadingBar);
  return (
    <>
      <RouteHead />
      <div ref={loadingBar} className={styles.loadingBar} aria-hidden="true" hidden />
      <div id="top" tabIndex={-1} className={styles.top} />
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      {/* Keyed by path so each page fades in after a navigation; the first paint never animates. */}
      <m.main
        id="main"
        tabIndex={-1}
        className={styles.main}
        key={pathname}
        initial={fades ? { opacity: 0 } : false}
        animate={{ opacity: 1 }}
        transition={pageFade}
      >
        <Outlet />
      </m.main>
      <Footer />
    </>
  );
}
