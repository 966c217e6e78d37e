import type { PathOwners } from '@site/routes';
import { afterFirstUse, whenIdle } from '@site/ui';
import type { RemoteSections } from '../federation/remoteRoutes';
import { inSiteLink } from '../fragments/inSiteLinks';
import { loadPageCode } from './navigateWhenReady';
import { pageAt, type SitePage } from './routeTable';

/** The page a link leads to, when it leads to another page of this site. */
function pageOfLink(target: EventTarget | null, map: PathOwners): SitePage | undefined {
  const link = inSiteLink(target);
  return link && link.url.pathname !== window.location.pathname ? pageAt(link.path, map) : undefined;
}

/** On intent (hover, focus, touch), the page's code, evaluated: the visitor is about to open it. */
const onIntentIn = (map: PathOwners, sections: RemoteSections) => (event: Event) => {
  const page = pageOfLink(event.target, map);
  // A failed prefetch is only a missed head start: the navigation loads the page itself, and reports.
  if (page) loadPageCode(page, sections)?.catch(() => undefined);
};

/** Readies the route table of every section the page links to: their size goals keep them within the prefetch cap. */
function prefetchLinkedSections(map: PathOwners, sections: RemoteSections): void {
  const pages = [...document.querySelectorAll('a[href]')].map((anchor) => pageOfLink(anchor, map));
  const linked = new Set(pages.flatMap((page) => (page?.kind === 'remote' ? [page.remote] : [])));
  for (const remote of linked) void sections.prefetchRouteTable(remote);
}

/**
 * Fetches the code of the pages a visitor is about to open: a page's on hover, focus and touch of its link; the
 * linked sections' once the page was used and the main thread is idle. Started after takeover.
 */
export function startLinkPrefetching(map: PathOwners, sections: RemoteSections): void {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
  // Not when the visitor asked to save data, nor on 2G.
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  const onIntent = onIntentIn(map, sections);
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  afterFirstUse(() => whenIdle(() => prefetchLinkedSections(map, sections)));
}
