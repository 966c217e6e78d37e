import { lookupPath, type PageHead, type PathOwners } from '@site/routes';
import { head as contactHead } from '../pages/contact/head';
import { notFoundHead, notFoundLocation } from '../pages/notFound';
import { pageContext } from '../lib/pageContext';
import { pageAt } from './routeTable';

/**
 * The heads the shell knows: its own pages', and each remote's once its route table has loaded. The bootstrap
 * makes one store for the page (`PageHeadsContext`); its snapshot is replaced, never changed, so that React reads
 * it as an external store's.
 */
export function createPageHeads() {
  let heads: ReadonlyMap<string, PageHead> = new Map([['/contact', contactHead]]);
  const listeners = new Set<() => void>();
  return {
    known: (): ReadonlyMap<string, PageHead> => heads,
    add(entries: Iterable<readonly [string, PageHead]>): void {
      heads = new Map([...heads, ...entries]);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;

/** The page's heads, as the bootstrap (or the prerender) made them. */
export const [PageHeadsContext, usePageHeads] = pageContext<PageHeads>('PageHeadsContext');

/**
 * The head of the page at `pathname` in `map`, and the path it names (its canonical URL and link preview), when
 * `known` has it: undefined for a page whose remote's route table has not loaded (yet), and for a redirect.
 */
export function pageHeadAt(
  pathname: string,
  map: PathOwners,
  known: ReadonlyMap<string, PageHead>,
): { readonly path: string; readonly head: PageHead } | undefined {
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
