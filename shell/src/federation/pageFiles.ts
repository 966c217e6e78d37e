import { pageChunksFile, type PageChunks, type RouteOwner } from '@site/routes';
import { withTimeout } from '../lib/withTimeout';
import { remoteManifestUrl } from './remoteRoutes';
import { servedRoot } from '../lib/servedPreview';

/** A section's page list, read: what loading the section weighs, and each page's files. */
export interface PageList {
  readonly sectionGzipBytes: number;
  /** A page's files as URLs, and what they weigh gzipped; undefined when the list holds none, or malformed. */
  readonly pageFiles: (path: string) => { readonly urls: readonly string[]; readonly gzipBytes: number } | undefined;
}

/**
 * A page list resolved against where it was read (the app's public path); undefined when it is not in this
 * format (a remote deployed before its build weighed its section): nothing of it can then be charged.
 */
export function pageListIn(chunks: PageChunks, listUrl: string): PageList | undefined {
  if (typeof chunks.sectionGzipBytes !== 'number' || typeof chunks.pages !== 'object' || !chunks.pages) {
    return undefined;
  }
  return {
    sectionGzipBytes: chunks.sectionGzipBytes,
    pageFiles(path) {
      const page = chunks.pages[path];
      if (!page || !Array.isArray(page.files) || typeof page.gzipBytes !== 'number') return undefined;
      return { urls: page.files.map((file) => new URL(file, listUrl).href), gzipBytes: page.gzipBytes };
    },
  };
}

async function fetchPageList(section: RouteOwner): Promise<PageList | undefined> {
  // Beside a remote's manifest; for the shell's own pages, at the root of the site (its public path).
  const base = section === 'shell' ? new URL(servedRoot, window.location.href).href : await remoteManifestUrl(section);
  if (!base) return undefined;
  const url = new URL(pageChunksFile, base).href;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${pageChunksFile} of ${section} answered ${response.status}.`);
  return pageListIn((await response.json()) as PageChunks, url);
}

/**
 * Reads a section's page list; undefined when there is none to read. A list weighs a few hundred bytes: one not
 * here within 3 s comes from a stalled origin, and every section in view waits for each to be weighed
 * (routing/inViewPrefetch.ts, which keeps what it read).
 */
export const readPageList = (section: RouteOwner): Promise<PageList | undefined> =>
  withTimeout(
    fetchPageList(section),
    3000,
    (seconds) => `${pageChunksFile} of ${section} did not come within ${seconds} s.`,
  );

/**
 * Puts a file in the HTTP cache without evaluating it: the request the chunk loader makes later (a classic
 * `<script>` or stylesheet `<link>`, no CORS, with credentials) then finds it there. Not `<link rel=prefetch>`:
 * the CSP's `default-src 'none'` governs it; `fetch` falls under `connect-src`, which allows the remotes.
 */
export async function fetchWithoutEvaluating(url: string): Promise<void> {
  await fetch(url, { mode: 'no-cors', credentials: 'include', priority: 'low' });
}
