import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { lookupPath } from '@site/routes';
import { settledValue } from '@site/ui';
import { useRemoteSections, type RemoteSections } from '../federation/remoteRoutes';
import { preloadShellPage, shellFragments } from '../pages/shellPages';
import { inSiteNavigation } from '../fragments/inSiteLinks';
import { pageAt, usePathOwners, type SitePage } from './routeTable';

/**
 * How long a click waits for its page's code before the route shows its loading state. Within it, the current
 * page stays and the next one replaces it in one commit, as a plain link's next document does.
 */
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
 * A click on an in-site link to a path the map does not know is left to the browser, as a plain link. A click on
 * an in-site link whose page's code is not loaded yet (the visitor was quicker than the prefetch)
 * navigates once that code is here, or after `holdAtMostMs`: rendering the route at once would commit its
 * loading state, and React then holds the page back for its fallback's minimum time (300 ms) after the code
 * arrives. Meanwhile `indicator` shows (a bar at the top, as browsers show a
 * document loading). A later click, or a step through the history, replaces a held one.
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
      // A path the map does not know may be a page added since it was read: the browser follows the link, and the
      // server answers with the page or its 404.
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
    // Capturing at the document: before any root's link handler, which leaves a click prevented here alone.
    document.addEventListener('click', onClick, { capture: true, signal: listening.signal });
    window.addEventListener('popstate', supersede, { signal: listening.signal });
    return () => listening.abort();
  }, [navigate, indicator, map, sections]);
}
