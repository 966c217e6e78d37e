import { describe, expect, it } from 'vitest';
import { remoteTimeoutMs } from './remoteRoutes';

describe('remoteTimeoutMs', () => {
  it('on the first load, deducts the time since the page was requested', () => {
    expect(remoteTimeoutMs(0, true)).toBe(6000);
    expect(remoteTimeoutMs(1000, true)).toBe(6000);
    expect(remoteTimeoutMs(2500, true)).toBe(4500);
  });
  it('still waits at least 3 s when the shell itself was slow', () => {
    expect(remoteTimeoutMs(5000, true)).toBe(3000);
    expect(remoteTimeoutMs(20000, true)).toBe(3000);
  });
  it('gives later in-app navigations the full 6 s', () => {
    expect(remoteTimeoutMs(120000, false)).toBe(6000);
  });
});
