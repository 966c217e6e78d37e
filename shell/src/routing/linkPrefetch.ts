import { pageListMaxGzipBytes, type PathOwners, type RouteOwner } from '@site/routes';
import { afterFirstUse, whenIdle } from '@site/ui';
import { prefetchRemote, remoteConfigRequested, remoteRequested } from '../federation/remoteRoutes';
import { fetchWithoutEvaluating, readPageList } from '../federation/pageFiles';
import { inSiteLink } from '../fragments/inSiteLinks';
import { createInViewPrefetch } from './inViewPrefetch';
import { loadPageCode } from './navigateWhenReady';
import { fragmentOwner, pageAt, type SitePage } from './routeTable';

/** The shell is a section too, for its own pages (the contact page): its entry is loaded on every page. */
const prefetchInView = createInViewPrefetch<RouteOwner>({
  // Before a remote's list, the site's /remotes.json where this page has not read it yet (the contact page):
  // three manifests' URLs, well within the list's own bound, which its build keeps to.
  listBoundBytes: (section) =>
    section !== 'shell' && !remoteConfigRequested() ? 2 * pageListMaxGzipBytes : pageListMaxGzipBytes,
  readPageList,
  sectionRequested: (section) => section === 'shell' || remoteRequested(section),
  loadSection: (section) => (section === 'shell' ? Promise.resolve() : prefetchRemote(section)),
  fetchFiles: (urls) => Promise.all(urls.map(fetchWithoutEvaluating)),
});

/** The page a link leads to, when it leads to another page of this site. */
function pageOfLink(target: EventTarget | null, map: PathOwners): SitePage | undefined {
  const link = inSiteLink(target);
  return link && link.url.pathname !== window.location.pathname ? pageAt(link.path, map) : undefined;
}

/** On intent (hover, focus, touch), the page's code, evaluated: the visitor is about to open it. */
const onIntentIn = (map: PathOwners) => (event: Event) => {
  const page = pageOfLink(event.target, map);
  // A failed prefetch is only a missed head start: the navigation loads the page itself, and reports.
  if (page) loadPageCode(page)?.catch(() => undefined);
};

/**
 * How long the view stays still (no link came or went) before the links in it are prefetched: what a scroll only
 * passes by is never fetched, and a tap right after a scroll is painted before the prefetcher's first responses
 * (quicklink's `delay`, for a whole view at once). Longer (300 ms) moved the fetches into the reader's hover and
 * held back the hovered page's code (issue #30).
 */
const inViewQuietMs = 150;

/**
 * Links in a view that has settled are prefetched when the main thread is idle, each link once: their sections'
 * entries and route tables, and their pages' files fetched but not evaluated (evaluating each page's code kept the
 * main thread busy past the click it was meant to speed up, issue #30); the click then finds them in the HTTP cache.
 */
function watchLinksInView(map: PathOwners) {
  const watched = new WeakSet<Element>();
  const inView = new Set<Element>();
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const prefetchSettled = () => {
    const links = [...inView].flatMap((anchor) => {
      observer.unobserve(anchor);
      const page = pageOfLink(anchor, map);
      return page ? [{ section: fragmentOwner(page), path: page.path }] : [];
    });
    inView.clear();
    if (links.length > 0) whenIdle(() => prefetchInView(links));
  };
  const observer = new IntersectionObserver((changes) => {
    for (const { target, isIntersecting } of changes) {
      if (isIntersecting) inView.add(target);
      else inView.delete(target);
    }
    clearTimeout(quiet);
    quiet = inView.size > 0 ? setTimeout(prefetchSettled, inViewQuietMs) : undefined;
  });
  const watchNewLinks = () => {
    for (const anchor of document.querySelectorAll('a[href]')) {
      if (watched.has(anchor)) continue;
      watched.add(anchor);
      observer.observe(anchor);
    }
  };
  watchNewLinks();
  // Each navigation renders new links; look for them once the page has settled.
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    whenIdle(() => {
      pending = false;
      watchNewLinks();
    });
  }).observe(document.body, { childList: true, subtree: true });
}

/**
 * Fetches the code of the pages a visitor is about to open, so that a click renders the next page at once: a
 * page's code on hover, focus and touch of an in-site link; for links in view, once the visitor has used the page
 * and the view has been still for a moment, what `createInViewPrefetch` allows. Started once the app has taken
 * the page over, so it never adds to the first load.
 */
export function startLinkPrefetching(map: PathOwners): void {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
  // Prefetching spends the visitor's data on pages they may never open: not when they asked to save it, nor on 2G.
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  const onIntent = onIntentIn(map);
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  afterFirstUse(() => whenIdle(() => watchLinksInView(map)));
}
