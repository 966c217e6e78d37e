import type { ComponentType } from 'react';

/** Head data of one page: what search engines and link previews read. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** True for pages marked not to be indexed. */
  readonly noindex?: boolean;
}

/** One entry of a remote's route table: the shell renders `load()`'s default export at `path`. */
export interface RemoteRoute {
  readonly path: string;
  readonly head: PageHead;
  /** Its name in menus and breadcrumbs, for a page the site map does not list (default: the site map's label). */
  readonly label?: string;
  /** Listed in its section's menu group, from the live map (`PathDeclaration`). */
  readonly inMenu?: boolean;
  readonly load: () => Promise<{ default: ComponentType }>;
}

/** One page's code in a page list: files relative to the app's public path, and what they weigh gzip. */
export interface PageChunk {
  readonly files: readonly string[];
  readonly gzipBytes: number;
}

/**
 * The code of an app's pages, listed by its build in `pageChunksFile` (a remote's beside its mf-manifest.json, the
 * shell's at its root), so that the shell can fetch a page's files ahead of a click without evaluating them, in one
 * round trip, and charge every byte to its prefetch budget before fetching it (issue #30). Weights are gzip, as the
 * servers send them to a browser that accepts only gzip.
 */
export interface PageChunks {
  /**
   * What loading the section fetches on a page that has not loaded it (`loadRemote('<remote>/routes')`): the
   * remote's mf-manifest.json, remoteEntry.js and its route table's files. 0 for the shell, whose entry every
   * page has loaded.
   */
  readonly sectionGzipBytes: number;
  readonly pages: { readonly [path: string]: PageChunk };
}

export const pageChunksFile = 'page-chunks.json';

/**
 * What a page list may weigh gzip at most: a build whose list weighs more fails, and the shell charges this bound
 * to its prefetch budget before it reads a list, whose own size it cannot know before. (A list under the
 * servers' 256-byte compression threshold goes out as it is, still under the bound.)
 */
export const pageListMaxGzipBytes = 1024;

/**
 * The chunk name an app gives a page's code (`import(/* webpackChunkName: "…" *\/ …)` in a remote's route table,
 * the shell's page fragments), by which its build finds the page's files: `/` → `page-home`, `/payout` →
 * `page-payout`, `/contact` → `page-contact`.
 */
export const pageChunkName = (path: string): string =>
  path === '/' ? 'page-home' : `page${path.replaceAll('/', '-')}`;
