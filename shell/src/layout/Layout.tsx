import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollTopButton } from './ScrollTopButton';
import { useRouteChange } from './useRouteChange';
import styles from './Layout.module.css';

/** Header, main content and footer around every page. */
export function Layout({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  const navigated = useRouteChange();
  return (
    <>
      <div id="top" tabIndex={-1} className={styles.top} />
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      {/* Keyed by path so each page fades in (0.3 s) after a navigation; the first paint never animates. */}
      <main id="main" tabIndex={-1} key={pathname} className={navigated ? styles.fadeIn : undefined}>
        {children}
      </main>
      <Footer />
      <ScrollTopButton />
    </>
  );
}
