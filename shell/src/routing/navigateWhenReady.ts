import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { settledValue } from '@site/ui';
import { prefetchRemotePage, remotePageLoaded } from '../federation/remoteRoutes';
import { preloadShellPage, shellFragments } from '../pages/shellPages';
import { inSiteNavigation } from '../fragments/inSiteLinks';
import { pageAt, usePathOwners } from './routeTable';
import type { PathOwners } from '@site/routes';

/**
 * How long a click waits for its page's code before the route shows its loading state. Within it, the current
 * page stays and the next one replaces it in one commit, as a plain link's next document does.
 */
export const holdAtMostMs = 1000;

/** The load a navigation to `path` would wait for: undefined when its page renders at once (or is no page). */
function pageCodeToWaitFor(path: string, map: PathOwners): Promise<unknown> | undefined {
  const page = pageAt(path, map);
  if (!page) return undefined;
  if (page.kind === 'contact') {
    return settledValue(shellFragments.preload(page.path)) ? undefined : preloadShellPage(page.path);
  }
  return remotePageLoaded(page.remote, page.path) ? undefined : prefetchRemotePage(page.remote, page.path);
}

const settledOrAfter = (load: Promise<unknown>, ms: number) =>
  Promise.race([load.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * A click on an in-site link whose page's code is not loaded yet (the visitor was quicker than the prefetch)
 * navigates once that code is here, or after `holdAtMostMs`: rendering the route at once would commit its
 * loading state, and React then holds the page back for its fallback's minimum time (300 ms) after the code
 * arrives (issue #30). Meanwhile `indicator` shows (a bar at the top, as browsers show a
 * document loading). A later click, or a step through the history, replaces a held one.
 */
export function useNavigateWhenReady(indicator: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  const map = usePathOwners();
  useEffect(() => {
    let latest = 0;
    const showIndicator = (shown: boolean) => {
      if (indicator.current) indicator.current.hidden = !shown;
    };
    const supersede = () => {
      latest += 1;
      showIndicator(false);
    };
    const onClick = (event: MouseEvent) => {
      const to = inSiteNavigation(event);
      if (!to) return;
      supersede();
      const load = pageCodeToWaitFor(new URL(to, window.location.href).pathname, map);
      if (!load) return;
      event.preventDefault();
      const click = latest;
      showIndicator(true);
      void settledOrAfter(load, holdAtMostMs).then(() => {
        if (click !== latest) return;
        showIndicator(false);
        void navigate(to);
      });
    };
    // Capturing at the document: before any root's link handler, which leaves a click prevented here alone.
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', supersede);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', supersede);
    };
  }, [navigate, indicator, map]);
}
