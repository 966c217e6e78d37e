import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { lookupPath } from '@site/routes';
import { settledValue } from '@site/ui';
import { useRemoteSections, type RemoteSections } from '../federation/remoteRoutes';
import { preloadShellPage, shellFragments } from '../pages/shellPages';
import { inSiteNavigation } from '../fragments/inSiteLinks';
import { pageAt, usePathOwners, type SitePage } from './routeTable';

/** How long a click waits for its page's code, the current page staying, before the route shows its loading state. */
export const holdAtMostMs = 1000;

/** Loads the page's code: undefined when it is here already, so the page renders at once. */
export function loadPageCode(page: SitePage, sections: RemoteSections): Promise<unknown> | undefined {
  if (page.kind === 'contact') {
    return settledValue(shellFragments.preload(page.path)) ? undefined : preloadShellPage(page.path);
  }
  if (sections.pageLoaded(page.remote, page.path)) return undefined;
  // A failure of this load is retried by the first real visit to the section, which reports it.
  return sections.pages(page.remote, 'prefetch').then((pages) => pages.preload(page.path));
}

/**
 * A click on an in-site link whose page's code is not here yet navigates once it is, or after `holdAtMostMs`,
 * with `indicator` shown: rendering at once would commit the loading state, which React then holds for 300 ms.
 * A later click or a step through the history replaces a held one. A path the map does not know is the browser's.
 */
export function useNavigateWhenReady(indicator: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  const map = usePathOwners();
  const sections = useRemoteSections();
  useEffect(() => {
    let latest = 0;
    const hold = (held: boolean) => {
      latest += 1;
      if (indicator.current) indicator.current.hidden = !held;
      return latest;
    };
    const onClick = (event: MouseEvent) => {
      const to = inSiteNavigation(event);
      if (!to) return;
      const { pathname } = new URL(to, window.location.href);
      // Maybe a page added since the map was read: the server answers it.
      if (lookupPath(map, pathname).kind === 'unknown') {
        event.stopPropagation();
        return;
      }
      const page = pageAt(pathname, map);
      const load = page && loadPageCode(page, sections);
      const click = hold(load !== undefined);
      if (!load) return;
      event.preventDefault();
      const waited = new Promise((resolve) => setTimeout(resolve, holdAtMostMs));
      void Promise.race([load.catch(() => undefined), waited]).then(() => {
        if (click !== latest) return;
        hold(false);
        void navigate(to);
      });
    };
    const supersede = () => hold(false);
    const listening = new AbortController();
    // Capturing: before any root's link handler, which leaves a prevented click alone.
    document.addEventListener('click', onClick, { capture: true, signal: listening.signal });
    window.addEventListener('popstate', supersede, { signal: listening.signal });
    return () => listening.abort();
  }, [navigate, indicator, map, sections]);
}
