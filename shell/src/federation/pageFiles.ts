import { pageChunksFile, type PageChunks, type RouteOwner } from '@site/routes';
import { withTimeout } from '../lib/withTimeout';
import { remoteManifestUrl } from './remoteRoutes';
import { servedRoot } from '../lib/servedPreview';

/** A page's files as URLs, and what they weigh gzipped. */
interface PageFiles {
  readonly urls: readonly string[];
  readonly gzipBytes: number;
}

/** A section's page list, read: what loading the section weighs, and each page's files. */
export interface PageList {
  readonly sectionGzipBytes: number;
  /** One page's files; undefined when the list holds none for it, or holds them malformed. */
  readonly pageFiles: (path: string) => PageFiles | undefined;
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

/**
 * Where a section's page list is: beside a remote's manifest, or at the root of the site for the shell's own
 * pages (its public path); undefined when /remotes.json names no location for the remote.
 */
async function pageListUrl(section: RouteOwner): Promise<string | undefined> {
  const base = section === 'shell' ? new URL(servedRoot, window.location.href).href : await remoteManifestUrl(section);
  return base && new URL(pageChunksFile, base).href;
}

async function fetchPageList(section: RouteOwner): Promise<PageList | undefined> {
  const url = await pageListUrl(section);
  if (!url) return undefined;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${pageChunksFile} of ${section} answered ${response.status}.`);
  return pageListIn((await response.json()) as PageChunks, url);
}

/**
 * A list weighs a few hundred bytes: one not here within 3 s comes from a stalled origin, and the pages of every
 * section in view wait until each section is weighed (routing/inViewPrefetch.ts).
 */
const PAGE_LIST_TIMEOUT_MS = 3000;

/**
 * Reads a section's page list (a remote's, or the shell's for its own pages); undefined when there is none to read.
 * Each call fetches it: the caller keeps it, having charged its weight first (routing/inViewPrefetch.ts).
 */
export const readPageList = (section: RouteOwner): Promise<PageList | undefined> =>
  withTimeout(
    fetchPageList(section),
    PAGE_LIST_TIMEOUT_MS,
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
