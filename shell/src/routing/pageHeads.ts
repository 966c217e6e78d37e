import { lookupPath, servedLinkPreview, type PageHead, type PathOwners } from '@site/routes';
import { head as contactHead } from '../pages/contact/head';
import { notFoundHead, notFoundLocation } from '../pages/notFound';
import { pageContext } from '../lib/pageContext';
import { pageAt } from './routeTable';

/** The heads the shell knows: its own pages', and each remote's once its route table has loaded. An external store. */
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

/** The head of the page at `pathname`, and its path, when known; undefined for a redirect or a head not loaded yet. */
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

/** The served document's head, so that React takes its tags over instead of adding a second set. */
export function servedHead(document: Document): PageHead {
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? '';
  const keywords = content('meta[name="keywords"]');
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    keywords: keywords ? keywords.split(', ') : [],
    noindex: document.head.querySelector('meta[name="robots"]') !== null,
    linkPreview: servedLinkPreview(document),
  };
}
