import {
  Suspense,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { primaryNav } from '@site/routes';
import { Icon, useInApp } from '@site/ui';
import { NAV_COMPACT_THRESHOLD_PX } from '../navigation/constants';
import { closedMenu, mobileMenuReducer } from '../navigation/mobileMenuState';
import { useScrolledPast } from '../navigation/useScrolledPast';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { ServicesMenu } from './ServicesMenu';
import styles from './Header.module.css';

/**
 * The main navigation, with the Services dropdown. Memoized, like the mobile menu: scrolling past a threshold
 * changes only the header's own class, and rendering every link again in that scroll event's task made it long.
 */
const DesktopNav = memo(function DesktopNav() {
  return (
    <nav aria-label="Main" className={styles.desktopNav}>
      <Suspense>
        <ul className={styles.navList}>
          {primaryNav.map((item) =>
            item.path === '/services' ? (
              <ServicesMenu key={item.path} />
            ) : (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) => `${styles.navLink} ${isActive ? styles.activeLink : ''}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </Suspense>
    </nav>
  );
});

/** Where an animation can follow the scroll position, CSS compacts the bar (Header.module.css). */
const compactsByItself = typeof CSS !== 'undefined' && CSS.supports('animation-timeline: scroll()');

export function Header() {
  const compact = useScrolledPast(NAV_COMPACT_THRESHOLD_PX, !compactsByItself);
  // While the menu animates out (`closing`), the popover stays shown; it hides when the animation ends.
  const [menu, dispatch] = useReducer(mobileMenuReducer, closedMenu);
  const { pathname } = useLocation();
  const menuId = useId();
  const inApp = useInApp();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  const panelRef = useRef<HTMLDivElement>(null);

  // The popover's toggle event reports the closing to the menu's state.
  const hideMenu = useCallback(() => {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
    else dispatch({ type: 'close' });
  }, []);
  const closeMenu = useCallback(() => {
    if (panelRef.current?.matches(':popover-open')) dispatch({ type: 'closing' });
  }, []);
  // The Menu button closes the open menu through its closing animation rather than the popover's instant hide.
  const onToggleClick = (event: MouseEvent) => {
    if (!menu.open) return;
    event.preventDefault();
    closeMenu();
  };
  // The visitor may have opened the menu natively before the app took over: its state starts from the popover.
  useLayoutEffect(() => {
    if (panelRef.current?.matches(':popover-open')) dispatch({ type: 'open' });
  }, []);

  // A navigation closes it; not the first render, which may find it opened in the served page and kept open.
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    closeMenu();
  }, [pathname, closeMenu]);

  const closeMenuAndReturnFocus = useCallback(() => {
    closeMenu();
    toggleRef.current?.focus();
  }, [closeMenu]);

  // While the mobile menu is open, Tab cycles inside the header (toggle button and menu).
  const trapFocus = (event: KeyboardEvent) => {
    if (!menu.open || event.key !== 'Tab' || !headerRef.current) return;
    const focusable = [
      ...headerRef.current.querySelectorAll<HTMLElement>('[data-mobile-focus] a, [data-mobile-focus] button'),
    ].filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <header
      ref={headerRef}
      className={`${styles.header} ${compact || menu.open ? styles.compact : ''}`}
      style={{ '--compact-past': `${NAV_COMPACT_THRESHOLD_PX}px` } as CSSProperties}
      onKeyDown={trapFocus}
    >
      <div className={styles.bar} data-mobile-focus>
        <Logo />
        <DesktopNav />
        <NavLink to="/contact" className={`${styles.contactButton} ${styles.desktopOnly}`}>
          Contact Us
        </NavLink>
        {/* A popover's toggle: it opens the menu natively, before the app and without JavaScript. */}
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          popoverTarget={menuId}
          aria-expanded={inApp ? menu.open : undefined}
          aria-controls={menuId}
          onClick={onToggleClick}
        >
          <Icon name="menu" size={24} className={styles.whenMenuClosed} />
          <Icon name="x" size={24} className={styles.whenMenuOpen} />
          <span className="sr-only">Menu</span>
        </button>
        <nav aria-label="Mobile" className={styles.mobileNav}>
          <MobileMenu
            id={menuId}
            ref={panelRef}
            state={menu}
            dispatch={dispatch}
            onClosed={hideMenu}
            close={closeMenu}
            onEscape={closeMenuAndReturnFocus}
          />
        </nav>
      </div>
    </header>
  );
}
