/**
 * State of the mobile menu (SPEC §4): open or closed; inside it one group and one subgroup open at a time.
 * Opening another group closes the open subgroup; choosing a link closes the whole menu. The menu and its
 * groups are native (a popover, `<details>`): the actions report what they did, so each says "open" or
 * "closed" rather than "toggle", and repeating one changes nothing. The app closes the menu through an
 * animation: `closing` while it animates out, until the popover reports it closed (or reopened).
 */
export interface MobileMenuState {
  readonly open: boolean;
  /**
   * Whether this opening animates in: only one the app saw coming (the popover's beforetoggle, with Motion able to
   * animate). A menu shown natively first (the first tap, before its content hydrated) is shown at once.
   */
  readonly animated: boolean;
  readonly closing: boolean;
  readonly group: string | null;
  readonly subgroup: string | null;
}

export type MobileMenuAction =
  | { readonly type: 'open'; readonly animated?: boolean }
  | { readonly type: 'closing' }
  | { readonly type: 'close' }
  | { readonly type: 'group'; readonly id: string; readonly open: boolean }
  | { readonly type: 'subgroup'; readonly id: string; readonly open: boolean };

export const closedMenu: MobileMenuState = {
  open: false,
  animated: false,
  closing: false,
  group: null,
  subgroup: null,
};

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'open':
      if (!state.open) return { ...closedMenu, open: true, animated: action.animated ?? false };
      return state.closing ? { ...state, closing: false } : state;
    case 'closing':
      return state.open && !state.closing ? { ...state, closing: true } : state;
    case 'close':
      return closedMenu;
    case 'group':
      if (action.open) return state.group === action.id ? state : { ...state, group: action.id, subgroup: null };
      return state.group === action.id ? { ...state, group: null, subgroup: null } : state;
    case 'subgroup':
      if (action.open) return { ...state, subgroup: action.id };
      return state.subgroup === action.id ? { ...state, subgroup: null } : state;
  }
}
