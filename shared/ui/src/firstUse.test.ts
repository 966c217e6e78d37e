// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usedAttribute } from '@site/document';
import { afterFirstUse } from './firstUse';

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute(usedAttribute);
});

describe('afterFirstUse', () => {
  it("runs the task once, after the first use's frame is painted, not in its event", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const task = vi.fn();
    afterFirstUse(task);
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for a use: loading alone runs nothing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const task = vi.fn();
    afterFirstUse(task);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });

  it('runs nothing once cancelled, whether before the use or between the use and its paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const before = vi.fn();
    afterFirstUse(before)();
    window.dispatchEvent(new Event('scroll'));
    const between = vi.fn();
    const cancel = afterFirstUse(between);
    window.dispatchEvent(new Event('wheel'));
    cancel();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(before).not.toHaveBeenCalled();
    expect(between).not.toHaveBeenCalled();
  });

  it('runs the task after the next paint when the visitor used the page before it was asked (early.js noted it)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.documentElement.setAttribute(usedAttribute, '');
    const task = vi.fn();
    afterFirstUse(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterFirstUse(cancelled)();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
