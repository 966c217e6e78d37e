import { useEffect, useId, useRef, type Dispatch, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { primaryNav, serviceGroups } from '@site/routes';
import { Icon } from '@site/ui';
import type { MobileMenuAction, MobileMenuState } from '../navigation/mobileMenuState';
import styles from './Header.module.css';

const SERVICES_GROUP = 'services';

/** The mobile menu's panel: links, with Services as an accordion of the four groups. */
export function MobileMenu({
  id,
  state,
  dispatch,
  onEscape,
}: {
  readonly id: string;
  readonly state: MobileMenuState;
  readonly dispatch: Dispatch<MobileMenuAction>;
  readonly onEscape: () => void;
}) {
  const baseId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => dispatch({ type: 'close' });

  useEffect(() => {
    if (state.open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [state.open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  };

  return (
    <div id={id} ref={panelRef} className={styles.mobilePanel} hidden={!state.open} onKeyDown={onKeyDown}>
      <ul className={styles.mobileList}>
        {primaryNav.map((item) =>
          item.path === '/services' ? (
            <li key={item.path}>
              <button
                type="button"
                className={styles.mobileGroupButton}
                aria-expanded={state.group === SERVICES_GROUP}
                aria-controls={`${baseId}-services`}
                onClick={() => dispatch({ type: 'toggleGroup', id: SERVICES_GROUP })}
              >
                Services
                <Icon name="chevron-down" size={20} className={styles.chevron} />
              </button>
              <div id={`${baseId}-services`} hidden={state.group !== SERVICES_GROUP}>
                <NavLink to="/services" className={styles.mobileSubLink} onClick={close} end>
                  All services
                </NavLink>
                {serviceGroups.map((group) => (
                  <div key={group.id}>
                    <button
                      type="button"
                      className={styles.mobileSubgroupButton}
                      aria-expanded={state.subgroup === group.id}
                      aria-controls={`${baseId}-${group.id}`}
                      onClick={() => dispatch({ type: 'toggleSubgroup', id: group.id })}
                    >
                      {group.label}
                      <Icon name="chevron-down" size={18} className={styles.chevron} />
                    </button>
                    <ul
                      id={`${baseId}-${group.id}`}
                      hidden={state.subgroup !== group.id}
                      className={styles.mobileSubList}
                    >
                      {group.links.map((link) => (
                        <li key={link.path}>
                          <NavLink to={link.path} className={styles.mobileSubLink} onClick={close}>
                            {link.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </li>
          ) : (
            <li key={item.path}>
              <NavLink to={item.path} className={styles.mobileLink} onClick={close} end>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
      <NavLink to="/contact" className={styles.contactButton} onClick={close}>
        Contact Us
      </NavLink>
    </div>
  );
}
