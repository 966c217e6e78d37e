import { useSyncExternalStore } from 'react';

const onScroll = (changed: () => void) => {
  window.addEventListener('scroll', changed, { passive: true });
  return () => window.removeEventListener('scroll', changed);
};
const unwatched = () => () => {};
const never = () => false;

/**
 * True while the page is scrolled more than `threshold` pixels. False in the served HTML and in the render that
 * hydrates it, then read at once: a page taken over while scrolled shows its scrolled state right after.
 * With `watch` false it stays false and listens to nothing: for what CSS shows by itself where it can.
 */
export function useScrolledPast(threshold: number, watch = true): boolean {
  return useSyncExternalStore(watch ? onScroll : unwatched, watch ? () => window.scrollY > threshold : never, never);
}
