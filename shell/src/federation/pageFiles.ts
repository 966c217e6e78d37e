import { pageChunksFile, type PageChunks, type RemoteName } from '@site/routes';
import { remoteManifestUrl } from './remoteRoutes';

/** A page's files as URLs, and what they weigh gzipped. */
export interface PageFiles {
  readonly urls: readonly string[];
  readonly gzipBytes: number;
}

/** One page's files from a remote's page list, resolved against the manifest's location (its public path). */
export function pageFilesIn(chunks: PageChunks, path: string, manifestUrl: string): PageFiles | undefined {
  const page = chunks[path];
  if (!page || !Array.isArray(page.files) || typeof page.gzipBytes !== 'number') return undefined;
  return { urls: page.files.map((file) => new URL(file, manifestUrl).href), gzipBytes: page.gzipBytes };
}

const chunksByRemote = new Map<RemoteName, Promise<{ chunks: PageChunks; manifestUrl: string } | undefined>>();

async function readPageChunks(remote: RemoteName) {
  const manifestUrl = await remoteManifestUrl(remote);
  if (!manifestUrl) return undefined;
  const response = await fetch(new URL(pageChunksFile, manifestUrl));
  if (!response.ok) throw new Error(`${pageChunksFile} of ${remote} answered ${response.status}.`);
  return { chunks: (await response.json()) as PageChunks, manifestUrl };
}

/**
 * The files of one page of a remote, from the list its build writes beside its manifest (read once per remote);
 * undefined when the remote lists none for it. A failed read is forgotten, so a later prefetch tries again.
 */
export async function pageFilesOf(remote: RemoteName, path: string): Promise<PageFiles | undefined> {
  let read = chunksByRemote.get(remote);
  if (!read) {
    read = readPageChunks(remote);
    chunksByRemote.set(remote, read);
    read.catch(() => chunksByRemote.delete(remote));
  }
  const listed = await read;
  return listed && pageFilesIn(listed.chunks, path, listed.manifestUrl);
}

/**
 * Puts a file in the HTTP cache without evaluating it: the request the chunk loader makes later (a classic
 * `<script>` or stylesheet `<link>`, no CORS, with credentials) then finds it there. Not `<link rel=prefetch>`:
 * the CSP's `default-src 'none'` governs it; `fetch` falls under `connect-src`, which allows the remotes.
 */
export async function fetchWithoutEvaluating(url: string): Promise<void> {
  await fetch(url, { mode: 'no-cors', credentials: 'include', priority: 'low' });
}
