import { useSyncExternalStore } from 'react';

const onScroll = (changed: () => void) => {
  window.addEventListener('scroll', changed, { passive: true });
  return () => window.removeEventListener('scroll', changed);
};

/**
 * True while the page is scrolled more than `threshold` pixels. False in the served HTML and in the render that
 * hydrates it, then read at once: a page taken over while scrolled shows its scrolled state right after.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    onScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}
