import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRotator, isRotating, nextIndex, previousIndex, type Rotator } from './carouselRotation';
import { testimonialRotationMs } from './constants';
import { testimonials } from './content';

const COUNT = 8;
let rotator: Rotator | undefined;

const make = (options: { reducedMotion?: boolean } = {}) => {
  rotator = createRotator({ count: COUNT, intervalMs: testimonialRotationMs, ...options });
  rotator.start();
  return rotator;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  rotator?.stop();
  rotator = undefined;
  vi.useRealTimers();
});

describe('index arithmetic', () => {
  it('wraps in both directions', () => {
    expect(nextIndex(7, 8)).toBe(0);
    expect(nextIndex(3, 8)).toBe(4);
    expect(previousIndex(0, 8)).toBe(7);
    expect(previousIndex(5, 8)).toBe(4);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe('testimonial rotation', () => {
  it('rotates through the eight payout testimonials every 5000 ms', () => {
    expect(testimonialRotationMs).toBe(5000);
    expect(testimonials).toHaveLength(COUNT);
    const r = make();
    expect(r.getState().index).toBe(0);
    vi.advanceTimersByTime(4999);
    expect(r.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(r.getState().index).toBe(1);
    for (let expected = 2; expected < COUNT; expected += 1) {
      vi.advanceTimersByTime(5000);
      expect(r.getState().index).toBe(expected);
    }
  });

  it('wraps back to the first testimonial after the eighth', () => {
    const r = make();
    vi.advanceTimersByTime(5000 * 7);
    expect(r.getState().index).toBe(7);
    vi.advanceTimersByTime(5000);
    expect(r.getState().index).toBe(0);
    vi.advanceTimersByTime(5000 * COUNT);
    expect(r.getState().index).toBe(0);
  });

  it('notifies subscribers on every change', () => {
    const r = make();
    const listener = vi.fn();
    const unsubscribe = r.subscribe(listener);
    vi.advanceTimersByTime(5000 * 3);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stops when paused and resumes with a full interval when played', () => {
    const r = make();
    vi.advanceTimersByTime(5000);
    r.pause();
    expect(r.getState().playing).toBe(false);
    expect(isRotating(r.getState())).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(r.getState().index).toBe(1);
    r.togglePlaying();
    expect(r.getState().playing).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(r.getState().index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(r.getState().index).toBe(2);
  });

  it('pauses while hovered and while focus is inside, and resumes afterwards', () => {
    const r = make();
    r.setHovered(true);
    vi.advanceTimersByTime(20_000);
    expect(r.getState().index).toBe(0);
    r.setHovered(false);
    vi.advanceTimersByTime(5000);
    expect(r.getState().index).toBe(1);

    r.setFocusWithin(true);
    vi.advanceTimersByTime(20_000);
    expect(r.getState().index).toBe(1);
    expect(r.getState().playing).toBe(true);
    r.setFocusWithin(false);
    vi.advanceTimersByTime(5000);
    expect(r.getState().index).toBe(2);
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    const r = make({ reducedMotion: true });
    expect(r.getState().playing).toBe(false);
    vi.advanceTimersByTime(5000 * COUNT * 3);
    expect(r.getState().index).toBe(0);
    // Manual navigation still works.
    r.next();
    expect(r.getState().index).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(r.getState().index).toBe(1);
  });

  it('stops rotating when reduced motion is switched on later', () => {
    const r = make();
    vi.advanceTimersByTime(5000);
    r.setReducedMotion(true);
    vi.advanceTimersByTime(60_000);
    expect(r.getState().index).toBe(1);
    r.setReducedMotion(false);
    vi.advanceTimersByTime(60_000);
    expect(r.getState().index).toBe(1);
  });

  it('lets an explicit Play start rotation even with reduced motion, overriding a focus pause', () => {
    const r = make({ reducedMotion: true });
    r.setFocusWithin(true);
    r.play();
    vi.advanceTimersByTime(5000);
    expect(r.getState().index).toBe(1);
  });

  it('moves manually with previous/next, wrapping, and restarts the interval', () => {
    const r = make();
    r.previous();
    expect(r.getState().index).toBe(7);
    vi.advanceTimersByTime(3000);
    r.next();
    expect(r.getState().index).toBe(0);
    vi.advanceTimersByTime(3000);
    expect(r.getState().index).toBe(0);
    vi.advanceTimersByTime(2000);
    expect(r.getState().index).toBe(1);
    r.goTo(10);
    expect(r.getState().index).toBe(2);
  });

  it('has no side effects until started, and clears its timer when stopped', () => {
    const idle = createRotator({ count: COUNT, intervalMs: testimonialRotationMs });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(idle.getState().index).toBe(0);

    const r = make();
    expect(vi.getTimerCount()).toBe(1);
    r.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(r.getState().index).toBe(0);
    r.start();
    vi.advanceTimersByTime(5000);
    expect(r.getState().index).toBe(1);
  });
});
