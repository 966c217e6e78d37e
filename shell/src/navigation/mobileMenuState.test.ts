import { describe, expect, it } from 'vitest';
import { closedMenu, mobileMenuReducer, type MobileMenuAction, type MobileMenuState } from './mobileMenuState';

const run = (...actions: MobileMenuAction[]): MobileMenuState => actions.reduce(mobileMenuReducer, closedMenu);

describe('mobile menu state', () => {
  it('opens and closes', () => {
    expect(run({ type: 'toggleMenu' })).toEqual({ open: true, group: null, subgroup: null });
    expect(run({ type: 'toggleMenu' }, { type: 'toggleMenu' })).toEqual(closedMenu);
  });

  it('keeps one subgroup open at a time', () => {
    const state = run(
      { type: 'toggleMenu' },
      { type: 'toggleGroup', id: 'services' },
      { type: 'toggleSubgroup', id: 'webtech' },
      { type: 'toggleSubgroup', id: 'payments' },
    );
    expect(state).toEqual({ open: true, group: 'services', subgroup: 'payments' });
  });

  it('closes the open subgroup when it is chosen again or when its group closes', () => {
    const open = run(
      { type: 'toggleMenu' },
      { type: 'toggleGroup', id: 'services' },
      { type: 'toggleSubgroup', id: 'api' },
    );
    expect(mobileMenuReducer(open, { type: 'toggleSubgroup', id: 'api' }).subgroup).toBeNull();
    expect(mobileMenuReducer(open, { type: 'toggleGroup', id: 'services' })).toEqual({
      open: true,
      group: null,
      subgroup: null,
    });
  });

  it('switching group closes the previous subgroup', () => {
    const open = run(
      { type: 'toggleMenu' },
      { type: 'toggleGroup', id: 'services' },
      { type: 'toggleSubgroup', id: 'api' },
    );
    expect(mobileMenuReducer(open, { type: 'toggleGroup', id: 'company' })).toEqual({
      open: true,
      group: 'company',
      subgroup: null,
    });
  });

  it('choosing a link closes everything, and reopening starts collapsed', () => {
    const open = run(
      { type: 'toggleMenu' },
      { type: 'toggleGroup', id: 'services' },
      { type: 'toggleSubgroup', id: 'api' },
    );
    const closed = mobileMenuReducer(open, { type: 'close' });
    expect(closed).toEqual(closedMenu);
    expect(mobileMenuReducer(closed, { type: 'toggleMenu' })).toEqual({ open: true, group: null, subgroup: null });
  });
});
