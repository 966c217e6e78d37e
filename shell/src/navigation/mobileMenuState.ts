/**
 * State of the mobile menu (SPEC §4): open or closed; inside it one group and one subgroup open at a time.
 * Opening another group closes the open subgroup; choosing a link closes the whole menu.
 */
export interface MobileMenuState {
  readonly open: boolean;
  readonly group: string | null;
  readonly subgroup: string | null;
}

export type MobileMenuAction =
  | { readonly type: 'toggleMenu' }
  | { readonly type: 'close' }
  | { readonly type: 'toggleGroup'; readonly id: string }
  | { readonly type: 'toggleSubgroup'; readonly id: string };

export const closedMenu: MobileMenuState = { open: false, group: null, subgroup: null };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'toggleMenu':
      return state.open ? closedMenu : { ...closedMenu, open: true };
    case 'close':
      return closedMenu;
    case 'toggleGroup':
      return state.group === action.id
        ? { ...state, group: null, subgroup: null }
        : { ...state, group: action.id, subgroup: null };
    case 'toggleSubgroup':
      return { ...state, subgroup: state.subgroup === action.id ? null : action.id };
  }
}
