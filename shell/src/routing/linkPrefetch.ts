import type { RemoteName } from '@site/routes';
import { afterFirstUse, whenIdle } from '@site/ui';
import { prefetchRemote, prefetchRemotePage } from '../federation/remoteRoutes';
import { preloadShellPage } from '../pages/shellPages';
import { fetchWithoutEvaluating, pageFilesOf } from '../federation/pageFiles';
import { createEarlyBudget, createPrefetchQueue, prefetchAllowed, type ConnectionHints } from './prefetchQueue';
import { inSiteLink } from './inSiteLinks';
import { pageAt } from './routeTable';

/** Two at once: enough to keep the connection busy, never enough to crowd out what the visitor asked for. */
const queue = createPrefetchQueue(2);

/** Page files fetched for links in view: 50 kB gzip at most in the page's first 10 s (issue #30). */
const earlyBudget = createEarlyBudget({ bytes: 50_000, untilMs: 10_000 });
/**
 * Page files wait behind their section's entry and route table (a click into a section needs its entry first, and
 * a page's files only save the last round trip), two pages at a time, the sections in view taking turns: a footer
 * lists a dozen pages of one section before the first of the next, and a click into another section is the one
 * that gains most from finding its page's code already here (docs/performance.md, issue #30).
 */
const filesQueue = createPrefetchQueue(2);

/** Fetches a remote page's files without evaluating them, once its section is loaded; none past the budget. */
async function prefetchPageFiles(remote: RemoteName, path: string) {
  await prefetchRemote(remote);
  const files = await pageFilesOf(remote, path);
  if (files && earlyBudget.trySpend(files.gzipBytes)) await Promise.all(files.urls.map(fetchWithoutEvaluating));
}

/** The site path a link leads to, when it leads to another page of this site. */
function inSitePath(target: EventTarget | null): string | undefined {
  const url = inSiteLink(target);
  return url && url.pathname !== window.location.pathname ? url.pathname : undefined;
}

/**
 * On intent (hover, focus, touch), the page's code. For a link merely in view, its section's entry and route
 * table, and the page's files fetched but not evaluated: a footer shows links to every section's pages, and
 * evaluating each page's code kept the main thread busy past the click it was meant to speed up
 * (docs/performance.md, issue #30). The click then finds the page's code in the HTTP cache.
 */
function prefetch(path: string, intent: boolean) {
  const page = pageAt(path);
  if (!page) return;
  if (page.kind === 'contact') queue.request(page.path, () => preloadShellPage(page.path), intent);
  else if (intent) queue.request(page.path, () => prefetchRemotePage(page.remote, page.path), true);
  else {
    queue.request(`section:${page.remote}`, () => prefetchRemote(page.remote), false);
    filesQueue.request(page.path, () => prefetchPageFiles(page.remote, page.path), false, page.remote);
  }
}

const onIntent = (event: Event) => {
  const path = inSitePath(event.target);
  if (path) prefetch(path, true);
};

/** Links that come into view are prefetched when the main thread is idle; each link is watched once. */
function watchLinksInView() {
  const watched = new WeakSet<Element>();
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      const path = inSitePath(entry.target);
      if (path) whenIdle(() => prefetch(path, false));
    }
  });
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

let started = false;

/**
 * Fetches the code of the pages a visitor is about to open, so that a click renders the next page at once: a
 * page's code on hover, focus and touch of an in-site link; for links in view, when the main thread is idle once
 * the visitor has moved, their sections' entries and route tables. Started once the app has taken the page
 * over, so it never adds to the first load; not at all where data is scarce.
 */
export function startLinkPrefetching(): void {
  if (started) return;
  started = true;
  const { connection } = navigator as Navigator & { connection?: ConnectionHints };
  if (!prefetchAllowed(connection)) return;
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  afterFirstUse(() => whenIdle(watchLinksInView));
}
