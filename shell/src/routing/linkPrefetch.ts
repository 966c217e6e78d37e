import { pageListMaxGzipBytes, type PathOwners, type RouteOwner } from '@site/routes';
import { afterFirstUse, whenIdle } from '@site/ui';
import { prefetchRemote, prefetchRemotePage, remoteConfigRequested, remoteRequested } from '../federation/remoteRoutes';
import { preloadShellPage } from '../pages/shellPages';
import { fetchWithoutEvaluating, readPageList } from '../federation/pageFiles';
import { createInViewPrefetch } from './inViewPrefetch';
import { createSettledInView } from './settledInView';
import { createEarlyBudget, createPrefetchQueue, prefetchAllowed, type ConnectionHints } from './prefetchQueue';
import { inSiteLink } from '../fragments/inSiteLinks';
import { fragmentOwner, pageAt } from './routeTable';
import { sitePathOf } from '../lib/servedPreview';

/** What the visitor shows intent for: each page's code once, started at once. */
const intents = createPrefetchQueue(2);

/**
 * Everything fetched for links in view (page lists, sections' code, pages' files): 50 kB gzip at most in the
 * page's first 10 s (issue #30). What the visitor asks for by hover, focus or touch is not charged.
 */
const earlyBudget = createEarlyBudget({ bytes: 50_000, untilMs: 10_000 });
/**
 * Page files wait behind their section's entry and route table (a click into a section needs its entry first, and
 * a page's files only save the last round trip), two pages at a time, the sections in view taking turns: a footer
 * lists a dozen pages of one section before the first of the next, and a click into another section is the one
 * that gains most from finding its page's code already here (issue #30).
 */
const filesQueue = createPrefetchQueue(2);

/**
 * What reading a section's page list may fetch, at most: the list (`pageListMaxGzipBytes`, which its build keeps
 * to), and before a remote's, the site's /remotes.json where this page has not read it yet (the contact page):
 * three manifests' URLs, well within the same bound.
 */
const listBoundBytes = (section: RouteOwner) =>
  section !== 'shell' && !remoteConfigRequested() ? 2 * pageListMaxGzipBytes : pageListMaxGzipBytes;

/** The shell is a section too, for its own pages (the contact page): its entry is loaded on every page. */
const inViewPrefetch = createInViewPrefetch<RouteOwner>(earlyBudget, listBoundBytes, {
  readPageList,
  sectionRequested: (section) => section === 'shell' || remoteRequested(section),
  loadSection: (section) => (section === 'shell' ? Promise.resolve() : prefetchRemote(section)),
  fetchFiles: async (urls) => {
    await Promise.all(urls.map(fetchWithoutEvaluating));
  },
});

/** The site path a link leads to, when it leads to another page of this site. */
function inSitePath(target: EventTarget | null): string | undefined {
  const url = inSiteLink(target);
  return url && url.pathname !== window.location.pathname ? sitePathOf(url.pathname) : undefined;
}

/** On intent (hover, focus, touch), the page's code, evaluated: the visitor is about to open it. */
const onIntentIn = (map: PathOwners) => (event: Event) => {
  const path = inSitePath(event.target);
  const page = path && pageAt(path, map);
  if (!page) return;
  const load = () =>
    page.kind === 'contact' ? preloadShellPage(page.path) : prefetchRemotePage(page.remote, page.path);
  intents.request(page.path, load, true);
};

/**
 * For links merely in view (a footer shows links to every section's pages), their sections' entries and route
 * tables, and the pages' files fetched but not evaluated, within the early budget: evaluating each page's code
 * kept the main thread busy past the click it was meant to speed up (issue #30). The click
 * then finds the page's code in the HTTP cache. The links that came into view together go at once: every
 * section first, so that the pages of a section already here cannot spend the budget before the others are
 * weighed.
 */
function prefetchInView(paths: readonly string[], map: PathOwners) {
  const pages = paths.flatMap((path) => pageAt(path, map) ?? []);
  for (const section of new Set(pages.map(fragmentOwner))) void inViewPrefetch.section(section);
  for (const page of pages) {
    const section = fragmentOwner(page);
    filesQueue.request(page.path, () => inViewPrefetch.page(section, page.path), false, section);
  }
}

/**
 * How long the view stays still (no link came or went) before the links in it are prefetched. The prefetcher's
 * main-thread work starts with its first responses, a round trip after this: a tap right after a scroll is painted
 * before it. Longer (300 ms) moved the fetches into the reader's hover and held back the hovered page's code
 * (issue #30).
 */
const inViewQuietMs = 150;

/** Links in a view that has settled are prefetched when the main thread is idle; each link once. */
function watchLinksInView(map: PathOwners) {
  const watched = new WeakSet<Element>();
  const settled = createSettledInView<Element>(inViewQuietMs, (anchors) => {
    const paths: string[] = [];
    for (const anchor of anchors) {
      inView.unobserve(anchor);
      const path = inSitePath(anchor);
      if (path) paths.push(path);
    }
    if (paths.length > 0) whenIdle(() => prefetchInView(paths, map));
  });
  const inView = new IntersectionObserver(settled);
  const watchNewLinks = () => {
    for (const anchor of document.querySelectorAll('a[href]')) {
      if (watched.has(anchor)) continue;
      watched.add(anchor);
      inView.observe(anchor);
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
 * page's code on hover, focus and touch of an in-site link; for links in view, once the visitor has moved and the
 * view has been still for a moment, when the main thread is idle, their sections' entries and route tables and
 * their pages' files, within the early budget. Started once, by the live map, when the app has taken the page over,
 * so it never adds to the first load; not at all where data is scarce.
 */
export function startLinkPrefetching(map: PathOwners): void {
  const { connection } = navigator as Navigator & { connection?: ConnectionHints };
  if (!prefetchAllowed(connection)) return;
  const onIntent = onIntentIn(map);
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  afterFirstUse(() => whenIdle(() => watchLinksInView(map)));
}
