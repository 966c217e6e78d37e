import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tabKeys';

describe('tabs keyboard', () => {
  it('moves with arrows and wraps', () => {
    expect(nextTabIndex('ArrowRight', 0, 5)).toBe(1);
    expect(nextTabIndex('ArrowRight', 4, 5)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 5)).toBe(4);
    expect(nextTabIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowUp', 1, 3)).toBe(0);
  });
  it('jumps with Home and End', () => {
    expect(nextTabIndex('Home', 3, 5)).toBe(0);
    expect(nextTabIndex('End', 0, 5)).toBe(4);
  });
  it('ignores other keys', () => {
    expect(nextTabIndex('Enter', 1, 5)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
