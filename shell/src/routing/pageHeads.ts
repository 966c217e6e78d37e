import { lookupPath, type PageHead, type PathOwners } from '@site/routes';
import { head as contactHead } from '../pages/contact/head';
import { notFoundHead, notFoundLocation } from '../pages/notFound';
import { pageAt } from './routeTable';

/**
 * The heads the shell knows: its own pages', and each remote's once its route table has loaded. Replaced, never
 * changed, so that React reads it as an external store's snapshot.
 */
let heads: ReadonlyMap<string, PageHead> = new Map([['/contact', contactHead]]);
const listeners = new Set<() => void>();

export const knownPageHeads = (): ReadonlyMap<string, PageHead> => heads;

export function addPageHeads(entries: Iterable<readonly [string, PageHead]>): void {
  heads = new Map([...heads, ...entries]);
  for (const listener of listeners) listener();
}

export function onPageHeadsAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page's head, with the path it names (its canonical URL and link preview). */
export interface PathHead {
  readonly path: string;
  readonly head: PageHead;
}

/**
 * The head of the page at `pathname` in `map`, and the path it names, when `known` has it: undefined for a page
 * whose remote's route table has not loaded (yet), and for a path the map redirects to a page.
 */
export function pageHeadAt(
  pathname: string,
  map: PathOwners,
  known: ReadonlyMap<string, PageHead>,
): PathHead | undefined {
  const page = pageAt(pathname, map);
  if (page) {
    const head = known.get(page.path);
    return head && { path: page.path, head };
  }
  return lookupPath(map, pathname).kind === 'redirect' ? undefined : { path: notFoundLocation, head: notFoundHead };
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
