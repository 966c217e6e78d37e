/**
 * State of the mobile menu (SPEC §4): open or closed; inside it one group and one subgroup open at a time.
 * Opening another group closes the open subgroup; choosing a link closes the whole menu. The menu and its
 * groups are native (a popover, `<details>`): the actions report what they did, so each says "open" or
 * "closed" rather than "toggle", and repeating one changes nothing.
 */
export interface MobileMenuState {
  readonly open: boolean;
  readonly group: string | null;
  readonly subgroup: string | null;
}

export type MobileMenuAction =
  | { readonly type: 'open' }
  | { readonly type: 'close' }
  | { readonly type: 'group'; readonly id: string; readonly open: boolean }
  | { readonly type: 'subgroup'; readonly id: string; readonly open: boolean };

export const closedMenu: MobileMenuState = { open: false, group: null, subgroup: null };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...closedMenu, open: true };
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
