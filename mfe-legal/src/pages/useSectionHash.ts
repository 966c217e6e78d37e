import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useInApp } from '@site/ui';

/** The section id named by a location hash (`#clause-15` → `clause-15`), if the document has it. */
export const sectionFromHash = (hash: string, ids: ReadonlySet<string>): string | null => {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return ids.has(id) ? id : null;
};

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * How far below the top of the viewport a section must start to clear the fixed site header: the page's
 * `scroll-padding-top` (which the site sets to the compact header's height) plus the section's own
 * `scroll-margin-top`, the same offset `scrollIntoView` leaves.
 */
const clearanceBelowHeader = (element: HTMLElement): number =>
  (Number.parseFloat(getComputedStyle(window.document.documentElement).scrollPaddingTop) || 0) +
  (Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0);

/** Runs after the current commit has painted (and after any scroll-to-top the shell does on navigation). */
const afterPaint = (callback: () => void): (() => void) => {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(callback);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
};

/**
 * The open section of a document of single-open sections, kept in step with the address's hash: the
 * section the hash names opens and is scrolled to (and focused), on load and when an in-page link or the
 * browser's back/forward buttons change the hash. Opening a section writes its id to the address
 * (history.replaceState, so no history entries pile up); closing it removes the hash.
 */
export function useSectionHash(sectionIds: readonly string[]) {
  const location = useLocation();
  const ids = useMemo(() => new Set(sectionIds), [sectionIds]);

  // The section the visitor or a navigation chose; until then, the one the address names. The hash is known
  // only in the browser: where React hydrates the served document, every section starts closed as served.
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const inApp = useInApp();
  const openId = chosenId !== undefined ? chosenId : inApp ? sectionFromHash(location.hash, ids) : null;

  // Follow navigation to a hash (in-page links are router links; back/forward pop a new location).
  // Adjusting state while rendering, as React recommends for state derived from a changed input.
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  if (seenLocationKey !== location.key) {
    setSeenLocationKey(location.key);
    const fromHash = sectionFromHash(location.hash, ids);
    if (fromHash) setChosenId(fromHash);
  }

  // Scroll to (and focus) the section the address names: on load and on every hash navigation.
  const firstScroll = useRef(true);
  useEffect(() => {
    const target = sectionFromHash(location.hash, ids);
    if (!target) return;
    return afterPaint(() => {
      const element = window.document.getElementById(target);
      if (!element) return;
      // 'instant', not 'auto': the site sets `scroll-behavior: smooth` on <html>, which 'auto' would follow.
      const instant = firstScroll.current || prefersReducedMotion();
      firstScroll.current = false;
      element.scrollIntoView({ block: 'start', behavior: instant ? 'instant' : 'smooth' });
      element.querySelector('summary')?.focus({ preventScroll: true });
    });
  }, [location.key, location.hash, ids]);

  // When a click opens a section, mirror it in the address and keep its heading on screen (closing the
  // previously open, longer section above it can otherwise pull the heading out of view).
  const pendingReveal = useRef<string | null>(null);
  const onOpenChange = useCallback((next: string | null) => {
    setChosenId(next);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${next ? `#${next}` : ''}`);
    pendingReveal.current = next;
  }, []);

  useEffect(() => {
    const target = pendingReveal.current;
    pendingReveal.current = null;
    if (!target || target !== openId) return;
    const element = window.document.getElementById(target);
    if (!element) return;
    if (element.getBoundingClientRect().top < clearanceBelowHeader(element)) {
      element.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    }
  }, [openId]);

  return { openId, onOpenChange };
}
