import { describe, expect, it } from 'vitest';
import { closedDisclosure, menuDisclosureReducer, type MenuDisclosureAction } from './menuDisclosure';

const after = (...actions: MenuDisclosureAction[]) => actions.reduce(menuDisclosureReducer, closedDisclosure);

describe('menuDisclosureReducer', () => {
  it('opens, then closes through a closing phase that ends when the animation reports it', () => {
    expect(after('open')).toEqual({ open: true, closing: false });
    expect(after('open', 'close')).toEqual({ open: false, closing: true });
    expect(after('open', 'close', 'closed')).toEqual(closedDisclosure);
  });

  it('toggles between open and closing', () => {
    expect(after('toggle')).toEqual({ open: true, closing: false });
    expect(after('toggle', 'toggle')).toEqual({ open: false, closing: true });
  });

  it('opening while closing goes straight back to open, and a late report of the old closing changes nothing', () => {
    expect(after('open', 'close', 'open')).toEqual({ open: true, closing: false });
    expect(after('open', 'close', 'open', 'closed')).toEqual({ open: true, closing: false });
  });

  it('closing a closed menu changes nothing', () => {
    expect(after('close')).toBe(closedDisclosure);
    expect(after('closed')).toBe(closedDisclosure);
  });
});
