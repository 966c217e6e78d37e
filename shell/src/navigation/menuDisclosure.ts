/**
 * A menu that animates its closing: once asked to close it is `closing` (still shown, animating out) until
 * the animation reports `closed`. Opening again while it closes takes it straight back to open.
 */
export interface MenuDisclosure {
  readonly open: boolean;
  readonly closing: boolean;
}

export type MenuDisclosureAction = 'open' | 'close' | 'toggle' | 'closed';

export const closedDisclosure: MenuDisclosure = { open: false, closing: false };

export function menuDisclosureReducer(state: MenuDisclosure, action: MenuDisclosureAction): MenuDisclosure {
  switch (action) {
    case 'open':
      return state.open ? state : { open: true, closing: false };
    case 'close':
      return state.open ? { open: false, closing: true } : state;
    case 'toggle':
      return menuDisclosureReducer(state, state.open ? 'close' : 'open');
    case 'closed':
      return state.closing ? closedDisclosure : state;
  }
}
