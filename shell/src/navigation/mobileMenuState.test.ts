import { describe, expect, it } from 'vitest';
import { closedMenu, mobileMenuReducer, type MobileMenuAction, type MobileMenuState } from './mobileMenuState';

const run = (...actions: MobileMenuAction[]): MobileMenuState => actions.reduce(mobileMenuReducer, closedMenu);
const openGroup = (id: string): MobileMenuAction => ({ type: 'group', id, open: true });
const openSubgroup = (id: string): MobileMenuAction => ({ type: 'subgroup', id, open: true });

describe('mobile menu state', () => {
  it('opens and closes, and opening twice changes nothing', () => {
    expect(run({ type: 'open' })).toEqual({ open: true, animated: false, closing: false, group: null, subgroup: null });
    expect(run({ type: 'open' }, { type: 'close' })).toEqual(closedMenu);
    const open = run({ type: 'open' }, openGroup('services'));
    expect(mobileMenuReducer(open, { type: 'open' })).toBe(open);
  });

  it('animates an opening only when told so, and keeps that while open', () => {
    expect(run({ type: 'open', animated: true }).animated).toBe(true);
    expect(run({ type: 'open', animated: true }, { type: 'open' }).animated).toBe(true);
    expect(run({ type: 'open', animated: true }, { type: 'close' }, { type: 'open' }).animated).toBe(false);
  });

  it('keeps one subgroup open at a time', () => {
    const state = run({ type: 'open' }, openGroup('services'), openSubgroup('webtech'), openSubgroup('payments'));
    expect(state).toEqual({ open: true, animated: false, closing: false, group: 'services', subgroup: 'payments' });
  });

  it('closes the open subgroup when it closes or when its group closes', () => {
    const open = run({ type: 'open' }, openGroup('services'), openSubgroup('api'));
    expect(mobileMenuReducer(open, { type: 'subgroup', id: 'api', open: false }).subgroup).toBeNull();
    expect(mobileMenuReducer(open, { type: 'group', id: 'services', open: false })).toEqual({
      open: true,
      animated: false,
      closing: false,
      group: null,
      subgroup: null,
    });
  });

  it('a subgroup closed as another opens leaves the open one open', () => {
    const state = run(openGroup('services'), openSubgroup('payments'), { type: 'subgroup', id: 'api', open: false });
    expect(state.subgroup).toBe('payments');
  });

  it('switching group closes the previous subgroup', () => {
    const open = run({ type: 'open' }, openGroup('services'), openSubgroup('api'));
    expect(mobileMenuReducer(open, openGroup('company'))).toEqual({
      open: true,
      animated: false,
      closing: false,
      group: 'company',
      subgroup: null,
    });
  });

  it('choosing a link closes everything, and reopening starts collapsed', () => {
    const open = run({ type: 'open' }, openGroup('services'), openSubgroup('api'));
    const closed = mobileMenuReducer(open, { type: 'close' });
    expect(closed).toEqual(closedMenu);
    expect(mobileMenuReducer(closed, { type: 'open' })).toEqual({
      open: true,
      animated: false,
      closing: false,
      group: null,
      subgroup: null,
    });
  });

  it('animates out while closing: closed when the popover reports it, open again when it reopens', () => {
    const open = run({ type: 'open' }, openGroup('services'));
    const closing = mobileMenuReducer(open, { type: 'closing' });
    expect(closing).toEqual({ ...open, closing: true });
    expect(mobileMenuReducer(closing, { type: 'closing' })).toBe(closing);
    expect(mobileMenuReducer(closing, { type: 'close' })).toEqual(closedMenu);
    expect(mobileMenuReducer(closing, { type: 'open' })).toEqual(open);
  });

  it('a closed menu does not start closing', () => {
    expect(mobileMenuReducer(closedMenu, { type: 'closing' })).toBe(closedMenu);
  });
});
