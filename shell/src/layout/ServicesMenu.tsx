import { useCallback, useId, useReducer, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { serviceSlugTargets } from '@site/routes';
import { useServiceGroups } from '../routing/serviceGroups';
import { Icon, useInApp } from '@site/ui';
import { closedDisclosure, menuDisclosureReducer } from '../navigation/menuDisclosure';
import { MenuMotion } from './MenuMotion';
import styles from './Header.module.css';

const servicePagePaths = Object.values(serviceSlugTargets());

/** Services stands for every service page (and /rankboost) too, though only /services is its page. */
function useOnServicePage(): boolean {
  const { pathname } = useLocation();
  return servicePagePaths.some((path) => matchPath(path, pathname) !== null);
}

/**
 * Desktop Services dropdown, per the WAI-ARIA disclosure navigation pattern: the Services link goes to
 * /services; the button beside it shows the four groups. It opens on hover, click, Enter or Space; Esc
 * closes it and returns focus to the button; tabbing out of it closes it. Until the app takes over, hovering
 * or focusing it (a tap focuses the button) shows the groups through CSS alone.
 */
export function ServicesMenu() {
  const [{ open, closing }, dispatch] = useReducer(menuDisclosureReducer, closedDisclosure);
  const onClosed = useCallback(() => dispatch('closed'), []);
  const panelId = useId();
  const inApp = useInApp();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A pointer that opened the menu by hovering and then clicks the button means "keep it open".
  const openedByHover = useRef(false);
  const openOnHover = () => {
    if (!open) openedByHover.current = true;
    dispatch('open');
  };
  const closeOnLeave = () => {
    openedByHover.current = false;
    dispatch('close');
  };
  const toggle = () => {
    if (openedByHover.current) openedByHover.current = false;
    else dispatch('toggle');
  };
  const onServicePage = useOnServicePage();
  const groups = useServiceGroups();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      dispatch('close');
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch('close');
  };

  return (
    <li
      className={styles.servicesItem}
      onMouseEnter={openOnHover}
      onMouseLeave={closeOnLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavLink
        to="/services"
        end
        className={({ isActive }) => `${styles.navLink} ${isActive || onServicePage ? styles.activeLink : ''}`}
      >
        Services
      </NavLink>
      <button
        ref={buttonRef}
        type="button"
        className={styles.disclosure}
        aria-expanded={inApp ? open : undefined}
        aria-controls={panelId}
        aria-label="Services menu"
        onClick={toggle}
      >
        <Icon name="chevron-down" size={18} />
      </button>
      <div id={panelId} className={styles.dropdown} hidden={!open && !closing}>
        <MenuMotion open={open} closing={closing} onClosed={onClosed} className={styles.dropdownGroups}>
          {groups.map((group) => (
            <div key={group.id} className={styles.dropdownGroup}>
              <p className={styles.dropdownHeading} id={`${panelId}-${group.id}`}>
                {group.label}
              </p>
              <ul aria-labelledby={`${panelId}-${group.id}`}>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <NavLink to={link.path} className={styles.dropdownLink} onClick={() => dispatch('close')}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </MenuMotion>
      </div>
    </li>
  );
}
