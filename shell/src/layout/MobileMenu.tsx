import {
  Suspense,
  memo,
  startTransition,
  useEffect,
  useId,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { NavLink } from 'react-router-dom';
import { primaryNav } from '@site/routes';
import { useServiceGroups } from '../routing/serviceGroups';
import { Icon, useEntranceMotion } from '@site/ui';
import type { MobileMenuAction, MobileMenuState } from '../navigation/mobileMenuState';
import { MenuMotion } from './MenuMotion';
import styles from './Header.module.css';

const SERVICES_GROUP = 'services';

/**
 * React passes a toggle event on to the handlers of the elements around its target (a subgroup's reaches its
 * group and the menu), so each handler acts on its own element's events only.
 */
const ownToggle = (event: SyntheticEvent) => event.target === event.currentTarget;
const isOpen = (event: SyntheticEvent<HTMLDetailsElement>) => event.currentTarget.open;

/** Moves focus to the open menu's first item, unless it is in the menu already (or the menu is not shown). */
function focusIntoMenu(panel: HTMLElement | null) {
  if (!panel?.matches(':popover-open') || panel.contains(document.activeElement)) return;
  panel.querySelector<HTMLElement>('a, summary')?.focus();
}

/**
 * The mobile menu's panel: a native popover (its toggle is the header's Menu button), with Services as a
 * `<details>` of the four groups, themselves an exclusive `<details name>` group. So it opens, and its groups
 * expand, in the served HTML before the app and without JavaScript; the app mirrors it all in `state`. Memoized:
 * the header renders again as the page scrolls, and the menu only changes with its own state.
 */
export const MobileMenu = memo(function MobileMenu({
  id,
  ref,
  state,
  dispatch,
  close,
  onEscape,
  onClosed,
}: {
  readonly id: string;
  readonly ref: RefObject<HTMLDivElement | null>;
  readonly state: MobileMenuState;
  readonly dispatch: Dispatch<MobileMenuAction>;
  readonly close: () => void;
  readonly onEscape: () => void;
  /** The closing animation ended: the menu hides. */
  readonly onClosed: () => void;
}) {
  const subgroups = useId();
  const animates = useEntranceMotion();
  const groups = useServiceGroups();

  useEffect(() => {
    if (state.open) focusIntoMenu(document.getElementById(id));
  }, [id, state.open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    }
  };

  return (
    <div
      id={id}
      ref={ref}
      popover="auto"
      className={styles.mobilePanel}
      onBeforeToggle={(event) => {
        // An opening that animates starts before the popover shows, so its first frame is the animation's.
        if (ownToggle(event) && event.newState === 'open' && animates) dispatch({ type: 'open', animated: true });
      }}
      onToggle={(event) => {
        if (!ownToggle(event)) return;
        if (event.newState !== 'open') return dispatch({ type: 'close' });
        // Opened from beforetoggle, before the popover showed: it could take no focus then.
        if (state.open) focusIntoMenu(event.currentTarget);
        // Shown natively with nothing to animate: the state follows after the frame that shows it, and the
        // content (not hydrated yet, on a first tap) hydrates without holding that frame back.
        else startTransition(() => dispatch({ type: 'open' }));
      }}
      onKeyDown={onKeyDown}
    >
      <Suspense>
        <MenuMotion open={state.open} animated={state.animated} closing={state.closing} onClosed={onClosed}>
          <ul className={styles.mobileList}>
            {primaryNav.map((item) =>
              item.path === '/services' ? (
                <li key={item.path}>
                  <details
                    open={state.group === SERVICES_GROUP}
                    onToggle={(event) => {
                      if (ownToggle(event)) dispatch({ type: 'group', id: SERVICES_GROUP, open: isOpen(event) });
                    }}
                  >
                    <summary className={styles.mobileGroupButton}>
                      Services
                      <Icon name="chevron-down" size={20} className={styles.chevron} />
                    </summary>
                    <NavLink to="/services" className={styles.mobileSubLink} onClick={close} end>
                      All services
                    </NavLink>
                    {groups.map((group) => (
                      <details
                        key={group.id}
                        name={subgroups}
                        open={state.subgroup === group.id}
                        onToggle={(event) => dispatch({ type: 'subgroup', id: group.id, open: isOpen(event) })}
                      >
                        <summary className={styles.mobileSubgroupButton}>
                          {group.label}
                          <Icon name="chevron-down" size={18} className={styles.chevron} />
                        </summary>
                        <ul className={styles.mobileSubList}>
                          {group.links.map((link) => (
                            <li key={link.path}>
                              <NavLink to={link.path} className={styles.mobileSubLink} onClick={close}>
                                {link.label}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ))}
                  </details>
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
        </MenuMotion>
      </Suspense>
    </div>
  );
});
