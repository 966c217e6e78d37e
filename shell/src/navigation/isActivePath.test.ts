import { describe, expect, it } from 'vitest';
import { isActiveNavItem } from './isActivePath';

describe('isActiveNavItem', () => {
  it('marks Home only on /', () => {
    expect(isActiveNavItem('/', '/')).toBe(true);
    expect(isActiveNavItem('/', '/about')).toBe(false);
  });
  it('marks Services on /services and on every service page', () => {
    for (const path of ['/services', '/web-design', '/payout', '/graphic-design', '/rankboost']) {
      expect(isActiveNavItem('/services', path)).toBe(true);
    }
    expect(isActiveNavItem('/services', '/pricing')).toBe(false);
  });
  it('marks other items on their own path', () => {
    expect(isActiveNavItem('/pricing', '/pricing')).toBe(true);
    expect(isActiveNavItem('/b2b', '/pricing')).toBe(false);
  });
});
