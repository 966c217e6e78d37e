import type { PageHead } from '@site/routes';
import { head as contactHead } from '../pages/contact/head';
import { pageAt, pathAt } from './routeTable';

/**
 * Where the 404 page is rendered at build time: every unknown path is served that one document, so its head
 * (the link preview's URL) names this path wherever it is shown.
 */
export const notFoundLocation = '/page-not-found';

/** The 404 page's head: never indexed. */
const notFoundHead: PageHead = {
  title: 'Page Not Found',
  description: "Sorry, we couldn't find the page you're looking for.",
  keywords: [],
  noindex: true,
};

/** The heads the shell knows: its own pages', and each remote's once its route table has loaded. */
const heads = new Map<string, PageHead>([['/contact', contactHead]]);
const listeners = new Set<() => void>();

/** A page's head, with the path it names (its canonical URL and link preview). */
export interface PathHead {
  readonly path: string;
  readonly head: PageHead;
}
const found = new Map<string, PathHead | undefined>();

export function addPageHeads(entries: Iterable<readonly [string, PageHead]>): void {
  for (const [path, head] of entries) heads.set(path, head);
  found.clear();
  for (const listener of listeners) listener();
}

export function onPageHeadsAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The head of the page at `pathname` and the path it names, when known: undefined for a page whose remote's
 * route table has not loaded (yet), and for a path the live map redirects to a page.
 */
export function pageHeadAt(pathname: string): PathHead | undefined {
  // The same object while nothing changes: React reads it as an external store's snapshot.
  if (!found.has(pathname)) found.set(pathname, findPageHead(pathname));
  return found.get(pathname);
}

function findPageHead(pathname: string): PathHead | undefined {
  const page = pageAt(pathname);
  if (page) {
    const head = heads.get(page.path);
    return head && { path: page.path, head };
  }
  return pathAt(pathname).kind === 'redirect' ? undefined : { path: notFoundLocation, head: notFoundHead };
}

/**
 * The head of a page whose remote failed on the first load, as the served document carries it, so that React
 * takes over the served tags (and replaces them on the next navigation) instead of adding a second set.
 */
export function servedHead(document: Document): PageHead {
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? '';
  const keywords = content('meta[name="keywords"]');
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    keywords: keywords ? keywords.split(', ') : [],
    noindex: document.head.querySelector('meta[name="robots"]') !== null,
  };
}
