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
  readonly load: () => Promise<{ default: ComponentType }>;
}

/**
 * The code a remote's page needs, listed by the remote's build in `pageChunksFile` beside its mf-manifest.json,
 * so that the shell can fetch a page's files ahead of a click without evaluating them, in one round trip (issue
 * #30). Files are relative to the remote's public path; `gzipBytes` is what they weigh on the wire.
 */
export interface PageChunks {
  readonly [path: string]: { readonly files: readonly string[]; readonly gzipBytes: number };
}

export const pageChunksFile = 'page-chunks.json';

/**
 * The chunk name a remote gives a page's code (`import(/* webpackChunkName: "…" *\/ …)` in its route table),
 * by which its build finds the page's files: `/` → `page-home`, `/payout` → `page-payout`.
 */
export const pageChunkName = (path: string): string =>
  path === '/' ? 'page-home' : `page${path.replaceAll('/', '-')}`;
