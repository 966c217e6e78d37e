import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const waitFor = (find: () => HTMLElement | null, timeoutMs: number, found: (element: HTMLElement) => void) => {
  const deadline = performance.now() + timeoutMs;
  let frame = 0;
  const look = () => {
    const element = find();
    if (element) found(element);
    else if (performance.now() < deadline) frame = requestAnimationFrame(look);
  };
  look();
  return () => cancelAnimationFrame(frame);
};

/**
 * On every navigation: scroll to the top (or to the #hash target once the page has rendered it), and move
 * keyboard focus to the new page's h1 so screen-reader users hear where they are. The first load keeps
 * the browser's own focus and scroll: the page arrived as complete HTML, so the browser has already
 * scrolled to its #hash target, and the visitor may have scrolled on since. Returns whether the user has
 * navigated since the page loaded.
 */
export function useRouteChange(): boolean {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  // Known during the render that shows the new page, so that page can start its entrance.
  const [firstVisit] = useState(key);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) window.scrollTo({ top: 0, behavior: 'instant' });
    const main = () => document.getElementById('main');
    const stopHeading = hash
      ? waitFor(
          () => document.getElementById(decodeURIComponent(hash.slice(1))),
          5000,
          (target) => target.scrollIntoView(),
        )
      : waitFor(
          () => main()?.querySelector<HTMLElement>('h1') ?? null,
          5000,
          (heading) => {
            if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
            heading.focus({ preventScroll: true });
          },
        );
    return stopHeading;
  }, [pathname, hash, key]);
  return key !== firstVisit;
}
