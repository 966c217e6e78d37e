import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSettledInView } from './settledInView';

const shown = (target: string) => ({ target, isIntersecting: true });
const gone = (target: string) => ({ target, isIntersecting: false });

describe('createSettledInView', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands over what came into view once the view has been still for the quiet time', () => {
    const settled = vi.fn();
    const change = createSettledInView(300, settled);
    change([shown('a'), shown('b')]);
    vi.advanceTimersByTime(299);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledExactlyOnceWith(['a', 'b']);
  });

  it('waits while the view keeps changing, and never hands over what only passed by', () => {
    const settled = vi.fn();
    const change = createSettledInView(300, settled);
    change([shown('passing')]);
    vi.advanceTimersByTime(200);
    change([gone('passing'), shown('footer')]);
    vi.advanceTimersByTime(200);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(settled).toHaveBeenCalledExactlyOnceWith(['footer']);
  });

  it('hands each target over once, and nothing when everything left', () => {
    const settled = vi.fn();
    const change = createSettledInView(300, settled);
    change([shown('a')]);
    vi.advanceTimersByTime(300);
    change([shown('b')]);
    vi.advanceTimersByTime(300);
    change([shown('c')]);
    change([gone('c')]);
    vi.advanceTimersByTime(1000);
    expect(settled.mock.calls).toEqual([[['a']], [['b']]]);
  });
});
